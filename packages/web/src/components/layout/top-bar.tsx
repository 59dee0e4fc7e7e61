import type { AuthUser } from "@plantwise/api/router";
import { PanelLeftCloseIcon, PanelLeftOpenIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import { NotificationBell } from "@/features/notifications/bell";
import { LanguageSwitch } from "./language-switch";
import { PlantPicker } from "./plant-picker";
import { ThemeToggle } from "./theme-toggle";
import { UserMenu } from "./user-menu";

interface TopBarProps {
  user: AuthUser;
  collapsed: boolean;
  onToggleSidebar: () => void;
}

export function TopBar({ user, collapsed, onToggleSidebar }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <header className="flex h-12 shrink-0 items-center gap-3 border-b bg-card px-3">
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={onToggleSidebar}
        aria-label={collapsed ? t("topbar.expandSidebar") : t("topbar.collapseSidebar")}
        aria-expanded={!collapsed}
      >
        {collapsed ? <PanelLeftOpenIcon aria-hidden="true" /> : <PanelLeftCloseIcon aria-hidden="true" />}
      </Button>
      <Link
        href="/dashboard"
        className="flex items-center gap-2 rounded-sm font-semibold tracking-tight outline-none"
      >
        <span
          aria-hidden="true"
          className="flex size-6 items-center justify-center rounded bg-primary text-xs text-primary-foreground"
        >
          P
        </span>
        <span className="hidden sm:inline">{t("common.appName")}</span>
      </Link>
      <Separator orientation="vertical" className="mx-1 h-6" />
      <PlantPicker user={user} />
      <div className="ml-auto flex items-center gap-1">
        <NotificationBell />
        <LanguageSwitch />
        <ThemeToggle />
        <UserMenu user={user} />
      </div>
    </header>
  );
}
