import { type Database, schema } from "@plantwise/db";
import { and, eq, lt } from "drizzle-orm";
import { generateSecureRandomString, hashSecret, secretMatches, splitToken } from "../lib/tokens";

const { sessions } = schema;

/**
 * Sliding expiry: a session stays valid while it is used at least once every 30 days. To keep
 * reads cheap, `last_verified_at` is written at most once an hour (lucia's inactivity-timeout guide).
 */
export const SESSION_INACTIVITY_TIMEOUT_MS = 30 * 24 * 3600 * 1000;
export const SESSION_ACTIVITY_CHECK_INTERVAL_MS = 3600 * 1000;

export interface Session {
  id: string;
  userId: number;
  createdAt: Date;
  lastVerifiedAt: Date;
}

export interface NewSession {
  session: Session;
  /** `id.secret`: handed to the client once, never stored. */
  token: string;
}

export async function createSession(
  db: Database,
  userId: number,
  meta: { ip?: string | undefined; userAgent?: string | undefined; mfaVerified?: boolean } = {},
): Promise<NewSession> {
  const id = generateSecureRandomString();
  const secret = generateSecureRandomString();
  const now = new Date();
  await db.insert(sessions).values({
    id,
    secret_hash: hashSecret(secret),
    user_id: userId,
    created_at: now,
    last_verified_at: now,
    mfa_verified: meta.mfaVerified ?? false,
    ip: meta.ip ?? null,
    user_agent: meta.userAgent?.slice(0, 512) ?? null,
  });
  return { session: { id, userId, createdAt: now, lastVerifiedAt: now }, token: `${id}.${secret}` };
}

/** The session a token stands for, or null when it is malformed, unknown, wrong or expired. */
export async function validateSessionToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<Session | null> {
  const parts = splitToken(token);
  if (!parts) return null;
  const [row] = await db.select().from(sessions).where(eq(sessions.id, parts.id));
  if (!row || !secretMatches(parts.secret, row.secret_hash)) return null;
  const alive = await keepSessionAlive(db, row.id, row.last_verified_at, now);
  return alive && { id: row.id, userId: row.user_id, createdAt: row.created_at, ...alive };
}

/**
 * The sliding-expiry step of a valid token: a session idle past the timeout is deleted (null);
 * otherwise its last use is written when it is older than the check interval, so a busy session
 * costs a write at most once an hour.
 */
export async function keepSessionAlive(
  db: Database,
  id: string,
  lastVerifiedAt: Date,
  now: Date,
): Promise<{ lastVerifiedAt: Date } | null> {
  const idleMs = now.getTime() - lastVerifiedAt.getTime();
  if (idleMs >= SESSION_INACTIVITY_TIMEOUT_MS) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (idleMs < SESSION_ACTIVITY_CHECK_INTERVAL_MS) return { lastVerifiedAt };
  await db.update(sessions).set({ last_verified_at: now }).where(eq(sessions.id, id));
  return { lastVerifiedAt: now };
}

export async function invalidateSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Removes sessions idle past the timeout; run periodically so the table does not grow forever. */
export async function deleteExpiredSessions(db: Database, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - SESSION_INACTIVITY_TIMEOUT_MS);
  await db.delete(sessions).where(and(lt(sessions.last_verified_at, cutoff)));
}
