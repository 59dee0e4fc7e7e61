import { type Database, schema, type Tx } from "@plantwise/db";
import { and, count, eq, inArray, or, sql } from "drizzle-orm";
import { AppError } from "../errors";
import { GRAPHICAL_DIGEST_JOB, SCHEDULED_REPORT_JOB } from "./jobs";

const { jobs } = schema;

/**
 * Reports one user may have waiting (queued or being rendered) from their own requests: graphical
 * digests and "start now" runs. Each is a PDF over up to a year of readings, so an unbounded queue
 * would let one user keep the job runner busy; the scheduled runs the ticker queues do not count.
 */
export const MAX_WAITING_REPORTS = 5;

export const TOO_MANY_WAITING_REPORTS =
  "You already have 5 reports waiting. Try again once one of them has been sent.";

export async function waitingReports(db: Database | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(
      and(
        eq(jobs.user_id, userId),
        inArray(jobs.status, ["queued", "running"]),
        or(
          eq(jobs.kind, GRAPHICAL_DIGEST_JOB),
          and(eq(jobs.kind, SCHEDULED_REPORT_JOB), sql`${jobs.payload}->>'manual' = 'true'`),
        ),
      ),
    );
  return Number(row?.n ?? 0);
}

/** 429 when the user already has MAX_WAITING_REPORTS requests waiting. */
export async function assertReportQueueRoom(db: Database | Tx, userId: number): Promise<void> {
  if ((await waitingReports(db, userId)) >= MAX_WAITING_REPORTS) {
    throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_WAITING_REPORTS);
  }
}
