import { schema } from "@plantwise/db";
import { listNotificationsInput } from "@plantwise/shared";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { listMeta, listWindow } from "../lib/list";
import { authedProcedure } from "../trpc";
import { notificationColumns } from "./notification-rows";

const { notifications } = schema;

/** The caller's own notifications (notification-rows.ts: nobody reads another user's). */
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
