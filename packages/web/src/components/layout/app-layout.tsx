import type { AuthUser } from "@plantwise/api/router";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { TooltipProvider } from "@/components/ui/tooltip";
import { PendingRequestsBadge, REQUESTS_MENU_PATH } from "@/features/work-orders/pending-requests-badge";
import { readStorage, STORAGE_KEYS, writeStorage } from "@/lib/storage";
import { Sidebar } from "./sidebar";
import { TopBar } from "./top-bar";
import { useNarrow } from "./use-narrow";

/**
 * Top bar and sidebar around every signed-in page (spec part 1 §2.2, UI.md). From `md` up the
 * sidebar sits beside the content and collapses to icons; below it (phones) it is an off-canvas
 * drawer over the content, closed by default, opened by the top bar's toggle and closed again by
 * navigating, the backdrop or Escape.
 */
export function AppLayout({ user, children }: { user: AuthUser; children: ReactNode }) {
  const { t } = useTranslation();
  const narrow = useNarrow();
  const [location] = useLocation();
  const [collapsed, setCollapsed] = useState(() => readStorage(STORAGE_KEYS.sidebar) === "1");
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A new page (or leaving the narrow width) closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation, not on the state
  useEffect(() => setDrawerOpen(false), [location, narrow]);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setDrawerOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [drawerOpen]);
  const toggle = () => {
    if (narrow) {
      setDrawerOpen((open) => !open);
      return;
    }
    setCollapsed((value) => {
      writeStorage(STORAGE_KEYS.sidebar, value ? "0" : "1");
      return !value;
    });
  };
  const sidebar = (folded: boolean) => (
    <Sidebar
      user={user}
      collapsed={folded}
      badges={{ [REQUESTS_MENU_PATH]: <PendingRequestsBadge user={user} collapsed={folded} /> }}
    />
  );
  return (
    <TooltipProvider delayDuration={300}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-card focus:px-3 focus:py-2"
      >
        {t("common.skipToContent")}
      </a>
      <div className="flex h-dvh flex-col">
        <TopBar
          user={user}
          collapsed={narrow ? !drawerOpen : collapsed}
          onToggleSidebar={toggle}
          controls={narrow ? "sidebar-drawer" : undefined}
        />
        <div className="relative flex min-h-0 flex-1">
          {narrow ? (
            drawerOpen ? (
              <>
                <div
                  aria-hidden="true"
                  data-testid="sidebar-backdrop"
                  className="absolute inset-0 z-30 bg-black/40"
                  onClick={() => setDrawerOpen(false)}
                />
                {/* Following a link closes the drawer even when it leads to the page already shown. */}
                {/* biome-ignore lint/a11y/noStaticElementInteractions: the links inside are the controls */}
                {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this click too */}
                <div
                  id="sidebar-drawer"
                  data-testid="sidebar-drawer"
                  className="absolute inset-y-0 left-0 z-40 flex max-w-[85vw] shadow-xl"
                  onClick={(event) => {
                    if ((event.target as HTMLElement).closest("a")) setDrawerOpen(false);
                  }}
                >
                  {sidebar(false)}
                </div>
              </>
            ) : null
          ) : (
            sidebar(collapsed)
          )}
          <main id="main" className="min-w-0 flex-1 overflow-y-auto p-3 md:p-5" tabIndex={-1}>
            {children}
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}
