import { schema } from "@plantwise/db";
import {
  canDisableMfa,
  googleCodeOutput,
  MESSAGES,
  mfaChallengeInput,
  mfaDisableInput,
  mfaVerifyInput,
  mfaVerifyOutput,
  smsCodeOutput,
} from "@plantwise/shared";
import { eq } from "drizzle-orm";
import type { AuthUser } from "../access/auth-user";
import { createSession, type Session } from "../access/sessions";
import type { Context } from "../context";
import { AppError } from "../errors";
import { consumeLimit, LIMITS } from "../lib/rate-limit";
import { encryptSecret, readStoredSecret } from "../lib/secrets";
import { outboxSmsSender, phoneHint } from "../lib/sms";
import { base32Encode, generateTotpSecret, otpauthUrl, verifyTotp } from "../lib/totp";
import { authedProcedure, publicProcedure, router } from "../trpc";
import {
  checkSmsCode,
  checkUserTotp,
  closeChallenge,
  codeAttempt,
  failCodeCheck,
  MESSAGE_CHALLENGE_EXPIRED,
  MFA_OFF,
  openChallenge,
  sendSmsCode,
  userKey,
} from "./mfa";
import { assertOwnPassword } from "./password-rules";
import { forcedSecondFactor, trustDevice } from "./trusted-devices";
import { endUserSessions } from "./user-tokens";

const { sessions, trustedDevices, users } = schema;

export const NO_VERIFIED_PHONE = "Verify a phone number first: text-message codes go to a verified number";
export const MFA_ALREADY_ON =
  "Two-factor authentication is already on: turn it off with your password before setting up another method";

/**
 * The set-up of a factor by a signed-in user, refused while one is on: replacing the authenticator
 * or the phone with a session alone would let a stolen token take the account over for good.
 * Changing the method goes through switching it off, which asks for the password.
 */
function settingUp(ctx: Context): { user: AuthUser; session: Session } {
  const signed = signedIn(ctx);
  if (signed.user.is_mfa_enabled) throw new AppError("CONFLICT", MFA_ALREADY_ON);
  return signed;
}

/** Procedures that serve both a login challenge (public) and the signed-in user (set-up). */
function signedIn(ctx: Context): { user: AuthUser; session: Session } {
  if (!ctx.user || !ctx.session) throw new AppError("UNAUTHORIZED", MESSAGES.notAuthorized);
  return { user: ctx.user, session: ctx.session };
}

async function verifiedPhone(ctx: Context, userId: number): Promise<string> {
  const [row] = await ctx.db
    .select({ phone: users.phone, verified: users.phone_verified_at })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.phone || !row.verified) throw new AppError("BAD_REQUEST", NO_VERIFIED_PHONE);
  return row.phone;
}

/**
 * The second factor checked: closes the challenge and opens a fresh session marked mfa_verified;
 * with trust_device the device may skip the second factor for 7 days (not for forced-MFA roles).
 */
async function completeSignIn(
  ctx: Context,
  challenge: { id: string; userId: number },
  trust: boolean | undefined,
): Promise<{ token: string; device_token?: string }> {
  const now = new Date();
  return ctx.db.transaction(async (tx) => {
    if (!(await closeChallenge(tx, challenge.id, now)))
      throw new AppError("BAD_REQUEST", MESSAGE_CHALLENGE_EXPIRED);
    const { token } = await createSession(tx, challenge.userId, {
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      mfaVerified: true,
    });
    await tx.update(users).set({ last_login_at: now }).where(eq(users.id, challenge.userId));
    if (!trust) return { token };
    if (await forcedSecondFactor(tx, challenge.userId)) return { token };
    const device = await trustDevice(tx, challenge.userId, ctx.userAgent, now);
    return { token, device_token: device.device_token };
  });
}

/**
 * After enabling a factor: this session counts as verified, every other one ends, and devices
 * trusted before (which only skipped the plant-admin requirement, without a second factor) no
 * longer skip anything: from now on only a completed second factor trusts a device.
 */
async function afterFactorEnabled(tx: Context["db"], userId: number, sessionId: string) {
  await tx.update(sessions).set({ mfa_verified: true }).where(eq(sessions.id, sessionId));
  await tx.delete(trustedDevices).where(eq(trustedDevices.user_id, userId));
  await endUserSessions(tx, userId, sessionId);
}

/** POST /auth/mfa/google/code: with a challenge, "ready"; signed in, starts authenticator set-up. */
const googleCode = publicProcedure
  .input(mfaChallengeInput)
  .output(googleCodeOutput)
  .mutation(async ({ ctx, input }) => {
    if (input?.challenge) {
      await openChallenge(ctx.db, input.challenge);
      return { status: "ready" as const };
    }
    const { user } = settingUp(ctx);
    const secret = generateTotpSecret();
    await ctx.db
      .update(users)
      .set({ totp_pending_enc: encryptSecret(secret) })
      .where(eq(users.id, user.id));
    const base32 = base32Encode(secret);
    return { secret: base32, otpauth_url: otpauthUrl(base32, user.email) };
  });

/** POST /auth/mfa/sms/code: texts a code for a sign-in (challenge) or to turn SMS codes on. */
const smsCode = publicProcedure
  .input(mfaChallengeInput)
  .output(smsCodeOutput)
  .mutation(async ({ ctx, input }) => {
    const userId = input?.challenge
      ? (await openChallenge(ctx.db, input.challenge)).userId
      : settingUp(ctx).user.id;
    const phone = await verifiedPhone(ctx, userId);
    await consumeLimit(ctx.db, LIMITS.smsSend, userKey(userId));
    await sendSmsCode(ctx.db, ctx.sms ?? outboxSmsSender, {
      userId,
      purpose: input?.challenge ? "login" : "mfa_enable",
      phone,
    });
    return { status: "sent" as const, phone_hint: phoneHint(phone) };
  });

type UserValues = Partial<typeof users.$inferInsert>;

/**
 * POST /auth/mfa/{google,sms}/verify: with a challenge the code completes a sign-in (`signIn`
 * checks it); signed in, it confirms the factor's set-up (`confirm` checks it and answers the user
 * columns that switch the factor on). Every attempt counts against the user's code-check limit.
 */
function verifyProcedure(factor: {
  signIn: (ctx: Context, userId: number, code: string, now: Date) => Promise<void>;
  confirm: (ctx: Context, userId: number, code: string, now: Date) => Promise<UserValues>;
}) {
  return publicProcedure
    .input(mfaVerifyInput)
    .output(mfaVerifyOutput)
    .mutation(async ({ ctx, input }) => {
      const now = new Date();
      if (input.challenge) {
        const challenge = await openChallenge(ctx.db, input.challenge, now);
        await codeAttempt(
          ctx.db,
          challenge.userId,
          () => factor.signIn(ctx, challenge.userId, input.code, now),
          now,
        );
        return completeSignIn(ctx, challenge, input.trust_device);
      }
      const { user, session } = settingUp(ctx);
      const values = await codeAttempt(
        ctx.db,
        user.id,
        () => factor.confirm(ctx, user.id, input.code, now),
        now,
      );
      await ctx.db.transaction(async (tx) => {
        await tx.update(users).set(values).where(eq(users.id, user.id));
        await afterFactorEnabled(tx, user.id, session.id);
      });
      return { status: "enabled" as const };
    });
}

/** The authenticator app: a sign-in checks the confirmed secret, a set-up the pending one. */
const googleVerify = verifyProcedure({
  signIn: (ctx, userId, code, now) => checkUserTotp(ctx.db, userId, code, now),
  async confirm(ctx, userId, code, now) {
    const [row] = await ctx.db
      .select({ pending: users.totp_pending_enc })
      .from(users)
      .where(eq(users.id, userId));
    if (!row?.pending) throw new AppError("BAD_REQUEST", "Start the authenticator set-up first");
    const result = verifyTotp(readStoredSecret(row.pending), code, now.getTime(), null);
    if (!result.ok) return failCodeCheck();
    return {
      totp_secret_enc: row.pending,
      totp_pending_enc: null,
      totp_last_step: result.step,
      is_mfa_enabled: true,
      mfa_method: "authenticator",
    };
  },
});

/** Text messages: the code texted to the verified phone for a sign-in or for the set-up. */
const smsVerify = verifyProcedure({
  async signIn(ctx, userId, code, now) {
    const phone = await verifiedPhone(ctx, userId);
    await checkSmsCode(ctx.db, { userId, purpose: "login", code, phone }, now);
  },
  async confirm(ctx, userId, code, now) {
    const phone = await verifiedPhone(ctx, userId);
    await checkSmsCode(ctx.db, { userId, purpose: "mfa_enable", code, phone }, now);
    return { is_mfa_enabled: true, mfa_method: "sms" };
  },
});

/** auth.mfa.disable: needs the password; refused for a forced-MFA role with the spec's words. */
const disable = authedProcedure.input(mfaDisableInput).mutation(async ({ ctx, input }) => {
  if (!canDisableMfa(ctx.user)) {
    throw new AppError("FORBIDDEN", MESSAGES.mfaForced);
  }
  const given = { password: input.password, field: "password", message: "The password is not correct" };
  await assertOwnPassword(ctx.db, ctx.user.id, given);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set(MFA_OFF).where(eq(users.id, ctx.user.id));
    await tx.delete(trustedDevices).where(eq(trustedDevices.user_id, ctx.user.id));
    await endUserSessions(tx, ctx.user.id, ctx.session.id);
  });
  return { status: "disabled" as const };
});

export const mfaRouter = router({ googleCode, googleVerify, smsCode, smsVerify, disable });
