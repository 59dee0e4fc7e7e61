import { listInput, TIME_ZONES } from "@plantwise/shared";
import { z } from "zod";

const id = z.coerce.number().int().positive();

/** Report types available now; alarm and maintenance reports arrive with their issues. */
export const REPORT_TYPES = ["plant_summary"] as const;
export const REPORT_FREQUENCIES = ["daily", "weekly", "monthly"] as const;
const zoneIds = TIME_ZONES.map((z) => z.id) as [string, ...string[]];

const reportFields = z.object({
  name: z.string().trim().min(1, { error: "Required" }).max(200),
  report_type: z.enum(REPORT_TYPES),
  frequency: z.enum(REPORT_FREQUENCIES),
  time_of_day: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Must be a time HH:MM" }),
  day_of_week: z.coerce.number().int().min(1).max(7).nullable().optional(),
  day_of_month: z.coerce.number().int().min(1).max(28).nullable().optional(),
  time_zone: z.enum(zoneIds, { error: "Must be one of the listed time zones" }),
  plant_ids: z.array(id).max(1000).default([]),
  is_active: z.boolean().default(true),
});

/** Weekly reports need a weekday, monthly ones a day of the month (1–28, so every month has it). */
function scheduleComplete<T extends z.infer<typeof reportFields>>(value: T, ctx: z.RefinementCtx) {
  if (value.frequency === "weekly" && !value.day_of_week) {
    ctx.addIssue({ code: "custom", path: ["day_of_week"], message: "Required for a weekly report" });
  }
  if (value.frequency === "monthly" && !value.day_of_month) {
    ctx.addIssue({ code: "custom", path: ["day_of_month"], message: "Required for a monthly report" });
  }
}

export const createReportInput = reportFields.extend({ userId: id }).superRefine(scheduleComplete);
export const updateReportInput = reportFields
  .extend({ userId: id, reportId: id })
  .superRefine(scheduleComplete);
export const reportRefInput = z.object({ userId: id, reportId: id });
export const listReportsInput = listInput.extend({ userId: id });
