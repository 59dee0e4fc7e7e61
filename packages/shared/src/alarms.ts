/**
 * Alarms and notifications. The spec gives alert type ids 1–26 and notification type ids
 * 1–17 without names (part 2 §4 "notification ids"), and names the alert kinds (part 1 §4, part 2
 * §4 "alarm kinds") without ids. The mapping below is ours: every kind the spec names has an id,
 * warning/alarm pairs where a kind has two levels, and it is fixed from here on (ids are stored).
 */

import { TZDate } from "@date-fns/tz";
import type { ItemHealth } from "./assets";
import { SCHEDULE_PERIODS, type SCHEDULE_UNITS } from "./enums";
import { formatDate } from "./format";
import { parameterTypeInfo } from "./sensors";

/** 1 warning, 2 alarm: the health an open alarm gives its item. */
export const AlarmSeverity = { WARNING: 1, ALARM: 2 } as const;
export type AlarmSeverity = (typeof AlarmSeverity)[keyof typeof AlarmSeverity];

export interface AlertTypeInfo {
  readonly id: number;
  readonly key: string;
  readonly label: string;
  readonly severity: AlarmSeverity;
  /** The filter group of the alarms list. */
  readonly kind: AlarmKindFilter;
}

/** Filter groups of the alarms list ("kind" filter). */
export const ALARM_KIND_FILTERS = ["level", "device", "offline", "lube", "analysis"] as const;
export type AlarmKindFilter = (typeof ALARM_KIND_FILTERS)[number];

const W = AlarmSeverity.WARNING;
const A = AlarmSeverity.ALARM;

export const ALERT_TYPES: readonly AlertTypeInfo[] = [
  { id: 1, key: "warning", label: "Warning", severity: W, kind: "level" },
  { id: 2, key: "alarm", label: "Alarm", severity: A, kind: "level" },
  { id: 3, key: "acute", label: "Acute", severity: A, kind: "level" },
  { id: 4, key: "chronic", label: "Chronic", severity: W, kind: "level" },
  { id: 5, key: "mixed", label: "Mixed", severity: A, kind: "level" },
  { id: 6, key: "critical_alarm", label: "Critical alarm", severity: A, kind: "level" },
  { id: 7, key: "sensor_offline", label: "Sensor offline", severity: A, kind: "offline" },
  { id: 8, key: "controller_offline", label: "Controller offline", severity: A, kind: "offline" },
  { id: 9, key: "anomaly", label: "Anomaly", severity: W, kind: "analysis" },
  { id: 10, key: "sensor_anomaly", label: "Sensor anomaly", severity: W, kind: "device" },
  { id: 11, key: "temperature_warning", label: "Temperature warning", severity: W, kind: "level" },
  { id: 12, key: "temperature_alarm", label: "Temperature alarm", severity: A, kind: "level" },
  { id: 13, key: "low_warning", label: "Low warning", severity: W, kind: "level" },
  { id: 14, key: "low_alarm", label: "Low alarm", severity: A, kind: "level" },
  { id: 15, key: "high_warning", label: "High warning", severity: W, kind: "level" },
  { id: 16, key: "high_alarm", label: "High alarm", severity: A, kind: "level" },
  { id: 17, key: "amplitude_alarm", label: "Amplitude alarm", severity: A, kind: "analysis" },
  { id: 18, key: "battery_low", label: "Battery low", severity: W, kind: "device" },
  { id: 19, key: "battery_critical", label: "Battery critical", severity: A, kind: "device" },
  { id: 20, key: "signal_low", label: "Signal low", severity: W, kind: "device" },
  { id: 21, key: "signal_lost", label: "Signal lost", severity: A, kind: "device" },
  { id: 22, key: "fft", label: "FFT alarm", severity: A, kind: "analysis" },
  { id: 23, key: "suspect_data", label: "Suspect data", severity: W, kind: "device" },
  { id: 24, key: "lube", label: "Lube", severity: W, kind: "lube" },
  { id: 25, key: "lubeline", label: "Lube line", severity: A, kind: "lube" },
  { id: 26, key: "oee", label: "OEE", severity: W, kind: "analysis" },
];

/** Alert type id by key, e.g. AlertType.warning === 1. */
export const AlertType = Object.fromEntries(ALERT_TYPES.map((t) => [t.key, t.id])) as Readonly<
  Record<
    | "warning"
    | "alarm"
    | "acute"
    | "chronic"
    | "mixed"
    | "critical_alarm"
    | "sensor_offline"
    | "controller_offline"
    | "anomaly"
    | "sensor_anomaly"
    | "temperature_warning"
    | "temperature_alarm"
    | "low_warning"
    | "low_alarm"
    | "high_warning"
    | "high_alarm"
    | "amplitude_alarm"
    | "battery_low"
    | "battery_critical"
    | "signal_low"
    | "signal_lost"
    | "fft"
    | "suspect_data"
    | "lube"
    | "lubeline"
    | "oee",
    number
  >
>;

export function alertTypeInfo(id: number): AlertTypeInfo | undefined {
  return ALERT_TYPES[id - 1];
}

/** What an alarm's value is measured in, and the threshold its rule crossed. */
export interface AlarmMeasure {
  unit: string | null;
  threshold: number | null;
}

/**
 * The unit and threshold of an alarm's value, for lists and notifications alike: a level alarm's
 * parameter unit and zone threshold; battery and signal in % below their indicator threshold; an
 * offline alarm in minutes silent against its limit.
 */
export function alarmMeasure(alarm: {
  parameter_type: number | null;
  alert_rule: Record<string, unknown>;
}): AlarmMeasure {
  const rule = alarm.alert_rule;
  const number = (key: string) => {
    const v = rule[key];
    return typeof v === "number" && Number.isFinite(v) ? v : null;
  };
  const ruleUnit = typeof rule.unit === "string" && rule.unit !== "" ? rule.unit : null;
  const parameterUnit = alarm.parameter_type == null ? null : parameterTypeInfo(alarm.parameter_type)?.unit;
  if (rule.rule === "offline") return { unit: "min", threshold: number("after_minutes") };
  return {
    unit: parameterUnit ?? ruleUnit,
    threshold: number("threshold") ?? number("below"),
  };
}

/**
 * Health roll-up (alarms API): an item is "alarm" with an open severity-2 alarm, "warning" with an
 * open severity-1 alarm, "good" when it has sensors with readings and nothing open, "no_data"
 * otherwise; assets, machines, lines and plants take the worst of their items. Least severe first.
 */
export const HEALTH_ORDER = ["no_data", "good", "warning", "alarm"] as const satisfies readonly ItemHealth[];

/** How bad a health is: no_data 0 < good 1 < warning 2 < alarm 3. */
export function healthRank(health: ItemHealth): number {
  return HEALTH_ORDER.indexOf(health);
}

/** The worst of several healths; "no_data" when there are none. */
export function worstHealth(healths: Iterable<ItemHealth>): ItemHealth {
  let worst: ItemHealth = "no_data";
  for (const h of healths) if (healthRank(h) > healthRank(worst)) worst = h;
  return worst;
}

/** An item's health from its worst open alarm severity (null: none open) and whether it has readings. */
export function itemHealth(openSeverity: number | null, hasReadings: boolean): ItemHealth {
  if (openSeverity != null && openSeverity >= AlarmSeverity.ALARM) return "alarm";
  if (openSeverity != null && openSeverity >= AlarmSeverity.WARNING) return "warning";
  return hasReadings ? "good" : "no_data";
}

/**
 * Battery and signal use the indicator of sensors.ts (indicatorLevel, thresholds 40/66/80): at
 * "low" they raise a warning (battery_low, signal_low), at "none" an alarm (battery_critical,
 * signal_lost).
 */

/**
 * A gateway silent for this long is offline (controller_offline). A gateway posts its readings at
 * least every few minutes and polls for commands in between, so 15 minutes is several missed posts,
 * not one slow network. Sensors keep SENSOR_OFFLINE_AFTER_MS (sensors.ts).
 */
export const CONTROLLER_OFFLINE_AFTER_MS = 15 * 60_000;

export interface NotificationTypeInfo {
  readonly id: number;
  readonly key: string;
  readonly label: string;
  /** The `{{name}}` placeholders a template of this type may use. */
  readonly placeholders: readonly string[];
}

const ALARM_PLACEHOLDERS = [
  "user_name",
  "company_name",
  "plant_name",
  "line_name",
  "machine_name",
  "item_name",
  "sensor_name",
  "sensor_serial",
  "parameter",
  "axis",
  "alert_type",
  "value",
  "unit",
  "threshold",
  "time",
  "link",
] as const;
const DEVICE_PLACEHOLDERS = [
  "user_name",
  "company_name",
  "plant_name",
  "device_name",
  "device_serial",
  "alert_type",
  "value",
  "time",
  "link",
] as const;

export const NOTIFICATION_TYPES: readonly NotificationTypeInfo[] = [
  { id: 1, key: "alarm_raised", label: "Alarm raised", placeholders: ALARM_PLACEHOLDERS },
  { id: 2, key: "alarm_cleared", label: "Alarm cleared", placeholders: ALARM_PLACEHOLDERS },
  {
    id: 3,
    key: "alarm_acknowledged",
    label: "Alarm acknowledged",
    placeholders: [...ALARM_PLACEHOLDERS, "acknowledged_by", "note"],
  },
  { id: 4, key: "sensor_offline", label: "Sensor offline", placeholders: DEVICE_PLACEHOLDERS },
  { id: 5, key: "controller_offline", label: "Controller offline", placeholders: DEVICE_PLACEHOLDERS },
  { id: 6, key: "battery", label: "Battery", placeholders: DEVICE_PLACEHOLDERS },
  { id: 7, key: "signal", label: "Signal", placeholders: DEVICE_PLACEHOLDERS },
  {
    id: 8,
    key: "daily_summary",
    label: "Daily summary",
    placeholders: [
      "user_name",
      "plant_name",
      "date",
      "open_alarms",
      "new_alarms",
      "cleared_alarms",
      "summary",
      "link",
    ],
  },
  {
    id: 9,
    key: "scheduled_report",
    label: "Scheduled report",
    placeholders: ["user_name", "report_name", "period_from", "period_to", "summary", "link"],
  },
  {
    id: 10,
    key: "graphical_digest",
    label: "Graphical digest report",
    placeholders: ["user_name", "sensor_name", "period_from", "period_to", "link"],
  },
  { id: 11, key: "test", label: "Test notification", placeholders: ["user_name", "company_name", "time"] },
  {
    id: 12,
    key: "note_added",
    label: "Note added",
    placeholders: ["user_name", "author_name", "subject", "note", "link"],
  },
  {
    id: 13,
    key: "requisition",
    label: "Requisition",
    placeholders: ["user_name", "requisition_number", "event", "status", "link"],
  },
  {
    id: 14,
    key: "work_order",
    label: "Work order",
    placeholders: ["user_name", "work_order_number", "event", "status", "link"],
  },
  {
    id: 15,
    key: "maintenance_request",
    label: "Maintenance request",
    placeholders: ["user_name", "request_number", "event", "status", "link"],
  },
  { id: 16, key: "lube", label: "Lubrication", placeholders: DEVICE_PLACEHOLDERS },
  { id: 17, key: "system", label: "System message", placeholders: ["user_name", "message", "link"] },
];

export const NotificationType = Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t.key, t.id])) as Readonly<
  Record<
    | "alarm_raised"
    | "alarm_cleared"
    | "alarm_acknowledged"
    | "sensor_offline"
    | "controller_offline"
    | "battery"
    | "signal"
    | "daily_summary"
    | "scheduled_report"
    | "graphical_digest"
    | "test"
    | "note_added"
    | "requisition"
    | "work_order"
    | "maintenance_request"
    | "lube"
    | "system",
    number
  >
>;

export function notificationTypeInfo(id: number): NotificationTypeInfo | undefined {
  return NOTIFICATION_TYPES[id - 1];
}

export const NOTIFICATION_CHANNELS = ["email", "real_time"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** `{{ name }}` placeholders of a template text, in order of first use. */
export function templatePlaceholders(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)) found.add(m[1] ?? "");
  return [...found];
}

/** Fills `{{name}}` placeholders; a name without a value becomes an empty string. */
export function fillTemplate(
  text: string,
  values: Readonly<Record<string, string | number | null | undefined>>,
) {
  return text.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, (_, name: string) => {
    const v = values[name];
    return v === null || v === undefined ? "" : String(v);
  });
}

/** Report types of scheduled reports. */
export const REPORT_TYPES = ["plant_summary", "alarms", "graphical_digest"] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Shortest repeat interval of a scheduled report, in minutes (part 1 §5: "total time ≥ 15 min"). */
export const MIN_REPORT_INTERVAL_MINUTES = 15;

/** Success message of a report request (part 2 §6). */
export const REPORT_REQUEST_MESSAGE = "report request is being processed, please wait";
/** Success message of a test notification (part 2 §6). */
export const NOTIFICATION_SENT_MESSAGE = "notification sended";

/** Schedule units (enums.ts SCHEDULE_UNITS: minute, hour, day) with their length in minutes. */
export type ScheduleUnit = (typeof SCHEDULE_UNITS)[number];
export const SCHEDULE_UNIT_MINUTES: Readonly<Record<ScheduleUnit, number>> = {
  minute: 1,
  hour: 60,
  day: 1440,
};

/** The period a report run covers (enums.ts SCHEDULE_PERIODS): the last day, week or month, or a fixed range. */
export const REPORT_PERIODS = SCHEDULE_PERIODS;
export type ReportPeriod = (typeof SCHEDULE_PERIODS)[number];

/** The repeat interval of a schedule in minutes (a day counts 1440; DST never makes it shorter than 23 h). */
export function scheduleIntervalMinutes(every: number, unit: ScheduleUnit): number {
  return every * SCHEDULE_UNIT_MINUTES[unit];
}

/**
 * "yyyy-MM-ddTHH:mm" (a datetime-local input) read as wall-clock time in a zone, as an ISO instant;
 * the schedule editor enters a report's start in the report's own time zone.
 */
export function wallClockToIso(local: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  return new Date(new TZDate(y, mo - 1, d, h, mi, timeZone).getTime()).toISOString();
}

/** The other way: an instant as "yyyy-MM-ddTHH:mm" in a zone, for a datetime-local input. */
export function isoToWallClock(value: string | Date, timeZone: string): string {
  return formatDate(value, { withTime: true, timeZone }).slice(0, 16).replace(" ", "T");
}
