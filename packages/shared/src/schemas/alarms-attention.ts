/**
 * Alarms: what needs attention in a plant, and the latest state of items (health, open alarms and
 * latest overall values) for the hierarchy pages and the item cards. Re-exported by alarms.ts.
 */
import { z } from "zod";
import { AlarmSeverity } from "../alarms";
import { ITEM_HEALTH } from "../assets";
import { column } from "./fields";
import { assetPlaceColumns } from "./hierarchy";
import { recordId } from "./list";

const { int, nullableDate, nullableInt, nullableNumber, nullableText } = column;

const optionalId = z.preprocess((v) => (v === "" ? undefined : v), recordId.optional());

/** alarms.attention: one plant. */
export const attentionInput = z.object({ plant_id: recordId });

/** Whether an alarm's rule fires above its threshold (levels) or below it (battery, signal). */
export const THRESHOLD_DIRECTIONS = ["above", "below"] as const;

/**
 * One item in alarm or warning: where it is, its worst open alarm (the lead: the parameter and
 * axis, the latest value of that series against the threshold it broke), since when it has been
 * in trouble and whether someone acknowledged it.
 */
export const attentionRow = z.object({
  equipment_item_id: int,
  item_name: column.text,
  ...assetPlaceColumns,
  severity: z.literal([AlarmSeverity.WARNING, AlarmSeverity.ALARM]),
  /** Every open alarm of the item is acknowledged. */
  acknowledged: column.flag,
  open_count: int,
  unacknowledged_count: int,
  /** The oldest open alarm's time: how long the item has been in trouble. */
  since: column.date,
  incident_id: nullableInt,
  /** The lead alarm. */
  alarm_id: int,
  alert_type: int,
  alert_type_key: nullableText,
  alert_type_label: column.text,
  parameter_type: nullableInt,
  parameter_key: nullableText,
  axis: int,
  unit: nullableText,
  threshold: nullableNumber,
  direction: z.enum(THRESHOLD_DIRECTIONS),
  /** The series' latest reading (level alarms), else the value that raised the alarm. */
  value: nullableNumber,
  value_at: nullableDate,
  /** How far past the threshold the value is, as a ratio (1.1: 10 % past); null without both. */
  excess: nullableNumber,
});

/** Worst first: alarm before warning, unacknowledged first, then furthest past, then longest. */
export const attentionOutput = z.array(attentionRow);

/** alarms.itemStatus: the items of a plant, narrowed to a line, a machine or an asset. */
export const itemStatusInput = z.object({
  plant_id: recordId,
  production_line_id: optionalId,
  machine_id: optionalId,
  asset_id: optionalId,
});

/** A series' latest reading: its value, axis (0 none, 1–3 X–Z) and time. */
export const latestReading = z.object({ value: column.number, axis: int, at: column.date }).nullable();

/**
 * One item's state: health, open alarms by severity, and its latest overall velocity RMS (the worst
 * axis of its sensors) and temperature (the hottest), each from the last seven days.
 */
export const itemStatusRow = z.object({
  id: int,
  name: column.text,
  equipment_type_id: nullableInt,
  equipment_type_name: nullableText,
  ...assetPlaceColumns,
  health: z.enum(ITEM_HEALTH),
  open_counts: z.object({ warning: int, alarm: int }),
  velocity: latestReading,
  temperature: latestReading,
});

/** Worst health first, then by name. */
export const itemStatusOutput = z.array(itemStatusRow);

export type AttentionRow = z.infer<typeof attentionRow>;
export type ItemStatusRow = z.infer<typeof itemStatusRow>;
