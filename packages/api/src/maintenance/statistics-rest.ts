import type { RestRoute } from "../rest/routes";

/**
 * Statistics and the Excel export. The export answers a message (the file goes out by e-mail); the
 * file itself is downloaded from /files/maintenance/work-orders.xlsx (export-routes.ts), which is
 * no documented /api path. PM schedules on run hours are tRPC only.
 */
export const STATISTICS_ROUTES: readonly RestRoute[] = [
  {
    method: "GET",
    path: "/maintenance/statistics",
    procedure: "maintenance.statistics.get",
    envelope: "data",
    summary: "Maintenance statistics: open, overdue and completed orders, times, costs and shares",
  },
  {
    method: "GET",
    path: "/maintenance/export/excel",
    procedure: "maintenance.statistics.exportExcel",
    envelope: "data",
    summary: "Export the work order list or the log to Excel; the file is sent by e-mail",
  },
];
