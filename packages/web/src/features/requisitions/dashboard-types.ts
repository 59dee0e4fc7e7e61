/** The requisition answers the dashboard and the calculator read, as the web receives them (dates as ISO strings). */
import type { RouterOutputs } from "@plantwise/api/router";

type RequisitionsApi = RouterOutputs["requisitions"];

export type RequisitionListRow = RequisitionsApi["list"]["data"][number];
export type RequisitionAnalyticsData = RequisitionsApi["analytics"];
export type AnalyticsSeriesPoint = RequisitionAnalyticsData["series"][number];
export type LeadTimeFigures = RequisitionAnalyticsData["lead_times"]["raised_to_approved"];

/** The places the ROI table lists, and what it shows of each one's row. */
export const ROI_PLACES = ["line", "machine", "asset"] as const;
export type RoiPlace = (typeof ROI_PLACES)[number];

export interface RoiTableRow {
  id: number;
  name: string;
  /** Where the place is: its line (and machine), for machines and assets. */
  path: string | null;
  work_orders: number;
  requisitions: number;
  savings: number;
  cost: number;
  net: number;
  roi_percent: number | null;
}
