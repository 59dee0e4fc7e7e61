/**
 * The device simulator of `pnpm start`: it plays the demo plant's gateways (the demo seed's
 * controllers, packages/db/src/seed/demo/gateways) through the real ingest endpoint, so a newcomer
 * sees live trends, zones being crossed and a history of FFT captures without any hardware.
 *
 * On start it rotates each demo gateway's device token (plaintext kept in memory only) and fills the
 * history (backfill.ts): readings since each sensor's newest one (at most the last 7 days, 10-minute
 * steps) and a capture of every axis of every vibration sensor daily over the same window (every 6 h
 * on the faulty motor), skipping captures already stored. Then it posts one live batch per gateway
 * every SIMULATOR_INTERVAL_MS (60 s), with a capture of every axis of each vibration sensor at start
 * and every SIMULATOR_CAPTURE_MS (1 h). Between batches it asks for pending commands every
 * SIMULATOR_POLL_MS (10 s, an empty post) so an FFT request (axis, Fmax, kind and lines) is answered
 * quickly. The circulation pump P-1 motor (Cooling Tower CT-1) develops a bearing outer-race fault over
 * the first week (model.ts): its first backfilled captures are healthy and become each axis's
 * baseline, the later ones show the defect growing.
 *
 * Deterministic for a given seed and clock. It never throws into the server: every failure is logged
 * with a "[simulator]" prefix and the next cycle tries again. All work runs on one queue, so posts
 * never overlap and stop() waits for the one in flight.
 */
import type { Database } from "@plantwise/db";
import { backfill, backfillCaptures, windowStartOf } from "./backfill";
import { CAPTURE_GRID_GCD_MS } from "./captures";
import { answerCommands, type IngestTotals, liveBatch, type PostContext, post } from "./gateway";
import type { SimSensor } from "./model";
import { lastReadings, loadGateways, type SimGateway, storedCaptures } from "./setup";

export interface SimulatorOptions {
  db: Database;
  /** Where the API listens, e.g. http://127.0.0.1:3000. */
  baseUrl: string;
  /** Clock, ms (default Date.now). */
  now?: () => number;
  /** Seed of every random choice (default 1). */
  seed?: number;
  /** Live batch period, ms (default SIMULATOR_INTERVAL_MS or 60 000). */
  intervalMs?: number;
  /** Capture period, ms (default SIMULATOR_CAPTURE_MS or 3 600 000). */
  captureMs?: number;
  /** Command poll period, ms (default SIMULATOR_POLL_MS or 10 000). */
  pollMs?: number;
  /** How far back the history is filled, ms (default 7 days). */
  backfillMs?: number;
  log?: (message: string, error?: unknown) => void;
}

export interface Simulator {
  /**
   * Settles once tokens are rotated, history (readings and captures) filled and the first live batch
   * posted (never rejects).
   */
  ready: Promise<void>;
  /** What the ingest answers counted so far. */
  totals: IngestTotals;
  /** Runs one live cycle now, after whatever is in flight. */
  cycle(): Promise<void>;
  /** Stops the timers and waits for the post in flight. */
  stop(): Promise<void>;
}

const WEEK_MS = 7 * 86_400_000;

function envMs(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export function startSimulator(options: SimulatorOptions): Simulator {
  const now = options.now ?? Date.now;
  const intervalMs = options.intervalMs ?? envMs("SIMULATOR_INTERVAL_MS", 60_000);
  const captureMs = options.captureMs ?? envMs("SIMULATOR_CAPTURE_MS", 3_600_000);
  const pollMs = options.pollMs ?? envMs("SIMULATOR_POLL_MS", 10_000);
  const backfillMs = options.backfillMs ?? WEEK_MS;
  const log =
    options.log ??
    ((message: string, error?: unknown) =>
      error === undefined
        ? console.error(`[simulator] ${message}`)
        : console.error(`[simulator] ${message}`, error));
  const totals: IngestTotals = {
    posts: 0,
    accepted: 0,
    duplicates: 0,
    rejected: 0,
    waveformsAccepted: 0,
    waveformsDuplicates: 0,
    commandsAnswered: 0,
  };
  const ctx: PostContext = { baseUrl: options.baseUrl.replace(/\/$/, ""), totals, log };
  let gateways: SimGateway[] = [];
  let lastCaptureAt = Number.NEGATIVE_INFINITY;
  let stopped = false;
  let queue: Promise<void> = Promise.resolve();
  const timers = new Set<ReturnType<typeof setTimeout>>();

  /** Runs `work` after everything queued before it; failures are logged, never thrown. */
  function enqueue(label: string, work: () => Promise<void>): Promise<void> {
    queue = queue.then(async () => {
      if (stopped) return;
      try {
        await work();
      } catch (error) {
        log(`${label} failed`, error);
      }
    });
    return queue;
  }

  async function liveCycle(): Promise<void> {
    const t = now();
    const captureDue = t - lastCaptureAt >= captureMs;
    if (captureDue) lastCaptureAt = t;
    for (const gateway of gateways) {
      if (stopped) return;
      if (gateway.revoked) continue;
      const captures: SimSensor[] = captureDue
        ? gateway.sensors.filter((s) => s.spec.kind === "vibration")
        : [];
      await liveBatch(ctx, gateway, t, captures);
    }
  }

  async function pollCommands(): Promise<void> {
    for (const gateway of gateways) {
      if (stopped) return;
      const commands = await post(ctx, gateway, {});
      if (commands.length > 0 || gateway.backlog.length > 0)
        await answerCommands(ctx, gateway, commands, now());
    }
  }

  /** Runs `work` every `ms` after the previous run finished (no pile-up when a cycle is slow). */
  function every(ms: number, label: string, work: () => Promise<void>): void {
    const schedule = () => {
      if (stopped) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        void enqueue(label, work).then(schedule);
      }, ms);
      timer.unref();
      timers.add(timer);
    };
    schedule();
  }

  const ready = enqueue("start", async () => {
    const t = now();
    const windowStart = windowStartOf(t, backfillMs);
    gateways = await loadGateways(options.db, options.seed ?? 1, windowStart);
    if (gateways.length === 0) {
      log("no demo gateways found: nothing to simulate");
      return;
    }
    const ids = gateways.flatMap((g) => g.sensors.map((s) => s.id));
    const last = await lastReadings(options.db, ids);
    const stored = await storedCaptures(options.db, ids, windowStart, CAPTURE_GRID_GCD_MS);
    const isStopped = () => stopped;
    for (const gateway of gateways) {
      await backfill(ctx, gateway, t, backfillMs, last, isStopped);
      await backfillCaptures(ctx, gateway, t, backfillMs, stored, isStopped);
    }
    await liveCycle();
  }).then(() => {
    if (stopped || gateways.length === 0) return;
    every(intervalMs, "live batch", liveCycle);
    every(pollMs, "command poll", pollCommands);
  });

  return {
    ready,
    totals,
    cycle: () => enqueue("live batch", liveCycle),
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await queue;
    },
  };
}
