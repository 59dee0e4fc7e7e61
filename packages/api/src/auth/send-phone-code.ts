import { schema } from "@plantwise/db";
import { phoneCodeInput } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { AppError } from "../errors";
import { consumeLimit, LIMITS } from "../lib/rate-limit";
import { outboxSmsSender, phoneHint } from "../lib/sms";
import { authedProcedure } from "../trpc";
import { sendSmsCode, userKey } from "./mfa";
import { phoneOnFile, SWITCH_TO_APP_FIRST } from "./phone-on-file";

const { users } = schema;

/** POST /users/phone-number/code: texts a code to verify the phone (a given number is saved first). */
export const phoneCode = authedProcedure.input(phoneCodeInput).mutation(async ({ ctx, input }) => {
  const current = await phoneOnFile(ctx.db, ctx.user.id);
  const phone = input?.phone ?? current.phone;
  if (!phone) {
    throw new AppError("BAD_REQUEST", "Enter a phone number", {
      messages: [["phone: Enter a phone number"]],
    });
  }
  const changed = phone !== current.phone;
  if (changed && current.smsSignIn) throw new AppError("BAD_REQUEST", SWITCH_TO_APP_FIRST);
  await consumeLimit(ctx.db, LIMITS.smsSend, userKey(ctx.user.id));
  if (changed) {
    await ctx.db
      .update(users)
      .set({ phone, phone_verified_at: null, updated_at: new Date() })
      .where(eq(users.id, ctx.user.id));
  }
  await sendSmsCode(ctx.db, ctx.sms ?? outboxSmsSender, {
    userId: ctx.user.id,
    purpose: "phone_verification",
    phone,
  });
  return { status: "sent" as const, phone_hint: phoneHint(phone) };
});
