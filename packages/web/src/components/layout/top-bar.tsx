import type { AuthUser } from "@plantwise/api/router";
import { PanelLeftCloseIcon, PanelLeftOpenIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import { NotificationBell } from "@/features/notifications/bell";
import { GlobalSearch } from "@/features/search/global-search";
import { LanguageSwitch } from "./language-switch";
import { PlantPicker } from "./plant-picker";
import { ThemeToggle } from "./theme-toggle";
import { usePhoneWidth } from "./use-narrow";
import { UserMenu } from "./user-menu";

interface TopBarProps {
  user: AuthUser;
  collapsed: boolean;
  onToggleSidebar: () => void;
  /** The id of the drawer the toggle opens (phones), for `aria-controls`. */
  controls?: string | undefined;
}

export function TopBar({ user, collapsed, onToggleSidebar, controls }: TopBarProps) {
  const { t } = useTranslation();
  // On a phone the language and theme live in the user menu, so the plant's name shows whole.
  const phone = usePhoneWidth();
  return (
    <header className="flex h-12 min-w-0 shrink-0 items-center gap-2 border-b bg-card px-2 sm:gap-3 sm:px-3">
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={onToggleSidebar}
        aria-label={collapsed ? t("topbar.expandSidebar") : t("topbar.collapseSidebar")}
        aria-expanded={!collapsed}
        aria-controls={controls}
        data-testid="sidebar-toggle"
      >
        {collapsed ? <PanelLeftOpenIcon aria-hidden="true" /> : <PanelLeftCloseIcon aria-hidden="true" />}
      </Button>
      <Link
        href="/dashboard"
        className="hidden shrink-0 items-center gap-2 rounded-sm font-semibold tracking-tight outline-none sm:flex"
      >
        <span
          aria-hidden="true"
          className="flex size-6 items-center justify-center rounded bg-primary text-xs text-primary-foreground"
        >
          P
        </span>
        <span className="hidden sm:inline">{t("common.appName")}</span>
      </Link>
      <Separator orientation="vertical" className="mx-1 hidden h-6 sm:block" />
      <div className="flex min-w-0 flex-1 sm:flex-none">
        <PlantPicker user={user} />
      </div>
      <div className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-1">
        {/* Until a required second factor is set up the server answers nothing but the profile. */}
        {user.mfa_required ? null : (
          <>
            <GlobalSearch />
            <NotificationBell />
          </>
        )}
        {phone ? null : (
          <>
            <LanguageSwitch />
            <ThemeToggle />
          </>
        )}
        <UserMenu user={user} withSettings={phone} />
      </div>
    </header>
  );
}
