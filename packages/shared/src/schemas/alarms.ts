/** Alarms: the inputs its procedures and forms validate with, and what its REST-served procedures answer. */
import { z } from "zod";
import { ALARM_KIND_FILTERS, AlarmSeverity } from "../alarms";
import { ITEM_HEALTH } from "../assets";
import { column, nullableRefColumns, refColumns } from "./fields";
import { assetPlaceColumns } from "./hierarchy";
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

const { int, nullableDate, nullableInt, nullableNumber, nullableText } = column;

/**
 * An alarm as every alarms procedure answers it: the record, the names of its sensor (or
 * controller) and place, its labels, the unit and threshold of its rule, and who acknowledged it.
 */
export const alarmRow = z.object({
  id: int,
  company_id: int,
  ...refColumns("plant"),
  ...nullableRefColumns("sensor"),
  sensor_serial: nullableText,
  ...nullableRefColumns("controller"),
  equipment_item_id: nullableInt,
  item_name: nullableText,
  ...assetPlaceColumns,
  parameter_type: nullableInt,
  axis: int,
  alert_type: int,
  severity: int,
  /** The rule as it stood when raised, e.g. {"rule":"level","threshold":7.1,"samples":3}. */
  alert_rule: column.json,
  value: nullableNumber,
  created_at: column.date,
  acknowledged_by: nullableInt,
  acknowledged_at: nullableDate,
  acknowledge_note: nullableText,
  cleared_at: nullableDate,
  clear_cause: nullableText,
  alert_type_key: nullableText,
  alert_type_label: column.text,
  kind: z.enum(ALARM_KIND_FILTERS).nullable(),
  parameter_key: nullableText,
  unit: nullableText,
  threshold: nullableNumber,
  acknowledged_by_name: nullableText,
  is_open: column.flag,
});

/** A machine's open alarm counts by severity, worst severity, health, newest alarm and open alarms. */
export const machineAlarmsRow = z.object({
  ...refColumns("machine"),
  plant_id: int,
  ...refColumns("production_line"),
  open_counts: z.object({ warning: int, alarm: int }),
  open_total: int,
  worst_severity: z.literal([AlarmSeverity.WARNING, AlarmSeverity.ALARM]).nullable(),
  health: z.enum(ITEM_HEALTH),
  /** The newest alarm's time, open or cleared. */
  latest_alarm_at: nullableDate,
  open_alarms: z.array(alarmRow),
});

export const machineAlarmsOutput = z.array(machineAlarmsRow);
