/**
 * Acknowledging an alarm or an incident answers its notifications for the person who did it: their
 * unread notifications about those alarms (by alarm) and incidents (by the incident's dedupe keys,
 * alarm-notify.ts) are marked read, inside the acknowledging transaction, so the bell never shows as
 * unread something its reader has already dealt with. Other people's notifications stay unread.
 */
import { schema, type Tx } from "@plantwise/db";
import { and, eq, inArray, isNull, like, or, type SQL } from "drizzle-orm";

const { notifications } = schema;

export async function markAcknowledgedRead(
  tx: Tx,
  userId: number,
  about: { alarmIds: readonly number[]; incidentIds: readonly number[] },
): Promise<void> {
  const matches: SQL[] = [];
  if (about.alarmIds.length > 0) matches.push(inArray(notifications.alarm_id, [...about.alarmIds]));
  for (const incidentId of new Set(about.incidentIds)) {
    matches.push(like(notifications.dedupe_key, `incident:${incidentId}:%`));
  }
  if (matches.length === 0) return;
  await tx
    .update(notifications)
    .set({ read_at: new Date() })
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at), or(...matches)));
}
