/**
 * The caller's own notifications: the bell and the notification centre. Every query filters on
 * ctx.user.id, so nobody can read or mark another user's notification; naming an id that is not
 * the caller's answers NOT_FOUND, like an id that does not exist.
 */
import { type Database, schema } from "@plantwise/db";
import { and, count, eq, isNull } from "drizzle-orm";

const { notifications } = schema;

/** What a notification shows the user (the list, and the stream's `notification` event). */
export const notificationColumns = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  plant_id: notifications.plant_id,
  alarm_id: notifications.alarm_id,
  read_at: notifications.read_at,
  created_at: notifications.created_at,
};

export type NotificationItem = {
  [K in keyof typeof notificationColumns]: (typeof notifications.$inferSelect)[K];
};

/** Unread notifications of a user (the bell's number, also sent by the stream). */
export async function countUnread(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
  return Number(row?.n ?? 0);
}
