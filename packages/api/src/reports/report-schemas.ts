import {
  listInput,
  MIN_REPORT_INTERVAL_MINUTES,
  REPORT_PERIODS,
  REPORT_TYPES,
  SCHEDULE_UNITS,
  scheduleIntervalMinutes,
  TIME_ZONES,
} from "@plantwise/shared";
import { z } from "zod";
import { TREND_LIMITS } from "../signals/service";

const id = z.coerce.number().int().positive();
const zoneIds = TIME_ZONES.map((z) => z.id) as [string, ...string[]];

/** A date-time: an ISO string or epoch milliseconds. */
export const instant = z.union([z.number().finite(), z.string().min(1)]).transform((v, c) => {
  const n = typeof v === "number" ? v : /^-?\d+$/.test(v) ? Number(v) : Date.parse(v);
  if (!Number.isFinite(n)) {
    c.addIssue({ code: "custom", message: "Must be a date and time" });
    return z.NEVER;
  }
  return new Date(n);
});

/** Longest custom range: what a trend chart may span (routers/signals/trend.ts TREND_LIMITS). */
export const MAX_RANGE_MS = TREND_LIMITS.maxRangeMs;

/** Longest step: a year of days (or the same in hours or minutes). */
const MAX_EVERY = 525_600;

const reportFields = z.object({
  name: z.string().trim().min(1, { error: "Required" }).max(200),
  report_type: z.enum(REPORT_TYPES, { error: `Must be one of ${REPORT_TYPES.join(", ")}` }),
  starts_at: instant,
  every: z.coerce
    .number({ error: "Must be a whole number" })
    .int({ error: "Must be a whole number" })
    .min(1, { error: "Must be at least 1" })
    .max(MAX_EVERY),
  unit: z.enum(SCHEDULE_UNITS, { error: `Must be one of ${SCHEDULE_UNITS.join(", ")}` }),
  period: z.enum(REPORT_PERIODS, { error: `Must be one of ${REPORT_PERIODS.join(", ")}` }),
  period_from: instant.nullable().optional(),
  period_to: instant.nullable().optional(),
  time_zone: z.enum(zoneIds, { error: "Must be one of the listed time zones" }),
  plant_ids: z.array(id).max(1000).default([]),
  /** Sensors of a graphical digest; empty means every sensor of the report's plants. */
  sensor_ids: z.array(id).max(200).default([]),
  is_active: z.boolean().default(true),
});
type ReportFields = z.infer<typeof reportFields>;

/**
 * The rules that need several fields: a repeat of at least 15 minutes (part 1 §5 "total time must
 * be at least 15 minutes"), a custom range of positive length, and a graphical digest that names
 * its sensors or at least the plants whose sensors it covers.
 */
function scheduleRules(value: ReportFields, ctx: z.RefinementCtx) {
  if (scheduleIntervalMinutes(value.every, value.unit) < MIN_REPORT_INTERVAL_MINUTES) {
    ctx.addIssue({
      code: "custom",
      path: ["every"],
      message: `Total time must be at least ${MIN_REPORT_INTERVAL_MINUTES} minutes`,
    });
  }
  if (value.period === "custom_range") {
    if (!value.period_from) {
      ctx.addIssue({ code: "custom", path: ["period_from"], message: "Required for a custom range" });
    }
    if (!value.period_to) {
      ctx.addIssue({ code: "custom", path: ["period_to"], message: "Required for a custom range" });
    }
    if (value.period_from && value.period_to && value.period_from >= value.period_to) {
      ctx.addIssue({ code: "custom", path: ["period_to"], message: "Must be after the start of the range" });
    } else if (
      value.period_from &&
      value.period_to &&
      value.period_to.getTime() - value.period_from.getTime() > MAX_RANGE_MS
    ) {
      ctx.addIssue({ code: "custom", path: ["period_to"], message: "The range may span at most 5 years" });
    }
  }
  if (
    value.report_type === "graphical_digest" &&
    value.sensor_ids.length === 0 &&
    value.plant_ids.length === 0
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["sensor_ids"],
      message: "Choose sensors, or plants whose sensors the digest covers",
    });
  }
}

export const createReportInput = reportFields.extend({ userId: id }).superRefine(scheduleRules);
export const updateReportInput = reportFields.extend({ userId: id, reportId: id }).superRefine(scheduleRules);
export const reportRefInput = z.object({ userId: id, reportId: id });
export const listReportsInput = listInput.extend({ userId: id });

export type ReportInput = z.infer<typeof createReportInput>;
