import { schema } from "@plantwise/db";
import { reportRefInput } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { reportProcedure, writableReport } from "./report-procedure";

const { scheduledReports } = schema;

export const deleteReport = reportProcedure.input(reportRefInput).mutation(async ({ ctx, input }) => {
  const actor = { user: ctx.user, scope: ctx.scope };
  await ctx.db.transaction(async (tx) => {
    const { report } = await writableReport(tx, actor, input);
    await tx.delete(scheduledReports).where(eq(scheduledReports.id, report.id));
  });
  return { status: "ok" as const };
});
