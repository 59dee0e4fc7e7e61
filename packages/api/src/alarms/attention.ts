/**
 * alarms.attention: what needs attention in one plant, worst first. One row per equipment item with
 * open alarms: its place, its lead alarm (the worst: severity, then unacknowledged, then furthest
 * past its threshold, then the oldest) with that series' latest reading against the threshold the
 * alarm broke, since when the item has been in trouble and whether every alarm is acknowledged.
 *
 * Items are ordered by severity (alarm before warning), then unacknowledged before acknowledged,
 * then a machine's condition (levels, analysis, lubrication) before the state of its sensors
 * (battery, signal, offline: the measuring is in trouble, not the machine, and a battery's percent
 * says nothing comparable to a vibration's excess), then by how far past the threshold the lead's
 * latest value is, then by how long (oldest first).
 * Alarms without an item (a gateway offline) are left to the alarm lists: they make no item worse.
 */

import { schema } from "@plantwise/db";
import { AlarmSeverity, type AttentionRow, attentionInput, attentionOutput } from "@plantwise/shared";
import { and, isNotNull, isNull } from "drizzle-orm";
import { type AlarmRow, presentAlarm, selectAlarmRows } from "./alarm-rows";
import { LATEST_READING_WINDOW_MS, type LatestReading, latestReadings } from "./attention-readings";
import { rollupFilter } from "./health";
import { viewAlarms } from "./list-alarms";
import { type SeriesKey, seriesId } from "./series-state";

const { alarms } = schema;

/** Whether the rule fires under its threshold (battery, signal) rather than over it. */
export function directionOf(rule: Record<string, unknown>): "above" | "below" {
  return typeof rule.below === "number" || rule.rule === "battery" || rule.rule === "signal"
    ? "below"
    : "above";
}

/** How far past the threshold a value is, as a ratio (> 1 past it); null when it cannot be said. */
export function excessOf(
  value: number | null,
  threshold: number | null,
  direction: "above" | "below",
): number | null {
  if (value == null || threshold == null || threshold <= 0) return null;
  if (direction === "above") return value / threshold;
  return value > 0 ? threshold / value : null;
}

/** Larger first, nulls last. */
const byExcess = (a: number | null, b: number | null) => (b ?? -1) - (a ?? -1);

interface Judged {
  alarm: AlarmRow;
  value: number | null;
  valueAt: Date | null;
  direction: "above" | "below";
  excess: number | null;
}

interface Rank {
  severity: number;
  unacknowledged: boolean;
  /** About the machine's condition rather than its sensor's device state. */
  condition: boolean;
  excess: number | null;
  since: Date;
  id: number;
}

/** Alarm kinds about the device that measures, not the machine measured. */
const DEVICE_KINDS: readonly (string | null)[] = ["device", "offline"];

/** The order of alarms within an item and of items in the list: worst first. */
function worse(a: Rank, b: Rank): number {
  return (
    b.severity - a.severity ||
    Number(b.unacknowledged) - Number(a.unacknowledged) ||
    Number(b.condition) - Number(a.condition) ||
    byExcess(a.excess, b.excess) ||
    a.since.getTime() - b.since.getTime() ||
    a.id - b.id
  );
}

/** One open alarm with the latest reading of its series (level alarms) and how far past it is. */
function judge(alarm: AlarmRow, latest: Map<string, LatestReading>): Judged {
  const reading =
    alarm.sensor_id != null && alarm.parameter_type != null
      ? latest.get(
          seriesId({ sensorId: alarm.sensor_id, parameterType: alarm.parameter_type, axis: alarm.axis }),
        )
      : undefined;
  const value = reading?.value ?? alarm.value;
  const direction = directionOf(alarm.alert_rule);
  return {
    alarm,
    value,
    valueAt: reading?.ts ?? (alarm.value == null ? null : alarm.created_at),
    direction,
    excess: excessOf(value, alarm.threshold, direction),
  };
}

const rank = (j: Judged): Rank => ({
  severity: j.alarm.severity,
  unacknowledged: j.alarm.acknowledged_at == null,
  condition: !DEVICE_KINDS.includes(j.alarm.kind),
  excess: j.excess,
  since: j.alarm.created_at,
  id: j.alarm.id,
});

export const attention = viewAlarms
  .input(attentionInput)
  .output(attentionOutput)
  .query(async ({ ctx, input }) => {
    const filter = await rollupFilter(ctx.db, ctx.scope, input.plant_id);
    const open = (
      await selectAlarmRows(ctx.db).where(
        and(filter(alarms.plant_id), isNull(alarms.cleared_at), isNotNull(alarms.equipment_item_id)),
      )
    ).map(presentAlarm);
    const keys = new Map<string, SeriesKey>();
    for (const a of open) {
      if (a.sensor_id == null || a.parameter_type == null) continue;
      const key = { sensorId: a.sensor_id, parameterType: a.parameter_type, axis: a.axis };
      keys.set(seriesId(key), key);
    }
    const latest = await latestReadings(
      ctx.db,
      [...keys.values()],
      new Date(Date.now() - LATEST_READING_WINDOW_MS),
    );

    const byItem = new Map<number, Judged[]>();
    for (const a of open) {
      // An item deleted since keeps its alarms in the lists; it is no longer here to look at.
      if (a.equipment_item_id == null || a.item_name == null) continue;
      const list = byItem.get(a.equipment_item_id) ?? [];
      list.push(judge(a, latest));
      byItem.set(a.equipment_item_id, list);
    }

    const rows: (AttentionRow & { rankOf: Rank })[] = [];
    for (const [itemId, judged] of byItem) {
      judged.sort((a, b) => worse(rank(a), rank(b)));
      const lead = judged[0]!;
      const a = lead.alarm;
      const unacknowledged = judged.filter((j) => j.alarm.acknowledged_at == null).length;
      const since = new Date(Math.min(...judged.map((j) => j.alarm.created_at.getTime())));
      rows.push({
        equipment_item_id: itemId,
        item_name: a.item_name!,
        asset_id: a.asset_id,
        asset_name: a.asset_name,
        machine_id: a.machine_id,
        machine_name: a.machine_name,
        production_line_id: a.production_line_id,
        production_line_name: a.production_line_name,
        severity: a.severity === AlarmSeverity.ALARM ? AlarmSeverity.ALARM : AlarmSeverity.WARNING,
        acknowledged: unacknowledged === 0,
        open_count: judged.length,
        unacknowledged_count: unacknowledged,
        since,
        incident_id: a.incident_id,
        alarm_id: a.id,
        alert_type: a.alert_type,
        alert_type_key: a.alert_type_key,
        alert_type_label: a.alert_type_label,
        parameter_type: a.parameter_type,
        parameter_key: a.parameter_key,
        axis: a.axis,
        unit: a.unit,
        threshold: a.threshold,
        direction: lead.direction,
        value: lead.value,
        value_at: lead.valueAt,
        excess: lead.excess,
        rankOf: {
          severity: a.severity,
          unacknowledged: unacknowledged > 0,
          condition: rank(lead).condition,
          excess: lead.excess,
          since,
          id: itemId,
        },
      });
    }
    return rows.sort((a, b) => worse(a.rankOf, b.rankOf)).map(({ rankOf: _rank, ...row }) => row);
  });
