import { schema } from "@plantwise/db";
import { and, count, desc, eq } from "drizzle-orm";
import { listMeta, listWindow } from "../../lib/list";
import { permitted } from "../../trpc";
import { assertAssignablePlants } from "./access";
import { nextRunAt } from "./next-run";
import { ownedReport, reportOwner } from "./report-access";
import { sendReportNow } from "./report-render";
import { createReportInput, listReportsInput, reportRefInput, updateReportInput } from "./report-schemas";

const { scheduledReports } = schema;

/** Signed-in users; whose reports they may touch is decided per owner (report-access.ts). */
const reportProcedure = permitted([]);

function scheduleValues(input: {
  frequency: "daily" | "weekly" | "monthly";
  time_of_day: string;
  day_of_week?: number | null | undefined;
  day_of_month?: number | null | undefined;
  time_zone: string;
  is_active: boolean;
}) {
  const day_of_week = input.frequency === "weekly" ? (input.day_of_week ?? null) : null;
  const day_of_month = input.frequency === "monthly" ? (input.day_of_month ?? null) : null;
  const schedule = { ...input, day_of_week, day_of_month };
  return { day_of_week, day_of_month, next_run_at: input.is_active ? nextRunAt(schedule) : null };
}

export const listReports = reportProcedure.input(listReportsInput).query(async ({ ctx, input }) => {
  const owner = await reportOwner(ctx.db, { user: ctx.user, scope: ctx.scope }, input.userId, false);
  const window = listWindow(input);
  const where = eq(scheduledReports.user_id, owner.id);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(scheduledReports)
      .where(where)
      .orderBy(desc(scheduledReports.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(scheduledReports).where(where),
  ]);
  return { data: rows, meta: listMeta(input, total?.n ?? 0) };
});

export const createReport = reportProcedure.input(createReportInput).mutation(async ({ ctx, input }) => {
  const actor = { user: ctx.user, scope: ctx.scope };
  return ctx.db.transaction(async (tx) => {
    const owner = await reportOwner(tx, actor, input.userId, true);
    await assertAssignablePlants(tx, actor, "plant_ids", input.plant_ids, owner.company_id ?? "any");
    const { userId: _user, ...fields } = input;
    const [row] = await tx
      .insert(scheduledReports)
      .values({
        ...fields,
        plant_ids: [...new Set(input.plant_ids)],
        user_id: owner.id,
        ...scheduleValues(input),
      })
      .returning();
    return row!;
  });
});

export const updateReport = reportProcedure.input(updateReportInput).mutation(async ({ ctx, input }) => {
  const actor = { user: ctx.user, scope: ctx.scope };
  return ctx.db.transaction(async (tx) => {
    const owner = await reportOwner(tx, actor, input.userId, true);
    const report = await ownedReport(tx, owner.id, input.reportId);
    await assertAssignablePlants(tx, actor, "plant_ids", input.plant_ids, owner.company_id ?? "any");
    const { userId: _user, reportId: _report, ...fields } = input;
    const [row] = await tx
      .update(scheduledReports)
      .set({
        ...fields,
        plant_ids: [...new Set(input.plant_ids)],
        ...scheduleValues(input),
        updated_at: new Date(),
      })
      .where(and(eq(scheduledReports.id, report.id), eq(scheduledReports.user_id, owner.id)))
      .returning();
    return row!;
  });
});

export const deleteReport = reportProcedure.input(reportRefInput).mutation(async ({ ctx, input }) => {
  const actor = { user: ctx.user, scope: ctx.scope };
  await ctx.db.transaction(async (tx) => {
    const owner = await reportOwner(tx, actor, input.userId, true);
    const report = await ownedReport(tx, owner.id, input.reportId);
    await tx.delete(scheduledReports).where(eq(scheduledReports.id, report.id));
  });
  return { status: "ok" as const };
});

/** "Start now": renders the report from current data and mails it to its owner. */
export const startReport = reportProcedure.input(reportRefInput).mutation(async ({ ctx, input }) => {
  const actor = { user: ctx.user, scope: ctx.scope };
  await ctx.db.transaction(async (tx) => {
    const owner = await reportOwner(tx, actor, input.userId, true);
    const report = await ownedReport(tx, owner.id, input.reportId);
    await sendReportNow(tx, owner, report);
  });
  return { status: "ok" as const };
});
