import type { AuthUser } from "@plantwise/api/router";
import { effectiveRole, hasPermission, isInternal } from "@plantwise/shared";
import {
  ChevronDownIcon,
  InboxIcon,
  LogOutIcon,
  UserIcon,
  UserRoundCogIcon,
  UsersRoundIcon,
} from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { TempRoleDialog, useSetTempRole, useTempRoleChoices } from "@/features/profile/temp-role-dialog";
import { notifyError } from "@/lib/notify";
import { LanguageMenuItems } from "./language-switch";
import { useThemeSwitch } from "./theme-toggle";
import { useSignOut } from "./use-sign-out";

/**
 * The signed-in user's menu: who, their profile, the outbox and temporary role where they apply,
 * sign out. `withSettings` (phones, where the top bar has no room for them) adds the language
 * choice and the theme switch.
 */
export function UserMenu({ user, withSettings = false }: { user: AuthUser; withSettings?: boolean }) {
  const { t } = useTranslation();
  const theme = useThemeSwitch();
  const [, navigate] = useLocation();
  const { signOut, pending } = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const [roleDialog, setRoleDialog] = useState(false);
  // Whether there are roles to switch to is asked once the menu is first opened.
  const [asked, setAsked] = useState(false);
  const choices = useTempRoleChoices(asked);
  const clearTempRole = useSetTempRole();
  const role = effectiveRole(user);
  const canSwitch = user.temp_role !== null || (choices.data?.length ?? 0) > 0;
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
  return (
    <>
      <DropdownMenu
        open={menuOpen}
        onOpenChange={(open) => {
          setMenuOpen(open);
          if (open) setAsked(true);
        }}
      >
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t("topbar.userMenu")}
            data-testid="user-menu"
            className="gap-2 px-1.5 sm:px-3"
          >
            <span
              aria-hidden="true"
              className="flex size-6 items-center justify-center rounded-full bg-primary text-[0.625rem] font-semibold text-primary-foreground"
            >
              {initials || <UserIcon />}
            </span>
            <span className="hidden max-w-40 truncate md:inline">{user.full_name}</span>
            {user.temp_role ? (
              <Badge variant="warning" className="max-w-36 truncate" data-testid="temp-role-badge">
                <UsersRoundIcon aria-hidden="true" />
                <span className="truncate">{t("account.actingAs", { role: user.temp_role.name })}</span>
              </Badge>
            ) : null}
            <ChevronDownIcon className="hidden opacity-60 sm:block" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="flex flex-col gap-0.5">
            <span className="truncate">{user.full_name}</span>
            <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
            <span className="truncate text-xs font-normal text-muted-foreground">{role.name}</span>
            {user.temp_role ? (
              <span className="text-xs font-normal text-status-warning">
                {t("account.tempRoleActive", { role: user.temp_role.name, own: user.role.name })}
              </span>
            ) : null}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => navigate("/profile")}>
            <UserIcon aria-hidden="true" />
            {t("topbar.profile")}
          </DropdownMenuItem>
          {isInternal(role) && hasPermission(user, "view_settings") ? (
            <DropdownMenuItem onSelect={() => navigate("/outbox")} data-testid="outbox-link">
              <InboxIcon aria-hidden="true" />
              {t("pages.outbox")}
            </DropdownMenuItem>
          ) : null}
          {canSwitch ? (
            <DropdownMenuItem onSelect={() => setRoleDialog(true)} data-testid="temp-role-open">
              <UserRoundCogIcon aria-hidden="true" />
              {t("account.tempRoleMenu")}
            </DropdownMenuItem>
          ) : null}
          {user.temp_role ? (
            <DropdownMenuItem
              disabled={clearTempRole.isPending}
              onSelect={() => void clearTempRole.mutateAsync({ role_id: null }).catch(notifyError)}
              data-testid="temp-role-clear"
            >
              <UsersRoundIcon aria-hidden="true" />
              {t("account.useOwnRoleNamed", { own: user.role.name })}
            </DropdownMenuItem>
          ) : null}
          {withSettings ? (
            <>
              <DropdownMenuSeparator />
              <LanguageMenuItems />
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={theme.toggle} data-testid="theme-switch">
                <theme.Icon aria-hidden="true" />
                {theme.label}
              </DropdownMenuItem>
            </>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={pending} onSelect={() => void signOut()} data-testid="sign-out">
            <LogOutIcon aria-hidden="true" />
            {t("topbar.signOut")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {roleDialog ? <TempRoleDialog open={roleDialog} onOpenChange={setRoleDialog} /> : null}
    </>
  );
}
