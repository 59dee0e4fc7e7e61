/**
 * The background job runner: scheduled reports, graphical digests, daily summaries and
 * the offline sweep. Jobs live in the `jobs` table, so they survive a restart.
 *
 * - Enqueueing is idempotent on `dedupeKey`: a tick that runs twice (two processes, or a restart
 *   between the enqueue and the schedule's advance) queues one job.
 * - A job is claimed by one statement that marks it running with a lock; a job whose process died
 *   is claimed again once its lock expires.
 * - A handler prepares its work outside any transaction (a PDF, queries) and returns a `commit`
 *   that writes its effect (an outbox e-mail, notifications). The runner calls it in the same
 *   transaction that marks the job done, and only while it still holds the claim, so an effect is
 *   written once: a crash before the commit reruns the job, a crash after it finds the job done.
 * - A failure is retried with backoff up to `max_attempts`, then the job is "failed" with its error.
 *
 * Tickers are the periodic part: each tick they enqueue what has come due (idempotently). Tests
 * drive everything with `runDueJobs(db, now)`; the app starts `startJobRunner`.
 */
import { type Database, rowsOf, schema, type Tx } from "@plantwise/db";
import { and, eq, sql } from "drizzle-orm";

const { jobs } = schema;

export type JobRow = typeof jobs.$inferSelect;

export interface JobContext {
  db: Database;
  job: JobRow;
  now: Date;
}

/** What a handler returns: the effect to commit with the job's completion, or nothing to commit. */
// biome-ignore lint/suspicious/noConfusingVoidType: a commit may be a plain async block (Promise<void>)
export type JobCommit = ((tx: Tx) => Promise<Record<string, unknown> | undefined | void>) | undefined | void;

export type JobHandler = (context: JobContext) => Promise<JobCommit>;

/** A periodic check that enqueues due work; must be idempotent (dedupe keys). */
export type Ticker = (db: Database, now: Date) => Promise<void>;

const handlers = new Map<string, JobHandler>();
const tickers = new Map<string, Ticker>();

export function registerJobHandler(kind: string, handler: JobHandler): void {
  handlers.set(kind, handler);
}

/** Registers (or replaces) a ticker; returns a function that removes it again. */
export function registerTicker(name: string, ticker: Ticker): () => void {
  tickers.set(name, ticker);
  return () => {
    if (tickers.get(name) === ticker) tickers.delete(name);
  };
}

export interface EnqueueJob {
  kind: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  dedupeKey?: string;
  companyId?: number | null;
  userId?: number | null;
  maxAttempts?: number;
}

/** Queues a job; with a dedupe key already used, returns the existing job's id and created false. */
export async function enqueueJob(
  db: Database | Tx,
  job: EnqueueJob,
): Promise<{ id: number; created: boolean }> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      run_at: job.runAt ?? new Date(),
      dedupe_key: job.dedupeKey ?? null,
      company_id: job.companyId ?? null,
      user_id: job.userId ?? null,
      max_attempts: job.maxAttempts ?? 5,
    })
    .onConflictDoNothing({ target: jobs.dedupe_key })
    .returning({ id: jobs.id });
  if (row) return { id: row.id, created: true };
  const [existing] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.dedupe_key, job.dedupeKey ?? ""));
  return { id: existing!.id, created: false };
}

/** How long a claim holds before another runner may take the job over. */
export const JOB_LOCK_MS = 10 * 60_000;

/** Claims the next due job (queued and due, or running with an expired lock), or null. */
export async function claimJob(db: Database, now: Date, lockMs = JOB_LOCK_MS): Promise<JobRow | null> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`update jobs set status = 'running', attempts = attempts + 1,
        locked_until = ${new Date(now.getTime() + lockMs).toISOString()}::timestamptz
      where id = (
        select id from jobs
        where (status = 'queued' and run_at <= ${now.toISOString()}::timestamptz)
           or (status = 'running' and locked_until < ${now.toISOString()}::timestamptz)
        order by run_at, id
        limit 1
        for update skip locked
      )
      returning id`),
  );
  const id = rows[0]?.id;
  if (id === undefined) return null;
  const [job] = await db
    .select()
    .from(jobs)
    .where(eq(jobs.id, Number(id)));
  return job ?? null;
}

/** Retry delay after the n-th failed attempt: 1, 2, 4, 8 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

class LostClaim extends Error {}

/** Runs one claimed job to completion, retry or failure. Returns its final status. */
export async function runJob(db: Database, job: JobRow, now: Date): Promise<"done" | "queued" | "failed"> {
  const handler = handlers.get(job.kind);
  try {
    if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
    const commit = await handler({ db, job, now });
    await db.transaction(async (tx) => {
      const result = commit ? await commit(tx) : undefined;
      const done = await tx
        .update(jobs)
        .set({ status: "done", finished_at: new Date(), locked_until: null, result: result ?? null })
        .where(and(eq(jobs.id, job.id), eq(jobs.status, "running"), eq(jobs.attempts, job.attempts)))
        .returning({ id: jobs.id });
      // Another runner took the job over after our lock expired: roll our effect back.
      if (done.length === 0) throw new LostClaim();
    });
    return "done";
  } catch (error) {
    if (error instanceof LostClaim) return "queued";
    const message = error instanceof Error ? error.message : String(error);
    const failed = job.attempts >= job.max_attempts;
    await db
      .update(jobs)
      .set({
        status: failed ? "failed" : "queued",
        last_error: message.slice(0, 2000),
        locked_until: null,
        run_at: failed ? job.run_at : new Date(now.getTime() + retryDelayMs(job.attempts)),
        finished_at: failed ? new Date() : null,
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts)));
    if (failed) console.error(`[jobs] ${job.kind} #${job.id} failed for good: ${message}`);
    return failed ? "failed" : "queued";
  }
}

/** How much of the job queue one pass of the app's runner may work through (startJobRunner). */
export interface PassBudget {
  /** Jobs run at most. */
  maxJobs?: number;
  /** No new job is claimed after this many milliseconds. */
  maxMs?: number;
}

/** The app runner's budget: tickers (the alarm sweeps) come round again after this much job work. */
export const PASS_BUDGET: Required<PassBudget> = { maxJobs: 10, maxMs: 5_000 };

export interface PassResult {
  ran: number;
  /** The budget ran out with due jobs possibly left: the caller should pass again soon. */
  more: boolean;
}

/**
 * One pass: every ticker, then due jobs (jobs a ticker queued run in the same pass) until none is
 * left or the budget is spent. A ticker's error is logged and does not stop the others.
 */
export async function runPass(
  db: Database,
  now: Date = new Date(),
  budget: PassBudget = {},
): Promise<PassResult> {
  for (const [name, ticker] of tickers) {
    try {
      await ticker(db, now);
    } catch (error) {
      console.error(`[jobs] ticker ${name} failed`, error);
    }
  }
  const maxJobs = budget.maxJobs ?? Number.POSITIVE_INFINITY;
  const deadline = budget.maxMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + budget.maxMs;
  let ran = 0;
  while (ran < maxJobs && Date.now() < deadline) {
    const job = await claimJob(db, now);
    if (!job) return { ran, more: false };
    await runJob(db, job, now);
    ran++;
  }
  return { ran, more: true };
}

/** A pass without a budget: every ticker, then every due job (tests drive the runner with it). */
export async function runDueJobs(db: Database, now: Date = new Date()): Promise<number> {
  return (await runPass(db, now)).ran;
}

export interface JobRunner {
  /** Runs a pass now (after "start now" queued a job) instead of waiting for the next tick. */
  poke(): void;
  stop(): Promise<void>;
}

let active: JobRunner | null = null;

/** Pokes the app's runner, when one is started (routes that queue a job to run at once). */
export function pokeJobRunner(): void {
  active?.poke();
}

/**
 * Starts the periodic runner (main.ts). One pass at a time; `intervalMs` between passes. A pass
 * works through a bounded share of the queue (PASS_BUDGET) and, when jobs are left, the next pass
 * follows at once: its tickers run first, so a queue full of reports never holds up the alarm
 * sweeps for longer than one budget.
 */
export function startJobRunner(
  db: Database,
  options: { intervalMs?: number; budget?: PassBudget } = {},
): JobRunner {
  const intervalMs = options.intervalMs ?? 15_000;
  const budget = options.budget ?? PASS_BUDGET;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  const pass = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runPass(db, new Date(), budget)
      .then((result) => {
        if (result.more) again = true;
      })
      .catch((error) => console.error("[jobs] pass failed", error))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          pass();
        }
      });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  setImmediate(pass);
  const runner: JobRunner = {
    poke: pass,
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (active === runner) active = null;
      await running;
    },
  };
  active = runner;
  return runner;
}
