import type { AuthUser } from "@plantwise/api/router";
import { visibleMenu } from "@plantwise/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { cn } from "@/lib/utils";
import { SidebarLink } from "./sidebar-link";

interface SidebarProps {
  user: AuthUser;
  collapsed: boolean;
  /** Counters after an entry's label, by the entry's path. */
  badges?: Readonly<Record<string, ReactNode>>;
}

/** Menu sections and entries the user may see (spec part 1 §2.2, §6). */
export function Sidebar({ user, collapsed, badges }: SidebarProps) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const groups = visibleMenu(user, { enabledSections: user.company?.enabled_menu_sections });
  return (
    <nav
      aria-label={t("topbar.mainNavigation")}
      data-testid="sidebar"
      data-collapsed={collapsed}
      className={cn(
        "flex h-full flex-col gap-3 overflow-y-auto border-r border-sidebar-border bg-sidebar py-3 text-sidebar-foreground transition-[width]",
        collapsed ? "w-14 px-2" : "w-64 px-3",
      )}
    >
      {groups.map((group) => (
        <section key={group.section} aria-labelledby={`menu-section-${group.section}`}>
          <h2
            id={`menu-section-${group.section}`}
            className={cn(
              "mb-1 px-2 text-[0.6875rem] font-semibold uppercase tracking-wider text-muted-foreground",
              collapsed && "sr-only",
            )}
          >
            {t(`sections.${group.section}`)}
          </h2>
          <ul className="flex flex-col gap-0.5">
            {group.entries.map((entry) => (
              <li key={entry.id}>
                <SidebarLink
                  id={entry.id}
                  path={entry.path}
                  label={t(entry.labelKey)}
                  child={Boolean(entry.parent)}
                  active={location === entry.path || location.startsWith(`${entry.path}/`)}
                  collapsed={collapsed}
                  badge={badges?.[entry.path]}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
