/**
 * Level evaluation: every stored reading of a series (sensor, parameter type, axis) that
 * has a sensor_level_zones row goes through the dsp zone evaluator (packages/dsp zones.ts) with
 * that row's threshold settings, exactly once.
 *
 * EXACTLY ONCE. A set of series (the ones an ingest batch touched, or a slice of the sweep's) is
 * evaluated in one transaction per round of readings that
 *   1. locks the series' zones rows (FOR NO KEY UPDATE, in key order: every writer of a series'
 *      state holds it, so a second evaluation waits here and then sees the first one's last_ts, and
 *      the rules cannot change under us; lock order zones → state → alarms, the same as
 *      acknowledge-with-rebaseline's),
 *   2. reads, under those locks, each series' zones, state and stored readings with ts > last_ts in
 *      time order (at most EVALUATION_BATCH) with the machine's run level at each (series-locks.ts),
 *   3. steps each series' state machine and gathers the alarms it raises and clears (alarm-ledger.ts),
 *   4. writes those alarms and every changed state (last_ts = its last reading's ts, the row created
 *      on a series' first round) in one statement, and hands the changes to alarmsChanged.
 * Each step is one statement for the whole set, so a gateway's post of one reading per series costs
 * what one series does (pnpm bench: the gateway-sized run; evaluation-statements.test.ts).
 * A crash anywhere leaves all of it or none of it; a restart resumes after last_ts; a batch a gateway
 * sends again inserts no reading (ingest skips the readings already stored) and so is never judged
 * twice; and raising an alarm already open is a no-op (the one-open-alarm index), so even a lost
 * state could not raise an alarm twice.
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
 * latches restart from the next reading (last_ts and the machine's running state are kept).
 * resetSeries does the same on demand (acknowledge with re-baseline: cause "rebaseline"). A zones row whose settings do not resolve to
 * valid rules judges nothing; its readings are passed over (last_ts advances) so that fixing the row
 * judges what comes next rather than the backlog.
 */
import { type Database, rowsOf, schema, type Tx } from "@plantwise/db";
import { ALARM_KINDS, initialZoneState, stepZones } from "@plantwise/dsp";
import { and, eq, sql } from "drizzle-orm";
import { zoneOfSeries } from "../signals/service";
import { AlarmLedger } from "./alarm-ledger";
import { type AlarmChange, alarmsChanged } from "./events";
import {
  LEVEL_ALERT_TYPE_IDS,
  LEVEL_ALERT_TYPES,
  levelAlertRule,
  type SeriesState,
  zoneRulesOf,
} from "./level-rules";
import { alertTypeIn, clearAlarms } from "./records";
import { runSettings, stepRunning } from "./running";
import { lockSeries } from "./series-locks";
import {
  keyTuples,
  lockStates,
  type SavedState,
  type SeriesKey,
  saveStates,
  saveStatesSql,
  seriesId,
} from "./series-state";

export type { SeriesKey };

const { alarms, sensorLevelZones, sensors, zoneEvaluatorState } = schema;

/** Readings of a series evaluated per transaction: bounded so one transaction stays short. */
export const EVALUATION_BATCH = 500;

/**
 * Series evaluated together in one transaction: a gateway's batch (one reading of each of its
 * series) costs the same few statements as one series would.
 */
export const EVALUATION_SERIES = 500;

/**
 * Readings of all series together per transaction: a catch-up of many series takes fewer readings
 * of each a round (never fewer than one), so a round stays as short as EVALUATION_BATCH readings of
 * 100 series.
 */
export const EVALUATION_READINGS = 50_000;

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
 * The state after a restart: every latch and run count starts over from the next reading (last_ts
 * is kept), while what the state knows of the machine (running since when, stopped since when)
 * stays, so editing the zones of a running machine does not start a new warm-up.
 */
function restarted(state: SeriesState): SeriesState {
  return { zone: { ...state.zone, latches: initialZoneState().latches }, run: state.run };
}

/**
 * Clears the series' open level alarms with `cause` and restarts its evaluation from the next
 * reading on the current zones (helper of acknowledge with re-baseline). Call it after changing the
 * zones row in the same transaction; it locks the zones row and the state, so it waits for an
 * evaluation in flight (which holds the zones row). Returns the changes it already handed to
 * alarmsChanged.
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
  const changes = await clearAlarms(tx, seriesAlarms(key)!, at, cause);
  await saveStates(tx, [{ key, state: restarted(locked.state), lastTs: null }]);
  await alarmsChanged(tx, changes);
  return changes;
}

/**
 * One transaction's worth of a set of series, in a fixed number of statements whatever the set's
 * size or the alarms it raises and clears (module comment; the locks are taken in key order, as the
 * zone screens' bulk re-baseline updates zones rows, so two of these, or one and a re-baseline,
 * never deadlock): zones locked and the series read under the locks (series-locks.ts), then alarms
 * and states written together (alarm-ledger.ts), then alarmsChanged. Returns the readings each
 * series consumed (0 or absent: caught up).
 */
async function evaluateBatch(
  tx: Tx,
  keys: readonly SeriesKey[],
  limit: number,
): Promise<Map<string, number>> {
  const consumed = new Map<string, number>();
  const series = await lockSeries(tx, keys, limit);
  if (series.length === 0) return consumed;

  // A raised latch is an open alarm: the two are raised and cleared together (alarm-ledger.ts).
  const slot = (key: SeriesKey, alertType: number) => ({
    sensor_id: key.sensorId,
    controller_id: null,
    parameter_type: key.parameterType,
    axis: key.axis,
    alert_type: alertType,
  });
  const ledger = new AlarmLedger(
    series.flatMap(({ key, state }) =>
      ALARM_KINDS.filter((kind) => state.zone.latches?.[kind]?.raised).map((kind) =>
        slot(key, LEVEL_ALERT_TYPES[kind]),
      ),
    ),
  );
  const saved: SavedState[] = [];
  for (const { key, zone, sensor, state: locked, zonesChanged, readings } of series) {
    const id = seriesId(key);
    let state = locked;
    if (zonesChanged) {
      for (const type of LEVEL_ALERT_TYPE_IDS) {
        ledger.clear(slot(key, type), zone.updated_at.getTime(), "zones_changed", { stored: true });
      }
      state = restarted(state);
    }
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
          const alertType = LEVEL_ALERT_TYPES[event.kind];
          if (event.action === "cleared") {
            ledger.clear(slot(key, alertType), event.timeMs, event.cause);
            continue;
          }
          ledger.raise({
            ...slot(key, alertType),
            company_id: sensor.company_id,
            plant_id: sensor.plant_id,
            equipment_item_id: sensor.equipment_item_id,
            alert_rule: levelAlertRule(rules, event.kind, zone),
            value: event.value,
            createdMs: event.timeMs,
          });
        }
      }
    }
    consumed.set(id, readings.length);
    // Nothing judged and the zones as they were: the stored state is this one already.
    if (readings.length > 0 || zonesChanged) saved.push({ key, state, lastTs: readings.at(-1)?.ts ?? null });
  }
  await alarmsChanged(tx, await ledger.write(tx, saved.length > 0 ? saveStatesSql(saved) : null));
  return consumed;
}

/**
 * Evaluates the series together until each is caught up: one transaction a round, at most `limit`
 * readings a series each; a round's next set is the series that filled their limit. Returns the
 * readings consumed.
 */
async function evaluateSet(db: Database, keys: readonly SeriesKey[], batch: number): Promise<number> {
  let total = 0;
  let todo = keys;
  while (todo.length > 0) {
    const round = todo;
    const limit = Math.max(1, Math.min(batch, Math.floor(EVALUATION_READINGS / round.length)));
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
 * evaluating it), or those among `touched`.
 */
export async function dueSeries(db: Database, touched?: readonly SeriesKey[]): Promise<SeriesKey[]> {
  if (touched?.length === 0) return [];
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
        ${touched ? sql`and (z.sensor_id, z.parameter_type, z.axis) in (${keyTuples(touched)})` : sql``}
      order by z.sensor_id, z.parameter_type, z.axis`),
  );
  return seriesKeysOf(rows);
}

/** Series keys from rows of (sensor_id, parameter_type, axis). */
export function seriesKeysOf(
  rows: readonly { sensor_id: unknown; parameter_type: unknown; axis: unknown }[],
): SeriesKey[] {
  return rows.map((r) => ({
    sensorId: Number(r.sensor_id),
    parameterType: Number(r.parameter_type),
    axis: Number(r.axis),
  }));
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
