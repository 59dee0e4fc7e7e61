import { type Database, schema } from "@plantwise/db";
import { and, eq, isNull, ne } from "drizzle-orm";
import { announceSessionEnd } from "../access/sessions";
import { queueEmail } from "../lib/outbox";
import { publicUrl } from "../lib/public-url";
import { generateSecureRandomString, hashSecret } from "../lib/tokens";
import { authTexts } from "./auth-emails";

export type UserTokenPurpose = "password_reset" | "account_creation";

/** How long a mailed link stays valid. */
export const USER_TOKEN_TTL_MS: Record<UserTokenPurpose, number> = {
  password_reset: 60 * 60 * 1000,
  account_creation: 72 * 60 * 60 * 1000,
};

/**
 * Issues a single-use token (only its SHA-256 is stored), retiring the user's earlier unused
 * tokens of the same purpose. Returns the plain token for the link.
 */
export async function issueUserToken(
  db: Database,
  userId: number,
  purpose: UserTokenPurpose,
  now = new Date(),
): Promise<string> {
  const token = generateSecureRandomString();
  await db
    .update(schema.userTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(schema.userTokens.user_id, userId),
        eq(schema.userTokens.purpose, purpose),
        isNull(schema.userTokens.used_at),
      ),
    );
  await db.insert(schema.userTokens).values({
    user_id: userId,
    purpose,
    token_hash: hashSecret(token),
    expires_at: new Date(now.getTime() + USER_TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/**
 * Mails a new user the link that lets them choose a password (part 1 §2.1: the link can expire,
 * and the user can ask for a new one by e-mail), in the user's language. Safe to call inside a
 * transaction.
 */
export async function sendAccountLink(db: Database, userId: number): Promise<void> {
  const [user] = await db
    .select({
      email: schema.users.email,
      first_name: schema.users.first_name,
      language: schema.users.language,
    })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  if (!user) return;
  const token = await issueUserToken(db, userId, "account_creation");
  const link = `${publicUrl()}/login/password/reset/${token}`;
  await queueEmail(db, {
    to: user.email,
    userId,
    ...authTexts(user.language).accountLink(user.first_name, link),
  });
}

/** Ends a user's sessions (all, or all but one): password, MFA or activation changes. */
export async function endUserSessions(db: Database, userId: number, exceptSessionId?: string): Promise<void> {
  const ended = await db
    .delete(schema.sessions)
    .where(
      and(
        eq(schema.sessions.user_id, userId),
        exceptSessionId === undefined ? undefined : ne(schema.sessions.id, exceptSessionId),
      ),
    )
    .returning({ id: schema.sessions.id });
  // Open notification streams of those sessions end now rather than at their next check.
  for (const { id } of ended) announceSessionEnd(id);
}
