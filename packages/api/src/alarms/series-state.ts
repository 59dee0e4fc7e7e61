/**
 * The per-series bookkeeping of level evaluation: series keys as SQL relations, and the evaluator
 * state rows (zone_evaluator_state) locked (resetSeries) and saved for a whole set of series in one
 * statement each, so a gateway's post costs a fixed number of statements whatever its series count.
 */
import { rowsOf, schema, type Tx } from "@plantwise/db";
import { sql } from "drizzle-orm";
import { initialSeriesState, type SeriesState, stateFromJson, stateToJson } from "./level-rules";

const { sensorLevelZones, zoneEvaluatorState } = schema;

/** One series of readings: a sensor's parameter on one axis. */
export interface SeriesKey {
  sensorId: number;
  parameterType: number;
  axis: number;
}

export interface LockedState {
  state: SeriesState;
  /** The zones row changed (or is gone) since the state was built. */
  zonesChanged: boolean;
}

export const seriesId = (k: { sensorId: number; parameterType: number; axis: number }) =>
  `${k.sensorId}:${k.parameterType}:${k.axis}`;

/** `{1,2,3}`: a PostgreSQL array literal of integers, sent as one text parameter. */
export function intArray(values: readonly number[]): string {
  return `{${values.join(",")}}`;
}

/**
 * The keys as the relation `alias(sensor_id, parameter_type, axis)`: three array parameters,
 * whatever the number of series, on both drivers.
 */
export function keysRelation(keys: readonly SeriesKey[], alias: string) {
  return sql`unnest(${intArray(keys.map((k) => k.sensorId))}::int[],
    ${intArray(keys.map((k) => k.parameterType))}::int2[],
    ${intArray(keys.map((k) => k.axis))}::int2[]) as ${sql.raw(alias)}(sensor_id, parameter_type, axis)`;
}

/** The keys as a subquery of (sensor_id, parameter_type, axis) tuples, for `(…) in (…)`. */
export function keyTuples(keys: readonly SeriesKey[]) {
  return sql`select k.sensor_id, k.parameter_type, k.axis from ${keysRelation(keys, "k")}`;
}

/** The value under `key`, made and stored when missing. */
export function entryIn<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/**
 * Creates the missing state rows of the series and locks them all, in key order, for the rest of
 * the transaction (a second process waits here and then sees this one's last_ts).
 */
export async function lockStates(tx: Tx, keys: readonly SeriesKey[]): Promise<Map<string, LockedState>> {
  const initial = JSON.stringify(stateToJson(initialSeriesState()));
  await tx.execute(sql`insert into ${zoneEvaluatorState} (sensor_id, parameter_type, axis, state)
    select k.sensor_id, k.parameter_type, k.axis, ${initial}::jsonb from ${keysRelation(keys, "k")}
    order by 1, 2, 3
    on conflict do nothing`);
  const rows = rowsOf<{
    sensor_id: number;
    parameter_type: number;
    axis: number;
    state: Record<string, unknown>;
    zones_changed: boolean;
  }>(
    await tx.execute(sql`select st.sensor_id, st.parameter_type, st.axis, st.state,
        st.zones_version is distinct from z.updated_at as zones_changed
      from ${zoneEvaluatorState} st
      left join ${sensorLevelZones} z
        on z.sensor_id = st.sensor_id and z.parameter_type = st.parameter_type and z.axis = st.axis
      where (st.sensor_id, st.parameter_type, st.axis) in (${keyTuples(keys)})
      order by st.sensor_id, st.parameter_type, st.axis
      for update of st`),
  );
  return new Map(
    rows.map((r) => [
      seriesId({
        sensorId: Number(r.sensor_id),
        parameterType: Number(r.parameter_type),
        axis: Number(r.axis),
      }),
      { state: stateFromJson(r.state), zonesChanged: r.zones_changed === true },
    ]),
  );
}

export interface SavedState {
  key: SeriesKey;
  state: SeriesState;
  /** The last reading consumed; null: none, last_ts stays. */
  lastTs: string | null;
}

/**
 * What saves every series' state, last_ts (when it consumed readings) and zones version, creating
 * the state rows of series judged for the first time: the common table expressions of one statement
 * (data-modifying ones run whether read or not), on their own (saveStates) or beside the alarms of
 * the evaluation's write (alarm-ledger.ts). Call it with the series' zones rows locked
 * (series-locks.ts), so no one else writes these rows meanwhile.
 */
export function saveStatesSql(saved: readonly SavedState[]) {
  const now = new Date().toISOString();
  const json = JSON.stringify(
    saved.map(({ key, state, lastTs }) => ({
      sensor_id: key.sensorId,
      parameter_type: key.parameterType,
      axis: key.axis,
      state: stateToJson(state),
      last_ts: lastTs,
    })),
  );
  // An update of the rows there are and an insert of the others (no ON CONFLICT: the zones locks
  // keep everyone else from creating them meanwhile, and an update costs less than an upsert).
  return sql`state_rows as (
      select u.sensor_id, u.parameter_type, u.axis, u.state, u.last_ts, z.updated_at as zones_version
      from jsonb_to_recordset(${json}::jsonb)
          as u(sensor_id int, parameter_type int2, axis int2, state jsonb, last_ts timestamptz)
        join ${sensorLevelZones} z
          on z.sensor_id = u.sensor_id and z.parameter_type = u.parameter_type and z.axis = u.axis
    ), state_updated as (
      update ${zoneEvaluatorState} st set
        state = u.state,
        last_ts = coalesce(u.last_ts, st.last_ts),
        zones_version = u.zones_version,
        updated_at = ${now}::timestamptz
      from state_rows u
      where st.sensor_id = u.sensor_id and st.parameter_type = u.parameter_type and st.axis = u.axis
      returning st.sensor_id, st.parameter_type, st.axis
    ), state_inserted as (
      insert into ${zoneEvaluatorState}
        (sensor_id, parameter_type, axis, state, last_ts, zones_version, updated_at)
      select u.sensor_id, u.parameter_type, u.axis, u.state, u.last_ts, u.zones_version, ${now}::timestamptz
      from state_rows u
      where not exists (select 1 from state_updated d
        where d.sensor_id = u.sensor_id and d.parameter_type = u.parameter_type and d.axis = u.axis)
      order by 1, 2, 3
    )`;
}

/** Saves every series' state in one statement (saveStatesSql). */
export async function saveStates(tx: Tx, saved: readonly SavedState[]): Promise<void> {
  if (saved.length === 0) return;
  await tx.execute(sql`with ${saveStatesSql(saved)} select 1`);
}
