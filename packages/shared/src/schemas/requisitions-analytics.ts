/**
 * Requisition analytics and the ROI of work done (part 1 §1 cost savings, part 2 §7 "Requisitions":
 * GET /plants/work-orders/analytics and /plants/work-orders/roi; GET /production-lines/roi,
 * /machines/roi and /assets/roi).
 *
 * Every one of them reads one date range, given as the maintenance statistics take it: `preset`
 * (DATE_PRESETS, computed in the time zone), else `from`/`to`, else the default of part 2 §2 for
 * work orders: the last 7 days. The time zone is `time_zone`, else the plant's, else UTC. Without
 * `plant_id`: every plant in the caller's scope.
 *
 * The ROI figures are shared `roiFigures` of the work done in the range (see its callers in
 * packages/api/src/requisitions/roi-totals.ts and docs/decisions.md, "ROI of work done").
 */
import { z } from "zod";
import { REQUISITION_PRIORITIES, SERVICE_TYPES } from "../enums";
import { column, optionalRef } from "./fields";
import { maintenanceStatisticsInput } from "./maintenance-statistics";

const { int, nullableInt, nullableNumber, number } = column;

/** The series of the analytics counts whole weeks instead of days past this many days. */
export const ANALYTICS_DAILY_MAX_DAYS = 62;

/** One date range and, optionally, one plant: what every analytics and ROI call takes. */
export const requisitionRangeInput = maintenanceStatisticsInput.pick({
  plant_id: true,
  preset: true,
  from: true,
  to: true,
  time_zone: true,
});
export type RequisitionRangeInput = z.infer<typeof requisitionRangeInput>;

export const requisitionAnalyticsInput = requisitionRangeInput;
export const requisitionRoiInput = requisitionRangeInput;
export const roiByLineInput = requisitionRangeInput;
/** Machines of one production line (or utility) only, when given. */
export const roiByMachineInput = requisitionRangeInput.extend({ production_line_id: optionalRef });
/** Assets of one line or one machine only, when given. */
export const roiByAssetInput = roiByMachineInput.extend({ machine_id: optionalRef });
export type RoiByAssetInput = z.infer<typeof roiByAssetInput>;

/** The range an answer covers, as it was resolved (a preset becomes its two instants). */
const resolvedRange = {
  plant_id: nullableInt,
  from: column.date,
  to: column.date,
  time_zone: z.string(),
};

/** Hours between two milestones of the requisitions that reached the later one in the range. */
export const leadTime = z.object({
  count: int,
  /** Rounded to 0.01 h; null when none reached it. */
  mean_hours: nullableNumber,
  median_hours: nullableNumber,
});
export type LeadTime = z.infer<typeof leadTime>;

export const requisitionAnalytics = z.object({
  ...resolvedRange,
  /**
   * Requisitions raised (created) in the range, by their status now: all six RequisitionStatus
   * values in number order, zeros included.
   */
  by_status: z.array(z.object({ status: int, count: int })),
  /** The same requisitions by request type (1 purchase, 2 service), both listed. */
  by_request_type: z.array(z.object({ request_type: int, count: int })),
  /** …by priority reason, all four listed. */
  by_priority_reason: z.array(z.object({ priority_reason: z.enum(REQUISITION_PRIORITIES), count: int })),
  /** …by work type, the three service types and then null (purchase requests have none). */
  by_work_type: z.array(z.object({ work_type: z.enum(SERVICE_TYPES).nullable(), count: int })),
  /**
   * raised → approved over the requisitions first approved in the range; approved → completed
   * (from the last approval before completion) and raised → completed over those completed in it.
   */
  lead_times: z.object({
    raised_to_approved: leadTime,
    approved_to_completed: leadTime,
    raised_to_completed: leadTime,
  }),
  totals: z.object({
    /** Requisitions raised in the range and what they were estimated to cost. */
    raised: int,
    raised_estimated_cost: number,
    /** Requisitions completed in the range (status completed, completed_at in it): estimate, cost, savings. */
    completed: int,
    estimated_cost: number,
    cost: number,
    cost_savings: number,
  }),
  /** "day" for ranges up to ANALYTICS_DAILY_MAX_DAYS days, else "week" (weeks start on Monday). */
  bucket: z.enum(["day", "week"]),
  /**
   * Every day (or week) of the range in `time_zone`, zero ones included: `date` is its first day
   * (YYYY-MM-DD); raised and completed counts, and the savings of those completed.
   */
  series: z.array(z.object({ date: z.string(), raised: int, completed: int, savings: number })),
});
export type RequisitionAnalytics = z.infer<typeof requisitionAnalytics>;

/** Savings, cost, net and ROI % of work done (shared `RoiFigures`). */
const roiFiguresShape = {
  savings: number,
  cost: number,
  net: number,
  /** net / cost × 100, rounded to 0.1; null when nothing was spent. */
  roi_percent: nullableNumber,
};
/** The figures and how many completed work orders and requisitions they come from. */
const workDoneShape = { work_orders: int, requisitions: int, ...roiFiguresShape };
export const workDoneRoi = z.object(workDoneShape);
export type WorkDoneRoi = z.infer<typeof workDoneRoi>;

export const plantRoiRow = z.object({ id: int, name: z.string(), ...workDoneShape });
export type PlantRoiRow = z.infer<typeof plantRoiRow>;

/** GET /plants/work-orders/roi: each plant in scope (or the one asked for) and all of them together. */
export const requisitionRoi = z.object({
  ...resolvedRange,
  overall: workDoneRoi,
  /** Largest net first, then by name; plants with nothing done are listed with zeros. */
  plants: z.array(plantRoiRow),
});
export type RequisitionRoi = z.infer<typeof requisitionRoi>;

const placeShape = { id: int, name: z.string(), plant_id: int, plant_name: z.string() };

export const productionLineRoiRow = z.object({
  ...placeShape,
  /** 1 production line, 2 utility. */
  kind: int,
  ...workDoneShape,
});
export const machineRoiRow = z.object({
  ...placeShape,
  production_line_id: int,
  production_line_name: z.string(),
  ...workDoneShape,
});
export const assetRoiRow = z.object({
  ...placeShape,
  production_line_id: int,
  production_line_name: z.string(),
  machine_id: int,
  machine_name: z.string(),
  ...workDoneShape,
});
export type ProductionLineRoiRow = z.infer<typeof productionLineRoiRow>;
export type MachineRoiRow = z.infer<typeof machineRoiRow>;
export type AssetRoiRow = z.infer<typeof assetRoiRow>;

/** The range the rows cover, and how many places are listed. */
const placeRoiMeta = z.object({ ...resolvedRange, total: int });

/**
 * A list of places with their ROI over the range, every place in scope listed (zeros for one with
 * nothing done), largest net first, then by name.
 */
export const productionLineRoiList = z.object({ data: z.array(productionLineRoiRow), meta: placeRoiMeta });
export const machineRoiList = z.object({ data: z.array(machineRoiRow), meta: placeRoiMeta });
export const assetRoiList = z.object({ data: z.array(assetRoiRow), meta: placeRoiMeta });
