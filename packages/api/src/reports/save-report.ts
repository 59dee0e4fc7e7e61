import { type Database, schema } from "@plantwise/db";
import { type ReportFields, scheduledReportRow } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../access/scope";
import { invalid } from "../lib/fields";
import { assertAssignablePlants } from "../users/service";
import { nextOccurrence, toMinute } from "./next-run";
import { assertReportSensors, reportOwner, type ScheduledReportRow } from "./report-access";
import { reportProcedure, writableReport } from "./report-procedure";
import { createReportInput, updateReportInput } from "./report-schemas";

const { scheduledReports } = schema;

/**
 * The stored schedule of a saved form. starts_at has minute precision and may not lie in the past
 * when it is set (on create, and on update when it changes). next_run_at is the first run from now;
 * an update that leaves the schedule as it was keeps the pending next_run_at, so saving a report
 * just before its run (or while the runner is down) does not skip that run. A paused report has
 * none; resuming it starts from the next run, not the runs missed while paused.
 */
function scheduleValues(input: ReportFields, existing: ScheduledReportRow | null, now: Date) {
  const starts_at = toMinute(input.starts_at);
  const startChanged = !existing || existing.starts_at.getTime() !== starts_at.getTime();
  if (startChanged && starts_at.getTime() < toMinute(now).getTime()) {
    throw invalid("starts_at", "Must not be in the past");
  }
  const custom = input.period === "custom_range";
  const values = {
    starts_at,
    every: input.every,
    unit: input.unit,
    period: input.period,
    period_from: custom ? (input.period_from ?? null) : null,
    period_to: custom ? (input.period_to ?? null) : null,
    time_zone: input.time_zone,
    is_active: input.is_active,
  };
  const sameSchedule =
    existing !== null &&
    !startChanged &&
    existing.every === values.every &&
    existing.unit === values.unit &&
    existing.time_zone === values.time_zone &&
    existing.is_active &&
    existing.next_run_at !== null;
  const next_run_at = !input.is_active
    ? null
    : sameSchedule
      ? existing.next_run_at
      : nextOccurrence(
          { starts_at, every: values.every, unit: values.unit, time_zone: values.time_zone },
          now,
        );
  return { ...values, next_run_at };
}

function reportValues(input: ReportFields) {
  return {
    name: input.name,
    report_type: input.report_type,
    plant_ids: [...new Set(input.plant_ids)],
    sensor_ids: [...new Set(input.sensor_ids)],
  };
}

/** The form's plants and sensors: the owner's to report on, and in the actor's own scope. */
async function assertReportTargets(
  tx: Database,
  actor: Actor,
  owner: { id: number; company_id: number | null },
  input: ReportFields,
) {
  await assertAssignablePlants(tx, actor, "plant_ids", input.plant_ids, owner.company_id ?? "any");
  await assertReportSensors(tx, actor, owner.id, input.sensor_ids);
}

export const createReport = reportProcedure
  .input(createReportInput)
  .output(scheduledReportRow)
  .mutation(async ({ ctx, input }) => {
    const actor = { user: ctx.user, scope: ctx.scope };
    const now = new Date();
    return ctx.db.transaction(async (tx) => {
      const owner = await reportOwner(tx, actor, input.userId, true);
      await assertReportTargets(tx, actor, owner, input);
      const [row] = await tx
        .insert(scheduledReports)
        .values({ ...reportValues(input), ...scheduleValues(input, null, now), user_id: owner.id })
        .returning();
      return row!;
    });
  });

export const updateReport = reportProcedure
  .input(updateReportInput)
  .output(scheduledReportRow)
  .mutation(async ({ ctx, input }) => {
    const actor = { user: ctx.user, scope: ctx.scope };
    const now = new Date();
    return ctx.db.transaction(async (tx) => {
      const { owner, report } = await writableReport(tx, actor, input);
      await assertReportTargets(tx, actor, owner, input);
      const [row] = await tx
        .update(scheduledReports)
        .set({ ...reportValues(input), ...scheduleValues(input, report, now), updated_at: now })
        .where(and(eq(scheduledReports.id, report.id), eq(scheduledReports.user_id, owner.id)))
        .returning();
      return row!;
    });
  });
