/**
 * Maintenance statistics (GET /maintenance/statistics), the Excel export of the work order list and
 * the log (GET /maintenance/export/excel), and preventive maintenance every N run hours
 * (`maintenance.pmSchedules.*`, tRPC only).
 */
import { z } from "zod";
import { DATE_PRESETS } from "../dates";
import { MAINTENANCE_TYPES } from "../enums";
import {
  column,
  nullableRefColumns,
  optionalRef,
  optionalText,
  refColumns,
  storableDate,
  timestamps,
} from "./fields";
import { listInput, listOutput, queryFlag, recordId } from "./list";
import { listWorkOrdersInput, workOrderPriority } from "./maintenance-work-orders";

const { int, nullableInt, nullableNumber, nullableText, number } = column;

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const toDate = (v: unknown) =>
  typeof v === "string" && /^-?\d+$/.test(v)
    ? new Date(Number(v))
    : typeof v === "string" || typeof v === "number"
      ? new Date(v)
      : v;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone ("America/Edmonton"); blank is none. */
export const timeZoneInput = z.preprocess(
  blankToUndefined,
  z.string().max(64).refine(isTimeZone, { error: "Must be an IANA time zone" }).optional(),
);

/** How many categories and machines the breakdowns name before the rest becomes "other". */
export const STATISTICS_TOP_DEFAULT = 5;

/**
 * The statistics screen's filters. The range is `preset` (DATE_PRESETS, computed in `time_zone`),
 * else `from`/`to`, else the default of part 2 §2 for work orders and the log: the last 7 days.
 * The time zone is `time_zone`, else the plant's, else UTC. Without `plant_id`: every plant in scope.
 */
export const maintenanceStatisticsInput = z.object({
  plant_id: optionalRef,
  preset: z.preprocess(blankToUndefined, z.enum(DATE_PRESETS, { error: "Must be a date preset" }).optional()),
  from: z.preprocess((v) => toDate(blankToUndefined(v)), storableDate("Must be a date-time").optional()),
  to: z.preprocess((v) => toDate(blankToUndefined(v)), storableDate("Must be a date-time").optional()),
  time_zone: timeZoneInput,
  top: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .min(1, { error: "Must be 1 to 50" })
      .max(50, { error: "Must be 1 to 50" })
      .optional(),
  ),
});
export type MaintenanceStatisticsInput = z.infer<typeof maintenanceStatisticsInput>;

/**
 * One group of a cost breakdown: a category or a machine (`kind` "record", with its id), the orders
 * without one ("none"), or every group past the top N together ("other").
 */
export const statisticsCostGroup = z.object({
  kind: z.enum(["record", "none", "other"]),
  id: nullableInt,
  name: z.string(),
  work_orders: int,
  labour_hours: number,
  labour_cost: number,
  material_cost: number,
});
export type StatisticsCostGroup = z.infer<typeof statisticsCostGroup>;

/** Completed orders of one maintenance type: planned (pm), unplanned (breakdown) and setup. */
export const statisticsTypeShare = z.object({
  maintenance_type: z.enum(MAINTENANCE_TYPES),
  work_orders: int,
  /** Of all orders completed in the range, 0 to 1 (0 when none was completed). */
  share: number,
  labour_hours: number,
});

export const maintenanceStatistics = z.object({
  plant_id: nullableInt,
  from: column.date,
  to: column.date,
  time_zone: z.string(),
  /**
   * Now, whatever the range: pending and in work (open = both), and overdue (open, scheduled end
   * passed). In the range: completed (completed_at in it, closed since or not) and closed
   * (closed_at in it).
   */
  counts: z.object({
    pending: int,
    in_work: int,
    open: int,
    overdue: int,
    completed: int,
    closed: int,
  }),
  /** Mean hours from start (started_at, else scheduled_start) to completion, of orders completed in the range. */
  mean_hours_to_complete: nullableNumber,
  /** Totals of the orders completed in the range. */
  labour_hours: number,
  labour_cost: number,
  material_cost: number,
  /** Labour and material of the orders completed in the range, by type, largest cost first. */
  by_category: z.array(statisticsCostGroup),
  by_machine: z.array(statisticsCostGroup),
  /** Planned (pm) vs unplanned (breakdown) vs setup, of the orders completed in the range. */
  by_type: z.array(statisticsTypeShare),
  /** Orders completed per calendar day of `time_zone`, every day of the range (zero days included). */
  completed_per_day: z.array(z.object({ date: z.string(), count: int })),
});
export type MaintenanceStatistics = z.infer<typeof maintenanceStatistics>;

/** What the export writes: the work order list or the log (completed and closed orders). */
export const EXPORT_VIEWS = ["work_orders", "logs"] as const;
/** Rows one export may hold; more must be narrowed by the filters. */
export const EXPORT_MAX_ROWS = 10_000;

/** The list's filters (no paging; `orderByColumn`/`orderByMethod`/`q` kept) and the view. */
export const exportWorkOrdersInput = listWorkOrdersInput.omit({ page: true, max: true }).extend({
  time_zone: timeZoneInput,
  view: z.preprocess(
    blankToUndefined,
    z.enum(EXPORT_VIEWS, { error: "Must be work_orders or logs" }).default("work_orders"),
  ),
});
export type ExportWorkOrdersInput = z.infer<typeof exportWorkOrdersInput>;

export const exportWorkOrdersOutput = z.object({
  /** Part 2 §8: "file was sent to your email". */
  message: z.string(),
  rows: int,
  file_name: z.string(),
  /** The same file, downloaded with the caller's sign-in (the list's filters in the query string). */
  download_url: z.string(),
});

/** A PM schedule's form: an item, its run-hour sensor, the interval and the work order template. */
export const pmScheduleFields = z.object({
  plant_id: recordId,
  equipment_item_id: recordId,
  sensor_id: recordId,
  every_hours: z.coerce
    .number({ error: "Must be a number" })
    .gt(0, { error: "Must be more than 0" })
    .max(1_000_000, { error: "Must be at most 1000000" }),
  /** Absent: the sensor's run hours now plus every_hours. */
  next_due_hours: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.coerce.number({ error: "Must be a number" }).min(0, { error: "Must be 0 or more" }).max(1e9).optional(),
  ),
  title: z.string({ error: "Required" }).trim().min(1, { error: "Required" }).max(200),
  description: optionalText(10_000),
  category_id: optionalRef,
  task_procedure_id: optionalRef,
  priority: workOrderPriority.default(2),
  total_minutes: z.coerce
    .number()
    .int()
    .min(15, { error: "Must be at least 15 minutes" })
    .max(1_000_000)
    .default(60),
  is_active: z
    .preprocess(
      (v) => (v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v),
      z.boolean(),
    )
    .default(true),
});
export type PmScheduleFields = z.infer<typeof pmScheduleFields>;
export const createPmScheduleInput = pmScheduleFields;
export const updatePmScheduleInput = pmScheduleFields.extend({ id: recordId });

export const listPmSchedulesInput = listInput.extend({
  plant_id: optionalRef,
  equipment_item_id: optionalRef,
  sensor_id: optionalRef,
  is_active: queryFlag,
});

export const pmScheduleRow = z.object({
  id: int,
  ...refColumns("plant"),
  ...refColumns("equipment_item"),
  ...refColumns("sensor"),
  every_hours: number,
  next_due_hours: number,
  /** The sensor's run hours now. */
  run_hours: number,
  /** next_due_hours − run_hours (negative: due, the next check creates the order). */
  hours_left: number,
  title: z.string(),
  description: nullableText,
  ...nullableRefColumns("category"),
  ...nullableRefColumns("task_procedure"),
  priority: int,
  total_minutes: int,
  is_active: column.flag,
  /** Work orders this schedule has created. */
  work_orders: int,
  ...timestamps,
});
export type PmScheduleRow = z.infer<typeof pmScheduleRow>;
export const listPmSchedulesOutput = listOutput(pmScheduleRow);
