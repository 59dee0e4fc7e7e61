/**
 * A work order made from an alarm (/maintenance/work-orders/new?item=&alarm=&incident=&waveform=):
 * the address's ids, and the title and priority the alarm gives (kind + parameter, severity).
 */
import { priorityForSeverity } from "@plantwise/shared";

export interface AlarmParams {
  item: number | null;
  alarm: number | null;
  incident: number | null;
  waveform: number | null;
}

const id = (value: string | null) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : null;
};

export function alarmParams(search: string): AlarmParams {
  const params = new URLSearchParams(search);
  return {
    item: id(params.get("item")),
    alarm: id(params.get("alarm")),
    incident: id(params.get("incident")),
    waveform: id(params.get("waveform")),
  };
}

export interface AlarmFacts {
  alert_type_label: string;
  parameter_key: string | null;
  severity: number;
  item_name: string | null;
}

/** "Alarm · velocity_rms — Main motor" worded by the caller's `parameterName`; priority from severity. */
export function prefillFromAlarm(alarm: AlarmFacts, parameterName: (key: string) => string) {
  const parameter = alarm.parameter_key ? ` · ${parameterName(alarm.parameter_key)}` : "";
  const item = alarm.item_name ? ` — ${alarm.item_name}` : "";
  return {
    title: `${alarm.alert_type_label}${parameter}${item}`.slice(0, 200),
    priority: priorityForSeverity(alarm.severity),
    maintenance_type: "breakdown" as const,
  };
}
