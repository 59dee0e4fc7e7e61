import type { ScreenLoaders } from "@/lib/lazy-screen";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: ScreenLoaders = {
  "/maintenance/work-orders": () => import("./work-orders-page").then((m) => m.WorkOrdersPage),
  "/maintenance/work-orders/:id": () => import("./work-order-page").then((m) => m.WorkOrderPage),
  "/maintenance/logs": () => import("./logs-page").then((m) => m.LogsPage),
  "/maintenance/statistics": () => import("./statistics-page").then((m) => m.StatisticsPage),
  "/maintenance-requests": () => import("./requests-page").then((m) => m.RequestsPage),
  "/equipments/:id/details/maintenance": () =>
    import("./item-maintenance-tab").then((m) => m.ItemMaintenanceTab),
};
