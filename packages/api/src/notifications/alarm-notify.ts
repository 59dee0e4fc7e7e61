/**
 * Alarm fan-out: each incident step (an incident opened or got worse, closed, was acknowledged:
 * alarms/incidents.ts) goes to the users who should hear of it (recipients.ts), as an in-app
 * notification when their real-time setting is on and as an e-mail when their e-mail setting is
 * on, worded by the alarm that made the step (the worst, newest one). One fault raising a dozen
 * alarms is one notification, and one more only if it gets worse. An alarm that belongs to no
 * incident (neither item nor gateway) is notified on its own, change by change. It runs inside the
 * transaction that changed the alarms (alarms/events.ts), so a notification exists exactly when its
 * change does.
 *
 * Which changes are mailed: a raise, always (that is what e-mail is for: someone must look). A
 * clear and an acknowledgement only reach the bell: they close something already mailed, and a
 * plant with a chattering sensor would otherwise fill inboxes with "back to normal". The user who
 * acknowledged is not told about their own acknowledgement.
 */
import { type Database, schema, type Tx } from "@plantwise/db";
import {
  AlertType,
  alarmMeasure,
  alertTypeLabel,
  axisLabel,
  formatDate,
  type LanguageCode,
  NotificationType,
  parameterLabel,
  parameterTypeInfo,
  roundNumber,
} from "@plantwise/shared";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import { withItemLine } from "../hierarchy/service";
import { deliver, type Recipient } from "./deliver";
import { lineAccepts, plantRecipients } from "./recipients";
import { localizedTemplates, type TemplateValues } from "./templates";

const { alarms, companies, controllers, equipmentItems, machines, plants, productionLines, sensors, users } =
  schema;

/** The in-app path of an alarm (the alarms list opened on it). */
export function alarmPath(alarmId: number): string {
  return `/dashboard/alarms?id=${alarmId}`;
}

/** The in-app path of an incident (the alarms list opened on it). */
export function incidentPath(incidentId: number): string {
  return `/dashboard/alarms?incident=${incidentId}`;
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

/** One step of an incident to notify, worded by the alarm that made it. */
export interface IncidentStep {
  incidentId: number;
  alarmId: number;
  action: AlarmChange["action"];
  /** The incident's worst severity at the step (a raise notifies once per severity). */
  severity: number;
  userId?: number | null;
}

/** What incident tracking made of a set of changes (alarms/incidents.ts trackIncidents). */
export interface IncidentSteps {
  steps: readonly IncidentStep[];
  /** Alarms whose changes the steps stand for; the others are notified one by one. */
  grouped: ReadonlySet<number>;
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

/** The values of an alarm's message in one language: its kind and parameter named in it. */
export function alarmValues(
  row: AlarmContext,
  change: Pick<AlarmChange, "action">,
  acknowledgedBy: string,
  language: LanguageCode,
): TemplateValues {
  const a = row.alarm;
  const parameter = a.parameter_type ? parameterTypeInfo(a.parameter_type) : undefined;
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
    parameter: parameter ? parameterLabel(parameter.id, language) : "",
    axis: axisLabel(a.axis),
    alert_type: alertTypeLabel(a.alert_type, language),
    value: a.value === null ? "" : roundNumber(a.value),
    unit: measure.unit ?? "",
    threshold: measure.threshold === null ? "" : roundNumber(measure.threshold),
    time: `${formatDate(whenOf(a, change.action), { withTime: true, timeZone: row.timeZone })} (${row.timeZone})`,
    acknowledged_by: acknowledgedBy,
    note: a.acknowledge_note ?? "",
  };
}

/** One message to send: the alarm that words it, what happened, where it links, its dedupe key. */
interface Notice {
  alarmId: number;
  action: AlarmChange["action"];
  userId?: number | null;
  path: string;
  dedupeKey: string;
}

/**
 * Notifies the incident steps, and the changes of alarms no incident stands for one by one.
 * `incidents` absent: every change on its own.
 */
export async function notifyAlarmChanges(
  tx: Tx,
  changes: readonly AlarmChange[],
  incidents: IncidentSteps = { steps: [], grouped: new Set() },
): Promise<void> {
  const notices: Notice[] = [
    ...incidents.steps.map((s) => ({
      alarmId: s.alarmId,
      action: s.action,
      userId: s.userId,
      path: incidentPath(s.incidentId),
      dedupeKey: `incident:${s.incidentId}:${s.action}:${s.severity}`,
    })),
    ...changes
      .filter((c) => !incidents.grouped.has(c.alarmId))
      .map((c) => ({ ...c, path: alarmPath(c.alarmId), dedupeKey: `alarm:${c.alarmId}:${c.action}` })),
  ];
  if (notices.length === 0) return;
  const rows = await alarmsWithContext(tx, inArray(alarms.id, [...new Set(notices.map((c) => c.alarmId))]));
  const byId = new Map(rows.map((r) => [r.alarm.id, r]));

  const ackIds = [
    ...new Set(notices.map((c) => c.userId).filter((id): id is number => typeof id === "number")),
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
  const templateCache = new Map<string, Awaited<ReturnType<typeof localizedTemplates>>>();

  for (const notice of notices) {
    const row = byId.get(notice.alarmId);
    if (!row) continue;
    const a = row.alarm;
    let recipients = recipientsByPlant.get(a.plant_id);
    if (!recipients) {
      recipients = await plantRecipients(tx, { id: a.plant_id, company_id: a.company_id });
      recipientsByPlant.set(a.plant_id, recipients);
    }
    const type = notificationTypeFor(a.alert_type, notice.action);
    const templateKey = `${a.company_id}:${type}`;
    let templates = templateCache.get(templateKey);
    if (!templates) {
      templates = await localizedTemplates(tx, a.company_id, type);
      templateCache.set(templateKey, templates);
    }
    const acknowledgedBy = notice.userId ? (ackNames.get(notice.userId) ?? "") : "";
    // Each recipient reads it in their own language (deliver picks the template and the values).
    const values = (language: LanguageCode) => alarmValues(row, notice, acknowledgedBy, language);
    for (const recipient of recipients) {
      if (!lineAccepts(recipient, row.lineId)) continue;
      if (notice.action === "acknowledged" && recipient.id === notice.userId) continue;
      await deliver(tx, {
        recipient,
        type,
        companyId: a.company_id,
        plantId: a.plant_id,
        alarmId: a.id,
        path: notice.path,
        dedupeKey: notice.dedupeKey,
        templates,
        values,
        channels: {
          realTime: recipient.settings.real_time,
          email: recipient.settings.email && notice.action === "raised",
        },
      });
    }
  }
}
