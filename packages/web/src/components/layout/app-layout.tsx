import type { AuthUser } from "@plantwise/api/router";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { TooltipProvider } from "@/components/ui/tooltip";
import { PendingRequestsBadge, REQUESTS_MENU_PATH } from "@/features/work-orders/pending-requests-badge";
import { readStorage, STORAGE_KEYS, writeStorage } from "@/lib/storage";
import { Sidebar } from "./sidebar";
import { TopBar } from "./top-bar";

/** Top bar and collapsible sidebar around every signed-in page (spec part 1 §2.2, UI.md). */
export function AppLayout({ user, children }: { user: AuthUser; children: ReactNode }) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(() => readStorage(STORAGE_KEYS.sidebar) === "1");
  const toggle = () => {
    setCollapsed((value) => {
      writeStorage(STORAGE_KEYS.sidebar, value ? "0" : "1");
      return !value;
    });
  };
  return (
    <TooltipProvider delayDuration={300}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-card focus:px-3 focus:py-2"
      >
        {t("common.skipToContent")}
      </a>
      <div className="flex h-dvh flex-col">
        <TopBar user={user} collapsed={collapsed} onToggleSidebar={toggle} />
        <div className="flex min-h-0 flex-1">
          <Sidebar
            user={user}
            collapsed={collapsed}
            badges={{ [REQUESTS_MENU_PATH]: <PendingRequestsBadge user={user} collapsed={collapsed} /> }}
          />
          <main id="main" className="min-w-0 flex-1 overflow-y-auto p-5" tabIndex={-1}>
            {children}
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}
