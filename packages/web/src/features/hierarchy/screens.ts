import type { ScreenLoaders } from "@/lib/lazy-screen";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: ScreenLoaders = {
  "/dashboard/plant": () => import("./plant-dashboard-page").then((m) => m.PlantDashboardPage),
  "/dashboard/production-lines": () => import("./lines-page").then((m) => m.ProductionLinesPage),
  "/dashboard/utilities": () => import("./lines-page").then((m) => m.UtilitiesPage),
  "/dashboard/machines": () => import("./machines-page").then((m) => m.MachinesPage),
  "/dashboard/assets": () => import("./assets-page").then((m) => m.AssetsPage),
  "/production-lines/:id/details": () => import("./line-details-page").then((m) => m.LineDetailsPage),
  "/utilities/:id/details": () => import("./line-details-page").then((m) => m.LineDetailsPage),
  "/machines/:id/details": () => import("./machine-details-page").then((m) => m.MachineDetailsPage),
  "/assets/:id/details": () => import("./asset-details-page").then((m) => m.AssetDetailsPage),
  "/corporate/main": () => import("./corporate-page").then((m) => m.CorporatePage),
};
