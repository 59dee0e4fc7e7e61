import type { ScreenLoaders } from "@/lib/lazy-screen";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: ScreenLoaders = {
  "/controllers": () => import("./controllers-page").then((m) => m.ControllersPage),
  "/controllers/:id": () => import("./controller-form-page").then((m) => m.ControllerFormPage),
};
