import type { ScreenLoaders } from "@/lib/lazy-screen";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: ScreenLoaders = {
  "/settings/bearing": () => import("./bearings-page").then((m) => m.BearingsPage),
  "/settings/faults": () => import("./faults-page").then((m) => m.FaultsPage),
};
