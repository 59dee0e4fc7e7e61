/**
 * The readings level evaluation has not judged yet, with the machine's run level at each one
 * (running.ts), fetched for a whole set of series in one statement.
 */
import { rowsOf, schema, type Tx } from "@plantwise/db";
import { ParameterType, SENSOR_OFFLINE_AFTER_MS } from "@plantwise/shared";
import { sql } from "drizzle-orm";
import { entryIn, keysRelation, type SeriesKey, seriesId } from "./series-state";

const { sensorLevelZones, zoneEvaluatorState } = schema;

export interface ReadingRow {
  ts: string;
  ms: number;
  value: number;
  run_level: number | null;
}

/**
 * Each series' unevaluated readings in time order (at most `limit` a series), each with its
 * sensor's run level at its time (running.ts): per axis the latest velocity reading at or before
 * it, no older than the offline limit, the highest of those.
 *
 * One statement for the whole set: the pending readings of every series, then per sensor the
 * velocity readings that can set a run level for them (per axis the latest at or before the
 * sensor's first pending reading, within the limit, and every one up to its last pending reading),
 * merged in time order here (withRunLevels).
 */
export async function pendingReadings(
  tx: Tx,
  keys: readonly SeriesKey[],
  limit: number,
): Promise<Map<string, ReadingRow[]>> {
  const rows = rowsOf<{
    src: number;
    sensor_id: number;
    parameter_type: number | null;
    axis: number;
    ts: string;
    ms: number;
    value: number;
  }>(
    await tx.execute(sql`with pending as (
        select k.sensor_id, k.parameter_type, k.axis, r.ts, r.value
        from ${keysRelation(keys, "k")}
        join ${zoneEvaluatorState} st
          on st.sensor_id = k.sensor_id and st.parameter_type = k.parameter_type and st.axis = k.axis
        join ${sensorLevelZones} z
          on z.sensor_id = k.sensor_id and z.parameter_type = k.parameter_type and z.axis = k.axis
        cross join lateral (
          select r.ts, r.value from sensor_readings r
          where r.sensor_id = k.sensor_id and r.parameter_type = k.parameter_type and r.axis = k.axis
            and r.ts > greatest(st.last_ts, z.created_at)
          order by r.ts
          limit ${limit}) r
      ),
      span as (select sensor_id, min(ts) as first_ts, max(ts) as last_ts from pending group by sensor_id)
      select 0 as src, p.sensor_id, p.parameter_type, p.axis, p.ts::text as ts,
        (extract(epoch from p.ts) * 1000)::float8 as ms, p.value
      from pending p
      union all
      select 1, w.sensor_id, null, v.axis, v.ts::text, (extract(epoch from v.ts) * 1000)::float8, v.value
      from span w
      cross join lateral (
        select ax.axis, lv.ts, lv.value
        from (values (0::int2), (1::int2), (2::int2), (3::int2)) as ax(axis)
        cross join lateral (
          select s.ts, s.value from sensor_readings s
          where s.sensor_id = w.sensor_id and s.parameter_type = ${ParameterType.velocity_rms}
            and s.axis = ax.axis and s.ts <= w.first_ts
            and s.ts > w.first_ts - ${SENSOR_OFFLINE_AFTER_MS} * interval '1 millisecond'
          order by s.ts desc limit 1) lv
        union all
        select s.axis, s.ts, s.value from sensor_readings s
        where s.sensor_id = w.sensor_id and s.parameter_type = ${ParameterType.velocity_rms}
          and s.axis between 0 and 3
          and s.ts > w.first_ts and s.ts <= w.last_ts
      ) v
      order by 1, 2, 6`),
  );
  const pending = new Map<
    string,
    { sensorId: number; readings: { ts: string; ms: number; value: number }[] }
  >();
  const velocity = new Map<number, { axis: number; ms: number; value: number }[]>();
  for (const row of rows) {
    const sensorId = Number(row.sensor_id);
    const axis = Number(row.axis);
    const ms = Number(row.ms);
    const value = Number(row.value);
    if (Number(row.src) === 0) {
      const id = seriesId({ sensorId, parameterType: Number(row.parameter_type), axis });
      entryIn(pending, id, () => ({ sensorId, readings: [] })).readings.push({ ts: row.ts, ms, value });
    } else {
      entryIn(velocity, sensorId, () => []).push({ axis, ms, value });
    }
  }
  const out = new Map<string, ReadingRow[]>();
  for (const [id, { sensorId, readings }] of pending) {
    out.set(id, withRunLevels(readings, velocity.get(sensorId) ?? []));
  }
  return out;
}

/**
 * Each reading's run level from the velocity readings (both in time order): per axis the latest
 * velocity at or before the reading, no older than SENSOR_OFFLINE_AFTER_MS, the highest of those;
 * null when no axis has one. The velocity readings may start before the series' first reading (a
 * sensor's series share one list): only the latest per axis at each reading counts.
 */
export function withRunLevels(
  readings: readonly { ts: string; ms: number; value: number }[],
  velocity: readonly { axis: number; ms: number; value: number }[],
): ReadingRow[] {
  const latest = new Map<number, { ms: number; value: number }>();
  let next = 0;
  return readings.map((r) => {
    while (next < velocity.length && velocity[next]!.ms <= r.ms) {
      const v = velocity[next++]!;
      latest.set(v.axis, { ms: v.ms, value: v.value });
    }
    let level: number | null = null;
    for (const v of latest.values()) {
      if (v.ms > r.ms - SENSOR_OFFLINE_AFTER_MS && (level === null || v.value > level)) level = v.value;
    }
    return { ...r, run_level: level };
  });
}
