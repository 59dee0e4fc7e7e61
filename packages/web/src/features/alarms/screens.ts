import type { ScreenLoaders } from "@/lib/lazy-screen";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: ScreenLoaders = {
  "/dashboard/alarms": () => import("./alarms-page").then((m) => m.AlarmsPage),
};
