import type { ScreenLoaders } from "@/lib/lazy-screen";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: ScreenLoaders = {
  "/requisitions": () => import("./dashboard-page").then((m) => m.RequisitionsDashboardPage),
  "/roi-calculator": () => import("./roi-calculator-page").then((m) => m.RoiCalculatorPage),
  "/requisitions/:id": () => import("./requisition-page").then((m) => m.RequisitionPage),
};
