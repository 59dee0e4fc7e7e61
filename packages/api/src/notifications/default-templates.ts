/**
 * The built-in wording of every notification type on both channels. A company may override any of
 * them (notification_templates); without a row these apply. The real-time text is what the bell
 * and the notification centre show (a title and one or two lines); the e-mail is a full message.
 * Placeholders are those of the type's list in @plantwise/shared (NOTIFICATION_TYPES), and a test
 * holds every default to that list.
 */
import type { NotificationChannel, NotificationType } from "@plantwise/shared";

export interface TemplateText {
  subject: string;
  body: string;
}

type TypeKey = keyof typeof NotificationType;

const ALARM_WHERE = "{{plant_name}} › {{line_name}} › {{machine_name}} › {{item_name}}";
const ALARM_DETAIL = `Sensor: {{sensor_name}} ({{sensor_serial}})
Parameter: {{parameter}} {{axis}}
Value: {{value}} {{unit}} (threshold {{threshold}} {{unit}})
Time: {{time}}`;
const DEVICE_DETAIL = `Device: {{device_name}} ({{device_serial}})
Plant: {{plant_name}}
Value: {{value}}
Time: {{time}}`;

function email(subject: string, lines: string): TemplateText {
  return { subject, body: `Hello {{user_name}},\n\n${lines}\n\nOpen in Plantwise: {{link}}\n` };
}

/** An event of a maintenance record ("Work order {{work_order_number}}: {{event}}") with its status. */
function recordEvent(record: string, numberPlaceholder: string): Record<NotificationChannel, TemplateText> {
  const number = `{{${numberPlaceholder}}}`;
  const named = `${record} ${number}`;
  return {
    email: email(`${named}: {{event}}`, `${record.toLowerCase()} ${number}: {{event}}. Status: {{status}}.`),
    real_time: { subject: named, body: "{{event}} ({{status}})" },
  };
}

export const DEFAULT_TEMPLATES: Readonly<
  Record<TypeKey, Readonly<Record<NotificationChannel, TemplateText>>>
> = {
  alarm_raised: {
    email: email(
      "{{alert_type}}: {{item_name}} at {{plant_name}}",
      `an alarm was raised on ${ALARM_WHERE}: {{alert_type}}.\n\n${ALARM_DETAIL}`,
    ),
    real_time: {
      subject: "{{alert_type}}: {{item_name}}",
      body: "{{sensor_name}} {{parameter}} {{axis}} at {{value}} {{unit}} ({{plant_name}}, {{line_name}})",
    },
  },
  alarm_cleared: {
    email: email(
      "Cleared: {{alert_type}} on {{item_name}}",
      `the {{alert_type}} on ${ALARM_WHERE} has cleared.\n\n${ALARM_DETAIL}`,
    ),
    real_time: {
      subject: "Cleared: {{alert_type}} on {{item_name}}",
      body: "{{sensor_name}} {{parameter}} {{axis}} is back to normal ({{plant_name}})",
    },
  },
  alarm_acknowledged: {
    email: email(
      "Acknowledged: {{alert_type}} on {{item_name}}",
      `{{acknowledged_by}} acknowledged the {{alert_type}} on ${ALARM_WHERE}.\nNote: {{note}}\n\n${ALARM_DETAIL}`,
    ),
    real_time: {
      subject: "Acknowledged: {{alert_type}} on {{item_name}}",
      body: "by {{acknowledged_by}}: {{note}}",
    },
  },
  sensor_offline: {
    email: email(
      "Sensor offline: {{device_name}} at {{plant_name}}",
      `sensor {{device_name}} has sent no data.\n\n${DEVICE_DETAIL}`,
    ),
    real_time: {
      subject: "Sensor offline: {{device_name}}",
      body: "No data since {{time}} ({{plant_name}})",
    },
  },
  controller_offline: {
    email: email(
      "Gateway offline: {{device_name}} at {{plant_name}}",
      `gateway {{device_name}} has stopped reporting; its sensors' data is not arriving.\n\n${DEVICE_DETAIL}`,
    ),
    real_time: {
      subject: "Gateway offline: {{device_name}}",
      body: "No report since {{time}} ({{plant_name}})",
    },
  },
  battery: {
    email: email(
      "{{alert_type}}: {{device_name}} at {{plant_name}}",
      `the battery of {{device_name}} is low ({{value}} %).\n\n${DEVICE_DETAIL}`,
    ),
    real_time: {
      subject: "{{alert_type}}: {{device_name}}",
      body: "Battery at {{value}} % ({{plant_name}})",
    },
  },
  signal: {
    email: email(
      "{{alert_type}}: {{device_name}} at {{plant_name}}",
      `the radio signal of {{device_name}} is weak ({{value}} %).\n\n${DEVICE_DETAIL}`,
    ),
    real_time: { subject: "{{alert_type}}: {{device_name}}", body: "Signal at {{value}} % ({{plant_name}})" },
  },
  daily_summary: {
    email: email(
      "Daily summary for {{plant_name}}, {{date}}",
      "open alarms: {{open_alarms}}\nnew in the last 24 hours: {{new_alarms}}\ncleared in the last 24 hours: {{cleared_alarms}}\n\n{{summary}}",
    ),
    real_time: {
      subject: "Daily summary: {{plant_name}}",
      body: "{{open_alarms}} open, {{new_alarms}} new, {{cleared_alarms}} cleared ({{date}})",
    },
  },
  scheduled_report: {
    email: email(
      "Plantwise report: {{report_name}}",
      "your scheduled report {{report_name}} for {{period_from}} to {{period_to}} is ready.\n\n{{summary}}",
    ),
    real_time: { subject: "Report ready: {{report_name}}", body: "{{period_from}} to {{period_to}}" },
  },
  graphical_digest: {
    email: email(
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
    email: email("Note added: {{subject}}", "{{author_name}} added a note to {{subject}}:\n\n{{note}}"),
    real_time: { subject: "Note on {{subject}}", body: "{{author_name}}: {{note}}" },
  },
  requisition: recordEvent("Requisition", "requisition_number"),
  work_order: recordEvent("Work order", "work_order_number"),
  maintenance_request: recordEvent("Maintenance request", "request_number"),
  lube: {
    email: email(
      "Lubrication: {{alert_type}} on {{device_name}}",
      `{{alert_type}} on lubricator {{device_name}}.\n\n${DEVICE_DETAIL}`,
    ),
    real_time: { subject: "Lubrication: {{device_name}}", body: "{{alert_type}} ({{plant_name}})" },
  },
  system: {
    email: email("Plantwise: {{message}}", "{{message}}"),
    real_time: { subject: "Plantwise", body: "{{message}}" },
  },
};
