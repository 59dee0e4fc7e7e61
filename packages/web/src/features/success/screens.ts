import type { ScreenLoaders } from "@/lib/lazy-screen";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: ScreenLoaders = {
  "/success-dashboard/main": () => import("./dashboard-page").then((m) => m.SuccessDashboardPage),
  "/success-dashboard/meeting-tracker": () => import("./meetings-pages").then((m) => m.MeetingsPage),
  "/success-dashboard/meeting-tracker/:id": () => import("./meetings-pages").then((m) => m.MeetingFormPage),
  "/success-dashboard/roi-one-pager": () => import("./one-pagers-pages").then((m) => m.OnePagersPage),
  "/success-dashboard/roi-one-pager/:id": () => import("./one-pagers-pages").then((m) => m.OnePagerFormPage),
};
