import { schema } from "@plantwise/db";
import { markNotificationsReadInput } from "@plantwise/shared";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { AppError } from "../errors";
import { authedProcedure } from "../trpc";
import { countUnread } from "./notification-rows";

const { notifications } = schema;

/** Naming an id that is not the caller's answers NOT_FOUND, like an id that does not exist. */
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
