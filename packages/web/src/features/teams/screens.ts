import type { ScreenLoaders } from "@/lib/lazy-screen";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: ScreenLoaders = {
  "/teams": () => import("./teams-page").then((m) => m.TeamsPage),
  "/teams/:id": () => import("./team-form-page").then((m) => m.TeamFormPage),
};
