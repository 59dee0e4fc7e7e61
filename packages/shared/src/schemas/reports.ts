/** Reports: the inputs its procedures and forms validate with, and what its REST-served procedures answer. */
import { z } from "zod";
import { REPORT_PERIODS, REPORT_TYPES } from "../alarms";
import { TIME_ZONES } from "../constants";
import { SCHEDULE_UNITS } from "../enums";
import { EARLIEST_INSTANT, LATEST_INSTANT, timestamps } from "./fields";
import { listInput, listOutput, recordId } from "./list";

const zoneIds = TIME_ZONES.map((z) => z.id) as [string, ...string[]];

/** A report's date-time: an ISO string or epoch milliseconds, as a Date. */
export const reportInstant = z.union([z.number().finite(), z.string().min(1)]).transform((v, c) => {
  const n = typeof v === "number" ? v : /^-?\d+$/.test(v) ? Number(v) : Date.parse(v);
  if (!Number.isFinite(n) || n < EARLIEST_INSTANT.getTime() || n > LATEST_INSTANT.getTime()) {
    c.addIssue({ code: "custom", message: "Must be a date and time" });
    return z.NEVER;
  }
  return new Date(n);
});

/** Longest step: a year of days (or the same in hours or minutes). */
const MAX_EVERY = 525_600;

/**
 * A scheduled report's fields, one by one. The rules across fields (a repeat of at least 15
 * minutes, the custom range, a digest's sensors) are the API's, which knows the longest range.
 */
export const reportFields = z.object({
  name: z.string().trim().min(1, { error: "Required" }).max(200),
  report_type: z.enum(REPORT_TYPES, { error: `Must be one of ${REPORT_TYPES.join(", ")}` }),
  starts_at: reportInstant,
  every: z.coerce
    .number({ error: "Must be a whole number" })
    .int({ error: "Must be a whole number" })
    .min(1, { error: "Must be at least 1" })
    .max(MAX_EVERY),
  unit: z.enum(SCHEDULE_UNITS, { error: `Must be one of ${SCHEDULE_UNITS.join(", ")}` }),
  period: z.enum(REPORT_PERIODS, { error: `Must be one of ${REPORT_PERIODS.join(", ")}` }),
  period_from: reportInstant.nullable().optional(),
  period_to: reportInstant.nullable().optional(),
  time_zone: z.enum(zoneIds, { error: "Must be one of the listed time zones" }),
  plant_ids: z.array(recordId).max(1000).default([]),
  /** Sensors of a graphical digest; empty means every sensor of the report's plants. */
  sensor_ids: z.array(recordId).max(200).default([]),
  is_active: z.boolean().default(true),
});
export type ReportFields = z.infer<typeof reportFields>;

/** One report of one user: /users/{userId}/scheduled-reports/{reportId}. */
export const reportRefInput = z.object({ userId: recordId, reportId: recordId });
export const listReportsInput = listInput.extend({ userId: recordId });

/** A user's scheduled report as stored (GET, POST and PUT under /users/{userId}/scheduled-reports). */
export const scheduledReportRow = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  /** "plant_summary", "alarms" or "graphical_digest". */
  report_type: z.string(),
  starts_at: z.date(),
  every: z.number().int(),
  /** "minute", "hour" or "day". */
  unit: z.string(),
  /** "day", "week", "month" or "custom_range". */
  period: z.string(),
  period_from: z.date().nullable(),
  period_to: z.date().nullable(),
  time_zone: z.string(),
  plant_ids: z.array(z.number().int()),
  /** Sensors of a graphical digest; empty means every sensor of the report's plants. */
  sensor_ids: z.array(z.number().int()),
  is_active: z.boolean(),
  last_run_at: z.date().nullable(),
  /** Null while the report is paused. */
  next_run_at: z.date().nullable(),
  ...timestamps,
});

export const listScheduledReportsOutput = listOutput(scheduledReportRow);
