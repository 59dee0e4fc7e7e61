import { REPORT_REQUEST_MESSAGE, reportRefInput } from "@plantwise/shared";
import { pokeJobRunner } from "../lib/job-runner";
import { enqueueReportNow } from "./jobs";
import { assertReportQueueRoom } from "./queue-cap";
import { reportProcedure, writableReport } from "./report-procedure";

/**
 * "Start now": queues a run covering the report's period up to now and wakes the job runner; the
 * report is rendered and mailed by the runner, not inside the request (spec: "report request is
 * being processed, please wait").
 */
export const startReport = reportProcedure.input(reportRefInput).mutation(async ({ ctx, input }) => {
  const actor = { user: ctx.user, scope: ctx.scope };
  const job = await ctx.db.transaction(async (tx) => {
    const { report } = await writableReport(tx, actor, input);
    await assertReportQueueRoom(tx, report.user_id);
    return enqueueReportNow(tx, report, new Date());
  });
  pokeJobRunner();
  return { status: "ok" as const, message: REPORT_REQUEST_MESSAGE, data: { job_id: job.id } };
});
