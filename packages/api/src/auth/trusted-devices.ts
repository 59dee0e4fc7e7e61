import { type Database, schema } from "@plantwise/db";
import { MFA_TRUST_DAYS } from "@plantwise/shared";
import { and, eq, gt, or, sql } from "drizzle-orm";
import { generateSecureRandomString, hashSecret } from "../lib/tokens";

/**
 * Trusts the caller's device for MFA_TRUST_DAYS, or until `until` when given; the raw token goes
 * to the browser only.
 */
export async function trustDevice(
  db: Database,
  userId: number,
  userAgent: string | undefined,
  now = new Date(),
  until?: Date,
): Promise<{ device_token: string; expires_at: string }> {
  const token = generateSecureRandomString();
  const expires = until ?? new Date(now.getTime() + MFA_TRUST_DAYS * 24 * 3600 * 1000);
  await db.insert(schema.trustedDevices).values({
    user_id: userId,
    token_hash: hashSecret(token),
    user_agent: userAgent?.slice(0, 512) ?? null,
    created_at: now,
    expires_at: expires,
  });
  return { device_token: token, expires_at: expires.toISOString() };
}

/** Whether `token` is a trusted, unexpired device of this user. */
export async function isTrustedDevice(
  db: Database,
  userId: number,
  token: string | undefined,
  now = new Date(),
): Promise<boolean> {
  if (!token || !/^[a-z2-7]{32}$/.test(token)) return false;
  const [row] = await db
    .select({ id: schema.trustedDevices.id })
    .from(schema.trustedDevices)
    .where(
      and(
        eq(schema.trustedDevices.user_id, userId),
        eq(schema.trustedDevices.token_hash, hashSecret(token)),
        gt(schema.trustedDevices.expires_at, now),
      ),
    );
  return row !== undefined;
}

/**
 * Whether the user's own role or their temp role is flagged is_forced_mfa: such a user never skips
 * the second factor on a trusted device (acting as another role lifts nothing).
 */
export async function forcedSecondFactor(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ forced: sql<boolean>`bool_or(${schema.roles.is_forced_mfa})` })
    .from(schema.users)
    .innerJoin(
      schema.roles,
      or(eq(schema.roles.id, schema.users.role_id), eq(schema.roles.id, schema.users.temp_role_id)),
    )
    .where(eq(schema.users.id, userId));
  return row?.forced === true;
}
