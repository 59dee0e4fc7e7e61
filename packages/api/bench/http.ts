/**
 * HTTP load benchmark (not a test): /health and five documented list GETs of the demo plant, each
 * at 1 and at 100 connections for BENCH_HTTP_SECONDS (default 5) after a warm-up
 * (BENCH_HTTP_WARMUP_SECONDS, default 3, at 10 connections), with autocannon as the client. Each
 * list's requests per second are printed as a share of /health's at the same connection count,
 * measured in the same run, so the ratio says what the list costs beyond the bare HTTP round trip.
 *
 * Targets, at 100 connections: on PostgreSQL each list ≥ 25 % of /health and p99 ≤ 100 ms; on
 * PGlite no failed request and p99 ≤ 500 ms. A failed request is a non-2xx answer, a timeout or a
 * socket error; requests per second count 2xx answers only.
 *
 * The API runs in its own process (bench/http-server.ts), started as `pnpm start` starts it, with
 * the demo seed and its simulated week of history, so the client and the server do not share an
 * event loop. PGlite gets a fresh data folder in a temp dir; PostgreSQL a throwaway database
 * `plantwise_http_<pid>_<random>` on BENCH_DATABASE_URL, else DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres, dropped afterwards (a server that cannot be reached
 * is reported and skipped). Requests sign in as the demo plant admin.
 *
 * `runHttpBench()` is called by bench/run.ts; on its own: `pnpm --filter @plantwise/api bench:http`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createScratchDatabase, DEMO_PASSWORD, DEMO_PLANTS, demoEmail, redactUrl } from "@plantwise/db";
import { PlatformRole } from "@plantwise/shared";
import {
  type BenchServer,
  type LoadNumbers,
  load,
  plantIdByName,
  rowsAnswered,
  settle,
  signIn,
  startBenchServer,
} from "./http-load";

const CONNECTIONS = [1, 100] as const;
const WARMUP_CONNECTIONS = 10;
/** The connection count the targets are judged at. */
const TARGET_CONNECTIONS = 100;
const TARGETS = {
  postgres: { minShareOfHealth: 0.25, maxP99: 100, maxErrors: null },
  pglite: { minShareOfHealth: null, maxP99: 500, maxErrors: 0 },
} as const;

export interface HttpBenchRow extends LoadNumbers {
  path: string;
  connections: number;
  /** Rows the list answered (null for /health). */
  rows: number | null;
  /** requestsPerSecond / /health's at the same connection count (null for /health itself). */
  shareOfHealth: number | null;
  /** How long the server went on handling the requests left in flight when the run ended, ms. */
  drainMs: number;
  /** Judged at TARGET_CONNECTIONS for the lists; null elsewhere. */
  target: { met: boolean; misses: string[] } | null;
}

export interface HttpBenchResult {
  driver: "pglite" | "postgres";
  location: string;
  seconds: number;
  plantId: number;
  rows: HttpBenchRow[];
  /** Every judged row met its target. */
  targetsMet: boolean;
}

function secondsFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a number of seconds, got "${raw}"`);
  return value;
}

/** The measured paths: /health first (the reference), then the lists of plant `plantId`. */
function benchPaths(plantId: number): string[] {
  return [
    "/health",
    `/api/equipments?page=1&max=25&plant_id=${plantId}`,
    `/api/sensors?page=1&max=25&plant_id=${plantId}`,
    `/api/machines/alarms?plant_id=${plantId}`,
    `/api/machines?page=1&max=18&plant_id=${plantId}`,
    `/api/work-orders?page=1&max=25&plant_id=${plantId}`,
  ];
}

function judge(driver: HttpBenchResult["driver"], row: HttpBenchRow): HttpBenchRow["target"] {
  if (row.path === "/health" || row.connections !== TARGET_CONNECTIONS) return null;
  const t = TARGETS[driver];
  const misses: string[] = [];
  if (row.requestsPerSecond === 0) misses.push("no 2xx answer in the run");
  if (t.minShareOfHealth !== null && (row.shareOfHealth ?? 0) < t.minShareOfHealth)
    misses.push(`< ${t.minShareOfHealth * 100} % of /health`);
  if (row.p99 > t.maxP99) misses.push(`p99 > ${t.maxP99} ms`);
  if (t.maxErrors !== null && row.errors > t.maxErrors) misses.push(`${row.errors} failed`);
  // A run with failures measured something else than the list, whatever the driver.
  if (t.maxErrors === null && row.errors > 0) misses.push(`${row.errors} failed`);
  return { met: misses.length === 0, misses };
}

async function measureServer(
  server: BenchServer,
  location: string,
  seconds: number,
  warmup: number,
): Promise<HttpBenchResult> {
  const auth = await signIn(server.url, demoEmail(PlatformRole.PLANT_ADMIN), DEMO_PASSWORD);
  const plantId = await plantIdByName(server.url, auth, DEMO_PLANTS[0].name);
  const paths = benchPaths(plantId);
  const rowCounts = new Map<string, number | null>();
  for (const p of paths) rowCounts.set(p, await rowsAnswered(server.url, auth, p));
  if (warmup > 0) {
    for (const p of paths) await load(`${server.url}${p}`, auth, WARMUP_CONNECTIONS, warmup);
    await settle(server.url);
  }

  const rows: HttpBenchRow[] = [];
  const health = new Map<number, number>();
  for (const p of paths) {
    for (const connections of CONNECTIONS) {
      const numbers = await load(`${server.url}${p}`, auth, connections, seconds);
      const drainMs = await settle(server.url);
      if (p === "/health") health.set(connections, numbers.requestsPerSecond);
      const reference = health.get(connections);
      const row: HttpBenchRow = {
        ...numbers,
        path: p,
        connections,
        rows: rowCounts.get(p) ?? null,
        drainMs,
        shareOfHealth: p === "/health" || !reference ? null : numbers.requestsPerSecond / reference,
        target: null,
      };
      row.target = judge(server.driver, row);
      rows.push(row);
    }
  }
  return {
    driver: server.driver,
    location,
    seconds,
    plantId,
    rows,
    targetsMet: rows.every((r) => r.target?.met !== false),
  };
}

/** The child's environment: everything `pnpm start` reads, set so nothing of this shell leaks in. */
function serverEnv(dataDir: string, databaseUrl: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: "1",
    PORT: "0",
    HOST: "127.0.0.1",
    ADMIN_EMAIL: "",
    ADMIN_PASSWORD: "",
    SMTP_URL: "",
    MQTT_URL: "",
  };
}

async function benchPglite(seconds: number, warmup: number): Promise<HttpBenchResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "plantwise-http-bench-"));
  try {
    const server = await startBenchServer(serverEnv(dataDir, ""));
    try {
      return await measureServer(server, dataDir, seconds, warmup);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Null when the PostgreSQL server cannot be reached (the reason is printed); failures later throw. */
async function benchPostgres(
  adminUrl: string,
  seconds: number,
  warmup: number,
): Promise<HttpBenchResult | null> {
  // The scratch database is created (and dropped) here; the server opens it by URL like any other.
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  try {
    scratch = await createScratchDatabase(adminUrl, "plantwise_http", 1);
  } catch (error) {
    console.log(`http bench: PostgreSQL (${redactUrl(adminUrl)}) skipped (${(error as Error).message})`);
    return null;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "plantwise-http-bench-"));
  try {
    const url = new URL(adminUrl);
    url.pathname = new URL(scratch.location).pathname;
    const server = await startBenchServer(serverEnv(dataDir, url.toString()));
    try {
      return await measureServer(server, redactUrl(url.toString()), seconds, warmup);
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const num = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Whole milliseconds, as autocannon records them; "<1" for a sub-millisecond answer. */
const ms = (n: number) => (n < 1 ? "<1" : num(n));

function printResult(r: HttpBenchResult): void {
  const t = TARGETS[r.driver];
  const goals = [
    t.minShareOfHealth !== null ? `each list ≥ ${t.minShareOfHealth * 100} % of /health` : null,
    `p99 ≤ ${t.maxP99} ms`,
    t.maxErrors !== null ? `${t.maxErrors} failed requests` : null,
  ].filter(Boolean);
  console.log(`\nHTTP, ${r.driver} (${r.location}), plant ${r.plantId}, ${r.seconds} s per run`);
  console.log(`Target at ${TARGET_CONNECTIONS} connections: ${goals.join(", ")}`);
  const width = Math.max(...r.rows.map((row) => row.path.length));
  console.log(
    `${"path".padEnd(width)}  conns      req/s   p50 ms   p99 ms  errors  rows  of /health  target`,
  );
  for (const row of r.rows) {
    const share = row.shareOfHealth === null ? "—" : `${(row.shareOfHealth * 100).toFixed(1)} %`;
    const target = row.target ? (row.target.met ? "met" : `not met (${row.target.misses.join(", ")})`) : "";
    console.log(
      [
        row.path.padEnd(width),
        String(row.connections).padStart(5),
        num(row.requestsPerSecond).padStart(10),
        ms(row.p50).padStart(8),
        ms(row.p99).padStart(8),
        String(row.errors).padStart(7),
        String(row.rows ?? "—").padStart(5),
        share.padStart(11),
        ` ${target}`,
      ].join(" "),
    );
    if (row.errors > 0)
      console.log(`  ${row.non2xx} non-2xx, ${row.timeouts} timeouts, ${row.socketErrors} socket errors`);
  }
}

export async function runHttpBench(): Promise<HttpBenchResult[]> {
  const seconds = secondsFromEnv("BENCH_HTTP_SECONDS", 5);
  // A path's first second is V8 compiling its code and the pool preparing its statements on each
  // connection: with one second of warm-up that stayed in the 100-connection run's p99 (2–6 s at a
  // p50 of 0.5 s); after three most runs' p99 is about 1.4 times their p50 (docs/decisions.md).
  const warmup = secondsFromEnv("BENCH_HTTP_WARMUP_SECONDS", 3);
  const average = loadavg().map((l) => l.toFixed(1));
  console.log("\nHTTP load: /health and five lists of the demo plant, autocannon here, the API in its own");
  console.log(`process (machine: ${cpus().length} cores, load average ${average.join(" ")})`);
  const results: HttpBenchResult[] = [];
  const pglite = await benchPglite(seconds, warmup);
  printResult(pglite);
  results.push(pglite);
  const pgUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres";
  const postgres = await benchPostgres(pgUrl, seconds, warmup);
  if (postgres) {
    printResult(postgres);
    results.push(postgres);
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await runHttpBench();
}
