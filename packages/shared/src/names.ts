/**
 * Names the server writes into its own texts (notifications, e-mails, PDF reports) in the reader's
 * language (users.language: 1 English, 2 Spanish; spec part 1 §9). The web app shows the same
 * names through its i18n resources, which take them from here, so a kind of alarm or a parameter
 * is called the same on the screen, in the bell and in a report.
 */
import { ALERT_TYPES, type AlertType, NOTIFICATION_TYPES, type NotificationType } from "./alarms";
import { Language } from "./constants";
import { AXIS_LABELS, PARAMETER_NAMES, PARAMETER_TYPES, type ParameterTypeKey } from "./sensors";

export type LanguageCode = "en" | "es";
export const LANGUAGE_CODE_LIST: readonly LanguageCode[] = ["en", "es"];

/** A user's language id as a code; anything but Spanish (2) is English. */
export function languageCode(language: number | string | null | undefined): LanguageCode {
  return language === Language.SPANISH || language === "es" ? "es" : "en";
}

/** The language id (users.language) of a code. */
export function languageId(code: LanguageCode): Language {
  return code === "es" ? Language.SPANISH : Language.ENGLISH;
}

/** Each language in its own name, as a language menu lists them. */
export const LANGUAGE_NATIVE_NAMES: Readonly<Record<LanguageCode, string>> = {
  en: "English",
  es: "Español",
};

type AlertTypeKey = keyof typeof AlertType;

/** Spanish names of the alert types (the English ones are ALERT_TYPES' labels). */
export const ALERT_TYPE_LABELS_ES: Readonly<Record<AlertTypeKey, string>> = {
  warning: "Advertencia",
  alarm: "Alarma",
  acute: "Aguda",
  chronic: "Crónica",
  mixed: "Mixta",
  critical_alarm: "Alarma crítica",
  sensor_offline: "Sensor desconectado",
  controller_offline: "Controlador desconectado",
  anomaly: "Anomalía",
  sensor_anomaly: "Anomalía del sensor",
  temperature_warning: "Advertencia de temperatura",
  temperature_alarm: "Alarma de temperatura",
  low_warning: "Advertencia por bajo nivel",
  low_alarm: "Alarma por bajo nivel",
  high_warning: "Advertencia por alto nivel",
  high_alarm: "Alarma por alto nivel",
  amplitude_alarm: "Alarma de amplitud",
  battery_low: "Batería baja",
  battery_critical: "Batería crítica",
  signal_low: "Señal baja",
  signal_lost: "Señal perdida",
  fft: "Alarma FFT",
  suspect_data: "Datos sospechosos",
  lube: "Lubricación",
  lubeline: "Línea de lubricación",
  oee: "OEE",
};

/** Alert type names by key in one language. */
export function alertTypeLabels(language: LanguageCode): Readonly<Record<AlertTypeKey, string>> {
  return language === "es"
    ? ALERT_TYPE_LABELS_ES
    : (Object.fromEntries(ALERT_TYPES.map((t) => [t.key, t.label])) as Record<AlertTypeKey, string>);
}

/** The name of an alert type in a language ("Alarm", "Alarma"); `Alert 99` / `Alerta 99` if unknown. */
export function alertTypeLabel(id: number, language: LanguageCode = "en"): string {
  const info = ALERT_TYPES[id - 1];
  if (!info) return `${language === "es" ? "Alerta" : "Alert"} ${id}`;
  return language === "es" ? (ALERT_TYPE_LABELS_ES[info.key as AlertTypeKey] ?? info.label) : info.label;
}

/** Spanish names of the parameter types (the English ones are PARAMETER_NAMES). */
export const PARAMETER_NAMES_ES: Readonly<Record<ParameterTypeKey, string>> = {
  velocity_rms: "Velocidad RMS",
  acceleration_rms: "Aceleración RMS",
  acceleration_peak: "Aceleración pico",
  temperature: "Temperatura",
  hf_band_rms: "RMS de banda de alta frecuencia",
  crest_factor: "Factor de cresta",
  kurtosis: "Curtosis",
  ultrasound: "Ultrasonido",
  humidity: "Humedad",
  current: "Corriente",
  pressure: "Presión",
  speed: "Velocidad de giro",
  signal_strength: "Intensidad de señal",
  battery: "Batería",
};

/** Parameter type names by key in one language. */
export function parameterNames(language: LanguageCode): Readonly<Record<ParameterTypeKey, string>> {
  return language === "es" ? PARAMETER_NAMES_ES : PARAMETER_NAMES;
}

/** The name of a parameter type in a language; `Parameter 99` / `Parámetro 99` for an unknown id. */
export function parameterLabel(id: number, language: LanguageCode = "en"): string {
  const info = PARAMETER_TYPES.find((p) => p.id === id);
  if (!info) return `${language === "es" ? "Parámetro" : "Parameter"} ${id}`;
  return parameterNames(language)[info.key];
}

/** An axis as written after a parameter: "X", "Y", "Z"; nothing for single-axis quantities. */
export function axisLabel(axis: number | null | undefined): string {
  return axis ? (AXIS_LABELS[axis] ?? String(axis)) : "";
}

type NotificationTypeKey = keyof typeof NotificationType;

/** Spanish names of the notification types (the English ones are NOTIFICATION_TYPES' labels). */
export const NOTIFICATION_TYPE_LABELS_ES: Readonly<Record<NotificationTypeKey, string>> = {
  alarm_raised: "Alarma activada",
  alarm_cleared: "Alarma despejada",
  alarm_acknowledged: "Alarma reconocida",
  sensor_offline: "Sensor desconectado",
  controller_offline: "Controlador desconectado",
  battery: "Batería",
  signal: "Señal",
  daily_summary: "Resumen diario",
  scheduled_report: "Informe programado",
  graphical_digest: "Informe gráfico resumido",
  test: "Notificación de prueba",
  note_added: "Nota añadida",
  requisition: "Requisición",
  work_order: "Orden de trabajo",
  maintenance_request: "Solicitud de mantenimiento",
  lube: "Lubricación",
  system: "Mensaje del sistema",
};

/** The name of a notification type in a language; `""` for an unknown id. */
export function notificationTypeLabel(id: number, language: LanguageCode = "en"): string {
  const info = NOTIFICATION_TYPES[id - 1];
  if (!info) return "";
  return language === "es" ? NOTIFICATION_TYPE_LABELS_ES[info.key as NotificationTypeKey] : info.label;
}
