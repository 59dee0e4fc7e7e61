/**
 * Trend benchmark (not a test): one sensor, one year of one-minute readings (525 600 rows), and
 * queryTrend over the whole year downsampled to 1 000 points — the long-range chart, served from the
 * hourly rollup. Target: 100 ms (median of several runs). For reference it also times a week at
 * 1 000 points, which groups raw readings (10-minute buckets).
 *
 * Runs on PGlite (in memory) and on PostgreSQL in a throwaway database
 * `plantwise_trend_<pid>_<random>` on BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards; a server that cannot be reached
 * is reported and skipped. Readings go in with unnest, in chunks, and
 * the rollup is filled by one INSERT … SELECT … GROUP BY, as ingest's statement would have kept it
 * (on TimescaleDB, where it is a continuous aggregate, by refreshing it).
 *
 * `runTrendBench()` is called by bench/run.ts; on its own: `npx tsx packages/api/bench/trend.ts`.
 */
import { pathToFileURL } from "node:url";
import {
  createScratchDatabase,
  type Database,
  type DatabaseHandle,
  hourlyRollupKind,
  migrateDatabase,
  openDatabase,
  redactUrl,
} from "@plantwise/db";
import { sql } from "drizzle-orm";
import { queryTrend } from "../src/signals/service";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const YEAR_START = Date.UTC(2025, 0, 1);
const ROWS = 365 * 24 * 60;
const CHUNK = 50_000;
const RUNS = 9;
const TARGET_MS = 100;
const SENSOR = 1;

export interface TrendBenchResult {
  driver: "pglite" | "postgres";
  rows: number;
  loadMs: number;
  /** Median queryTrend time, the year at 1 000 points (hourly rollup). */
  yearMs: number;
  /** Median queryTrend time, the last week at 1 000 points (raw readings). */
  weekMs: number;
  points: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** A day-and-night cycle with deterministic ripple, mm/s. */
function valueAt(i: number): number {
  return 2 + Math.sin((2 * Math.PI * i) / 1440) + 0.3 * Math.sin(i * 0.37) + 0.1 * Math.cos(i * 1.91);
}

async function load(db: Database): Promise<number> {
  const start = performance.now();
  for (let first = 0; first < ROWS; first += CHUNK) {
    const count = Math.min(CHUNK, ROWS - first);
    const times: number[] = new Array(count);
    const values: number[] = new Array(count);
    for (let k = 0; k < count; k++) {
      times[k] = YEAR_START + (first + k) * MINUTE;
      values[k] = valueAt(first + k);
    }
    await db.execute(sql`
      insert into sensor_readings (sensor_id, parameter_type, axis, ts, value)
      select ${SENSOR}, 1, 1, to_timestamp(t / 1000.0), v
      from unnest(${`{${times.join(",")}}`}::float8[], ${`{${values.join(",")}}`}::float8[]) as u(t, v)`);
  }
  const rollup = await hourlyRollupKind(db);
  if (rollup === "table") {
    await db.execute(sql`
      insert into sensor_readings_hourly (sensor_id, parameter_type, axis, bucket, min, max, sum, count)
      select sensor_id, parameter_type, axis, date_trunc('hour', ts at time zone 'UTC') at time zone 'UTC',
             min(value), max(value), sum(value), count(*)
      from sensor_readings group by 1, 2, 3, 4`);
  }
  // What autovacuum would have done by then: statistics, and the BRIN ranges on ts summarised
  // (unsummarised ranges match every query, so a raw-range scan would read the whole table).
  await db.execute(sql`vacuum analyze sensor_readings`);
  if (rollup === "table") await db.execute(sql`vacuum analyze sensor_readings_hourly`);
  // On TimescaleDB the rollup is a continuous aggregate: materialise it, as its policy would.
  else await db.execute(sql`call refresh_continuous_aggregate('sensor_readings_hourly', null, null)`);
  return performance.now() - start;
}

async function timeTrend(db: Database, from: number, to: number): Promise<{ ms: number; points: number }> {
  const input = { sensor_id: SENSOR, parameter_type: 1, axis: 1, from, to, width: 1000 };
  let points = 0;
  for (let i = 0; i < 2; i++) points = (await queryTrend(db, input)).points.length; // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await queryTrend(db, input);
    times.push(performance.now() - start);
  }
  return { ms: median(times), points };
}

async function measure(handle: DatabaseHandle): Promise<TrendBenchResult> {
  await migrateDatabase(handle);
  const loadMs = await load(handle.db);
  const end = YEAR_START + 365 * DAY;
  const year = await timeTrend(handle.db, YEAR_START, end);
  const week = await timeTrend(handle.db, end - 7 * DAY, end);
  return { driver: handle.driver, rows: ROWS, loadMs, yearMs: year.ms, weekMs: week.ms, points: year.points };
}

function report(r: TrendBenchResult): void {
  const verdict = r.yearMs <= TARGET_MS ? "meets" : "MISSES";
  console.log(
    `  ${r.driver.padEnd(9)} ${r.rows.toLocaleString("en-US")} rows loaded in ${(r.loadMs / 1000).toFixed(1)} s; ` +
      `year → ${r.points} points: ${r.yearMs.toFixed(1)} ms median of ${RUNS} (target ${TARGET_MS} ms, ${verdict}); ` +
      `week (raw) → ${r.weekMs.toFixed(1)} ms`,
  );
}

/** Runs the benchmark on both drivers and prints one line per driver. */
export async function runTrendBench(): Promise<TrendBenchResult[]> {
  console.log("Trend: one year of one-minute readings, queryTrend to 1 000 points");
  const results: TrendBenchResult[] = [];
  const lite = await openDatabase({ dataDir: "memory" });
  try {
    results.push(await measure(lite));
    report(results.at(-1)!);
  } finally {
    await lite.close();
  }

  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  let handle: DatabaseHandle;
  try {
    handle = await createScratchDatabase(adminUrl, "plantwise_trend", 2);
  } catch (error) {
    console.log(`  postgres  skipped: ${redactUrl(adminUrl)} unavailable (${(error as Error).message})`);
    return results;
  }
  try {
    results.push(await measure(handle));
    report(results.at(-1)!);
  } finally {
    await handle.close();
  }
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runTrendBench();
