import { type Database, schema } from "@plantwise/db";
import { and, eq, lt, or } from "drizzle-orm";
import { generateSecureRandomString, hashSecret, secretMatches, splitToken } from "../lib/tokens";

const { sessions, users } = schema;

/**
 * Sliding expiry: a session stays valid while it is used at least once every 30 days. To keep
 * reads cheap, `last_verified_at` is written at most once an hour (lucia's inactivity-timeout guide).
 */
export const SESSION_INACTIVITY_TIMEOUT_MS = 30 * 24 * 3600 * 1000;
export const SESSION_ACTIVITY_CHECK_INTERVAL_MS = 3600 * 1000;

/**
 * Absolute lifetime: however often it is used, a session ends 90 days after `created_at`, and its
 * user signs in again (with the second factor, when they have one). It bounds how long a leaked
 * token, or a screen left signed in on a control-room wall, keeps working. Longer than the
 * inactivity timeout on purpose: a cap at or under 30 days would always end a session before it
 * could sit idle for 30, leaving the sliding rule without effect.
 */
export const SESSION_ABSOLUTE_LIFETIME_MS = 90 * 24 * 3600 * 1000;

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
  meta: {
    ip?: string | undefined;
    userAgent?: string | undefined;
    mfaVerified?: boolean;
    /**
     * When a token is rotated, the start of the session it replaces: the absolute lifetime counts
     * from the sign-in, so rotating cannot extend it. Default: now.
     */
    startedAt?: Date;
  } = {},
): Promise<NewSession> {
  const id = generateSecureRandomString();
  const secret = generateSecureRandomString();
  const now = new Date();
  const createdAt = meta.startedAt ?? now;
  await db.insert(sessions).values({
    id,
    secret_hash: hashSecret(secret),
    user_id: userId,
    created_at: createdAt,
    last_verified_at: now,
    mfa_verified: meta.mfaVerified ?? false,
    ip: meta.ip ?? null,
    user_agent: meta.userAgent?.slice(0, 512) ?? null,
  });
  return { session: { id, userId, createdAt, lastVerifiedAt: now }, token: `${id}.${secret}` };
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
  const alive = await keepSessionAlive(db, row, now);
  return alive && { id: row.id, userId: row.user_id, createdAt: row.created_at, ...alive };
}

/** Whether a session is past its absolute lifetime or idle past the timeout at `now`. */
export function sessionExpired(session: { createdAt: Date; lastVerifiedAt: Date }, now: Date): boolean {
  return (
    now.getTime() - session.createdAt.getTime() >= SESSION_ABSOLUTE_LIFETIME_MS ||
    now.getTime() - session.lastVerifiedAt.getTime() >= SESSION_INACTIVITY_TIMEOUT_MS
  );
}

/**
 * The expiry step of a valid token, on the row the sign-in already read: a session past its
 * absolute lifetime or idle past the timeout is deleted (null); otherwise its last use is written
 * when it is older than the check interval, so a busy session costs a write at most once an hour.
 */
export async function keepSessionAlive(
  db: Database,
  row: { id: string; created_at: Date; last_verified_at: Date },
  now: Date,
): Promise<{ lastVerifiedAt: Date } | null> {
  const { id, last_verified_at: lastVerifiedAt } = row;
  if (sessionExpired({ createdAt: row.created_at, lastVerifiedAt }, now)) {
    await db.delete(sessions).where(eq(sessions.id, id));
    announceSessionEnd(id);
    return null;
  }
  const idleMs = now.getTime() - lastVerifiedAt.getTime();
  if (idleMs < SESSION_ACTIVITY_CHECK_INTERVAL_MS) return { lastVerifiedAt };
  await db.update(sessions).set({ last_verified_at: now }).where(eq(sessions.id, id));
  return { lastVerifiedAt: now };
}

export async function invalidateSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  announceSessionEnd(sessionId);
}

/**
 * Whether a session still signs its user in at `now`: it exists, is within its lifetime and idle
 * timeout, and its user is active. Read-only: unlike a sign-in it does not count as a use, so a
 * long-lived connection that asks (the notification stream) does not keep its session alive.
 */
export async function sessionIsCurrent(db: Database, sessionId: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ createdAt: sessions.created_at, lastVerifiedAt: sessions.last_verified_at })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.user_id), eq(users.is_active, true)))
    .where(eq(sessions.id, sessionId));
  return row !== undefined && !sessionExpired(row, now);
}

/*
 * Sessions ended in this process, announced to whatever holds a connection open on them (the
 * notification stream), so a sign-out ends it at once. Ends elsewhere (another process, a
 * statement that deletes sessions wholesale) reach those holders through their own periodic
 * `sessionIsCurrent` check.
 */
const endListeners = new Map<string, Set<() => void>>();

/** Calls `listener` once when this process ends the session; returns the unsubscribe. */
export function onSessionEnd(sessionId: string, listener: () => void): () => void {
  let set = endListeners.get(sessionId);
  if (!set) {
    set = new Set();
    endListeners.set(sessionId, set);
  }
  set.add(listener);
  return () => {
    const current = endListeners.get(sessionId);
    current?.delete(listener);
    if (current?.size === 0) endListeners.delete(sessionId);
  };
}

/** Tells the listeners of a session (its open notification streams) that it has ended. */
export function announceSessionEnd(sessionId: string): void {
  const set = endListeners.get(sessionId);
  if (!set) return;
  endListeners.delete(sessionId);
  for (const listener of set) {
    try {
      listener();
    } catch (error) {
      console.error("[sessions] end listener failed", error);
    }
  }
}

/**
 * Removes sessions idle past the timeout or past their absolute lifetime; run periodically so the
 * table does not grow forever.
 */
export async function deleteExpiredSessions(db: Database, now = new Date()): Promise<void> {
  const idleCutoff = new Date(now.getTime() - SESSION_INACTIVITY_TIMEOUT_MS);
  const startCutoff = new Date(now.getTime() - SESSION_ABSOLUTE_LIFETIME_MS);
  await db
    .delete(sessions)
    .where(or(lt(sessions.last_verified_at, idleCutoff), lt(sessions.created_at, startCutoff)));
}
