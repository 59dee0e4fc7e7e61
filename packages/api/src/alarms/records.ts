/**
 * Raising and clearing alarm rows, shared by every rule (level zones, battery, signal, offline).
 * Both are idempotent: a raise of an alarm already open inserts nothing (the partial unique index
 * "one open alarm per source, parameter, axis and alert type", with ON CONFLICT DO NOTHING, so even
 * two processes racing raise it once), a clear touches open alarms only. Each returns the changes it
 * made, for `alarmsChanged` in the same transaction.
 */
import { schema, type Tx } from "@plantwise/db";
import { alertTypeInfo } from "@plantwise/shared";
import { and, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { AlarmChange } from "./events";

const { alarms } = schema;

/** Why an alarm cleared; "retired": its sensor was archived or made inactive, its gateway archived. */
export type ClearCause =
  | "level"
  | "coolDown"
  | "rebaseline"
  | "online"
  | "recovered"
  | "zones_changed"
  | "retired";

export interface NewAlarm {
  company_id: number;
  plant_id: number;
  sensor_id?: number | null;
  controller_id?: number | null;
  equipment_item_id?: number | null;
  parameter_type?: number | null;
  axis?: number;
  alert_type: number;
  alert_rule: Record<string, unknown>;
  value: number | null;
  created_at: Date;
}

/** Inserts the alarm unless the same one is open; the change, or none. */
export async function raiseAlarm(tx: Tx, alarm: NewAlarm): Promise<AlarmChange[]> {
  const info = alertTypeInfo(alarm.alert_type);
  if (!info) throw new Error(`Unknown alert type ${alarm.alert_type}`);
  const rows = await tx
    .insert(alarms)
    .values({ ...alarm, severity: info.severity })
    .onConflictDoNothing()
    .returning({ id: alarms.id });
  return rows.map((r) => ({ alarmId: r.id, action: "raised" }));
}

/**
 * Clears the open alarms matching `where` at `at` (never before an alarm's own created_at), with
 * its cause; the changes.
 */
export async function clearAlarms(tx: Tx, where: SQL, at: Date, cause: ClearCause): Promise<AlarmChange[]> {
  const rows = await tx
    .update(alarms)
    .set({
      cleared_at: sql`greatest(${alarms.created_at}, ${at.toISOString()}::timestamptz)`,
      clear_cause: cause,
    })
    .where(and(isNull(alarms.cleared_at), where))
    .returning({ id: alarms.id });
  return rows.map((r) => ({ alarmId: r.id, action: "cleared" }));
}

/** `alert_type` is one of `types`. */
export function alertTypeIn(types: readonly number[]): SQL {
  return inArray(alarms.alert_type, [...types]);
}
