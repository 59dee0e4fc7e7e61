import { schema } from "@plantwise/db";
import { pageVisitInput } from "@plantwise/shared";
import { authedProcedure, router } from "../trpc";

/** POST /analytics/page-visits: the web app reports each page a signed-in user opens. */
const pageVisit = authedProcedure.input(pageVisitInput).mutation(async ({ ctx, input }) => {
  await ctx.db.insert(schema.pageVisits).values({
    user_id: ctx.user.id,
    path: input.path,
    title: input.title ?? null,
    duration_ms: input.duration_ms ?? null,
  });
  return { status: "ok" as const };
});

export const analyticsRouter = router({ pageVisit });
