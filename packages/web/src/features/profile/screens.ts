import type { ScreenLoaders } from "@/lib/lazy-screen";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: ScreenLoaders = {
  "/profile": () => import("./profile-page").then((m) => m.ProfilePage),
};
