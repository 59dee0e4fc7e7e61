import type { ComponentType } from "react";
import { ItemMaintenanceTab } from "./item-maintenance-tab";
import { LogsPage } from "./logs-page";
import { RequestsPage } from "./requests-page";
import { StatisticsPage } from "./statistics-page";
import { WorkOrderPage } from "./work-order-page";
import { WorkOrdersPage } from "./work-orders-page";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: Readonly<Record<string, ComponentType>> = {
  "/maintenance/work-orders": WorkOrdersPage,
  "/maintenance/work-orders/:id": WorkOrderPage,
  "/maintenance/logs": LogsPage,
  "/maintenance/statistics": StatisticsPage,
  "/maintenance-requests": RequestsPage,
  "/equipments/:id/details/maintenance": ItemMaintenanceTab,
};
