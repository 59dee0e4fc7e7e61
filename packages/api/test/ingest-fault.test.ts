/**
 * Ingest and alarm evaluation through crashes (docs/decisions.md, "Alarm evaluation"): two gateways
 * post numbered batches, each sent again after any failure until acknowledged, while the API is
 * killed with SIGKILL three times and PostgreSQL is stopped once in immediate mode, each started
 * again. The API must live through the database crash (transactions cut off mid-statement
 * included) and store again on its own once PostgreSQL is back. Afterwards every reading is stored
 * exactly once, and the level alarms are exactly those the evaluator raises and clears on the whole
 * stream in one go: none raised twice, none lost.
 *
 * The test runs its own throwaway cluster (fault/pg-cluster.ts), since crashing the shared server
 * would break everyone else's tests, and the API as a child process with the demo seed, playing two
 * of its gateways (fault/database.ts). Without PostgreSQL server binaries only the plan's own check
 * runs, unless REQUIRE_PG=1 (CI), where that is an error.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Database, type DatabaseHandle, openDatabase } from "@plantwise/db";
import { evaluateZones } from "@plantwise/dsp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiProcess, startApi } from "./fault/api-process";
import {
  type PlayedGateway,
  seriesBehind,
  setUpGateways,
  storedAlarms,
  storedReadings,
} from "./fault/database";
import { GatewaySimulator } from "./fault/gateway";
import { findPgBinDir, freePort, type PgCluster, startCluster } from "./fault/pg-cluster";
import {
  type AlarmRecord,
  alarmText,
  CYCLE,
  expectedAlarms,
  gatewayBatches,
  type Plan,
  readingsPerSeries,
  tsAt,
  valueAt,
  ZONE_SETTINGS,
} from "./fault/plan";

const pgBinDir = findPgBinDir();
if (!pgBinDir && process.env.REQUIRE_PG === "1") {
  throw new Error(
    "REQUIRE_PG=1 but no PostgreSQL server binaries (initdb, pg_ctl) were found through `pg_config --bindir` " +
      "or in /usr/lib/postgresql/*/bin: the ingest fault test cannot run",
  );
}

const GATEWAYS = 2;
const SENSORS_PER_GATEWAY = 3;
const BATCHES = 120;
const READINGS_PER_SERIES_PER_BATCH = 7;
/** When each fault strikes: the share of batches every gateway has had acknowledged by then. */
const FAULTS = [
  { after: 0.15, fault: "kill api" },
  { after: 0.35, fault: "kill api" },
  { after: 0.55, fault: "stop postgres" },
  { after: 0.75, fault: "kill api" },
] as const;
const REQUEST_TIMEOUT_MS = 5_000;
/** For the whole delivery, faults and restarts included. */
const DELIVERY_TIMEOUT_MS = 180_000;
/** For the API to answer again after PostgreSQL is back, on its own connections. */
const RECONNECT_TIMEOUT_MS = 30_000;
/** For evaluation to catch up once everything is delivered (the sweep runs every 15 s). */
const CATCH_UP_TIMEOUT_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Set when the fault test is over (passed or failed), so that nothing waits or restarts any more. */
let over = false;

async function waitUntil(what: string, timeoutMs: number, done: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (over) throw new Error(`the test ended while waiting for ${what}`);
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await sleep(50);
  }
}

/** `a` minus `b`, as multisets of alarm texts. */
function minus(a: readonly string[], b: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const t of b) left.set(t, (left.get(t) ?? 0) + 1);
  return a.filter((t) => {
    const n = left.get(t) ?? 0;
    if (n === 0) return true;
    left.set(t, n - 1);
    return false;
  });
}

describe("the fault test's plan", () => {
  it("raises and clears each level alarm once a cycle, at the readings the cycle's comment names", () => {
    const samples = [...CYCLE, ...CYCLE].map((value, i) => ({ timeMs: i, value, running: true }));
    const events = evaluateZones(ZONE_SETTINGS, samples).map((e) => `${e.index} ${e.action} ${e.kind}`);
    const cycle = (offset: number) => [
      `${offset + 6} raised warning`,
      `${offset + 9} raised chronic`,
      `${offset + 13} raised alarm`,
      `${offset + 15} raised acute`,
      `${offset + 18} cleared alarm`,
      `${offset + 18} cleared acute`,
      `${offset + 19} cleared warning`,
      `${offset + 19} cleared chronic`,
    ];
    expect(events).toEqual([...cycle(0), ...cycle(CYCLE.length)]);
  });

  it("leaves open the alarms of a stream that stops inside a cycle", () => {
    // Series 1 starts at cycle index 5: 75 75 75 90 90 60 90 90 raises the warning at the third
    // reading; the 60 breaks both the chronic run (five ≥ 70) and the alarm run (two ≥ 85).
    const alarms = expectedAlarms({ t0: 0, batches: 2, perBatch: 4 }, { index: 1, sensorId: 7, serial: "s" });
    expect(alarms).toEqual([
      { sensorId: 7, alertType: 1, createdMs: 20, clearedMs: null, clearCause: null, value: 75 },
    ]);
  });
});

describe.each(pgBinDir ? [pgBinDir] : [])("ingest under faults (PostgreSQL in %s)", (binDir) => {
  const logFile = path.join(os.tmpdir(), `plantwise-ingest-fault-${process.pid}.log`);
  let cluster: PgCluster | undefined;
  let dataDir: string | undefined;
  let api: ApiProcess | undefined;
  let handle: DatabaseHandle | undefined;
  let db: Database;
  let apiEnv: Record<string, string>;
  let apiUrl: string;
  let gateways: PlayedGateway[];
  /** The fault schedule, still running when the delivery failed. */
  let striking: Promise<void> | undefined;
  let passed = false;

  beforeAll(async () => {
    cluster = await startCluster(binDir);
    dataDir = mkdtempSync(path.join(os.tmpdir(), "plantwise-fault-data-"));
    const port = await freePort();
    apiUrl = `http://127.0.0.1:${port}`;
    apiEnv = {
      DATABASE_URL: cluster.url,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "1",
      SIMULATOR: "off",
      SECRET_KEY: Buffer.alloc(32, 7).toString("base64"),
    };
    rmSync(logFile, { force: true });
    api = await startApi(apiEnv, logFile);
    handle = await openDatabase({ databaseUrl: cluster.url, maxConnections: 2 });
    db = handle.db;
    gateways = await setUpGateways(db, GATEWAYS, SENSORS_PER_GATEWAY);
  }, 180_000);

  afterAll(async () => {
    over = true;
    await striking?.catch(() => {});
    await api?.kill();
    await handle?.close().catch(() => {});
    await cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (passed) rmSync(logFile, { force: true });
    else if (existsSync(logFile)) console.error(`API log kept: ${logFile}`);
  }, 60_000);

  it("stores every reading once and raises every alarm once through three API kills and a database crash", async () => {
    const plan: Plan = { t0: Date.now() + 1_000, batches: BATCHES, perBatch: READINGS_PER_SERIES_PER_BATCH };
    const started = Date.now();
    const deadline = started + DELIVERY_TIMEOUT_MS;
    const sims = gateways.map(
      (g) =>
        new GatewaySimulator({
          url: apiUrl,
          token: g.token,
          batches: gatewayBatches(plan, g.series),
          timeoutMs: REQUEST_TIMEOUT_MS,
          deadline,
        }),
    );
    const series = gateways.flatMap((g) => g.series);
    const sensorIds = series.map((s) => s.sensorId);
    const journal: string[] = [];
    const note = (line: string) => journal.push(`${((Date.now() - started) / 1000).toFixed(1)} s: ${line}`);
    const acked = () => sims.reduce((n, s) => n + s.acked, 0);

    const faults = async () => {
      for (const [i, { after, fault }] of FAULTS.entries()) {
        await waitUntil(`batch ${after * BATCHES}`, DELIVERY_TIMEOUT_MS, () =>
          sims.every((s) => s.acked >= after * BATCHES || s.acked === BATCHES),
        );
        // Strike while a request is in flight: somewhere between its statements, as a crash does.
        const sim = sims[i % sims.length]!;
        await sim.nextRequest();
        await sleep(Math.random() * sim.latencyMs);
        if (fault === "kill api") {
          await api!.kill();
          note(`API killed (SIGKILL) at ${acked()} batches acknowledged`);
          const behind = await seriesBehind(db, sensorIds);
          if (behind > 0)
            note(`  ${behind} series had stored readings not judged yet: the sweep's to catch up`);
          if (over) return;
          const restart = Date.now();
          api = await startApi(apiEnv, logFile);
          note(`API started again (listening after ${((Date.now() - restart) / 1000).toFixed(1)} s)`);
        } else {
          // The API is not restarted here: it must survive losing its connections mid-transaction
          // and reconnect by itself.
          const survivor = api!;
          const exitedWith = (when: string) =>
            new Error(`the API (pid ${survivor.pid}) exited ${when} (log: ${logFile})`);
          await cluster!.stop("immediate");
          note(`PostgreSQL stopped (immediate) at ${acked()} batches acknowledged`);
          await sleep(1_000);
          if (!survivor.alive()) throw exitedWith("while PostgreSQL was down");
          await cluster!.start();
          const before = sims.map((s) => s.acked);
          note("PostgreSQL started again");
          const storing = () => sims.every((s, k) => s.acked > before[k]! || s.acked === BATCHES);
          await waitUntil(
            "the API to store batches again after PostgreSQL came back",
            RECONNECT_TIMEOUT_MS,
            () => {
              if (!survivor.alive()) throw exitedWith("after PostgreSQL came back");
              return storing();
            },
          );
          note(`the API (same process, pid ${survivor.pid}) stores batches again`);
        }
      }
    };

    striking = faults();
    try {
      await Promise.all([Promise.all(sims.map((s) => s.run())), striking]);
    } catch (error) {
      over = true;
      for (const s of sims) s.stop();
      throw error;
    }
    note(`all ${acked()} batches acknowledged`);

    const n = readingsPerSeries(plan);
    const planned = series.map((s) => ({
      sensorId: s.sensorId,
      ts: Array.from({ length: n }, (_, j) => tsAt(plan, j)),
      values: Array.from({ length: n }, (_, j) => valueAt(s.index, j)),
    }));
    const sent = n * series.length;
    await waitUntil("evaluation to judge every stored reading", CATCH_UP_TIMEOUT_MS, async () => {
      return (await seriesBehind(db, sensorIds)) === 0;
    });
    note("evaluation caught up");

    const stored = await storedReadings(db, planned);
    const expected = series.flatMap((s) => expectedAlarms(plan, s)).map(alarmText);
    const actual = (await storedAlarms(db, sensorIds)).map((a: AlarmRecord) => alarmText(a));
    const summary = sims.map(
      (s, k) =>
        `gateway ${k + 1}: ${s.attempts} posts for ${s.acked} batches, ${s.resent} sent again; ` +
        `answered ${s.accepted} new + ${s.duplicates} duplicate readings; failures ${JSON.stringify(s.failures)}`,
    );
    console.log(
      [
        "ingest fault test:",
        ...journal,
        ...summary,
        `readings sent ${sent}, stored ${stored.rows}, alarms expected ${expected.length}, stored ${actual.length}`,
      ].join("\n  "),
    );

    expect(stored).toEqual({ rows: sent, distinct: sent, matching: sent, rollupCount: sent });
    const missing = minus(expected, actual);
    const extra = minus(actual, expected);
    expect({ missing: missing.slice(0, 10), extra: extra.slice(0, 10) }).toEqual({ missing: [], extra: [] });
    expect(actual.length).toBe(expected.length);
    // Every kill left something to resend, so the resend path was exercised, not only the first post.
    expect(sims.reduce((k, s) => k + s.resent, 0)).toBeGreaterThan(0);
    passed = true;
  }, 270_000);
});
