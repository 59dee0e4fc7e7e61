import { type Database, hashPassword, schema } from "@plantwise/db";
import { changePasswordInput, phoneCodeInput, phoneVerifyInput, updateProfileInput } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { loadAuthUser } from "../access/auth-user";
import { AppError } from "../errors";
import { assertWithinLimit, consumeLimit, LIMITS } from "../lib/rate-limit";
import { outboxSmsSender, phoneHint } from "../lib/sms";
import { authedProcedure } from "../trpc";
import { checkSmsCode, sendSmsCode, userKey } from "./mfa";
import { assertNewPassword, assertOwnPassword } from "./password-rules";
import { endUserSessions } from "./user-tokens";

const { users } = schema;

export const WRONG_CURRENT_PASSWORD = "The current password is not correct";
const SWITCH_TO_APP_FIRST = "Switch sign-in codes to the authenticator app before changing the phone number";

/** The phone on file, and whether sign-in codes are texted to it (then it may not change). */
async function phoneOnFile(db: Database, userId: number) {
  const [row] = await db
    .select({ phone: users.phone, mfa_method: users.mfa_method, is_mfa_enabled: users.is_mfa_enabled })
    .from(users)
    .where(eq(users.id, userId));
  return { phone: row?.phone ?? null, smsSignIn: Boolean(row?.is_mfa_enabled && row.mfa_method === "sms") };
}

/** auth.changePassword: needs the current password; the user's other sessions end. */
export const changePassword = authedProcedure.input(changePasswordInput).mutation(async ({ ctx, input }) => {
  const now = new Date();
  const given = {
    password: input.current_password,
    field: "current_password",
    message: WRONG_CURRENT_PASSWORD,
  };
  await assertOwnPassword(ctx.db, ctx.user.id, given);
  assertNewPassword(input.password, input.password_confirmation, ctx.user.email);
  const hash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password_hash: hash, password_changed_at: now, updated_at: now })
      .where(eq(users.id, ctx.user.id));
    await endUserSessions(tx, ctx.user.id, ctx.session.id);
  });
  return { status: "changed" as const };
});

/** auth.updateProfile: own name, language, units and phone; a new phone must be verified again. */
export const updateProfile = authedProcedure.input(updateProfileInput).mutation(async ({ ctx, input }) => {
  const current = await phoneOnFile(ctx.db, ctx.user.id);
  const phone = input.phone === undefined ? current.phone : input.phone;
  const phoneChanged = phone !== current.phone;
  if (phoneChanged && current.smsSignIn) {
    throw new AppError("BAD_REQUEST", SWITCH_TO_APP_FIRST, {
      messages: [["phone: Sign-in codes are sent to this number; switch to the authenticator app first"]],
    });
  }
  await ctx.db
    .update(users)
    .set({
      first_name: input.first_name,
      last_name: input.last_name,
      language: input.language,
      measuring_system: input.measuring_system,
      phone,
      ...(phoneChanged ? { phone_verified_at: null } : {}),
      updated_at: new Date(),
    })
    .where(eq(users.id, ctx.user.id));
  const user = await loadAuthUser(ctx.db, ctx.user.id, { deviceToken: ctx.deviceToken });
  if (!user) throw new AppError("NOT_FOUND", "User not found");
  return user;
});

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

/** POST /users/phone-number/verify: the texted code marks the phone verified. */
export const phoneVerify = authedProcedure.input(phoneVerifyInput).mutation(async ({ ctx, input }) => {
  const now = new Date();
  await assertWithinLimit(ctx.db, LIMITS.codeVerify, userKey(ctx.user.id), now);
  const [current] = await ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, ctx.user.id));
  await checkSmsCode(
    ctx.db,
    { userId: ctx.user.id, purpose: "phone_verification", code: input.code, phone: current?.phone ?? "" },
    now,
  );
  await ctx.db.update(users).set({ phone_verified_at: now }).where(eq(users.id, ctx.user.id));
  return { status: "verified" as const };
});
