import type { AuthUser } from "@plantwise/api/router";
import { ChevronDownIcon, LogOutIcon, UserIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useSignOut } from "./use-sign-out";

export function UserMenu({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { signOut, pending } = useSignOut();
  const role = user.temp_role ?? user.role;
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t("topbar.userMenu")}
          data-testid="user-menu"
          className="gap-2"
        >
          <span
            aria-hidden="true"
            className="flex size-6 items-center justify-center rounded-full bg-primary text-[0.625rem] font-semibold text-primary-foreground"
          >
            {initials || <UserIcon />}
          </span>
          <span className="hidden max-w-40 truncate md:inline">{user.full_name}</span>
          <ChevronDownIcon className="opacity-60" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate">{user.full_name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{role.name}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate("/profile")}>
          <UserIcon aria-hidden="true" />
          {t("topbar.profile")}
        </DropdownMenuItem>
        <DropdownMenuItem disabled={pending} onSelect={() => void signOut()} data-testid="sign-out">
          <LogOutIcon aria-hidden="true" />
          {t("topbar.signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
