import { schema } from "@plantwise/db";
import { MESSAGES, MFA_TRUST_DAYS, secondFactorForced, secondFactorPolicyApplies } from "@plantwise/shared";
import { eq, sql } from "drizzle-orm";
import { AppError } from "../errors";
import { authedProcedure } from "../trpc";
import { trustDevice as trust } from "./trusted-devices";

const { users } = schema;

export const MESSAGE_DEFERRAL_OVER = "The 7 days to set up two-factor authentication are over: set it up now";
export const MESSAGE_FACTOR_ON = "Two-factor authentication is already on: there is nothing to skip";

/**
 * Spec part 1 §6: the MFA requirement "can be skipped for 7 days by trusting the device". The web
 * keeps the returned token and sends it as `X-Device-Token`; `auth.user` then reports
 * `mfa_required: false` on this device until it expires. Forced-MFA roles cannot skip.
 *
 * The 7 days are the user's, once: the first skip sets `mfa_deferral_ends_at` (in one statement,
 * so two devices skipping at once agree on it) and it never moves. A device trusted later in the
 * window is trusted until the same end, and after it nothing is skipped any more, so the
 * requirement cannot be renewed for ever. A role the policy does not apply to keeps the plain
 * 7-day trust (it skips nothing).
 */
export const trustDevice = authedProcedure.mutation(async ({ ctx }) => {
  if (secondFactorForced(ctx.user)) throw new AppError("FORBIDDEN", MESSAGES.mfaForced);
  if (ctx.user.is_mfa_enabled) throw new AppError("CONFLICT", MESSAGE_FACTOR_ON);
  const now = new Date();
  if (!secondFactorPolicyApplies(ctx.user, now)) {
    return { status: "ok" as const, data: await trust(ctx.db, ctx.user.id, ctx.userAgent, now) };
  }
  const proposed = new Date(now.getTime() + MFA_TRUST_DAYS * 24 * 3600 * 1000);
  const [row] = await ctx.db
    .update(users)
    .set({
      mfa_deferral_ends_at: sql`coalesce(${users.mfa_deferral_ends_at}, ${proposed.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, ctx.user.id))
    .returning({ endsAt: users.mfa_deferral_ends_at });
  const endsAt = row?.endsAt ?? proposed;
  if (endsAt.getTime() <= now.getTime()) throw new AppError("FORBIDDEN", MESSAGE_DEFERRAL_OVER);
  return { status: "ok" as const, data: await trust(ctx.db, ctx.user.id, ctx.userAgent, now, endsAt) };
});
