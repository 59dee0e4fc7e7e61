import { invalidateSession } from "../access/sessions";
import { authedProcedure } from "../trpc";

export const logout = authedProcedure.mutation(async ({ ctx }) => {
  await invalidateSession(ctx.db, ctx.session.id);
  return { status: "ok" as const };
});
