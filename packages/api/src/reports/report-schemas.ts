import {
  MIN_REPORT_INTERVAL_MINUTES,
  type ReportFields,
  reportFields,
  reportInstant,
  reportRefInput,
  scheduleIntervalMinutes,
} from "@plantwise/shared";
import type { z } from "zod";

/** Graphical digests take their date-times as scheduled reports do. */
export const instant = reportInstant;

/**
 * Longest range one report may cover: 366 days, a year with its leap day, so every date preset of
 * part 1 §9 (up to "last 12 months", "this year", "four quarters") fits and a request cannot make
 * the runner chart years of readings into one PDF.
 */
export const MAX_RANGE_DAYS = 366;
export const MAX_RANGE_MS = MAX_RANGE_DAYS * 24 * 3600_000;
export const RANGE_TOO_LONG = "The range may span at most 366 days";

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
      issue("period_to", RANGE_TOO_LONG);
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
