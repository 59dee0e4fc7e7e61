/**
 * The first two statements of a round of level evaluation (evaluate.ts), whatever the number of
 * series:
 *
 *   1. LOCK. The series' zones rows, FOR NO KEY UPDATE in key order. Every writer of a series'
 *      state holds it: a second evaluation of the series waits here and then reads what the first
 *      one wrote; a zones edit or re-baseline (an UPDATE of the row, then resetSeries) and an
 *      evaluation judge one after the other. Lock order zones → state → alarms → incidents, as
 *      acknowledge-with-rebaseline keeps it too, so none of them deadlock.
 *   2. READ, in a snapshot taken under those locks: each series' zones settings, its sensor, its
 *      state (none yet: the initial one; the save creates the row), whether the zones changed
 *      since the state was built, and its readings not judged yet (after the later of last_ts and
 *      the zones' creation, at most `limit`) with the velocity readings that set the machine's run
 *      level at each (pending-readings.ts): one UNION of three kinds of rows.
 */
import { rowsOf, schema, type Tx } from "@plantwise/db";
import { ParameterType, SENSOR_OFFLINE_AFTER_MS } from "@plantwise/shared";
import { sql } from "drizzle-orm";
import {
  initialSeriesState,
  type SeriesState,
  stateFromJson,
  ZONE_SETTING_FIELDS,
  type ZoneRow,
  type ZoneSettingsRow,
} from "./level-rules";
import { type ReadingRow, withRunLevels } from "./pending-readings";
import { entryIn, keyTuples, type SeriesKey, seriesId } from "./series-state";

const { sensorLevelZones, sensors, zoneEvaluatorState } = schema;

/** The zones row as evaluation sees it: its key, settings and version. */
export type EvaluatedZone = ZoneSettingsRow & Pick<ZoneRow, "sensor_id" | "axis" | "updated_at">;

/** A series that has a zones row, locked for this transaction, with its state and readings. */
export interface LockedSeries {
  key: SeriesKey;
  zone: EvaluatedZone;
  sensor: { company_id: number; plant_id: number; equipment_item_id: number | null; run_threshold: number };
  state: SeriesState;
  /** The zones row changed since the state was built (or there is no state yet). */
  zonesChanged: boolean;
  /** Its unjudged readings in time order, with the run level at each. */
  readings: ReadingRow[];
}

/**
 * What a series row carries besides its key, as one JSON array (ZONE_SETTING_FIELDS, then these):
 * one column instead of twenty, as PGlite hands each column of each row through its own decoder.
 */
const SERIES_INFO = [
  ...ZONE_SETTING_FIELDS.map((f) => `k.${f}`),
  "k.updated_ms",
  "k.company_id",
  "k.plant_id",
  "k.equipment_item_id",
  "k.run_threshold",
  "k.zones_changed",
  "k.state",
];

type Row = {
  src: number;
  sensor_id: number;
  parameter_type: number | null;
  axis: number;
  ts: string | null;
  ms: number | null;
  value: number | null;
  info: unknown[] | null;
};

/** Locks and reads the series among `keys` that have a zones row (module comment), in key order. */
export async function lockSeries(tx: Tx, keys: readonly SeriesKey[], limit: number): Promise<LockedSeries[]> {
  const locked = rowsOf<{ sensor_id: number }>(
    await tx.execute(sql`select z.sensor_id from ${sensorLevelZones} z
      where (z.sensor_id, z.parameter_type, z.axis) in (${keyTuples(keys)})
      order by z.sensor_id, z.parameter_type, z.axis
      for no key update`),
  );
  if (locked.length === 0) return [];
  const rows = rowsOf<Row>(
    await tx.execute(sql`with series as (
        select z.sensor_id, z.parameter_type, z.axis,
          ${sql.raw(ZONE_SETTING_FIELDS.map((f) => `z.${f}`).join(", "))},
          (extract(epoch from z.updated_at) * 1000)::float8 as updated_ms,
          s.company_id, s.plant_id, s.equipment_item_id, s.run_threshold, st.state,
          st.zones_version is distinct from z.updated_at as zones_changed,
          greatest(st.last_ts, z.created_at) as since
        from ${sensorLevelZones} z
        join ${sensors} s on s.id = z.sensor_id
        left join ${zoneEvaluatorState} st
          on st.sensor_id = z.sensor_id and st.parameter_type = z.parameter_type and st.axis = z.axis
        where (z.sensor_id, z.parameter_type, z.axis) in (${keyTuples(keys)})
      ), pending as (
        select k.sensor_id, k.parameter_type, k.axis, r.ts, r.value
        from series k
        cross join lateral (
          select r.ts, r.value from sensor_readings r
          where r.sensor_id = k.sensor_id and r.parameter_type = k.parameter_type and r.axis = k.axis
            and r.ts > k.since
          order by r.ts
          limit ${limit}) r
      ),
      span as (select sensor_id, min(ts) as first_ts, max(ts) as last_ts from pending group by sensor_id)
      select 2 as src, k.sensor_id, k.parameter_type, k.axis, null::text as ts, null::float8 as ms,
        null::float8 as value, json_build_array(${sql.raw(SERIES_INFO.join(", "))}) as info
      from series k
      union all
      select 0, p.sensor_id, p.parameter_type, p.axis, p.ts::text, (extract(epoch from p.ts) * 1000)::float8,
        p.value, null
      from pending p
      union all
      select 1, w.sensor_id, null, v.axis, null, (extract(epoch from v.ts) * 1000)::float8, v.value, null
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
      order by 1, 2, 3, 6, 4`),
  );
  const series: LockedSeries[] = [];
  const pending = new Map<string, { ts: string; ms: number; value: number }[]>();
  const velocity = new Map<number, { axis: number; ms: number; value: number }[]>();
  for (const r of rows) {
    const sensorId = Number(r.sensor_id);
    const key = { sensorId, parameterType: Number(r.parameter_type), axis: Number(r.axis) };
    const src = Number(r.src);
    if (src === 0) {
      entryIn(pending, seriesId(key), () => []).push({ ts: r.ts!, ms: Number(r.ms), value: Number(r.value) });
    } else if (src === 1) {
      entryIn(velocity, sensorId, () => []).push({
        axis: key.axis,
        ms: Number(r.ms),
        value: Number(r.value),
      });
    } else {
      const info = typeof r.info === "string" ? (JSON.parse(r.info) as unknown[]) : r.info!;
      const settings: Record<string, number | null> = {};
      ZONE_SETTING_FIELDS.forEach((f, i) => {
        settings[f] = info[i] === null ? null : Number(info[i]);
      });
      const [updatedMs, companyId, plantId, itemId, runThreshold, zonesChanged, state] = info.slice(
        ZONE_SETTING_FIELDS.length,
      );
      series.push({
        key,
        zone: {
          ...(settings as Pick<ZoneRow, (typeof ZONE_SETTING_FIELDS)[number]>),
          sensor_id: key.sensorId,
          parameter_type: key.parameterType,
          axis: key.axis,
          updated_at: new Date(Number(updatedMs)),
        },
        sensor: {
          company_id: Number(companyId),
          plant_id: Number(plantId),
          equipment_item_id: itemId === null ? null : Number(itemId),
          run_threshold: Number(runThreshold),
        },
        state: state === null ? initialSeriesState() : stateFromJson(state as Record<string, unknown>),
        zonesChanged: zonesChanged === true,
        readings: [],
      });
    }
  }
  for (const s of series) {
    const list = pending.get(seriesId(s.key));
    if (list) s.readings = withRunLevels(list, velocity.get(s.key.sensorId) ?? []);
  }
  return series;
}
