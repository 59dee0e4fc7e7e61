import { schema } from "@plantwise/db";
import { and, eq, isNull } from "drizzle-orm";
import { authedProcedure } from "../trpc";

const { notifications } = schema;

export const markAllRead = authedProcedure.mutation(async ({ ctx }) => {
  await ctx.db
    .update(notifications)
    .set({ read_at: new Date() })
    .where(and(eq(notifications.user_id, ctx.user.id), isNull(notifications.read_at)));
  return { status: "ok" as const, unread: 0 };
});
