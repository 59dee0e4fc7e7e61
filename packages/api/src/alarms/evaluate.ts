/**
 * Level evaluation: every stored reading of a series (sensor, parameter type, axis) that
 * has a sensor_level_zones row goes through the dsp zone evaluator (packages/dsp zones.ts) with
 * that row's threshold settings, exactly once.
 *
 * EXACTLY ONCE. A set of series (the ones an ingest batch touched, or a slice of the sweep's) is
 * evaluated in one transaction per round of readings that
 *   1. locks the series' zones rows (FOR SHARE: the rules cannot change under us; lock order zones →
 *      state → alarms, the same as acknowledge-with-rebaseline's, and within each in key order),
 *   2. creates the series' zone_evaluator_state rows if missing and locks them (FOR UPDATE: a second
 *      process waits here and then sees the first one's last_ts),
 *   3. reads each series' stored readings with ts > last_ts in time order (at most EVALUATION_BATCH),
 *   4. steps each series' state machine, raises and clears alarm rows, hands the changes to
 *      alarmsChanged,
 *   5. saves every state with last_ts = its last reading's ts.
 * Each step is one statement for the whole set, so a gateway's post of one reading per series costs
 * what one series does (pnpm bench: the gateway-sized run).
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
 * zones are stored per reported axis (velocity on X, Y and Z each) and axis 0 for single-axis
 * quantities such as temperature, the same key readings carry.
 *
 * ZONE CHANGES. When the zones row's updated_at differs from the state's zones_version (a manual
 * edit, a re-baseline) the series' open level alarms clear with cause "zones_changed" and the
 * latches restart from the next reading (last_ts and the machine's running state are kept). resetSeries does the same on demand
 * (acknowledge with re-baseline: cause "rebaseline"). A zones row whose settings do not resolve to
 * valid rules judges nothing; its readings are passed over (last_ts advances) so that fixing the row
 * judges what comes next rather than the backlog.
 */
import { type Database, rowsOf, schema, type Tx } from "@plantwise/db";
import { type AlarmKind, initialZoneState, stepZones, type ZoneEvent } from "@plantwise/dsp";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { zoneOfSeries } from "../signals/service";
import { type AlarmChange, alarmsChanged } from "./events";
import {
  LEVEL_ALERT_TYPE_IDS,
  LEVEL_ALERT_TYPES,
  levelAlertRule,
  type SeriesState,
  type ZoneRow,
  zoneRulesOf,
} from "./level-rules";
import { pendingReadings } from "./pending-readings";
import { alertTypeIn, clearAlarms, raiseAlarm } from "./records";
import { runSettings, stepRunning } from "./running";
import { keyIn, lockStates, type SeriesKey, saveStates, seriesId } from "./series-state";

export type { SeriesKey };

const { alarms, sensorLevelZones, sensors, zoneEvaluatorState } = schema;

/** Readings of a series evaluated per transaction: bounded so one transaction stays short. */
export const EVALUATION_BATCH = 500;

/**
 * Series evaluated together in one transaction: a gateway's batch (one reading of each of its
 * series) costs the same few statements as one series would, and a catch-up stays bounded at
 * EVALUATION_SERIES × EVALUATION_BATCH readings a transaction.
 */
export const EVALUATION_SERIES = 100;

function zoneWhere(key: SeriesKey) {
  return zoneOfSeries({ sensor_id: key.sensorId, parameter_type: key.parameterType, axis: key.axis });
}

function seriesAlarms(key: SeriesKey) {
  return and(
    eq(alarms.sensor_id, key.sensorId),
    eq(alarms.parameter_type, key.parameterType),
    eq(alarms.axis, key.axis),
    alertTypeIn(LEVEL_ALERT_TYPE_IDS),
  );
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
  const locked = (await lockStates(tx, [key])).get(seriesId(key))!;
  const changes: AlarmChange[] = [];
  const state = await restart(tx, key, locked.state, at, cause, changes);
  await saveStates(tx, [{ key, state, lastTs: null }]);
  await alarmsChanged(tx, changes);
  return changes;
}

interface SensorRow {
  id: number;
  company_id: number;
  plant_id: number;
  equipment_item_id: number | null;
  run_threshold: number;
}

/**
 * One transaction's worth of a set of series, in a fixed number of statements whatever the set's
 * size (module comment; the locks are taken in key order, as the zone screens' bulk re-baseline
 * updates zones rows, so two of these, or one and a re-baseline, never deadlock). Only raising and
 * clearing an alarm costs a statement of its own, and those are rare. Returns the readings each
 * series consumed (0 or absent: caught up).
 */
async function evaluateBatch(
  tx: Tx,
  keys: readonly SeriesKey[],
  limit: number,
): Promise<Map<string, number>> {
  const consumed = new Map<string, number>();
  const zoneRows = await tx
    .select()
    .from(sensorLevelZones)
    .where(keyIn(sensorLevelZones, keys))
    .orderBy(
      asc(sensorLevelZones.sensor_id),
      asc(sensorLevelZones.parameter_type),
      asc(sensorLevelZones.axis),
    )
    .for("share");
  if (zoneRows.length === 0) return consumed;
  const sensorRows = await tx
    .select({
      id: sensors.id,
      company_id: sensors.company_id,
      plant_id: sensors.plant_id,
      equipment_item_id: sensors.equipment_item_id,
      run_threshold: sensors.run_threshold,
    })
    .from(sensors)
    .where(inArray(sensors.id, [...new Set(zoneRows.map((z) => z.sensor_id))]));
  const sensorById = new Map<number, SensorRow>(sensorRows.map((s) => [s.id, s]));
  const series = zoneRows
    .filter((zone) => sensorById.has(zone.sensor_id))
    .map((zone) => ({
      key: { sensorId: zone.sensor_id, parameterType: zone.parameter_type, axis: zone.axis },
      zone,
      sensor: sensorById.get(zone.sensor_id)!,
    }));
  if (series.length === 0) return consumed;
  const live = series.map((s) => s.key);
  const states = await lockStates(tx, live);

  const changes: AlarmChange[] = [];
  const saved: { key: SeriesKey; state: SeriesState; lastTs: string | null }[] = [];
  const readingsOf = await pendingReadings(tx, live, limit);
  for (const { key, zone, sensor } of series) {
    const id = seriesId(key);
    const locked = states.get(id)!;
    let state = locked.state;
    if (locked.zonesChanged) state = await restart(tx, key, state, zone.updated_at, "zones_changed", changes);
    const readings = readingsOf.get(id) ?? [];
    const rules = zoneRulesOf(zone);
    if (!("invalid" in rules)) {
      const run = runSettings(
        sensor.run_threshold,
        zone.further_below_run_rate_percent,
        zone.stop_time_minutes,
      );
      for (const r of readings) {
        const runState = stepRunning(run, state.run, r.ms, r.run_level);
        const step = stepZones(rules, state.zone, {
          timeMs: r.ms,
          value: r.value,
          running: runState.running,
        });
        state = { zone: step.state, run: runState };
        for (const event of step.events) {
          changes.push(
            ...(await applyEvent(tx, key, zone, sensor, event, levelAlertRule(rules, event.kind, zone))),
          );
        }
      }
    }
    consumed.set(id, readings.length);
    saved.push({ key, state, lastTs: readings.at(-1)?.ts ?? null });
  }
  await saveStates(tx, saved);
  await alarmsChanged(tx, changes);
  return consumed;
}

async function applyEvent(
  tx: Tx,
  key: SeriesKey,
  zone: ZoneRow,
  sensor: SensorRow,
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

/**
 * Evaluates the series together until each is caught up: one transaction a round, at most `limit`
 * readings a series each; a round's next set is the series that filled their limit. Returns the
 * readings consumed.
 */
async function evaluateSet(db: Database, keys: readonly SeriesKey[], limit: number): Promise<number> {
  let total = 0;
  let todo = keys;
  while (todo.length > 0) {
    const round = todo;
    const consumed = await db.transaction((tx) => evaluateBatch(tx, round, limit));
    for (const n of consumed.values()) total += n;
    todo = round.filter((key) => (consumed.get(seriesId(key)) ?? 0) >= limit);
  }
  return total;
}

/** Evaluates one series until it is caught up; returns the readings consumed. */
export async function evaluateSeries(
  db: Database,
  key: SeriesKey,
  options: { batch?: number } = {},
): Promise<number> {
  return evaluateSet(db, [key], options.batch ?? EVALUATION_BATCH);
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

/**
 * Evaluates the series, EVALUATION_SERIES to a transaction. A set whose transaction fails is judged
 * again one series at a time, so one series that cannot be judged (logged, and left for the next
 * sweep) holds up no other.
 */
export async function evaluateSeriesList(
  db: Database,
  keys: readonly SeriesKey[],
  options: { batch?: number } = {},
): Promise<void> {
  for (let i = 0; i < keys.length; i += EVALUATION_SERIES) {
    const chunk = keys.slice(i, i + EVALUATION_SERIES);
    try {
      await evaluateSet(db, chunk, options.batch ?? EVALUATION_BATCH);
    } catch (error) {
      if (chunk.length === 1) {
        const [key] = chunk;
        console.error(
          `[alarms] evaluation of sensor ${key!.sensorId} parameter ${key!.parameterType} axis ${key!.axis} failed`,
          error,
        );
      } else {
        for (const key of chunk) await evaluateSeriesList(db, [key], options);
      }
    }
  }
}
