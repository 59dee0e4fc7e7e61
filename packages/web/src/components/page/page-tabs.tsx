import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { cn } from "@/lib/utils";

export interface PageTab {
  href: string;
  labelKey: string;
}

/** Tabs are links: the URL holds the state, so a link reproduces the view (UI.md). */
export function PageTabs({ tabs }: { tabs: readonly PageTab[] }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <nav aria-label={t("common.actions")} className="border-b">
      <ul className="-mb-px flex flex-wrap gap-1">
        {tabs.map((tab) => {
          const active = location === tab.href || location.startsWith(`${tab.href}/`);
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center border-b-2 px-3 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring",
                  active
                    ? "border-primary text-foreground"
                    : "border-transparent text-muted-foreground hover:border-border hover:text-foreground",
                )}
              >
                {t(tab.labelKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
