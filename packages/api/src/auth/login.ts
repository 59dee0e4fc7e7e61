import { dummyPasswordHash, schema, verifyPassword } from "@plantwise/db";
import { type LoginResult, loginInput, loginOutput } from "@plantwise/shared";
import { eq, sql } from "drizzle-orm";
import { createSession } from "../access/sessions";
import { AppError } from "../errors";
import { clearEvents, LIMITS, reserveAttempt } from "../lib/rate-limit";
import { publicProcedure } from "../trpc";
import { createChallenge, loginMethods } from "./mfa";
import { forcedSecondFactor, isTrustedDevice } from "./trusted-devices";

const { users } = schema;

/** The same words whether the account is missing, inactive or the password wrong: no account probing. */
export const INVALID_CREDENTIALS = "Invalid e-mail or password";

/**
 * Sign-in (spec part 1 §4). Failures are limited per account and IP (5 per 15 minutes; the 6th
 * attempt answers 429 even with the right password), per account from any address (10) and per IP
 * (50). Each attempt is reserved as a failure before the password is checked and forgotten when it
 * turns out right, so a burst of concurrent attempts is limited like a sequence. With MFA on,
 * the answer is a verification status with a 10-minute challenge instead of a token, unless this
 * device was trusted after an earlier second factor (not for forced-MFA roles).
 */
export const login = publicProcedure
  .input(loginInput)
  .output(loginOutput)
  .mutation(async ({ ctx, input }): Promise<LoginResult> => {
    const now = new Date();
    const ip = ctx.ip ?? "unknown";
    const accountKey = `${input.email}|${ip}`;
    const attempt = await reserveAttempt(
      ctx.db,
      [
        { limit: LIMITS.loginAccount, key: accountKey },
        { limit: LIMITS.loginAccountAny, key: input.email },
        { limit: LIMITS.loginIp, key: ip },
      ],
      now,
    );

    const [user] = await ctx.db
      .select({
        id: users.id,
        password_hash: users.password_hash,
        is_active: users.is_active,
        is_mfa_enabled: users.is_mfa_enabled,
        mfa_method: users.mfa_method,
        totp_secret_enc: users.totp_secret_enc,
        phone: users.phone,
        phone_verified_at: users.phone_verified_at,
        role_id: users.role_id,
        temp_role_id: users.temp_role_id,
      })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email));
    // Verify against a dummy hash when there is no usable account, so timing does not tell either.
    const passwordOk = await verifyPassword(
      user?.password_hash ?? (await dummyPasswordHash()),
      input.password,
    );
    // A failure keeps the reserved events.
    if (!user?.password_hash || !user.is_active || !passwordOk) {
      throw new AppError("UNAUTHORIZED", INVALID_CREDENTIALS);
    }
    await attempt.release();
    await clearEvents(ctx.db, LIMITS.loginAccount, accountKey);

    if (user.is_mfa_enabled) {
      const trusted =
        !(await forcedSecondFactor(ctx.db, user.id)) &&
        (await isTrustedDevice(ctx.db, user.id, ctx.deviceToken, now));
      if (!trusted) {
        // The second-factor step answers with a verification status instead of a token (spec §4).
        const challenge = await createChallenge(
          ctx.db,
          user.id,
          { ip: ctx.ip, userAgent: ctx.userAgent },
          now,
        );
        return { verification: { status: "mfa_required", methods: loginMethods(user), challenge } };
      }
    }
    const { token } = await createSession(ctx.db, user.id, {
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      mfaVerified: user.is_mfa_enabled,
    });
    await ctx.db.update(users).set({ last_login_at: now }).where(eq(users.id, user.id));
    return { token };
  });
