import { authedProcedure } from "../trpc";
import { countUnread } from "./notification-rows";

export const unreadCount = authedProcedure.query(async ({ ctx }) => ({
  unread: await countUnread(ctx.db, ctx.user.id),
}));
