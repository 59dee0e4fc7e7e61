/**
 * Sample values for the templates editor's preview: one per placeholder name any notification type
 * offers (NOTIFICATION_TYPES in @plantwise/shared), so the preview reads like a real message. The
 * names of the person and company come from the signed-in user and the chosen company; the rest
 * describe one made-up alarm on a made-up machine.
 */
export type SampleValues = Readonly<Record<string, string>>;

const FIXED: SampleValues = {
  plant_name: "Mill North",
  line_name: "Milling Line A",
  machine_name: "Roller Mill RM-1",
  item_name: "Main motor",
  sensor_name: "RM-1 motor DE",
  sensor_serial: "S-1042",
  parameter: "Velocity RMS",
  axis: "X",
  alert_type: "Alarm",
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
  summary: "2 new alarms on Milling Line A; 1 cleared.",
  report_name: "Weekly plant summary",
  period_from: "2026-02-22",
  period_to: "2026-03-01",
  author_name: "Alex Tremblay",
  subject: "Motor inspection",
  requisition_number: "RQ-1207",
  event: "approved",
  status: "Open",
  work_order_number: "WO-3310",
  request_number: "MR-0815",
  message: "Scheduled maintenance tonight from 22:00.",
};

/** Every placeholder name with a sample; `link` points at this app, the names at the reader. */
export function sampleValues({
  userName,
  companyName,
  origin,
}: {
  userName: string;
  companyName: string;
  origin: string;
}): SampleValues {
  return { ...FIXED, user_name: userName, company_name: companyName, link: `${origin}/dashboard/alarms` };
}
