/**
 * The built-in wording of every notification type on both channels, in each language the product
 * speaks (users.language: 1 English, 2 Spanish). A company may override any of them per language
 * (notification_templates); without a row in the recipient's language, the built-in text of that
 * language applies. The real-time text is what the bell and the notification centre show (a title
 * and one or two lines); the e-mail is a full message. Placeholders are those of the type's list
 * in @plantwise/shared (NOTIFICATION_TYPES), and a test holds every default, in every language, to
 * that list and to the same placeholders as the English text.
 */
import type { LanguageCode, NotificationChannel, NotificationType } from "@plantwise/shared";

export interface TemplateText {
  subject: string;
  body: string;
}

type TypeKey = keyof typeof NotificationType;
export type TemplateTable = Readonly<Record<TypeKey, Readonly<Record<NotificationChannel, TemplateText>>>>;

const ALARM_WHERE = "{{plant_name}} › {{line_name}} › {{machine_name}} › {{item_name}}";
const ALARM_DETAIL_EN = `Sensor: {{sensor_name}} ({{sensor_serial}})
Parameter: {{parameter}} {{axis}}
Value: {{value}} {{unit}} (threshold {{threshold}} {{unit}})
Time: {{time}}`;
const DEVICE_DETAIL_EN = `Device: {{device_name}} ({{device_serial}})
Plant: {{plant_name}}
Value: {{value}}
Time: {{time}}`;

function emailEn(subject: string, lines: string): TemplateText {
  return { subject, body: `Hello {{user_name}},\n\n${lines}\n\nOpen in Plantwise: {{link}}\n` };
}

/** An event of a maintenance record ("Work order {{work_order_number}}: {{event}}") with its status. */
function recordEventEn(record: string, numberPlaceholder: string): Record<NotificationChannel, TemplateText> {
  const number = `{{${numberPlaceholder}}}`;
  const named = `${record} ${number}`;
  return {
    email: emailEn(
      `${named}: {{event}}`,
      `${record.toLowerCase()} ${number}: {{event}}. Status: {{status}}.`,
    ),
    real_time: { subject: named, body: "{{event}} ({{status}})" },
  };
}

const ENGLISH: TemplateTable = {
  alarm_raised: {
    email: emailEn(
      "{{alert_type}}: {{item_name}} at {{plant_name}}",
      `an alarm was raised on ${ALARM_WHERE}: {{alert_type}}.\n\n${ALARM_DETAIL_EN}`,
    ),
    real_time: {
      subject: "{{alert_type}}: {{item_name}}",
      body: "{{sensor_name}} {{parameter}} {{axis}} at {{value}} {{unit}} ({{plant_name}}, {{line_name}})",
    },
  },
  alarm_cleared: {
    email: emailEn(
      "Cleared: {{alert_type}} on {{item_name}}",
      `the {{alert_type}} on ${ALARM_WHERE} has cleared.\n\n${ALARM_DETAIL_EN}`,
    ),
    real_time: {
      subject: "Cleared: {{alert_type}} on {{item_name}}",
      body: "{{sensor_name}} {{parameter}} {{axis}} is back to normal ({{plant_name}})",
    },
  },
  alarm_acknowledged: {
    email: emailEn(
      "Acknowledged: {{alert_type}} on {{item_name}}",
      `{{acknowledged_by}} acknowledged the {{alert_type}} on ${ALARM_WHERE}.\nNote: {{note}}\n\n${ALARM_DETAIL_EN}`,
    ),
    real_time: {
      subject: "Acknowledged: {{alert_type}} on {{item_name}}",
      body: "by {{acknowledged_by}}: {{note}}",
    },
  },
  sensor_offline: {
    email: emailEn(
      "Sensor offline: {{device_name}} at {{plant_name}}",
      `sensor {{device_name}} has sent no data.\n\n${DEVICE_DETAIL_EN}`,
    ),
    real_time: {
      subject: "Sensor offline: {{device_name}}",
      body: "No data since {{time}} ({{plant_name}})",
    },
  },
  controller_offline: {
    email: emailEn(
      "Gateway offline: {{device_name}} at {{plant_name}}",
      `gateway {{device_name}} has stopped reporting; its sensors' data is not arriving.\n\n${DEVICE_DETAIL_EN}`,
    ),
    real_time: {
      subject: "Gateway offline: {{device_name}}",
      body: "No report since {{time}} ({{plant_name}})",
    },
  },
  battery: {
    email: emailEn(
      "{{alert_type}}: {{device_name}} at {{plant_name}}",
      `the battery of {{device_name}} is low ({{value}} %).\n\n${DEVICE_DETAIL_EN}`,
    ),
    real_time: {
      subject: "{{alert_type}}: {{device_name}}",
      body: "Battery at {{value}} % ({{plant_name}})",
    },
  },
  signal: {
    email: emailEn(
      "{{alert_type}}: {{device_name}} at {{plant_name}}",
      `the radio signal of {{device_name}} is weak ({{value}} %).\n\n${DEVICE_DETAIL_EN}`,
    ),
    real_time: { subject: "{{alert_type}}: {{device_name}}", body: "Signal at {{value}} % ({{plant_name}})" },
  },
  daily_summary: {
    email: emailEn(
      "Daily summary for {{plant_name}}, {{date}}",
      "open alarms: {{open_alarms}}\nnew in the last 24 hours: {{new_alarms}}\ncleared in the last 24 hours: {{cleared_alarms}}\n\n{{summary}}",
    ),
    real_time: {
      subject: "Daily summary: {{plant_name}}",
      body: "{{open_alarms}} open, {{new_alarms}} new, {{cleared_alarms}} cleared ({{date}})",
    },
  },
  scheduled_report: {
    email: emailEn(
      "Plantwise report: {{report_name}}",
      "your scheduled report {{report_name}} for {{period_from}} to {{period_to}} is ready.\n\n{{summary}}",
    ),
    real_time: { subject: "Report ready: {{report_name}}", body: "{{period_from}} to {{period_to}}" },
  },
  graphical_digest: {
    email: emailEn(
      "Plantwise graphical digest: {{sensor_name}}",
      "the graphical digest of {{sensor_name}} for {{period_from}} to {{period_to}} is attached.",
    ),
    real_time: {
      subject: "Graphical digest ready: {{sensor_name}}",
      body: "{{period_from}} to {{period_to}}",
    },
  },
  test: {
    // The test type has no link placeholder (NOTIFICATION_TYPES): no "Open in Plantwise" line.
    email: {
      subject: "Plantwise test notification",
      body: "Hello {{user_name}},\n\nthis is a test notification for {{company_name}}, sent {{time}}. Your e-mail notifications work.\n",
    },
    real_time: { subject: "Test notification", body: "Sent {{time}}: your real-time notifications work." },
  },
  note_added: {
    email: emailEn("Note added: {{subject}}", "{{author_name}} added a note to {{subject}}:\n\n{{note}}"),
    real_time: { subject: "Note on {{subject}}", body: "{{author_name}}: {{note}}" },
  },
  requisition: recordEventEn("Requisition", "requisition_number"),
  work_order: recordEventEn("Work order", "work_order_number"),
  maintenance_request: recordEventEn("Maintenance request", "request_number"),
  lube: {
    email: emailEn(
      "Lubrication: {{alert_type}} on {{device_name}}",
      `{{alert_type}} on lubricator {{device_name}}.\n\n${DEVICE_DETAIL_EN}`,
    ),
    real_time: { subject: "Lubrication: {{device_name}}", body: "{{alert_type}} ({{plant_name}})" },
  },
  system: {
    email: emailEn("Plantwise: {{message}}", "{{message}}"),
    real_time: { subject: "Plantwise", body: "{{message}}" },
  },
};

const ALARM_DETAIL_ES = `Sensor: {{sensor_name}} ({{sensor_serial}})
Parámetro: {{parameter}} {{axis}}
Valor: {{value}} {{unit}} (umbral {{threshold}} {{unit}})
Hora: {{time}}`;
const DEVICE_DETAIL_ES = `Dispositivo: {{device_name}} ({{device_serial}})
Planta: {{plant_name}}
Valor: {{value}}
Hora: {{time}}`;

function emailEs(subject: string, lines: string): TemplateText {
  return { subject, body: `Hola {{user_name}}:\n\n${lines}\n\nAbrir en Plantwise: {{link}}\n` };
}

/** An event of a maintenance record ("Orden de trabajo {{work_order_number}}: {{event}}") with its status. */
function recordEventEs(
  record: string,
  inSentence: string,
  numberPlaceholder: string,
): Record<NotificationChannel, TemplateText> {
  const number = `{{${numberPlaceholder}}}`;
  const named = `${record} ${number}`;
  return {
    email: emailEs(`${named}: {{event}}`, `${inSentence} ${number}: {{event}}. Estado: {{status}}.`),
    real_time: { subject: named, body: "{{event}} ({{status}})" },
  };
}

const SPANISH: TemplateTable = {
  alarm_raised: {
    email: emailEs(
      "{{alert_type}}: {{item_name}} en {{plant_name}}",
      `se activó una alarma en ${ALARM_WHERE}: {{alert_type}}.\n\n${ALARM_DETAIL_ES}`,
    ),
    real_time: {
      subject: "{{alert_type}}: {{item_name}}",
      body: "{{sensor_name}} {{parameter}} {{axis}} en {{value}} {{unit}} ({{plant_name}}, {{line_name}})",
    },
  },
  alarm_cleared: {
    email: emailEs(
      "Despejada: {{alert_type}} en {{item_name}}",
      `la alerta «{{alert_type}}» en ${ALARM_WHERE} se ha despejado.\n\n${ALARM_DETAIL_ES}`,
    ),
    real_time: {
      subject: "Despejada: {{alert_type}} en {{item_name}}",
      body: "{{sensor_name}} {{parameter}} {{axis}} volvió a la normalidad ({{plant_name}})",
    },
  },
  alarm_acknowledged: {
    email: emailEs(
      "Reconocida: {{alert_type}} en {{item_name}}",
      `{{acknowledged_by}} reconoció la alerta «{{alert_type}}» en ${ALARM_WHERE}.\nNota: {{note}}\n\n${ALARM_DETAIL_ES}`,
    ),
    real_time: {
      subject: "Reconocida: {{alert_type}} en {{item_name}}",
      body: "por {{acknowledged_by}}: {{note}}",
    },
  },
  sensor_offline: {
    email: emailEs(
      "Sensor desconectado: {{device_name}} en {{plant_name}}",
      `el sensor {{device_name}} no ha enviado datos.\n\n${DEVICE_DETAIL_ES}`,
    ),
    real_time: {
      subject: "Sensor desconectado: {{device_name}}",
      body: "Sin datos desde {{time}} ({{plant_name}})",
    },
  },
  controller_offline: {
    email: emailEs(
      "Controlador desconectado: {{device_name}} en {{plant_name}}",
      `el controlador {{device_name}} dejó de reportar; los datos de sus sensores no están llegando.\n\n${DEVICE_DETAIL_ES}`,
    ),
    real_time: {
      subject: "Controlador desconectado: {{device_name}}",
      body: "Sin reporte desde {{time}} ({{plant_name}})",
    },
  },
  battery: {
    email: emailEs(
      "{{alert_type}}: {{device_name}} en {{plant_name}}",
      `la batería de {{device_name}} está baja ({{value}} %).\n\n${DEVICE_DETAIL_ES}`,
    ),
    real_time: {
      subject: "{{alert_type}}: {{device_name}}",
      body: "Batería al {{value}} % ({{plant_name}})",
    },
  },
  signal: {
    email: emailEs(
      "{{alert_type}}: {{device_name}} en {{plant_name}}",
      `la señal de radio de {{device_name}} es débil ({{value}} %).\n\n${DEVICE_DETAIL_ES}`,
    ),
    real_time: { subject: "{{alert_type}}: {{device_name}}", body: "Señal al {{value}} % ({{plant_name}})" },
  },
  daily_summary: {
    email: emailEs(
      "Resumen diario de {{plant_name}}, {{date}}",
      "alarmas abiertas: {{open_alarms}}\nnuevas en las últimas 24 horas: {{new_alarms}}\ndespejadas en las últimas 24 horas: {{cleared_alarms}}\n\n{{summary}}",
    ),
    real_time: {
      subject: "Resumen diario: {{plant_name}}",
      body: "{{open_alarms}} abiertas, {{new_alarms}} nuevas, {{cleared_alarms}} despejadas ({{date}})",
    },
  },
  scheduled_report: {
    email: emailEs(
      "Informe de Plantwise: {{report_name}}",
      "su informe programado {{report_name}} del {{period_from}} al {{period_to}} está listo.\n\n{{summary}}",
    ),
    real_time: { subject: "Informe listo: {{report_name}}", body: "Del {{period_from}} al {{period_to}}" },
  },
  graphical_digest: {
    email: emailEs(
      "Resumen gráfico de Plantwise: {{sensor_name}}",
      "se adjunta el resumen gráfico de {{sensor_name}} del {{period_from}} al {{period_to}}.",
    ),
    real_time: {
      subject: "Resumen gráfico listo: {{sensor_name}}",
      body: "Del {{period_from}} al {{period_to}}",
    },
  },
  test: {
    // The test type has no link placeholder (NOTIFICATION_TYPES): no "Abrir en Plantwise" line.
    email: {
      subject: "Notificación de prueba de Plantwise",
      body: "Hola {{user_name}}:\n\nesta es una notificación de prueba para {{company_name}}, enviada el {{time}}. Sus notificaciones por correo electrónico funcionan.\n",
    },
    real_time: {
      subject: "Notificación de prueba",
      body: "Enviada el {{time}}: sus notificaciones en tiempo real funcionan.",
    },
  },
  note_added: {
    email: emailEs("Nota añadida: {{subject}}", "{{author_name}} añadió una nota a {{subject}}:\n\n{{note}}"),
    real_time: { subject: "Nota en {{subject}}", body: "{{author_name}}: {{note}}" },
  },
  requisition: recordEventEs("Requisición", "la requisición", "requisition_number"),
  work_order: recordEventEs("Orden de trabajo", "la orden de trabajo", "work_order_number"),
  maintenance_request: recordEventEs(
    "Solicitud de mantenimiento",
    "la solicitud de mantenimiento",
    "request_number",
  ),
  lube: {
    email: emailEs(
      "Lubricación: {{alert_type}} en {{device_name}}",
      `{{alert_type}} en el lubricador {{device_name}}.\n\n${DEVICE_DETAIL_ES}`,
    ),
    real_time: { subject: "Lubricación: {{device_name}}", body: "{{alert_type}} ({{plant_name}})" },
  },
  system: {
    email: emailEs("Plantwise: {{message}}", "{{message}}"),
    real_time: { subject: "Plantwise", body: "{{message}}" },
  },
};

/** The built-in templates of every language. */
export const DEFAULT_TEMPLATES: Readonly<Record<LanguageCode, TemplateTable>> = { en: ENGLISH, es: SPANISH };
