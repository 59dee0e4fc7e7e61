import { schema } from "@plantwise/db";
import { phoneVerifyInput } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { authedProcedure } from "../trpc";
import { checkSmsCode, codeAttempt } from "./mfa";

const { users } = schema;

/** POST /users/phone-number/verify: the texted code marks the phone verified. */
export const phoneVerify = authedProcedure.input(phoneVerifyInput).mutation(async ({ ctx, input }) => {
  const now = new Date();
  const [current] = await ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, ctx.user.id));
  await codeAttempt(
    ctx.db,
    ctx.user.id,
    () =>
      checkSmsCode(
        ctx.db,
        { userId: ctx.user.id, purpose: "phone_verification", code: input.code, phone: current?.phone ?? "" },
        now,
      ),
    now,
  );
  await ctx.db.update(users).set({ phone_verified_at: now }).where(eq(users.id, ctx.user.id));
  return { status: "verified" as const };
});
