/**
 * Ingest benchmark (not a test): readings per second through the whole HTTP path of
 * POST /api/ingest/readings (token check, JSON parse, column validation, the idempotent insert with
 * its hourly rollup, last-seen updates, pending commands) in batches of 5 000, beside a bare COPY of
 * the same rows into the same table in the same run, one gateway posting, then 4 gateways (each with
 * sensors of its own) posting at once. Targets: 250 000 readings/s on PostgreSQL with the 4
 * gateways, 50 000 on PGlite.
 *
 * Then level zones on every series, so the alarm evaluator judges each batch as ingest stores it:
 * in batches of 5 000, printed as a share of the run without zones, and in gateway-sized batches
 * (one reading of each of the 150 series per request, as a gateway posts its sensors' latest
 * values), printed as a share of the same gateway-sized posts without zones measured in the same
 * run. Target: at least 25 % of the rate without zones, on both drivers.
 *
 * PostgreSQL runs in a throwaway database `plantwise_bench_<pid>_<random>` on BENCH_DATABASE_URL, else
 * DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres, dropped afterwards; a server that
 * cannot be reached is reported and skipped. `runIngestBench()` is called by bench/run.ts; on its
 * own: `npx tsx packages/api/bench/ingest.ts`.
 */
import type { AddressInfo } from "node:net";
import { cpus, loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import {
  createScratchDatabase,
  type Database,
  type DatabaseHandle,
  migrateDatabase,
  openDatabase,
  rowsOf,
  schema,
} from "@plantwise/db";
import { ParameterType } from "@plantwise/shared";
import { sql } from "drizzle-orm";
import { newDeviceToken } from "../src/ingest/service";
import { createApp } from "../src/server";

const BATCH = 5_000;
const SENSORS = 50;
/** Batches timed per run (after WARMUP untimed ones). */
const BATCHES = 24;
const WARMUP = 2;
/** Timed gateway-sized batches (one reading per series), with zones and without. */
const GATEWAY_BATCHES = 100;
/** Concurrent gateways in the second HTTP run (PostgreSQL has a pool; PGlite serialises anyway). */
const PARALLEL = 4;
/** Targets, readings/s: PostgreSQL with PARALLEL gateways, PGlite one at a time. */
const TARGET_POSTGRES_PARALLEL = 250_000;
const TARGET_PGLITE = 50_000;
/** Gateway-sized posts with zones on every series, as a share of the same posts without zones. */
const TARGET_ZONES_GATEWAY_SHARE = 0.25;

export interface IngestBenchResult {
  driver: "pglite" | "postgres";
  /** Readings per second, one request at a time. */
  http: number;
  /** Readings per second with PARALLEL requests in flight. */
  httpParallel: number;
  /** Readings per second of a bare COPY, or null when the driver could not COPY. */
  copy: number | null;
  /** Readings per second in gateway-sized batches (one reading of each series), no zones. */
  httpGateway: number;
  /**
   * Readings per second, one request at a time, with level zones on every series: each batch is
   * judged by the alarm evaluator as it is stored, raising and clearing alarms.
   */
  httpZones: number;
  /**
   * Readings per second with zones on every series, in gateway-sized batches (one reading of each
   * series per request): the evaluator's fixed cost per series and batch, paid for every reading.
   */
  httpZonesGateway: number;
  note?: string;
}

/** Readings per second of wall-clock time. */
async function measure(readings: number, run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await run();
  return readings / ((performance.now() - started) / 1000);
}

interface Fixture {
  /** PARALLEL gateways of the plant, each with SENSORS sensors of its own. */
  gateways: { token: string; serials: string[] }[];
}

async function fixture(db: Database): Promise<Fixture> {
  const [company] = await db.insert(schema.companies).values({ name: "Bench Co" }).returning();
  const [plant] = await db
    .insert(schema.plants)
    .values({ company_id: company!.id, name: "Bench Plant" })
    .returning();
  const gateways: Fixture["gateways"] = [];
  for (let g = 0; g < PARALLEL; g++) {
    const t = newDeviceToken();
    const [controller] = await db
      .insert(schema.controllers)
      .values({
        company_id: company!.id,
        plant_id: plant!.id,
        name: `Bench gateway ${g}`,
        serial_number: `BENCH-GW${g}`,
        type: 5,
        token_hash: t.hash,
        token_prefix: t.prefix,
      })
      .returning();
    const serials = Array.from({ length: SENSORS }, (_, i) => `BENCH-G${g}-S${i}`);
    await db.insert(schema.sensors).values(
      serials.map((serial_number) => ({
        company_id: company!.id,
        plant_id: plant!.id,
        controller_id: controller!.id,
        name: serial_number,
        serial_number,
        family: "NCD",
        type: 5,
      })),
    );
    gateways.push({ token: t.token, serials });
  }
  return { gateways };
}

interface Batch {
  /** The posting gateway's device token. */
  token: string;
  json: string;
  /** Readings in the batch. */
  size: number;
  /** The same rows as COPY text (sensor ids resolved). */
  tsv: string;
}

/**
 * Batches of distinct readings: every sensor, three axes, one-second steps going back from `end`.
 * `sensorIds` maps serials to ids for the COPY form.
 */
function makeBatches(
  count: number,
  gateway: Fixture["gateways"][number],
  sensorIds: Map<string, number>,
  end: number,
  size = BATCH,
): Batch[] {
  const { token, serials } = gateway;
  const batches: Batch[] = [];
  let step = 0;
  for (let b = 0; b < count; b++) {
    const cols = {
      sensor: [] as string[],
      parameter_type: [] as number[],
      axis: [] as number[],
      ts: [] as number[],
      value: [] as number[],
    };
    const lines: string[] = [];
    for (let i = 0; i < size; i++, step++) {
      const sensor = serials[step % serials.length]!;
      const axis = 1 + (Math.floor(step / serials.length) % 3);
      const ts = end - Math.floor(step / (serials.length * 3)) * 1000;
      const value = Math.round(Math.abs(Math.sin(step)) * 10_000) / 1000;
      cols.sensor.push(sensor);
      cols.parameter_type.push(ParameterType.velocity_rms);
      cols.axis.push(axis);
      cols.ts.push(ts);
      cols.value.push(value);
      lines.push(`${sensorIds.get(sensor)}\t1\t${axis}\t${new Date(ts).toISOString()}\t${value}`);
    }
    batches.push({ token, json: JSON.stringify({ readings: cols }), tsv: `${lines.join("\n")}\n`, size });
  }
  return batches;
}

async function truncate(db: Database): Promise<void> {
  await db.execute(
    sql`truncate sensor_readings, sensor_readings_hourly, alarms, zone_evaluator_state cascade`,
  );
}

async function timeHttp(url: string, batches: Batch[], parallel: number): Promise<number> {
  const send = async (b: Batch) => {
    const res = await fetch(`${url}/api/ingest/readings`, {
      method: "POST",
      headers: { authorization: `Bearer ${b.token}`, "content-type": "application/json" },
      body: b.json,
    });
    const answer = (await res.json()) as { accepted?: number };
    if (res.status !== 200 || answer.accepted !== b.size) {
      throw new Error(`ingest answered ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
    }
  };
  for (const b of batches.slice(0, WARMUP)) await send(b);
  const timed = batches.slice(WARMUP);
  let next = 0;
  return measure(timed.length * timed[0]!.size, async () => {
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (next < timed.length) await send(timed[next++]!);
      }),
    );
  });
}

async function timeCopy(copyOne: (tsv: string) => Promise<void>, batches: Batch[]): Promise<number> {
  for (const b of batches.slice(0, WARMUP)) await copyOne(b.tsv);
  const timed = batches.slice(WARMUP);
  return measure(timed.length * BATCH, async () => {
    for (const b of timed) await copyOne(b.tsv);
  });
}

async function benchOne(
  handle: DatabaseHandle,
  copyOne: ((tsv: string) => Promise<void>) | null,
): Promise<IngestBenchResult> {
  const { db } = handle;
  const { gateways } = await fixture(db);
  const gateway = gateways[0]!;
  const ids = new Map(
    (
      await db.select({ id: schema.sensors.id, serial: schema.sensors.serial_number }).from(schema.sensors)
    ).map((s) => [s.serial, s.id]),
  );
  const now = Date.now();
  const app = createApp({ db, driver: handle.driver }, { webDist: null });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const batches = makeBatches(WARMUP + BATCHES, gateway, ids, now);
    let copy: number | null = null;
    let note: string | undefined;
    if (copyOne) {
      try {
        copy = await timeCopy(copyOne, batches);
      } catch (error) {
        note = `COPY failed: ${(error as Error).message}`;
      }
      await truncate(db);
    }
    const http = await timeHttp(url, batches, 1);
    await truncate(db);
    // PARALLEL gateways post at once, each its own sensors' readings (batches taken in turn, so
    // the requests in flight are different gateways'), on an older timeline: nothing is a duplicate.
    const perGateway = gateways.map((g) =>
      makeBatches(Math.ceil((WARMUP + BATCHES) / PARALLEL), g, ids, now - 30 * 86_400_000),
    );
    const parallelBatches = perGateway[0]!
      .flatMap((_, i) => perGateway.map((list) => list[i]!))
      .slice(0, WARMUP + BATCHES);
    const httpParallel = await timeHttp(url, parallelBatches, PARALLEL);
    await truncate(db);
    // Gateway-sized batches without zones: the reference of the gateway-sized zones run below.
    const series = gateway.serials.length * 3;
    const gatewayPlain = makeBatches(WARMUP + GATEWAY_BATCHES, gateway, ids, now - 58 * 86_400_000, series);
    const httpGateway = await timeHttp(url, gatewayPlain.reverse(), 1);
    await truncate(db);
    // Zones on every series (values run 0–10 mm/s, so warnings and alarms rise and clear), and a
    // timeline that moves forward batch after batch, as a gateway's does: every reading is judged.
    // The zones date from before the timeline: readings older than their zones are not judged.
    const zonesSince = new Date(now - 61 * 86_400_000);
    const zoned = gateway.serials.map((serial) => ids.get(serial)!);
    await db.insert(schema.sensorLevelZones).values(
      zoned.flatMap((sensor_id) =>
        [1, 2, 3].map((axis) => ({
          sensor_id,
          parameter_type: ParameterType.velocity_rms,
          axis,
          warning_zone: 4.5,
          alarm_zone: 7.1,
          created_at: zonesSince,
          updated_at: zonesSince,
        })),
      ),
    );
    const zoneBatches = makeBatches(WARMUP + BATCHES, gateway, ids, now - 60 * 86_400_000).reverse();
    const httpZones = await timeHttp(url, zoneBatches, 1);
    const [judged] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from zone_evaluator_state where last_ts is not null`),
    );
    if (Number(judged?.n) !== series)
      throw new Error(`the evaluator judged ${judged?.n} series, not ${series}`);
    // Gateway-sized batches: one reading of every series per post, as a gateway sends its sensors'
    // latest values, so the evaluator's cost per series and batch is paid for every reading.
    const gatewayBatches = makeBatches(
      WARMUP + GATEWAY_BATCHES,
      gateway,
      ids,
      now - 59 * 86_400_000,
      series,
    ).reverse();
    const httpZonesGateway = await timeHttp(url, gatewayBatches, 1);
    const [caughtUp] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from zone_evaluator_state
        where last_ts = ${new Date(now - 59 * 86_400_000).toISOString()}::timestamptz`),
    );
    if (Number(caughtUp?.n) !== series)
      throw new Error(`the evaluator caught up ${caughtUp?.n} series of ${series} in gateway-sized batches`);
    const result: IngestBenchResult = {
      driver: handle.driver,
      http,
      httpParallel,
      copy,
      httpGateway,
      httpZones,
      httpZonesGateway,
    };
    if (note) result.note = note;
    return result;
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** The driver's own client under drizzle (PGlite or postgres-js), for COPY. */
function rawClient<T>(handle: DatabaseHandle): T {
  return (handle.db as unknown as { $client: T }).$client;
}

interface PgliteCopy {
  query(text: string, params: unknown[], options: { blob: Blob }): Promise<unknown>;
}
type PostgresCopy = (strings: TemplateStringsArray) => { writable(): Promise<NodeJS.WritableStream> };

const COPY_COLUMNS = "sensor_readings (sensor_id, parameter_type, axis, ts, value)";

async function benchPglite(): Promise<IngestBenchResult> {
  const handle = await openDatabase({ dataDir: "memory" });
  try {
    await migrateDatabase(handle);
    const client = rawClient<PgliteCopy>(handle);
    return await benchOne(handle, async (tsv) => {
      await client.query(`copy ${COPY_COLUMNS} from '/dev/blob'`, [], { blob: new Blob([tsv]) });
    });
  } finally {
    await handle.close();
  }
}

async function benchPostgres(adminUrl: string): Promise<IngestBenchResult> {
  const handle = await createScratchDatabase(adminUrl, "plantwise_bench", 10);
  try {
    await migrateDatabase(handle);
    const client = rawClient<PostgresCopy>(handle);
    return await benchOne(handle, async (tsv) => {
      // The template must be a literal for postgres-js; the table and columns are fixed.
      const writable =
        await client`copy sensor_readings (sensor_id, parameter_type, axis, ts, value) from stdin`.writable();
      await new Promise<void>((resolve, reject) => {
        writable.on("error", reject);
        writable.on("finish", resolve);
        writable.end(tsv);
      });
    });
  } finally {
    await handle.close();
  }
}

const fmt = (n: number | undefined) =>
  (n === undefined ? "—" : Math.round(n).toLocaleString("en-US")).padStart(9);

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const verdict = (met: boolean) => (met ? "met" : "NOT met");

export async function runIngestBench(): Promise<IngestBenchResult[]> {
  const results: IngestBenchResult[] = [];
  results.push(await benchPglite());
  const pgUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres";
  try {
    results.push(await benchPostgres(pgUrl));
  } catch (error) {
    console.log(`ingest bench: PostgreSQL skipped (${(error as Error).message})`);
  }
  const load = loadavg().map((l) => l.toFixed(1));
  console.log(`\nIngest: ${BATCHES} batches of ${BATCH} readings after ${WARMUP} warm-up, readings/s`);
  console.log(`(machine: ${cpus().length} cores, load average ${load.join(" ")})`);
  console.log(`driver     HTTP 1 gw  HTTP ${PARALLEL} gw  bare COPY  HTTP/COPY  target`);
  const zoneRows: string[] = [];
  for (const r of results) {
    const ratio = r.copy ? `${((r.http / r.copy) * 100).toFixed(0)} %` : "—";
    const target =
      r.driver === "postgres"
        ? `≥ ${TARGET_POSTGRES_PARALLEL.toLocaleString("en-US")} with ${PARALLEL} gw: ${verdict(r.httpParallel >= TARGET_POSTGRES_PARALLEL)}`
        : `≥ ${TARGET_PGLITE.toLocaleString("en-US")}: ${verdict(Math.max(r.http, r.httpParallel) >= TARGET_PGLITE)}`;
    console.log(
      `${r.driver.padEnd(10)} ${fmt(r.http)}  ${fmt(r.httpParallel)}  ${fmt(r.copy ?? undefined)}  ${ratio.padStart(9)}  ${target}`,
    );
    if (r.note) console.log(`  ${r.driver}: ${r.note}`);
    const share = r.httpZonesGateway / r.httpGateway;
    zoneRows.push(
      `${r.driver.padEnd(10)} ${fmt(r.httpZones)} ${percent(r.httpZones / r.http).padStart(8)}   ${fmt(r.httpGateway)} ${fmt(r.httpZonesGateway)} ${percent(share).padStart(8)}  ${verdict(share >= TARGET_ZONES_GATEWAY_SHARE)}`,
    );
  }
  console.log("\nWith level zones on every series (each batch judged by the alarm evaluator), readings/s:");
  console.log(
    `${BATCH}-reading batches (share of the same without zones), and ${GATEWAY_BATCHES} gateway-sized batches of one reading per series (${SENSORS * 3}) without and with zones`,
  );
  console.log(
    `driver     ${`${BATCH}/post`.padStart(9)}    share   ${`${SENSORS * 3}/post`.padStart(9)}     zones    share  target ≥ ${percent(TARGET_ZONES_GATEWAY_SHARE)}`,
  );
  for (const row of zoneRows) console.log(row);
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await runIngestBench();
}
