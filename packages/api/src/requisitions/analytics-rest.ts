import type { RestRoute } from "../rest/routes";

/**
 * The requisition dashboard and the ROI of work done (part 2 §7). Every one takes plant_id and a
 * range (preset, or from/to; the last 7 days when none). The per-place ROI answers its rows as a
 * list with the resolved range in `meta`.
 */
export const ANALYTICS_ROUTES: readonly RestRoute[] = [
  {
    method: "GET",
    path: "/plants/work-orders/analytics",
    procedure: "requisitions.analytics",
    envelope: "data",
    summary: "Requisition analytics: counts by status, type and priority, lead times, totals and a series",
  },
  {
    method: "GET",
    path: "/plants/work-orders/roi",
    procedure: "requisitions.roi",
    envelope: "data",
    summary: "ROI of work done per plant in scope and overall (completed work orders and requisitions)",
  },
  {
    method: "GET",
    path: "/production-lines/roi",
    procedure: "requisitions.roiByLine",
    envelope: "list",
    summary: "ROI of work done per production line (and utility)",
  },
  {
    method: "GET",
    path: "/machines/roi",
    procedure: "requisitions.roiByMachine",
    envelope: "list",
    summary: "ROI of work done per machine",
  },
  {
    method: "GET",
    path: "/assets/roi",
    procedure: "requisitions.roiByAsset",
    envelope: "list",
    summary: "ROI of work done per asset",
  },
];
