import { type Database, schema } from "@plantwise/db";
import { MFA_TRUST_DAYS } from "@plantwise/shared";
import { generateSecureRandomString, hashSecret } from "./tokens";

/** Trusts the caller's device for MFA_TRUST_DAYS; the raw token goes to the browser only. */
export async function trustDevice(
  db: Database,
  userId: number,
  userAgent: string | undefined,
  now = new Date(),
): Promise<{ device_token: string; expires_at: string }> {
  const token = generateSecureRandomString();
  const expires = new Date(now.getTime() + MFA_TRUST_DAYS * 24 * 3600 * 1000);
  await db.insert(schema.trustedDevices).values({
    user_id: userId,
    token_hash: hashSecret(token),
    user_agent: userAgent?.slice(0, 512) ?? null,
    created_at: now,
    expires_at: expires,
  });
  return { device_token: token, expires_at: expires.toISOString() };
}
