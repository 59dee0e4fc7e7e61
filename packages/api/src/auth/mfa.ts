import { randomInt } from "node:crypto";
import { type Database, schema } from "@plantwise/db";
import type { SecondFactorMethod } from "@plantwise/shared";
import { and, desc, eq, gt, isNull, lt, or } from "drizzle-orm";
import { AppError } from "../errors";
import { guardedAttempt, LIMITS } from "../lib/rate-limit";
import { readStoredSecret } from "../lib/secrets";
import type { SmsSender } from "../lib/sms";
import { generateSecureRandomString, hashSecret, secretMatches, splitToken } from "../lib/tokens";
import { verifyTotp } from "../lib/totp";
import { authTexts } from "./auth-emails";

const { mfaChallenges, smsCodes, users } = schema;

/** A sign-in waiting for its second factor stays open this long. */
export const MFA_CHALLENGE_TTL_MS = 10 * 60_000;
/** SMS codes: 6 random digits, valid 10 minutes. */
export const SMS_CODE_TTL_MS = 10 * 60_000;

export const MESSAGE_WRONG_CODE = "The code is wrong or has expired";
export const MESSAGE_CODE_REPLAYED = "This code was already used";
export const MESSAGE_CHALLENGE_EXPIRED = "This sign-in has expired or was already completed. Sign in again.";

export type SmsPurpose = "login" | "phone_verification" | "mfa_enable";

/** The user columns that switch the second factor off and forget its secrets. */
export const MFA_OFF = {
  is_mfa_enabled: false,
  mfa_method: null,
  totp_secret_enc: null,
  totp_pending_enc: null,
  totp_last_step: null,
} as const;

/** The rate-limit key of a user's code checks and sends. */
export function userKey(userId: number): string {
  return `user:${userId}`;
}

/** The second factors a user can answer a login challenge with. */
export function loginMethods(user: {
  mfa_method: string | null;
  totp_secret_enc: Uint8Array | null;
  phone: string | null;
  phone_verified_at: Date | null;
}): SecondFactorMethod[] {
  const available: SecondFactorMethod[] = [];
  if (user.totp_secret_enc) available.push("authenticator");
  if (user.phone && user.phone_verified_at) available.push("sms");
  // The chosen method first; a user flagged MFA-enabled with nothing set up is offered the app.
  available.sort((a, b) => (a === user.mfa_method ? -1 : b === user.mfa_method ? 1 : 0));
  return available.length > 0 ? available : ["authenticator"];
}

/** Opens a login challenge; the plain `id.secret` goes to the client, only a hash is stored. */
export async function createChallenge(
  db: Database,
  userId: number,
  meta: { ip?: string | undefined; userAgent?: string | undefined },
  now = new Date(),
): Promise<string> {
  const id = generateSecureRandomString();
  const secret = generateSecureRandomString();
  await db.insert(mfaChallenges).values({
    id,
    secret_hash: hashSecret(secret),
    user_id: userId,
    expires_at: new Date(now.getTime() + MFA_CHALLENGE_TTL_MS),
    ip: meta.ip ?? null,
    user_agent: meta.userAgent?.slice(0, 512) ?? null,
    created_at: now,
  });
  return `${id}.${secret}`;
}

/** The open challenge a token stands for (and its user, still active), or 422. */
export async function openChallenge(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ id: string; userId: number }> {
  const parts = splitToken(token);
  if (parts) {
    const [row] = await db
      .select({
        id: mfaChallenges.id,
        secret_hash: mfaChallenges.secret_hash,
        user_id: mfaChallenges.user_id,
      })
      .from(mfaChallenges)
      .innerJoin(users, eq(users.id, mfaChallenges.user_id))
      .where(
        and(
          eq(mfaChallenges.id, parts.id),
          isNull(mfaChallenges.used_at),
          gt(mfaChallenges.expires_at, now),
          eq(users.is_active, true),
        ),
      );
    if (row && secretMatches(parts.secret, row.secret_hash)) return { id: row.id, userId: row.user_id };
  }
  throw new AppError("BAD_REQUEST", MESSAGE_CHALLENGE_EXPIRED);
}

/** Marks a challenge used; false when another request completed it first. */
export async function closeChallenge(db: Database, id: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(mfaChallenges)
    .set({ used_at: now })
    .where(and(eq(mfaChallenges.id, id), isNull(mfaChallenges.used_at)))
    .returning({ id: mfaChallenges.id });
  return rows.length === 1;
}

/**
 * A failed code check: 422. Callers run the check as a guarded attempt (`codeAttempt`), whose
 * reserved event stays counted against the user's limit when this throws.
 */
export function failCodeCheck(message = MESSAGE_WRONG_CODE): never {
  throw new AppError("BAD_REQUEST", message);
}

/** A code or password check of a user's, reserved against their code-check limit before it runs. */
export function codeAttempt<T>(db: Database, userId: number, check: () => Promise<T>, now = new Date()) {
  return guardedAttempt(db, [{ limit: LIMITS.codeVerify, key: userKey(userId) }], check, now);
}

/**
 * Checks an authenticator code against the user's confirmed secret and records its step, so the
 * same code (or an earlier one) is refused afterwards. The step is written with a conditional
 * update, so two requests racing with one code cannot both win.
 */
export async function checkUserTotp(
  db: Database,
  userId: number,
  code: string,
  now = new Date(),
): Promise<void> {
  const [user] = await db
    .select({ secret: users.totp_secret_enc, last: users.totp_last_step })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.secret) failCodeCheck("The authenticator app is not set up for this account");
  const result = verifyTotp(readStoredSecret(user!.secret!), code, now.getTime(), user!.last);
  if (!result.ok) failCodeCheck(result.reason === "replay" ? MESSAGE_CODE_REPLAYED : MESSAGE_WRONG_CODE);
  const step = (result as { step: number }).step;
  const updated = await db
    .update(users)
    .set({ totp_last_step: step })
    .where(and(eq(users.id, userId), or(isNull(users.totp_last_step), lt(users.totp_last_step, step))))
    .returning({ id: users.id });
  if (updated.length === 0) failCodeCheck(MESSAGE_CODE_REPLAYED);
}

/** Six random digits from the CSPRNG. */
export function generateSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/**
 * Texts a fresh code (the user's earlier unused codes of the same purpose stop working). The
 * caller checks the send limit first.
 */
export async function sendSmsCode(
  db: Database,
  sender: SmsSender,
  options: { userId: number; purpose: SmsPurpose; phone: string },
  now = new Date(),
): Promise<void> {
  const code = generateSmsCode();
  const [user] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, options.userId));
  const language = user?.language ?? null;
  await db.transaction(async (tx) => {
    await tx
      .update(smsCodes)
      .set({ used_at: now })
      .where(
        and(
          eq(smsCodes.user_id, options.userId),
          eq(smsCodes.purpose, options.purpose),
          isNull(smsCodes.used_at),
        ),
      );
    await tx.insert(smsCodes).values({
      user_id: options.userId,
      purpose: options.purpose,
      phone: options.phone,
      code_hash: hashSecret(`${options.userId}:${code}`),
      expires_at: new Date(now.getTime() + SMS_CODE_TTL_MS),
      created_at: now,
    });
    await sender.send(tx, {
      to: options.phone,
      userId: options.userId,
      text: authTexts(language).smsCode(code),
    });
  });
}

/**
 * Uses up the user's open code of a purpose when it matches (and, when given, was sent to `phone`).
 * A wrong or expired code is counted against the limit and answers 422.
 */
export async function checkSmsCode(
  db: Database,
  options: { userId: number; purpose: SmsPurpose; code: string; phone?: string | null },
  now = new Date(),
): Promise<void> {
  const [open] = await db
    .select({ id: smsCodes.id, code_hash: smsCodes.code_hash, phone: smsCodes.phone })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.user_id, options.userId),
        eq(smsCodes.purpose, options.purpose),
        isNull(smsCodes.used_at),
        gt(smsCodes.expires_at, now),
      ),
    )
    .orderBy(desc(smsCodes.created_at), desc(smsCodes.id))
    .limit(1);
  const matches =
    open &&
    secretMatches(`${options.userId}:${options.code}`, open.code_hash) &&
    (options.phone === undefined || open.phone === options.phone);
  if (!matches) failCodeCheck();
  const used = await db
    .update(smsCodes)
    .set({ used_at: now })
    .where(and(eq(smsCodes.id, open!.id), isNull(smsCodes.used_at)))
    .returning({ id: smsCodes.id });
  if (used.length === 0) failCodeCheck(MESSAGE_CODE_REPLAYED);
}

/** Removes login challenges and SMS codes a day past their expiry; run periodically. */
export async function deleteExpiredCodes(db: Database, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - 24 * 3600_000);
  await db.delete(mfaChallenges).where(lt(mfaChallenges.expires_at, cutoff));
  await db.delete(smsCodes).where(lt(smsCodes.expires_at, cutoff));
}
