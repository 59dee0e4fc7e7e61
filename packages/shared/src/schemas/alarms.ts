/** Alarms: the inputs its procedures and forms validate with, and what its REST-served procedures answer. */
import { z } from "zod";
import { ALARM_KIND_FILTERS, AlarmSeverity } from "../alarms";
import { ITEM_HEALTH } from "../assets";
import { column, nullableRefColumns, refColumns } from "./fields";
import { assetPlaceColumns } from "./hierarchy";
import { bigRecordId, listInput, listOutput, queryFlag, recordId } from "./list";
import { baselineWindowShape } from "./signals";

/** One plant (`plant_id`, empty meaning none) or every plant in scope, for the roll-ups. */
export const plantRollupInput = z.object({
  plant_id: z.preprocess((v) => (v === "" ? undefined : v), recordId.optional()),
});

/** The note an acknowledgement may carry. */
export const alarmNote = z.string().trim().max(1000);

/** `id` and `ids` together name the alarms to acknowledge, at least one. */
export const acknowledgeAlarmsInput = z
  .object({
    id: bigRecordId.optional(),
    ids: z.array(bigRecordId).max(500).optional(),
    note: alarmNote.optional(),
  })
  .transform((v, c) => {
    const ids = [...(v.ids ?? []), ...(v.id ? [v.id] : [])];
    if (ids.length === 0) {
      c.addIssue({ code: "custom", path: ["ids"], message: "name at least one alarm" });
      return z.NEVER;
    }
    return { ids, note: v.note };
  });

/**
 * A level alarm acknowledged with a re-baseline of its parameter over the given window; or, with
 * `incident_id`, a whole incident acknowledged with every level series of its alarms re-baselined.
 * One of `id` and `incident_id`.
 */
export const acknowledgeRebaselineInput = z
  .object({
    id: bigRecordId.optional(),
    incident_id: bigRecordId.optional(),
    note: alarmNote.optional(),
    ...baselineWindowShape,
  })
  .superRefine((v, c) => {
    if ((v.id === undefined) === (v.incident_id === undefined)) {
      c.addIssue({
        code: "custom",
        path: ["id"],
        message: "name an alarm (id) or an incident (incident_id)",
      });
    }
  });

/**
 * An incident acknowledged once: it and its alarms not yet acknowledged. With `rebaseline`, every
 * level series among its alarms is re-baselined over the window as acknowledge-with-re-baseline does
 * (after a repair: the new normal accepted), and those series' open alarms cleared.
 */
export const acknowledgeIncidentInput = z.object({
  id: bigRecordId,
  note: alarmNote.optional(),
  rebaseline: z.object(baselineWindowShape).optional(),
});

const { int, nullableDate, nullableInt, nullableNumber, nullableText } = column;

/** A work order linked to an alarm or incident: its id and WorkOrderStatus, or null. */
export const linkedWorkOrder = z.object({ id: int, status: int }).nullable();

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
  /** The incident grouping it with the other alarms of its item (or gateway); null for none. */
  incident_id: nullableInt,
  /** The work order created from it or from its incident (the newest), if any. */
  work_order: linkedWorkOrder,
});

/**
 * The columns alarms.list sorts by (`orderByColumn`), under the names its rows answer them with;
 * `status` puts open alarms first (then the newest cleared). Anything else is refused: the server
 * never orders by a name it does not know.
 */
export const ALARM_SORT_COLUMNS = [
  "created_at",
  "cleared_at",
  "acknowledged_at",
  "status",
  "severity",
  "alert_type",
  "parameter_type",
  "value",
  "sensor_name",
  "item_name",
  "machine_name",
] as const;
export type AlarmSortColumn = (typeof ALARM_SORT_COLUMNS)[number];

/** The columns alarms.listIncidents sorts by; `item_name` is the item's, else the gateway's, name. */
export const INCIDENT_SORT_COLUMNS = [
  "latest_at",
  "opened_at",
  "closed_at",
  "acknowledged_at",
  "status",
  "worst_severity",
  "alarm_count",
  "item_name",
  "machine_name",
] as const;
export type IncidentSortColumn = (typeof INCIDENT_SORT_COLUMNS)[number];

/** `orderByColumn` limited to a list's own sortable columns (blank is no sort, the list's default). */
export function sortColumnInput<const C extends readonly [string, ...string[]]>(columns: C) {
  return z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.enum(columns, { error: `must be one of ${columns.join(", ")}` }).optional(),
  );
}

/** Incident filters: open ones by default ("all" for every state). */
export const INCIDENT_STATUSES = ["open", "closed", "all"] as const;

const optionalFilterId = z.preprocess((v) => (v === "" ? undefined : v), recordId.optional());

export const listIncidentsInput = listInput.extend({
  orderByColumn: sortColumnInput(INCIDENT_SORT_COLUMNS),
  plant_id: optionalFilterId,
  production_line_id: optionalFilterId,
  machine_id: optionalFilterId,
  equipment_item_id: optionalFilterId,
  controller_id: optionalFilterId,
  /** Worst severity of the incident. */
  severity: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number()
      .int()
      .refine((v) => v === AlarmSeverity.WARNING || v === AlarmSeverity.ALARM, {
        error: "must be 1 (warning) or 2 (alarm)",
      })
      .optional(),
  ),
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(INCIDENT_STATUSES).default("open")),
  acknowledged: queryFlag,
});
export type ListIncidentsInput = z.infer<typeof listIncidentsInput>;

/** A parameter an incident's alarms are about, with the axes involved (0: no axis). */
export const incidentParameter = z.object({
  parameter_type: int,
  parameter_key: nullableText,
  axes: z.array(int),
});

/**
 * One incident: its item (or gateway) and place, worst severity, how many alarms it holds and how
 * many are still open, the parameters and alert types involved, first and latest time, its
 * acknowledgement and the work order created from it (or from one of its alarms), if any.
 */
export const incidentRow = z.object({
  id: int,
  company_id: int,
  ...refColumns("plant"),
  equipment_item_id: nullableInt,
  item_name: nullableText,
  ...nullableRefColumns("controller"),
  ...assetPlaceColumns,
  worst_severity: int,
  opened_at: column.date,
  latest_at: column.date,
  closed_at: nullableDate,
  is_open: column.flag,
  acknowledged_by: nullableInt,
  acknowledged_by_name: nullableText,
  acknowledged_at: nullableDate,
  acknowledge_note: nullableText,
  alarm_count: int,
  open_count: int,
  unacknowledged_count: int,
  parameters: z.array(incidentParameter),
  /** Alert types among its alarms (ids, ascending). */
  alert_types: z.array(int),
  /** The alarm that leads it: the worst, newest open one (else the worst, newest). */
  lead_alarm_id: nullableInt,
  work_order: linkedWorkOrder,
});

export const listIncidentsOutput = listOutput(incidentRow);

/** One incident with its alarms, open ones first, newest first. */
export const incidentDetail = incidentRow.extend({ alarms: z.array(alarmRow) });

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
export * from "./alarms-attention";
