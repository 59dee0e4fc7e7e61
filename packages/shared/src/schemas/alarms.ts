/** Alarms: the inputs its procedures and forms validate with, and what its REST-served procedures answer. */
import { z } from "zod";
import { ALARM_KIND_FILTERS, AlarmSeverity } from "../alarms";
import { ITEM_HEALTH } from "../assets";
import { recordId } from "./list";
import { baselineWindowShape } from "./signals";

/** One plant (`plant_id`, empty meaning none) or every plant in scope, for the roll-ups. */
export const plantRollupInput = z.object({
  plant_id: z.preprocess((v) => (v === "" ? undefined : v), recordId.optional()),
});

/** The note an acknowledgement may carry. */
export const alarmNote = z.string().trim().max(1000);

/** `id` and `ids` together name the alarms to acknowledge, at least one. */
export const acknowledgeAlarmsInput = z
  .object({ id: recordId.optional(), ids: z.array(recordId).max(500).optional(), note: alarmNote.optional() })
  .transform((v, c) => {
    const ids = [...(v.ids ?? []), ...(v.id ? [v.id] : [])];
    if (ids.length === 0) {
      c.addIssue({ code: "custom", path: ["ids"], message: "name at least one alarm" });
      return z.NEVER;
    }
    return { ids, note: v.note };
  });

/** A level alarm acknowledged with a re-baseline of its parameter over the given window. */
export const acknowledgeRebaselineInput = z.object({
  id: recordId,
  note: alarmNote.optional(),
  ...baselineWindowShape,
});

/**
 * An alarm as every alarms procedure answers it: the record, the names of its sensor (or
 * controller) and place, its labels, the unit and threshold of its rule, and who acknowledged it.
 */
export const alarmRow = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  plant_id: z.number().int(),
  plant_name: z.string(),
  sensor_id: z.number().int().nullable(),
  sensor_name: z.string().nullable(),
  sensor_serial: z.string().nullable(),
  controller_id: z.number().int().nullable(),
  controller_name: z.string().nullable(),
  equipment_item_id: z.number().int().nullable(),
  item_name: z.string().nullable(),
  asset_id: z.number().int().nullable(),
  asset_name: z.string().nullable(),
  machine_id: z.number().int().nullable(),
  machine_name: z.string().nullable(),
  production_line_id: z.number().int().nullable(),
  production_line_name: z.string().nullable(),
  parameter_type: z.number().int().nullable(),
  axis: z.number().int(),
  alert_type: z.number().int(),
  severity: z.number().int(),
  /** The rule as it stood when raised, e.g. {"rule":"level","threshold":7.1,"samples":3}. */
  alert_rule: z.record(z.string(), z.unknown()),
  value: z.number().nullable(),
  created_at: z.date(),
  acknowledged_by: z.number().int().nullable(),
  acknowledged_at: z.date().nullable(),
  acknowledge_note: z.string().nullable(),
  cleared_at: z.date().nullable(),
  clear_cause: z.string().nullable(),
  alert_type_key: z.string().nullable(),
  alert_type_label: z.string(),
  kind: z.enum(ALARM_KIND_FILTERS).nullable(),
  parameter_key: z.string().nullable(),
  unit: z.string().nullable(),
  threshold: z.number().nullable(),
  acknowledged_by_name: z.string().nullable(),
  is_open: z.boolean(),
});

/** A machine's open alarm counts by severity, worst severity, health, newest alarm and open alarms. */
export const machineAlarmsRow = z.object({
  machine_id: z.number().int(),
  machine_name: z.string(),
  plant_id: z.number().int(),
  production_line_id: z.number().int(),
  production_line_name: z.string(),
  open_counts: z.object({ warning: z.number().int(), alarm: z.number().int() }),
  open_total: z.number().int(),
  worst_severity: z.literal([AlarmSeverity.WARNING, AlarmSeverity.ALARM]).nullable(),
  health: z.enum(ITEM_HEALTH),
  /** The newest alarm's time, open or cleared. */
  latest_alarm_at: z.date().nullable(),
  open_alarms: z.array(alarmRow),
});

export const machineAlarmsOutput = z.array(machineAlarmsRow);
