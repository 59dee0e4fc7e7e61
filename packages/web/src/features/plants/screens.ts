import type { ScreenLoaders } from "@/lib/lazy-screen";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: ScreenLoaders = {
  "/plants": () => import("./plants-page").then((m) => m.PlantsPage),
  "/plants/:id": () => import("./plant-form-page").then((m) => m.PlantFormPage),
};
