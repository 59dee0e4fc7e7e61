/**
 * Writing band values: zone seeds for new band series, and band readings rewritten for a capture
 * whose values changed (its running speed was corrected, a band was redefined). A rewritten reading
 * replaces the old value, and the hourly rollup buckets it falls in are summed again from the raw
 * readings (TimescaleDB's continuous aggregate refreshes itself).
 */
import type { Tx } from "@plantwise/db";
import { sql } from "drizzle-orm";
import type { BandReading, BandZoneSeed } from "./band-values";

/**
 * Zones of band series that have none yet, made as of just before the series' first value so the
 * evaluator judges it; a series with zones keeps them.
 */
export async function seedBandZones(tx: Tx, zones: readonly BandZoneSeed[]): Promise<void> {
  if (zones.length === 0) return;
  await tx.execute(sql`insert into sensor_level_zones
      (sensor_id, parameter_type, axis, warning_zone, alarm_zone, created_at, updated_at)
    select sensor_id, parameter_type, axis, warning_zone, alarm_zone,
      least(now(), to_timestamp(since / 1000.0) - interval '1 millisecond'),
      least(now(), to_timestamp(since / 1000.0) - interval '1 millisecond')
    from jsonb_to_recordset(${JSON.stringify(zones)}::jsonb)
      as z(sensor_id int, parameter_type int2, axis int2, warning_zone float8, alarm_zone float8, since float8)
    on conflict (sensor_id, parameter_type, axis) do nothing`);
}

/**
 * Upserts band readings and, when ingest keeps the hourly rollup as a table (`keepRollup`, from
 * hourlyRollupKind), re-sums the buckets they touch.
 */
export async function rewriteBandReadings(
  tx: Tx,
  readings: readonly BandReading[],
  keepRollup: boolean,
): Promise<void> {
  if (readings.length === 0) return;
  const rows = JSON.stringify(readings);
  await tx.execute(sql`insert into sensor_readings (sensor_id, parameter_type, axis, ts, value)
    select sensor_id, parameter_type, axis, to_timestamp(ts / 1000.0), value
    from jsonb_to_recordset(${rows}::jsonb)
      as r(sensor_id int, parameter_type int2, axis int2, ts float8, value float8)
    on conflict (sensor_id, parameter_type, axis, ts) do update set value = excluded.value`);
  if (!keepRollup) return;
  await tx.execute(sql`with touched as (
      select distinct sensor_id, parameter_type, axis,
        date_bin('1 hour', to_timestamp(ts / 1000.0), timestamptz '2000-01-01 00:00:00+00') as bucket
      from jsonb_to_recordset(${rows}::jsonb) as r(sensor_id int, parameter_type int2, axis int2, ts float8)
    ), sums as (
      select t.sensor_id, t.parameter_type, t.axis, t.bucket,
        min(r.value) as min, max(r.value) as max, sum(r.value) as sum, count(*) as count
      from touched t
      join sensor_readings r on r.sensor_id = t.sensor_id and r.parameter_type = t.parameter_type
        and r.axis = t.axis and r.ts >= t.bucket and r.ts < t.bucket + interval '1 hour'
      group by 1, 2, 3, 4
    )
    insert into sensor_readings_hourly as h (sensor_id, parameter_type, axis, bucket, min, max, sum, count)
    select * from sums
    on conflict (sensor_id, parameter_type, axis, bucket) do update set
      min = excluded.min, max = excluded.max, sum = excluded.sum, count = excluded.count`);
}

/** Every reading and hourly bucket (kept by hand when `keepRollup`) of a band's parameter type. */
export async function deleteBandReadings(tx: Tx, parameterType: number, keepRollup: boolean): Promise<void> {
  await tx.execute(sql`delete from sensor_readings where parameter_type = ${parameterType}`);
  if (keepRollup)
    await tx.execute(sql`delete from sensor_readings_hourly where parameter_type = ${parameterType}`);
}

/** A band's whole series: readings, hourly buckets and zones. */
export async function deleteBandSeries(tx: Tx, parameterType: number, keepRollup: boolean): Promise<void> {
  await deleteBandReadings(tx, parameterType, keepRollup);
  await tx.execute(sql`delete from sensor_level_zones where parameter_type = ${parameterType}`);
}
