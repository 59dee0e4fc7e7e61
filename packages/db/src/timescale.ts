/**
 * What the database does for time series. With TimescaleDB (migration 0004 turns sensor_readings into
 * a hypertable and sensor_readings_hourly into a continuous aggregate, same columns), the hourly rollup
 * is kept by the database; everywhere else (plain PostgreSQL, PGlite, a server where the extension could
 * not be enabled or lacks the Timescale License features) it is a table the ingest statement keeps.
 * Queries read sensor_readings_hourly the same way in both cases; only ingest needs to know which it is.
 * The answer comes from the catalogue (a view is the continuous aggregate), not from a setting, so it
 * cannot disagree with what the migration actually did.
 */
import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "./client";

export type HourlyRollupKind = "table" | "continuous_aggregate";

const known = new WeakMap<object, HourlyRollupKind>();

/** "table" when ingest must maintain sensor_readings_hourly itself; cached per database handle. */
export async function hourlyRollupKind(db: Database): Promise<HourlyRollupKind> {
  const cached = known.get(db);
  if (cached) return cached;
  const list = rowsOf<{ kind: string }>(
    await db.execute(
      sql`select c.relkind::text as kind from pg_class c where c.oid = to_regclass('sensor_readings_hourly')`,
    ),
  );
  const kind: HourlyRollupKind = list[0]?.kind === "v" ? "continuous_aggregate" : "table";
  known.set(db, kind);
  return kind;
}
