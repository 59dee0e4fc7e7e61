/**
 * Alarms about the devices themselves: battery and signal from a sensor's status, sensor
 * and controller offline from silence. None has a parameter type (the alarm is about the device).
 *
 * BATTERY AND SIGNAL. Both are 0–100 % as ingest stores them (the gateway's status `rssi` and
 * `battery`, validated 0–100, kept as readings of parameters 13 and 14 and on the sensor row) and as
 * the web's indicator shows them, so indicatorLevel applies to the stored value as is. Like the
 * level zones' warning and alarm, the two alarms of one indicator are independent thresholds:
 * the warning (battery_low, signal_low) is open while the indicator is "low" or "none" (below 66),
 * the alarm (battery_critical, signal_lost) while it is "none" (below 40); recovering above a
 * threshold by INDICATOR_HYSTERESIS points clears its alarm (cause "recovered"); in between, the
 * alarm stays as it is, so a value hovering at a threshold does not raise and clear every batch.
 * Judged on the sensor's latest reading by time
 * (not the latest batch: a gateway's backlog must not undo a newer status), raised and cleared at
 * that reading's time. Battery counts for battery-powered sensors only.
 *
 * OFFLINE. A sensor (not archived or inactive, in a live plant, that has reported at least once) is
 * offline when its last_seen_at is older than SENSOR_OFFLINE_AFTER_MS; a controller when its
 * last_seen_at is older than CONTROLLER_OFFLINE_AFTER_MS. A silent gateway silences all its sensors:
 * while the controller is offline its sensors raise no sensor_offline of their own (one alarm for one
 * cause, not one per sensor); they do once it is back and they still are not. Unattached sensors
 * cannot report and are not judged. The sweep (ticker "alarms.offline") raises at its `now` and
 * clears what is online again; the ingest hook clears at once when a device reports (cause "online").
 */
import { type Database, rowsOf, schema, type Tx } from "@plantwise/db";
import {
  AlertType,
  CONTROLLER_OFFLINE_AFTER_MS,
  type IndicatorLevel,
  indicatorLevel,
  ParameterType,
  PowerType,
  SENSOR_OFFLINE_AFTER_MS,
  SIGNAL_THRESHOLDS,
} from "@plantwise/shared";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { AlarmLedger } from "./alarm-ledger";
import { type AlarmChange, alarmsChanged } from "./events";
import { clearAlarms, raiseAlarm } from "./records";

const { alarms } = schema;

const intArray = (ids: readonly number[]) => `{${ids.join(",")}}`;

/** The open-alarm key of a device alarm, in the partial unique index's own terms (index lookup). */
function deviceAlarm(source: "sensor" | "controller", ids: readonly number[], alertType: number) {
  const sensorSide = source === "sensor" ? sql`= any(${intArray(ids)}::int[])` : sql`= 0`;
  const controllerSide = source === "controller" ? sql`= any(${intArray(ids)}::int[])` : sql`= 0`;
  return sql`coalesce(${alarms.sensor_id}, 0) ${sensorSide} and coalesce(${alarms.controller_id}, 0) ${controllerSide}
    and coalesce(${alarms.parameter_type}, 0) = 0 and ${alarms.axis} = 0 and ${alarms.alert_type} = ${alertType}`;
}

/** An open alarm `a` of the device `id` (a column of the outer query) already exists. */
function openDeviceAlarm(source: "sensor" | "controller", id: SQL, alertType: number) {
  const sensorId = source === "sensor" ? id : sql`0`;
  const controllerId = source === "controller" ? id : sql`0`;
  return sql`coalesce(a.sensor_id, 0) = ${sensorId} and coalesce(a.controller_id, 0) = ${controllerId}
    and coalesce(a.parameter_type, 0) = 0 and a.axis = 0 and a.alert_type = ${alertType} and a.cleared_at is null`;
}

interface Indicator {
  parameter: number;
  /** Open while the indicator is "low" or "none". */
  warning: number;
  /** Open while the indicator is "none". */
  alarm: number;
  rule: string;
}

const INDICATORS: readonly Indicator[] = [
  {
    parameter: ParameterType.battery,
    warning: AlertType.battery_low,
    alarm: AlertType.battery_critical,
    rule: "battery",
  },
  {
    parameter: ParameterType.signal_strength,
    warning: AlertType.signal_low,
    alarm: AlertType.signal_lost,
    rule: "signal",
  },
];

const WARNING_LEVELS: ReadonlySet<IndicatorLevel> = new Set(["low", "none"]);

interface StatusRow {
  id: number;
  company_id: number;
  plant_id: number;
  equipment_item_id: number | null;
  power_type: number;
  parameter_type: number;
  ms: number;
  value: number;
}

/**
 * Raises and clears battery and signal alarms of these sensors from their latest battery and
 * signal readings, in one transaction that locks the sensors' rows (in id order) so two batches of
 * one sensor judge one after the other. A fixed number of statements whatever the number of
 * sensors: the lock, the latest values, and the alarms' write (alarm-ledger.ts: a raise of an open
 * alarm and a clear of a closed one change nothing, as one statement each did).
 */
export async function evaluateDeviceStatus(db: Database, sensorIds: readonly number[]): Promise<number> {
  const ids = [...new Set(sensorIds)].sort((a, b) => a - b);
  if (ids.length === 0) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select id from sensors where id = any(${intArray(ids)}::int[]) order by id for update`,
    );
    const rows = rowsOf<StatusRow>(
      await tx.execute(sql`select s.id, s.company_id, s.plant_id, s.equipment_item_id, s.power_type,
          p.parameter_type, (extract(epoch from r.ts) * 1000)::float8 as ms, r.value
        from sensors s
        cross join (values (${ParameterType.battery}::int2), (${ParameterType.signal_strength}::int2)) as p(parameter_type)
        cross join lateral (select ts, value from sensor_readings
          where sensor_id = s.id and parameter_type = p.parameter_type and axis = 0
          order by ts desc limit 1) r
        where s.id = any(${intArray(ids)}::int[])
        order by s.id, p.parameter_type`),
    );
    const ledger = new AlarmLedger([]);
    for (const row of rows) {
      const indicator = INDICATORS.find((i) => i.parameter === Number(row.parameter_type))!;
      if (indicator.parameter === ParameterType.battery && Number(row.power_type) !== PowerType.BATTERY)
        continue;
      judgeIndicator(ledger, indicator, row);
    }
    const changes = await ledger.write(tx);
    await alarmsChanged(tx, changes);
    return changes.length;
  });
}

/**
 * Points above its threshold a value must reach to clear an indicator alarm. A signal hovering at
 * the threshold (64, 67, 65 …) would otherwise raise and clear every batch, and mail every raise.
 */
export const INDICATOR_HYSTERESIS = 5;

function judgeIndicator(ledger: AlarmLedger, indicator: Indicator, row: StatusRow): void {
  const value = Number(row.value);
  const at = Number(row.ms);
  const level = indicatorLevel(value);
  for (const [alertType, open, below] of [
    [indicator.warning, WARNING_LEVELS.has(level), SIGNAL_THRESHOLDS.moderate],
    [indicator.alarm, level === "none", SIGNAL_THRESHOLDS.low],
  ] as const) {
    if (!open && value < below + INDICATOR_HYSTERESIS) continue; // in the dead band: as it was
    const slot = {
      sensor_id: row.id,
      controller_id: null,
      parameter_type: null,
      axis: 0,
      alert_type: alertType,
    };
    if (open) {
      ledger.raise({
        ...slot,
        company_id: row.company_id,
        plant_id: row.plant_id,
        equipment_item_id: row.equipment_item_id,
        alert_rule: { rule: indicator.rule, below, unit: "%" },
        value,
        createdMs: at,
      });
    } else {
      ledger.clear(slot, at, "recovered", { stored: true });
    }
  }
}

/**
 * A gateway just reported, for these sensors: clears its controller_offline, and the sensor_offline
 * of those sensors that are online again (last_seen_at within the limit: a backlog of old readings
 * does not make a sensor online).
 */
export async function clearOnReport(
  db: Database,
  controllerId: number,
  sensorIds: readonly number[],
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const changes = await clearAlarms(
      tx,
      deviceAlarm("controller", [controllerId], AlertType.controller_offline),
      now,
      "online",
    );
    if (sensorIds.length > 0) {
      changes.push(
        ...(await clearAlarms(
          tx,
          and(deviceAlarm("sensor", sensorIds, AlertType.sensor_offline), onlineSensor(now))!,
          now,
          "online",
        )),
      );
    }
    await alarmsChanged(tx, changes);
    return changes.length;
  });
}

/**
 * Whether clearOnReport would clear anything: an open controller_offline of the gateway, or an open
 * sensor_offline of one of the sensors that is online. A condition, so that the ingest hook asks it
 * in the statement it runs anyway and opens clearOnReport's transaction only when there is work.
 */
export function clearsOnReport(controllerId: number, sensorIds: readonly number[], now: Date): SQL {
  const sensorSide =
    sensorIds.length === 0
      ? sql`false`
      : sql`exists (select 1 from ${alarms} where ${alarms.cleared_at} is null
          and ${deviceAlarm("sensor", sensorIds, AlertType.sensor_offline)} and ${onlineSensor(now)})`;
  return sql`(exists (select 1 from ${alarms} where ${alarms.cleared_at} is null
      and ${deviceAlarm("controller", [controllerId], AlertType.controller_offline)})
    or ${sensorSide})`;
}

function onlineSensor(now: Date) {
  const since = new Date(now.getTime() - SENSOR_OFFLINE_AFTER_MS).toISOString();
  return sql`exists (select 1 from sensors s where s.id = ${alarms.sensor_id}
    and s.last_seen_at >= ${since}::timestamptz)`;
}

interface SilentRow {
  id: number;
  company_id: number;
  plant_id: number;
  equipment_item_id: number | null;
  last_seen_ms: number;
}

/**
 * The offline sweep at `now`: raises controller_offline and sensor_offline for devices silent past
 * their limit, clears those that are online again, and clears every open alarm of archived sensors
 * and gateways and the offline alarm of inactive sensors (cause "retired"). One transaction.
 */
export async function sweepOffline(db: Database, now: Date): Promise<number> {
  const sensorSince = new Date(now.getTime() - SENSOR_OFFLINE_AFTER_MS).toISOString();
  const controllerSince = new Date(now.getTime() - CONTROLLER_OFFLINE_AFTER_MS).toISOString();
  return db.transaction(async (tx) => {
    const changes: AlarmChange[] = [];
    const silentControllers = rowsOf<SilentRow>(
      await tx.execute(sql`select c.id, c.company_id, c.plant_id, null as equipment_item_id,
          (extract(epoch from c.last_seen_at) * 1000)::float8 as last_seen_ms
        from controllers c
        join companies co on co.id = c.company_id and co.archived_at is null
        join plants p on p.id = c.plant_id and p.archived_at is null
        where not c.is_archived and c.last_seen_at < ${controllerSince}::timestamptz
          and not exists (select 1 from alarms a where ${openDeviceAlarm("controller", sql`c.id`, AlertType.controller_offline)})
        order by c.id`),
    );
    for (const c of silentControllers) {
      changes.push(
        ...(await raiseOffline(
          tx,
          "controller",
          c,
          now,
          CONTROLLER_OFFLINE_AFTER_MS,
          AlertType.controller_offline,
        )),
      );
    }
    const silentSensors = rowsOf<SilentRow>(
      await tx.execute(sql`select s.id, s.company_id, s.plant_id, s.equipment_item_id,
          (extract(epoch from s.last_seen_at) * 1000)::float8 as last_seen_ms
        from sensors s
        join controllers c on c.id = s.controller_id and not c.is_archived
          and c.last_seen_at >= ${controllerSince}::timestamptz
        join companies co on co.id = s.company_id and co.archived_at is null
        join plants p on p.id = s.plant_id and p.archived_at is null
        where not s.is_archived and not s.is_inactive and s.last_seen_at < ${sensorSince}::timestamptz
          and not exists (select 1 from alarms a where ${openDeviceAlarm("sensor", sql`s.id`, AlertType.sensor_offline)})
        order by s.id`),
    );
    for (const s of silentSensors) {
      changes.push(
        ...(await raiseOffline(tx, "sensor", s, now, SENSOR_OFFLINE_AFTER_MS, AlertType.sensor_offline)),
      );
    }
    changes.push(
      ...(await clearAlarms(
        tx,
        sql`${alarms.alert_type} = ${AlertType.controller_offline} and exists (select 1 from controllers c
          where c.id = ${alarms.controller_id} and c.last_seen_at >= ${controllerSince}::timestamptz)`,
        now,
        "online",
      )),
      ...(await clearAlarms(
        tx,
        and(eq(alarms.alert_type, AlertType.sensor_offline), onlineSensor(now))!,
        now,
        "online",
      )),
      // An archived device reports no more (ingest refuses it): nothing would ever clear its open
      // alarms, and they would keep its item's health red. They clear, whatever their kind. An
      // inactive sensor is not judged offline, so its offline alarm clears too.
      ...(await clearAlarms(
        tx,
        sql`(exists (select 1 from sensors s where s.id = ${alarms.sensor_id}
              and (s.is_archived or (s.is_inactive and ${alarms.alert_type} = ${AlertType.sensor_offline})))
          or exists (select 1 from controllers c where c.id = ${alarms.controller_id} and c.is_archived))`,
        now,
        "retired",
      )),
    );
    await alarmsChanged(tx, changes);
    return changes.length;
  });
}

function raiseOffline(
  tx: Tx,
  source: "sensor" | "controller",
  row: SilentRow,
  now: Date,
  afterMs: number,
  alertType: number,
): Promise<AlarmChange[]> {
  const lastSeenMs = Number(row.last_seen_ms);
  return raiseAlarm(tx, {
    company_id: row.company_id,
    plant_id: row.plant_id,
    sensor_id: source === "sensor" ? row.id : null,
    controller_id: source === "controller" ? row.id : null,
    equipment_item_id: row.equipment_item_id,
    alert_type: alertType,
    alert_rule: {
      rule: "offline",
      after_minutes: afterMs / 60_000,
      last_seen_at: new Date(lastSeenMs).toISOString(),
    },
    /** Minutes silent when detected. */
    value: Math.floor((now.getTime() - lastSeenMs) / 60_000),
    created_at: now,
  });
}
