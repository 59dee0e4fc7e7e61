/**
 * What happened to alarms, handed on inside the transaction that changed them: their incidents
 * follow (incidents.ts) and the notifications it causes commit (or roll back) with the change
 * itself: an alarm is never notified without being stored, nor stored without being notified.
 */
import type { Tx } from "@plantwise/db";
import { type AlarmChange, notifyAlarmChanges } from "../notifications/service";
import { trackIncidents } from "./incidents";

export type { AlarmChange };

export async function alarmsChanged(tx: Tx, changes: readonly AlarmChange[]): Promise<void> {
  if (changes.length === 0) return;
  const incidents = await trackIncidents(tx, changes);
  await notifyAlarmChanges(tx, changes, incidents);
}
