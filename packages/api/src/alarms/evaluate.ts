/**
 * Level evaluation (issue 7): every stored reading of a series (sensor, parameter type, axis) that
 * has a sensor_level_zones row goes through the dsp zone evaluator (packages/dsp zones.ts) with
 * that row's threshold settings, exactly once.
 *
 * EXACTLY ONCE. A series is evaluated in one transaction per batch of readings that
 *   1. locks the zones row (FOR SHARE: the rules cannot change under us; lock order zones → state →
 *      alarms, the same as acknowledge-with-rebaseline's),
 *   2. creates the series' zone_evaluator_state row if missing and locks it (FOR UPDATE: a second
 *      process waits here and then sees the first one's last_ts),
 *   3. reads the stored readings with ts > last_ts in time order (at most EVALUATION_BATCH),
 *   4. steps the state machine, raises and clears alarm rows, hands the changes to alarmsChanged,
 *   5. saves the state with last_ts = the last reading's ts.
 * A crash anywhere leaves all of it or none of it; a restart resumes after last_ts; a batch a gateway
 * sends again inserts no reading (ON CONFLICT DO NOTHING on the readings' key) and so is never judged
 * twice; and raising an alarm already open is a no-op (records.ts), so even a lost state could not
 * raise an alarm twice.
 *
 * LATE READINGS. A reading older than its series' last_ts when it arrives (a gateway's backlog
 * interleaved with newer data) is stored and charted but never evaluated: the state machine has moved
 * past its time, and re-running history would raise and clear alarms after the fact. Readings taken
 * before the zones row was created are not judged either (ts > greatest(last_ts, zones.created_at)):
 * new zones on a sensor with months of history judge what comes next, not the past.
 *
 * ZONES AND AXES. A zones row judges the readings of exactly its (sensor, parameter type, axis):
 * issue 6 stores zones per reported axis (velocity on X, Y and Z each) and axis 0 for single-axis
 * quantities such as temperature, the same key readings carry.
 *
 * ZONE CHANGES. When the zones row's updated_at differs from the state's zones_version (a manual
 * edit, a re-baseline) the series' open level alarms clear with cause "zones_changed" and the
 * latches restart from the next reading (last_ts and the machine's running state are kept). resetSeries does the same on demand
 * (acknowledge with re-baseline: cause "rebaseline"). A zones row whose settings do not resolve to
 * valid rules judges nothing; its readings are passed over (last_ts advances) so that fixing the row
 * judges what comes next rather than the backlog.
 */
import { type Database, rowsOf, schema } from "@plantwise/db";
import { type AlarmKind, initialZoneState, stepZones, type ZoneEvent } from "@plantwise/dsp";
import { ParameterType, SENSOR_OFFLINE_AFTER_MS } from "@plantwise/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../jobs/runner";
import { type AlarmChange, alarmsChanged } from "./events";
import {
  initialSeriesState,
  LEVEL_ALERT_TYPE_IDS,
  LEVEL_ALERT_TYPES,
  levelAlertRule,
  type SeriesState,
  stateFromJson,
  stateToJson,
  type ZoneRow,
  zoneRulesOf,
} from "./level-rules";
import { alertTypeIn, clearAlarms, raiseAlarm } from "./records";
import { runSettings, stepRunning } from "./running";

const { alarms, sensorLevelZones, sensors, zoneEvaluatorState } = schema;

export interface SeriesKey {
  sensorId: number;
  parameterType: number;
  axis: number;
}

/** Readings evaluated per transaction: bounded so one transaction stays short. */
export const EVALUATION_BATCH = 500;

function zoneWhere(key: SeriesKey) {
  return and(
    eq(sensorLevelZones.sensor_id, key.sensorId),
    eq(sensorLevelZones.parameter_type, key.parameterType),
    eq(sensorLevelZones.axis, key.axis),
  );
}

function stateWhere(key: SeriesKey) {
  return and(
    eq(zoneEvaluatorState.sensor_id, key.sensorId),
    eq(zoneEvaluatorState.parameter_type, key.parameterType),
    eq(zoneEvaluatorState.axis, key.axis),
  );
}

function seriesAlarms(key: SeriesKey) {
  return and(
    eq(alarms.sensor_id, key.sensorId),
    eq(alarms.parameter_type, key.parameterType),
    eq(alarms.axis, key.axis),
    alertTypeIn(LEVEL_ALERT_TYPE_IDS),
  );
}

/** The zones row's updated_at, read in SQL so the stored version keeps its microseconds. */
function zonesVersionOf(key: SeriesKey) {
  return sql`(select ${sensorLevelZones.updated_at} from ${sensorLevelZones} where ${zoneWhere(key)})`;
}

interface LockedState {
  state: SeriesState;
  /** The zones row changed (or is gone) since the state was built. */
  zonesChanged: boolean;
}

/** Creates the state row if missing and locks it for the rest of the transaction. */
async function lockState(tx: Tx, key: SeriesKey): Promise<LockedState> {
  await tx
    .insert(zoneEvaluatorState)
    .values({
      sensor_id: key.sensorId,
      parameter_type: key.parameterType,
      axis: key.axis,
      state: stateToJson(initialSeriesState()),
    })
    .onConflictDoNothing();
  const [row] = await tx
    .select({
      state: zoneEvaluatorState.state,
      zonesChanged: sql<boolean>`${zoneEvaluatorState.zones_version} is distinct from ${zonesVersionOf(key)}`,
    })
    .from(zoneEvaluatorState)
    .where(stateWhere(key))
    .for("update");
  return { state: stateFromJson(row!.state), zonesChanged: row!.zonesChanged === true };
}

/**
 * Clears the series' open level alarms at `at` and returns the restarted state: every latch and
 * run count starts over from the next reading (last_ts is kept), while what the state knows of the
 * machine (running since when, stopped since when) stays, so editing the zones of a running machine
 * does not start a new warm-up.
 */
async function restart(
  tx: Tx,
  key: SeriesKey,
  state: SeriesState,
  at: Date,
  cause: "zones_changed" | "rebaseline",
  changes: AlarmChange[],
): Promise<SeriesState> {
  changes.push(...(await clearAlarms(tx, seriesAlarms(key)!, at, cause)));
  return { zone: { ...state.zone, latches: initialZoneState().latches }, run: state.run };
}

/**
 * Clears the series' open level alarms with `cause` and restarts its evaluation from the next
 * reading on the current zones (helper of acknowledge with re-baseline). Call it after changing the
 * zones row in the same transaction; it takes the state lock, so it waits for an evaluation in
 * flight. Returns the changes it already handed to alarmsChanged.
 */
export async function resetSeries(
  tx: Tx,
  sensorId: number,
  parameterType: number,
  axis: number,
  cause: "rebaseline" | "zones_changed",
  at: Date = new Date(),
): Promise<AlarmChange[]> {
  const key = { sensorId, parameterType, axis };
  await tx.select({ id: sensorLevelZones.id }).from(sensorLevelZones).where(zoneWhere(key)).for("share");
  const locked = await lockState(tx, key);
  const changes: AlarmChange[] = [];
  const state = await restart(tx, key, locked.state, at, cause, changes);
  await tx
    .update(zoneEvaluatorState)
    .set({ state: stateToJson(state), zones_version: zonesVersionOf(key), updated_at: new Date() })
    .where(stateWhere(key));
  await alarmsChanged(tx, changes);
  return changes;
}

interface ReadingRow {
  ts: string;
  ms: number;
  value: number;
  run_level: number | null;
}

/**
 * The series' unevaluated readings in time order, each with the sensor's run level at its time
 * (running.ts): per axis the latest velocity reading at or before it, no older than the offline
 * limit, the highest of those.
 *
 * Two queries, whatever the number of readings: the pending readings, then the sensor's velocity
 * readings that can set a run level for them (per axis the latest at or before the first pending
 * reading, within the limit, and every one up to the last pending reading), merged in time order
 * here (withRunLevels). A catch-up of EVALUATION_BATCH readings costs four index probes and one
 * range scan instead of four probes per reading.
 */
async function pendingReadings(tx: Tx, key: SeriesKey, limit: number): Promise<ReadingRow[]> {
  const pending = rowsOf<{ ts: string; ms: number; value: number }>(
    await tx.execute(sql`select r.ts::text as ts, (extract(epoch from r.ts) * 1000)::float8 as ms, r.value
      from sensor_readings r
      where r.sensor_id = ${key.sensorId} and r.parameter_type = ${key.parameterType} and r.axis = ${key.axis}
        and r.ts > (select greatest(st.last_ts, z.created_at)
          from ${zoneEvaluatorState} st, ${sensorLevelZones} z
          where st.sensor_id = ${key.sensorId} and st.parameter_type = ${key.parameterType} and st.axis = ${key.axis}
            and z.sensor_id = ${key.sensorId} and z.parameter_type = ${key.parameterType} and z.axis = ${key.axis})
      order by r.ts
      limit ${limit}`),
  );
  const first = pending[0];
  const last = pending.at(-1);
  if (!first || !last) return [];
  const velocity = rowsOf<{ axis: number; ms: number; value: number }>(
    await tx.execute(sql`select v.axis, v.ms, v.value from (
        select ax.axis, lv.ms, lv.value
        from (values (0::int2), (1::int2), (2::int2), (3::int2)) as ax(axis)
        cross join lateral (
          select (extract(epoch from s.ts) * 1000)::float8 as ms, s.value from sensor_readings s
          where s.sensor_id = ${key.sensorId} and s.parameter_type = ${ParameterType.velocity_rms}
            and s.axis = ax.axis and s.ts <= ${first.ts}::timestamptz
            and s.ts > ${first.ts}::timestamptz - ${SENSOR_OFFLINE_AFTER_MS} * interval '1 millisecond'
          order by s.ts desc limit 1) lv
        union all
        select s.axis, (extract(epoch from s.ts) * 1000)::float8, s.value from sensor_readings s
        where s.sensor_id = ${key.sensorId} and s.parameter_type = ${ParameterType.velocity_rms}
          and s.axis between 0 and 3
          and s.ts > ${first.ts}::timestamptz and s.ts <= ${last.ts}::timestamptz
      ) v order by v.ms`),
  );
  return withRunLevels(
    pending.map((r) => ({ ts: r.ts, ms: Number(r.ms), value: Number(r.value) })),
    velocity.map((v) => ({ axis: Number(v.axis), ms: Number(v.ms), value: Number(v.value) })),
  );
}

/**
 * Each reading's run level from the velocity readings (both in time order): per axis the latest
 * velocity at or before the reading, no older than SENSOR_OFFLINE_AFTER_MS, the highest of those;
 * null when no axis has one.
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

/** One transaction's worth of a series: the number of readings it consumed (0: caught up). */
async function evaluateBatch(tx: Tx, key: SeriesKey, limit: number): Promise<number> {
  const [zone] = await tx.select().from(sensorLevelZones).where(zoneWhere(key)).for("share");
  if (!zone) return 0;
  const [sensor] = await tx
    .select({
      company_id: sensors.company_id,
      plant_id: sensors.plant_id,
      equipment_item_id: sensors.equipment_item_id,
      run_threshold: sensors.run_threshold,
    })
    .from(sensors)
    .where(eq(sensors.id, key.sensorId));
  if (!sensor) return 0;
  const changes: AlarmChange[] = [];
  const locked = await lockState(tx, key);
  let state = locked.state;
  if (locked.zonesChanged) state = await restart(tx, key, state, zone.updated_at, "zones_changed", changes);

  const readings = await pendingReadings(tx, key, limit);
  const rules = zoneRulesOf(zone);
  if (!("invalid" in rules)) {
    const run = runSettings(
      sensor.run_threshold,
      zone.further_below_run_rate_percent,
      zone.stop_time_minutes,
    );
    for (const r of readings) {
      const value = Number(r.value);
      const ms = Number(r.ms);
      const level = r.run_level === null ? null : Number(r.run_level);
      const runState = stepRunning(run, state.run, ms, level);
      const step = stepZones(rules, state.zone, { timeMs: ms, value, running: runState.running });
      state = { zone: step.state, run: runState };
      for (const event of step.events) {
        changes.push(
          ...(await applyEvent(tx, key, zone, sensor, event, levelAlertRule(rules, event.kind, zone))),
        );
      }
    }
  }
  const last = readings.at(-1);
  await tx
    .update(zoneEvaluatorState)
    .set({
      state: stateToJson(state),
      ...(last ? { last_ts: sql`${last.ts}::timestamptz` } : {}),
      zones_version: zonesVersionOf(key),
      updated_at: new Date(),
    })
    .where(stateWhere(key));
  await alarmsChanged(tx, changes);
  return readings.length;
}

async function applyEvent(
  tx: Tx,
  key: SeriesKey,
  zone: ZoneRow,
  sensor: { company_id: number; plant_id: number; equipment_item_id: number | null },
  event: ZoneEvent,
  rule: Record<string, unknown>,
): Promise<AlarmChange[]> {
  const alertType = LEVEL_ALERT_TYPES[event.kind as AlarmKind];
  const at = new Date(event.timeMs);
  if (event.action === "cleared") {
    return clearAlarms(tx, and(seriesAlarms(key), eq(alarms.alert_type, alertType))!, at, event.cause);
  }
  return raiseAlarm(tx, {
    company_id: sensor.company_id,
    plant_id: sensor.plant_id,
    sensor_id: key.sensorId,
    equipment_item_id: sensor.equipment_item_id,
    parameter_type: zone.parameter_type,
    axis: zone.axis,
    alert_type: alertType,
    alert_rule: rule,
    value: event.value,
    created_at: at,
  });
}

/** Evaluates one series until it is caught up; returns the readings consumed. */
export async function evaluateSeries(
  db: Database,
  key: SeriesKey,
  options: { batch?: number } = {},
): Promise<number> {
  const limit = options.batch ?? EVALUATION_BATCH;
  let total = 0;
  for (;;) {
    const n = await db.transaction((tx) => evaluateBatch(tx, key, limit));
    total += n;
    if (n < limit) return total;
  }
}

/**
 * Series that need evaluating: a reading newer than where their evaluation stands, or zones changed
 * since. All of them (the sweep, which catches up after a crash between storing a batch and
 * evaluating it), or those among `touched` (an ingest batch: a resent batch or a gateway's backlog
 * of readings older than the zones then costs one query, not a transaction per series).
 */
export async function dueSeries(db: Database, touched?: readonly SeriesKey[]): Promise<SeriesKey[]> {
  if (touched?.length === 0) return [];
  const sensorIds = touched ? [...new Set(touched.map((k) => k.sensorId))] : null;
  const rows = rowsOf<{ sensor_id: number; parameter_type: number; axis: number }>(
    await db.execute(sql`select z.sensor_id, z.parameter_type, z.axis
      from ${sensorLevelZones} z
      join ${sensors} s on s.id = z.sensor_id and not s.is_archived
      left join ${zoneEvaluatorState} st
        on st.sensor_id = z.sensor_id and st.parameter_type = z.parameter_type and st.axis = z.axis
      where (st.zones_version is distinct from z.updated_at
        or exists (select 1 from sensor_readings r
          where r.sensor_id = z.sensor_id and r.parameter_type = z.parameter_type and r.axis = z.axis
            and r.ts > greatest(st.last_ts, z.created_at)))
        ${sensorIds ? sql`and z.sensor_id = any(${`{${sensorIds.join(",")}}`}::int[])` : sql``}
      order by z.sensor_id, z.parameter_type, z.axis`),
  );
  const keys = rows.map((r) => ({
    sensorId: Number(r.sensor_id),
    parameterType: Number(r.parameter_type),
    axis: Number(r.axis),
  }));
  if (!touched) return keys;
  const wanted = new Set(touched.map((k) => `${k.sensorId}:${k.parameterType}:${k.axis}`));
  return keys.filter((k) => wanted.has(`${k.sensorId}:${k.parameterType}:${k.axis}`));
}

/**
 * Level alarms left open on a series whose zones row was deleted: nothing would ever clear them.
 * Cleared at `now` with cause "zones_changed".
 */
export async function clearOrphanLevelAlarms(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const changes = await clearAlarms(
      tx,
      and(
        alertTypeIn(LEVEL_ALERT_TYPE_IDS),
        sql`${alarms.sensor_id} is not null`,
        sql`not exists (select 1 from ${sensorLevelZones} z where z.sensor_id = ${alarms.sensor_id}
          and z.parameter_type = ${alarms.parameter_type} and z.axis = ${alarms.axis})`,
      )!,
      now,
      "zones_changed",
    );
    await alarmsChanged(tx, changes);
    return changes.length;
  });
}

/** Evaluates each series; one failing series is logged and left for the next sweep. */
export async function evaluateSeriesList(db: Database, keys: readonly SeriesKey[]): Promise<void> {
  for (const key of keys) {
    try {
      await evaluateSeries(db, key);
    } catch (error) {
      console.error(
        `[alarms] evaluation of sensor ${key.sensorId} parameter ${key.parameterType} axis ${key.axis} failed`,
        error,
      );
    }
  }
}
