import { schema } from "@plantwise/db";
import { authUserInput, authUserOutput } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { createSession, invalidateSession } from "../access/sessions";
import { authedProcedure } from "../trpc";

export const user = authedProcedure
  .input(authUserInput)
  .output(authUserOutput)
  .query(async ({ ctx, input }) => {
    if (!input?.refresh_token) return { user: ctx.user };
    // The renewed session keeps whether the second factor was completed.
    const [current] = await ctx.db
      .select({ mfa_verified: schema.sessions.mfa_verified })
      .from(schema.sessions)
      .where(eq(schema.sessions.id, ctx.session.id));
    const fresh = await createSession(ctx.db, ctx.user.id, {
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      mfaVerified: current?.mfa_verified ?? false,
      // A renewal keeps the session's age, so renewing cannot outrun the absolute lifetime.
      startedAt: ctx.session.createdAt,
    });
    await invalidateSession(ctx.db, ctx.session.id);
    return { user: ctx.user, token: fresh.token };
  });
