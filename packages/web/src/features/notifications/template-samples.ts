/**
 * Sample values for the templates editor's preview: one per placeholder name any notification type
 * offers (NOTIFICATION_TYPES in @plantwise/shared), so the preview reads like a real message. The
 * names of the person and company come from the signed-in user and the chosen company; the rest
 * describe one made-up alarm on a made-up machine. The words the server fills in (the alarm's kind,
 * the parameter, summaries, events and statuses) are in the language of the template shown, as a
 * reader of that language receives them.
 */
import {
  AlertType,
  alertTypeLabel,
  type LanguageCode,
  ParameterType,
  parameterLabel,
} from "@plantwise/shared";

export type SampleValues = Readonly<Record<string, string>>;

const FIXED: SampleValues = {
  plant_name: "Mill North",
  line_name: "Milling Line A",
  machine_name: "Roller Mill RM-1",
  item_name: "Main motor",
  sensor_name: "RM-1 motor DE",
  sensor_serial: "S-1042",
  axis: "X",
  value: "9.5",
  unit: "mm/s",
  threshold: "7.1",
  time: "2026-03-01 10:00",
  acknowledged_by: "Alex Tremblay",
  note: "Bearing checked, greased",
  device_name: "Gateway 3",
  device_serial: "GW-0003",
  date: "2026-03-01",
  open_alarms: "4",
  new_alarms: "2",
  cleared_alarms: "1",
  report_name: "Weekly plant summary",
  period_from: "2026-02-22",
  period_to: "2026-03-01",
  author_name: "Alex Tremblay",
  subject: "Motor inspection",
  requisition_number: "RQ-1207",
  work_order_number: "WO-3310",
  request_number: "MR-0815",
};

/** The samples of the words the server writes itself, per language. */
const WORDED: Readonly<Record<LanguageCode, SampleValues>> = {
  en: {
    summary:
      "Open alarms:\n- High alarm: Milling Line A › Roller Mill RM-1 › Main motor (since 2026-03-01 06:12:00)",
    event: "approved",
    status: "Open",
    message: "Scheduled maintenance tonight from 22:00.",
  },
  es: {
    summary:
      "Alarmas abiertas:\n- Alarma por alto nivel: Milling Line A › Roller Mill RM-1 › Main motor (desde 2026-03-01 06:12:00)",
    event: "aprobada",
    status: "Abierta",
    message: "Mantenimiento programado esta noche desde las 22:00.",
  },
};

/**
 * Every placeholder name with a sample in `language`; `link` points at this app, the names at the
 * reader.
 */
export function sampleValues({
  userName,
  companyName,
  origin,
  language = "en",
}: {
  userName: string;
  companyName: string;
  origin: string;
  language?: LanguageCode;
}): SampleValues {
  return {
    ...FIXED,
    ...WORDED[language],
    alert_type: alertTypeLabel(AlertType.high_alarm, language),
    parameter: parameterLabel(ParameterType.velocity_rms, language),
    user_name: userName,
    company_name: companyName,
    link: `${origin}/dashboard/alarms`,
  };
}
