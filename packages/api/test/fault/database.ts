/**
 * The fault test's own look at the database (its own connection, not the API's): the demo
 * gateways it plays, set up with known device tokens and zones, and what was stored and raised.
 */
import { type Database, rowsOf } from "@plantwise/db";
import { AlertType } from "@plantwise/shared";
import { sql } from "drizzle-orm";
import { newDeviceToken } from "../../src/ingest/device-token";
import { type AlarmRecord, AXIS, PARAMETER, type PlannedSeries, ZONE_ROW } from "./plan";

export interface PlayedGateway {
  controllerId: number;
  token: string;
  series: PlannedSeries[];
}

/**
 * Takes `count` demo gateways with at least `sensorsEach` sensors that carry temperature zones,
 * gives each a device token only the test knows (as rotating it in the UI does) and sets the
 * zones of the sensors it uses to ZONE_ROW. Fails when the seed has none, or when one of those
 * sensors already has readings (the plan's counts would not hold).
 */
export async function setUpGateways(
  db: Database,
  count: number,
  sensorsEach: number,
): Promise<PlayedGateway[]> {
  const rows = rowsOf<{ controller_id: number; sensor_id: number; serial: string }>(
    await db.execute(sql`select c.id as controller_id, s.id as sensor_id, s.serial_number as serial
      from controllers c
      join sensors s on s.controller_id = c.id and not s.is_archived
      join sensor_level_zones z on z.sensor_id = s.id and z.parameter_type = ${PARAMETER} and z.axis = ${AXIS}
      where not c.is_archived
      order by c.id, s.id`),
  );
  const byController = new Map<number, { sensorId: number; serial: string }[]>();
  for (const r of rows) {
    const list = byController.get(Number(r.controller_id)) ?? [];
    list.push({ sensorId: Number(r.sensor_id), serial: r.serial });
    byController.set(Number(r.controller_id), list);
  }
  const chosen = [...byController].filter(([, sensors]) => sensors.length >= sensorsEach).slice(0, count);
  if (chosen.length < count) {
    throw new Error(
      `the demo seed has ${chosen.length} gateways with ${sensorsEach} zoned sensors, not ${count}`,
    );
  }
  const gateways: PlayedGateway[] = [];
  let index = 0;
  for (const [controllerId, sensors] of chosen) {
    const { token, hash, prefix } = newDeviceToken();
    await db.execute(sql`update controllers set token_hash = ${hash}, token_prefix = ${prefix}
      where id = ${controllerId}`);
    const series = sensors.slice(0, sensorsEach).map((s) => ({ index: index++, ...s }));
    gateways.push({ controllerId, token, series });
  }
  const sensorIds = gateways.flatMap((g) => g.series.map((s) => s.sensorId));
  const ids = sql.raw(sensorIds.join(","));
  const [existing] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from sensor_readings where sensor_id in (${ids})`),
  );
  if (Number(existing?.n) > 0) throw new Error("the played sensors already have readings");
  const settings = Object.entries(ZONE_ROW).map(
    ([column, value]) => sql`${sql.identifier(column)} = ${value}`,
  );
  await db.execute(sql`update sensor_level_zones set ${sql.join(settings, sql`, `)}, updated_at = now()
    where sensor_id in (${ids}) and parameter_type = ${PARAMETER} and axis = ${AXIS}`);
  return gateways;
}

export interface StoredReadings {
  rows: number;
  distinct: number;
  /** Readings whose (sensor, ts, value) is the plan's. */
  matching: number;
  /** Sum of the hourly rollup's counts: a resend must not add to it either. */
  rollupCount: number;
}

/**
 * The played series' readings: all rows, distinct keys, and those matching the plan exactly
 * (`planned` lists, per sensor, the plan's timestamps and values in ms).
 */
export async function storedReadings(
  db: Database,
  planned: { sensorId: number; ts: number[]; values: number[] }[],
): Promise<StoredReadings> {
  const ids = sql.raw(planned.map((p) => p.sensorId).join(","));
  const sensorCol = planned.flatMap((p) => p.ts.map(() => p.sensorId));
  const tsCol = planned.flatMap((p) => p.ts);
  const valueCol = planned.flatMap((p) => p.values);
  const [row] = rowsOf<{ rows: number; distinct: number; matching: number; rollup: number }>(
    await db.execute(sql`with mine as (
        select sensor_id, parameter_type, axis, ts, value from sensor_readings
        where sensor_id in (${ids})
      ), planned as (
        select * from unnest(${`{${sensorCol.join(",")}}`}::int[], ${`{${tsCol.join(",")}}`}::float8[],
          ${`{${valueCol.join(",")}}`}::float8[]) as p(sensor_id, ms, value)
      )
      select (select count(*)::int from mine) as rows,
        (select count(*)::int from (select distinct sensor_id, parameter_type, axis, ts from mine) d) as distinct,
        (select count(*)::int from mine m join planned p on p.sensor_id = m.sensor_id
          and m.ts = to_timestamp(p.ms / 1000) and m.value = p.value
          and m.parameter_type = ${PARAMETER} and m.axis = ${AXIS}) as matching,
        (select coalesce(sum(count), 0)::int from sensor_readings_hourly where sensor_id in (${ids})) as rollup`),
  );
  return {
    rows: Number(row?.rows),
    distinct: Number(row?.distinct),
    matching: Number(row?.matching),
    rollupCount: Number(row?.rollup),
  };
}

/** The series whose evaluation has not reached their newest stored reading yet. */
export async function seriesBehind(db: Database, sensorIds: readonly number[]): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from sensor_level_zones z
      left join zone_evaluator_state st
        on st.sensor_id = z.sensor_id and st.parameter_type = z.parameter_type and st.axis = z.axis
      where z.sensor_id in (${sql.raw(sensorIds.join(","))}) and z.parameter_type = ${PARAMETER}
        and z.axis = ${AXIS}
        and (st.last_ts is null or st.last_ts < (select max(r.ts) from sensor_readings r
          where r.sensor_id = z.sensor_id and r.parameter_type = z.parameter_type and r.axis = z.axis))`),
  );
  return Number(row?.n);
}

const LEVEL_TYPES = [AlertType.warning, AlertType.alarm, AlertType.acute, AlertType.chronic];

/** The level alarms (warning, alarm, acute, chronic) of the played series. */
export async function storedAlarms(db: Database, sensorIds: readonly number[]): Promise<AlarmRecord[]> {
  const rows = rowsOf<{
    sensor_id: number;
    alert_type: number;
    created_ms: string;
    cleared_ms: string | null;
    clear_cause: string | null;
    value: number;
  }>(
    await db.execute(sql`select sensor_id, alert_type,
        (extract(epoch from created_at) * 1000)::bigint::text as created_ms,
        (extract(epoch from cleared_at) * 1000)::bigint::text as cleared_ms,
        clear_cause, value
      from alarms
      where sensor_id in (${sql.raw(sensorIds.join(","))}) and parameter_type = ${PARAMETER}
        and axis = ${AXIS} and alert_type in (${sql.raw(LEVEL_TYPES.join(","))})
      order by sensor_id, created_at, alert_type`),
  );
  return rows.map((r) => ({
    sensorId: Number(r.sensor_id),
    alertType: Number(r.alert_type),
    createdMs: Number(r.created_ms),
    clearedMs: r.cleared_ms === null ? null : Number(r.cleared_ms),
    clearCause: r.clear_cause,
    value: Number(r.value),
  }));
}
