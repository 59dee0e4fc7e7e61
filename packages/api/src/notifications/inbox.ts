/**
 * The caller's own notifications: the bell and the notification centre. Every query filters on
 * ctx.user.id, so nobody can read or mark another user's notification; naming an id that is not
 * the caller's answers NOT_FOUND, like an id that does not exist.
 */
import { type Database, schema } from "@plantwise/db";
import { listNotificationsInput, markNotificationsReadInput } from "@plantwise/shared";
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { AppError } from "../errors";
import { listMeta, listWindow } from "../lib/list";
import { authedProcedure } from "../trpc";

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

export const list = authedProcedure.input(listNotificationsInput).query(async ({ ctx, input }) => {
  const where = and(
    eq(notifications.user_id, ctx.user.id),
    input.unread ? isNull(notifications.read_at) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(notificationColumns)
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.created_at), desc(notifications.id))
      .limit(listWindow(input).limit)
      .offset(listWindow(input).offset),
    ctx.db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { data: rows, meta: listMeta(input, Number(total?.n ?? 0)) };
});

export const unreadCount = authedProcedure.query(async ({ ctx }) => ({
  unread: await countUnread(ctx.db, ctx.user.id),
}));

export const markRead = authedProcedure.input(markNotificationsReadInput).mutation(async ({ ctx, input }) => {
  const ids = [...new Set(input.ids)];
  return ctx.db.transaction(async (tx) => {
    const own = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.user_id, ctx.user.id), inArray(notifications.id, ids)));
    if (own.length !== ids.length) throw new AppError("NOT_FOUND", "Notification not found");
    await tx
      .update(notifications)
      .set({ read_at: new Date() })
      .where(
        and(
          eq(notifications.user_id, ctx.user.id),
          inArray(notifications.id, ids),
          isNull(notifications.read_at),
        ),
      );
    return { status: "ok" as const, unread: await countUnread(tx, ctx.user.id) };
  });
});

export const markAllRead = authedProcedure.mutation(async ({ ctx }) => {
  await ctx.db
    .update(notifications)
    .set({ read_at: new Date() })
    .where(and(eq(notifications.user_id, ctx.user.id), isNull(notifications.read_at)));
  return { status: "ok" as const, unread: 0 };
});
