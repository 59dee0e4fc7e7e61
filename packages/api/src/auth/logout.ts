import { logoutOutput } from "@plantwise/shared";
import { invalidateSession } from "../access/sessions";
import { authedProcedure } from "../trpc";

export const logout = authedProcedure.output(logoutOutput).mutation(async ({ ctx }) => {
  await invalidateSession(ctx.db, ctx.session.id);
  return { status: "ok" as const };
});
