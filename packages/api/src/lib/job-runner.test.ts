import { createTestDatabase, type DatabaseHandle, schema, testDrivers } from "@plantwise/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  claimJob,
  enqueueJob,
  JOB_LOCK_MS,
  registerJobHandler,
  registerTicker,
  retryDelayMs,
  runDueJobs,
  runJob,
  startJobRunner,
} from "./job-runner";

/**
 * The job runner's promises: an enqueue with a used dedupe key queues nothing new; a job's effect
 * commits with its completion, once; a failing job is retried with backoff, then fails for good; a
 * job whose runner lost its claim rolls its effect back; an abandoned claim is taken over.
 */

const { jobs, outboxMessages } = schema;
const T0 = new Date("2026-03-01T12:00:00Z");

describe.each(testDrivers())("job runner on %s", (driver) => {
  let handle: DatabaseHandle;
  /** Effects the test handlers wrote, by job id: written in the job's commit transaction. */
  const failuresLeft = new Map<string, number>();

  beforeAll(async () => {
    handle = await createTestDatabase(driver);
    registerJobHandler("test.mail", async ({ job }) => {
      const tag = String(job.payload.tag);
      const left = failuresLeft.get(tag) ?? 0;
      if (left > 0) {
        failuresLeft.set(tag, left - 1);
        throw new Error(`planned failure of ${tag}`);
      }
      return async (tx) => {
        await tx.insert(outboxMessages).values({ channel: "email", recipient: `${tag}@test`, body: tag });
        return { tag };
      };
    });
  });

  afterAll(async () => {
    await handle?.close();
  });

  beforeEach(async () => {
    await handle.db.delete(jobs);
    await handle.db.delete(outboxMessages);
    failuresLeft.clear();
  });

  async function mails(tag: string) {
    return handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, `${tag}@test`));
  }

  it("queues one job per dedupe key and runs it once, its effect committed with its completion", async () => {
    const first = await enqueueJob(handle.db, {
      kind: "test.mail",
      payload: { tag: "a" },
      dedupeKey: "k:a",
      runAt: T0,
    });
    const again = await enqueueJob(handle.db, {
      kind: "test.mail",
      payload: { tag: "a" },
      dedupeKey: "k:a",
      runAt: T0,
    });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });

    expect(await runDueJobs(handle.db, new Date(T0.getTime() - 1))).toBe(0);
    expect(await runDueJobs(handle.db, T0)).toBe(1);
    expect(await runDueJobs(handle.db, T0)).toBe(0);
    expect(await mails("a")).toHaveLength(1);
    const [row] = await handle.db.select().from(jobs).where(eq(jobs.id, first.id));
    expect(row).toMatchObject({ status: "done", attempts: 1, result: { tag: "a" }, locked_until: null });
  });

  it("retries a failing job with backoff and marks it failed after its last attempt", async () => {
    failuresLeft.set("b", 10);
    const { id } = await enqueueJob(handle.db, {
      kind: "test.mail",
      payload: { tag: "b" },
      runAt: T0,
      maxAttempts: 2,
    });
    await runDueJobs(handle.db, T0);
    let [row] = await handle.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: "queued", attempts: 1, last_error: "planned failure of b" });
    expect(row!.run_at.getTime()).toBe(T0.getTime() + retryDelayMs(1));

    // Not yet due again.
    expect(await runDueJobs(handle.db, T0)).toBe(0);
    await runDueJobs(handle.db, new Date(T0.getTime() + retryDelayMs(1)));
    [row] = await handle.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: "failed", attempts: 2 });
    expect(await mails("b")).toHaveLength(0);
  });

  it("succeeds on a retry after a failure, with one effect", async () => {
    failuresLeft.set("c", 1);
    const { id } = await enqueueJob(handle.db, { kind: "test.mail", payload: { tag: "c" }, runAt: T0 });
    await runDueJobs(handle.db, T0);
    await runDueJobs(handle.db, new Date(T0.getTime() + retryDelayMs(1)));
    const [row] = await handle.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: "done", attempts: 2 });
    expect(await mails("c")).toHaveLength(1);
  });

  it("takes over a job whose runner died and rolls back the late runner's effect", async () => {
    await enqueueJob(handle.db, { kind: "test.mail", payload: { tag: "d" }, runAt: T0 });
    const stale = await claimJob(handle.db, T0);
    expect(stale).not.toBeNull();
    // Within the lock nobody else may take it.
    expect(await claimJob(handle.db, new Date(T0.getTime() + JOB_LOCK_MS - 1))).toBeNull();
    const later = new Date(T0.getTime() + JOB_LOCK_MS + 1);
    const fresh = await claimJob(handle.db, later);
    expect(fresh?.id).toBe(stale!.id);
    expect(fresh?.attempts).toBe(2);

    // The first runner wakes up and finishes: its claim is gone, so it writes nothing.
    expect(await runJob(handle.db, stale!, later)).toBe("queued");
    expect(await mails("d")).toHaveLength(0);
    expect(await runJob(handle.db, fresh!, later)).toBe("done");
    expect(await mails("d")).toHaveLength(1);
  });

  it("fails a job of an unknown kind without stopping the others", async () => {
    const unknown = await enqueueJob(handle.db, { kind: "test.nobody", runAt: T0, maxAttempts: 1 });
    await enqueueJob(handle.db, { kind: "test.mail", payload: { tag: "e" }, runAt: T0 });
    expect(await runDueJobs(handle.db, T0)).toBe(2);
    const [row] = await handle.db.select().from(jobs).where(eq(jobs.id, unknown.id));
    expect(row).toMatchObject({ status: "failed", last_error: 'No handler for job kind "test.nobody"' });
    expect(await mails("e")).toHaveLength(1);
  });

  it("runs tickers before the jobs of the same pass, and a failing ticker does not stop them", async () => {
    const removeBroken = registerTicker("test.broken", async () => {
      throw new Error("broken ticker");
    });
    const removeEnqueue = registerTicker("test.enqueue", async (db, now) => {
      await enqueueJob(db, {
        kind: "test.mail",
        payload: { tag: "f" },
        runAt: now,
        dedupeKey: `tick:${now.toISOString()}`,
      });
    });
    try {
      expect(await runDueJobs(handle.db, T0)).toBe(1);
      expect(await runDueJobs(handle.db, T0)).toBe(0);
      expect(await mails("f")).toHaveLength(1);
    } finally {
      removeBroken();
      removeEnqueue();
    }
  });

  it("lets the alarm sweeps run between report jobs while many reports are queued", async () => {
    const REPORTS = 30;
    let done = 0;
    registerJobHandler("test.report", async () => {
      // A report renders for a while before its commit.
      await new Promise((resolve) => setTimeout(resolve, 5));
      return async () => {
        done++;
      };
    });
    for (let i = 0; i < REPORTS; i++) {
      await enqueueJob(handle.db, {
        kind: "test.report",
        payload: { i },
        runAt: new Date(Date.now() - 1000),
      });
    }
    /** How many reports were finished each time the sweep ran. */
    const seen: number[] = [];
    const removeSweep = registerTicker("test.sweep", async () => {
      seen.push(done);
    });
    const runner = startJobRunner(handle.db, { intervalMs: 60_000, budget: { maxJobs: 5 } });
    try {
      await expect.poll(() => done, { timeout: 10_000, interval: 20 }).toBe(REPORTS);
      await expect.poll(() => seen.at(-1), { timeout: 2_000, interval: 20 }).toBe(REPORTS);
    } finally {
      await runner.stop();
      removeSweep();
    }
    // The sweep ran again after every 5 reports, not once before the whole queue and once after.
    const whileQueued = seen.filter((n) => n > 0 && n < REPORTS);
    expect(whileQueued.length).toBeGreaterThanOrEqual(REPORTS / 5 - 1);
    for (let i = 1; i < seen.length; i++) expect(seen[i]! - seen[i - 1]!).toBeLessThanOrEqual(5);
  });
});
