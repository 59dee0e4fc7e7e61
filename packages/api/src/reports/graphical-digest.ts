/**
 * POST /sensors/{sensorId}/graphical-digest-reports: queues a PDF graphical digest of one sensor for
 * the caller and answers at once with the spec's message; the job runner renders the PDF and
 * e-mails it (reports/jobs.ts). The period is the last day, week or month up to now in the
 * plant's time zone, or a custom range.
 *
 * The same request (caller, sensor, period) within one minute queues one job: a double click or a
 * client's retry sends one e-mail. A custom range spans at most MAX_RANGE_DAYS, and a caller may
 * have at most MAX_WAITING_REPORTS requests waiting (queue-cap.ts).
 */
import { schema } from "@plantwise/db";
import { REPORT_PERIODS, REPORT_REQUEST_MESSAGE } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { invalid, positiveId, withPathAliases } from "../lib/fields";
import { enqueueJob, pokeJobRunner } from "../lib/job-runner";
import { scopedSensor } from "../signals/service";
import { permitted } from "../trpc";
import { GRAPHICAL_DIGEST_JOB } from "./jobs";
import { reportPeriod, toMinute } from "./next-run";
import { assertReportQueueRoom } from "./queue-cap";
import { instant, MAX_RANGE_MS, RANGE_TOO_LONG } from "./report-schemas";

const { plants } = schema;

export const graphicalDigestInput = withPathAliases(
  z.object({
    sensor_id: positiveId,
    period: z.enum(REPORT_PERIODS, { error: `Must be one of ${REPORT_PERIODS.join(", ")}` }).default("day"),
    from: instant.optional(),
    to: instant.optional(),
  }),
);

export const requestGraphicalDigest = permitted("view_dashboard")
  .input(graphicalDigestInput)
  .mutation(async ({ ctx, input }) => {
    const sensor = await scopedSensor(ctx, input.sensor_id);
    await assertReportQueueRoom(ctx.db, ctx.user.id);
    const now = toMinute(new Date());
    let range: { from: Date; to: Date };
    if (input.period === "custom_range") {
      if (!input.from) throw invalid("from", "Required for a custom range");
      if (!input.to) throw invalid("to", "Required for a custom range");
      if (input.from >= input.to) throw invalid("to", "Must be after from");
      if (input.to.getTime() - input.from.getTime() > MAX_RANGE_MS) {
        throw invalid("to", RANGE_TOO_LONG);
      }
      range = { from: input.from, to: input.to };
    } else {
      const [plant] = await ctx.db
        .select({ time_zone: plants.time_zone })
        .from(plants)
        .where(eq(plants.id, sensor.plant_id));
      range = reportPeriod({ period: input.period, time_zone: plant?.time_zone ?? "UTC" }, now);
    }
    const job = await enqueueJob(ctx.db, {
      kind: GRAPHICAL_DIGEST_JOB,
      dedupeKey: `digest:${ctx.user.id}:${sensor.id}:${range.from.toISOString()}:${range.to.toISOString()}:${now.toISOString()}`,
      userId: ctx.user.id,
      companyId: sensor.company_id,
      payload: {
        sensor_id: sensor.id,
        user_id: ctx.user.id,
        from: range.from.toISOString(),
        to: range.to.toISOString(),
      },
    });
    pokeJobRunner();
    return {
      status: "ok" as const,
      message: REPORT_REQUEST_MESSAGE,
      data: { job_id: job.id, from: range.from.toISOString(), to: range.to.toISOString() },
    };
  });
