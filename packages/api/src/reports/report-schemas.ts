import {
  MIN_REPORT_INTERVAL_MINUTES,
  type ReportFields,
  reportFields,
  reportInstant,
  reportRefInput,
  scheduleIntervalMinutes,
} from "@plantwise/shared";
import type { z } from "zod";
import { TREND_LIMITS } from "../signals/service";

/** Graphical digests take their date-times as scheduled reports do. */
export const instant = reportInstant;

/** Longest custom range: what a trend chart may span (signals/trend.ts TREND_LIMITS). */
export const MAX_RANGE_MS = TREND_LIMITS.maxRangeMs;

/**
 * The rules that need several fields: a repeat of at least 15 minutes (part 1 §5 "total time must
 * be at least 15 minutes"), a custom range of positive length, and a graphical digest that names
 * its sensors or at least the plants whose sensors it covers.
 */
function scheduleRules(value: ReportFields, ctx: z.RefinementCtx) {
  const issue = (field: keyof ReportFields, message: string) =>
    ctx.addIssue({ code: "custom", path: [field], message });
  if (scheduleIntervalMinutes(value.every, value.unit) < MIN_REPORT_INTERVAL_MINUTES) {
    issue("every", `Total time must be at least ${MIN_REPORT_INTERVAL_MINUTES} minutes`);
  }
  if (value.period === "custom_range") {
    if (!value.period_from) issue("period_from", "Required for a custom range");
    if (!value.period_to) issue("period_to", "Required for a custom range");
    if (value.period_from && value.period_to && value.period_from >= value.period_to) {
      issue("period_to", "Must be after the start of the range");
    } else if (
      value.period_from &&
      value.period_to &&
      value.period_to.getTime() - value.period_from.getTime() > MAX_RANGE_MS
    ) {
      issue("period_to", "The range may span at most 5 years");
    }
  }
  if (
    value.report_type === "graphical_digest" &&
    value.sensor_ids.length === 0 &&
    value.plant_ids.length === 0
  ) {
    issue("sensor_ids", "Choose sensors, or plants whose sensors the digest covers");
  }
}

export const createReportInput = reportFields
  .extend({ userId: reportRefInput.shape.userId })
  .superRefine(scheduleRules);
export const updateReportInput = reportFields.extend(reportRefInput.shape).superRefine(scheduleRules);
