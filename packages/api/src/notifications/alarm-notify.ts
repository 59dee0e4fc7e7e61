/**
 * Alarm fan-out: each raised, cleared or acknowledged alarm goes to the users who should
 * hear of it (recipients.ts), as an in-app notification when their real-time setting is on and as
 * an e-mail when their e-mail setting is on. It runs inside the transaction that changed the
 * alarm (alarms/events.ts), so a notification exists exactly when its alarm change does.
 *
 * Which changes are mailed: a raise, always (that is what e-mail is for: someone must look). A
 * clear and an acknowledgement only reach the bell: they close something already mailed, and a
 * plant with a chattering sensor would otherwise fill inboxes with "back to normal". The user who
 * acknowledged is not told about their own acknowledgement.
 */
import { type Database, schema, type Tx } from "@plantwise/db";
import {
  AlertType,
  AXIS_LABELS,
  alarmMeasure,
  alertTypeInfo,
  formatDate,
  NotificationType,
  parameterName,
  parameterTypeInfo,
  roundNumber,
} from "@plantwise/shared";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import { withItemLine } from "../hierarchy/service";
import { deliver, type Recipient } from "./deliver";
import { lineAccepts, plantRecipients } from "./recipients";
import { effectiveTemplates, type TemplateValues } from "./templates";

const { alarms, companies, controllers, equipmentItems, machines, plants, productionLines, sensors, users } =
  schema;

/** The in-app path of an alarm (the alarms list opened on it). */
export function alarmPath(alarmId: number): string {
  return `/dashboard/alarms?id=${alarmId}`;
}

/** What happened to one alarm, as the alarms domain hands it on inside its transaction. */
export interface AlarmChange {
  alarmId: number;
  action: "raised" | "cleared" | "acknowledged";
  /** The user who acknowledged (action "acknowledged"). */
  userId?: number | null;
}

/** The notification type of an alarm change: device kinds have their own wording when raised. */
export function notificationTypeFor(alertType: number, action: AlarmChange["action"]): number {
  if (action === "cleared") return NotificationType.alarm_cleared;
  if (action === "acknowledged") return NotificationType.alarm_acknowledged;
  switch (alertType) {
    case AlertType.sensor_offline:
      return NotificationType.sensor_offline;
    case AlertType.controller_offline:
      return NotificationType.controller_offline;
    case AlertType.battery_low:
    case AlertType.battery_critical:
      return NotificationType.battery;
    case AlertType.signal_low:
    case AlertType.signal_lost:
      return NotificationType.signal;
    case AlertType.lube:
    case AlertType.lubeline:
      return NotificationType.lube;
    default:
      return NotificationType.alarm_raised;
  }
}

export type AlarmContext = Awaited<ReturnType<typeof alarmsWithContext>>[number];

/**
 * Alarms matching `where` with what a message says about them: the device, the item and the
 * machine, line, plant and company around it (the item the alarm was raised on, else the
 * sensor's current one).
 */
export async function alarmsWithContext(db: Database | Tx, where: SQL | undefined) {
  const query = db
    .select({
      alarm: alarms,
      sensorName: sensors.name,
      sensorSerial: sensors.serial_number,
      controllerName: controllers.name,
      controllerSerial: controllers.serial_number,
      itemName: equipmentItems.name,
      machineName: machines.name,
      lineId: productionLines.id,
      lineName: productionLines.name,
      plantName: plants.name,
      timeZone: plants.time_zone,
      companyName: companies.name,
    })
    .from(alarms)
    .innerJoin(plants, eq(plants.id, alarms.plant_id))
    .innerJoin(companies, eq(companies.id, alarms.company_id))
    .leftJoin(sensors, eq(sensors.id, alarms.sensor_id))
    .leftJoin(controllers, eq(controllers.id, alarms.controller_id))
    .leftJoin(
      equipmentItems,
      sql`${equipmentItems.id} = coalesce(${alarms.equipment_item_id}, ${sensors.equipment_item_id})`,
    )
    .$dynamic();
  return withItemLine(query).where(where);
}

function whenOf(a: AlarmContext["alarm"], action: AlarmChange["action"]): Date {
  if (action === "cleared") return a.cleared_at ?? new Date();
  if (action === "acknowledged") return a.acknowledged_at ?? new Date();
  return a.created_at;
}

function valuesOf(row: AlarmContext, change: AlarmChange, acknowledgedBy: string): TemplateValues {
  const a = row.alarm;
  const parameter = a.parameter_type ? parameterTypeInfo(a.parameter_type) : undefined;
  const alert = alertTypeInfo(a.alert_type);
  const measure = alarmMeasure(a);
  const deviceName = row.sensorName ?? row.controllerName ?? "";
  const deviceSerial = row.sensorSerial ?? row.controllerSerial ?? "";
  return {
    company_name: row.companyName,
    plant_name: row.plantName,
    line_name: row.lineName ?? "",
    machine_name: row.machineName ?? "",
    item_name: row.itemName ?? deviceName,
    sensor_name: deviceName,
    sensor_serial: deviceSerial,
    device_name: deviceName,
    device_serial: deviceSerial,
    parameter: parameter ? parameterName(parameter.id) : "",
    axis: a.axis ? (AXIS_LABELS[a.axis] ?? "") : "",
    alert_type: alert?.label ?? `Alert ${a.alert_type}`,
    value: a.value === null ? "" : roundNumber(a.value),
    unit: measure.unit ?? "",
    threshold: measure.threshold === null ? "" : roundNumber(measure.threshold),
    time: `${formatDate(whenOf(a, change.action), { withTime: true, timeZone: row.timeZone })} (${row.timeZone})`,
    acknowledged_by: acknowledgedBy,
    note: a.acknowledge_note ?? "",
  };
}

export async function notifyAlarmChanges(tx: Tx, changes: readonly AlarmChange[]): Promise<void> {
  if (changes.length === 0) return;
  const rows = await alarmsWithContext(tx, inArray(alarms.id, [...new Set(changes.map((c) => c.alarmId))]));
  const byId = new Map(rows.map((r) => [r.alarm.id, r]));

  const ackIds = [
    ...new Set(changes.map((c) => c.userId).filter((id): id is number => typeof id === "number")),
  ];
  const ackNames = new Map(
    ackIds.length === 0
      ? []
      : (
          await tx
            .select({ id: users.id, first: users.first_name, last: users.last_name })
            .from(users)
            .where(inArray(users.id, ackIds))
        ).map((u) => [u.id, `${u.first} ${u.last}`.trim()]),
  );

  // Recipients and templates are per plant and per company and type: looked up once per call.
  const recipientsByPlant = new Map<number, Recipient[]>();
  const templateCache = new Map<string, Awaited<ReturnType<typeof effectiveTemplates>>>();

  for (const change of changes) {
    const row = byId.get(change.alarmId);
    if (!row) continue;
    const a = row.alarm;
    let recipients = recipientsByPlant.get(a.plant_id);
    if (!recipients) {
      recipients = await plantRecipients(tx, { id: a.plant_id, company_id: a.company_id });
      recipientsByPlant.set(a.plant_id, recipients);
    }
    const type = notificationTypeFor(a.alert_type, change.action);
    const templateKey = `${a.company_id}:${type}`;
    let templates = templateCache.get(templateKey);
    if (!templates) {
      templates = await effectiveTemplates(tx, a.company_id, type);
      templateCache.set(templateKey, templates);
    }
    const values = valuesOf(row, change, change.userId ? (ackNames.get(change.userId) ?? "") : "");
    for (const recipient of recipients) {
      if (!lineAccepts(recipient, row.lineId)) continue;
      if (change.action === "acknowledged" && recipient.id === change.userId) continue;
      await deliver(tx, {
        recipient,
        type,
        companyId: a.company_id,
        plantId: a.plant_id,
        alarmId: a.id,
        path: alarmPath(a.id),
        dedupeKey: `alarm:${a.id}:${change.action}`,
        templates,
        values,
        channels: {
          realTime: recipient.settings.real_time,
          email: recipient.settings.email && change.action === "raised",
        },
      });
    }
  }
}
