import { effectiveRole, MESSAGES } from "@plantwise/shared";
import { AppError } from "../errors";
import { authedProcedure } from "../trpc";
import { trustDevice as trust } from "./trusted-devices";

/**
 * Spec part 1 §6: the MFA requirement "can be skipped for 7 days by trusting the device". The web
 * keeps the returned token and sends it as `X-Device-Token`; `auth.user` then reports
 * `mfa_required: false` on this device until it expires. Forced-MFA roles cannot skip.
 */
export const trustDevice = authedProcedure.mutation(async ({ ctx }) => {
  if (effectiveRole(ctx.user).is_forced_mfa) throw new AppError("FORBIDDEN", MESSAGES.mfaForced);
  return { status: "ok" as const, data: await trust(ctx.db, ctx.user.id, ctx.userAgent) };
});
