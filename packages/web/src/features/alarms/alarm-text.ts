/** An alarm row as the lists, panels and notifications word it: what, where, and its value. */
import type { RouterOutputs } from "@plantwise/api/router";
import { alertTypeLabel, axisLabel, formatDate, languageCode, roundNumber } from "@plantwise/shared";
import { useTranslation } from "react-i18next";

export type AlarmRow = RouterOutputs["alarms"]["list"]["data"][number];

/**
 * The kind of an alert in the interface language ("Alarm", "Alarma"): the names are the ones the
 * server writes into notifications and reports (@plantwise/shared names.ts), so the screen, the
 * bell and a PDF agree.
 */
export function useAlertTypeLabel() {
  const { i18n } = useTranslation();
  const language = languageCode(i18n.language);
  return (alertType: number) => alertTypeLabel(alertType, language);
}

/** "Alarm · Velocity RMS X" : the alert type and, for level alarms, the parameter and axis. */
export function useAlertText() {
  const { t } = useTranslation();
  const kind = useAlertTypeLabel();
  return (row: Pick<AlarmRow, "alert_type" | "parameter_key" | "axis">) => {
    const parameter = row.parameter_key
      ? t(`signals.parameters.${row.parameter_key}`, { defaultValue: row.parameter_key })
      : null;
    const axis = axisLabel(row.axis);
    return parameter
      ? `${kind(row.alert_type)} · ${parameter}${axis ? ` ${axis}` : ""}`
      : kind(row.alert_type);
  };
}

/** When something happened to an alarm, with the time of day, on the plant's wall clock. */
export function alarmTime(at: string | Date, timeZone: string | undefined): string {
  return formatDate(at, { withTime: true, timeZone });
}

export function valueText(value: number | null, unit: string | null): string {
  if (value == null) return "—";
  return `${roundNumber(value)}${unit ? ` ${unit}` : ""}`;
}

/** The item path of an alarm: "Mill 1 › Red Motor", or the sensor/controller when it has no item. */
export function placeText(row: AlarmRow): string {
  const parts = [row.production_line_name, row.machine_name, row.item_name].filter(Boolean);
  return parts.length > 0 ? parts.join(" › ") : (row.controller_name ?? row.plant_name);
}
