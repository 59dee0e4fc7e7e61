import { type Database, schema } from "@plantwise/db";
import { and, asc, count, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { AppError } from "../errors";

const { rateLimitEvents } = schema;

/**
 * Rate limits kept in the database (rate_limit_events), so they hold across API processes: a limit
 * counts the events of its bucket and key inside the window; reaching `max` answers 429 with
 * Retry-After = seconds until the event that would make room leaves the window.
 *
 * Guarded work (a password or code check) reserves its event before it starts (`reserveAttempt`,
 * atomic under a per-key lock), so concurrent attempts cannot all pass the count while the slow
 * check runs: the (max + 1)th waits for the lock, sees max events and is refused unchecked.
 */
export interface RateLimit {
  bucket: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

export const LIMITS = {
  /** Failed sign-ins per account and IP. */
  loginAccount: { bucket: "login_account", max: 5, windowMs: 15 * MINUTE },
  /**
   * Failed sign-ins per account, whatever the address: a cap that rotating (or forged) addresses
   * cannot get around. It can lock the account's owner out for a while too, which is the price of
   * not letting a password be guessed from many machines.
   */
  loginAccountAny: { bucket: "login_account_any", max: 10, windowMs: 15 * MINUTE },
  /** Failed sign-ins per IP, whatever the account. */
  loginIp: { bucket: "login_ip", max: 50, windowMs: 15 * MINUTE },
  /** Second-factor and phone code checks per user (wrong codes count). */
  codeVerify: { bucket: "code_verify", max: 5, windowMs: 30 * MINUTE },
  /** SMS codes sent per user. */
  smsSend: { bucket: "sms_send", max: 3, windowMs: 10 * MINUTE },
  /** Password e-mails per IP. */
  passwordEmailIp: { bucket: "password_email_ip", max: 5, windowMs: 60 * MINUTE },
  /** Password e-mails per address. */
  passwordEmailAddress: { bucket: "password_email_address", max: 3, windowMs: 60 * MINUTE },
  /** Public chart requests per IP, whatever the token: enough to watch charts, too few to guess. */
  publicGraphIp: { bucket: "public_graph_ip", max: 60, windowMs: 10 * MINUTE },
} as const satisfies Record<string, RateLimit>;

export class RateLimitedError extends AppError {
  constructor(retryAfter: number) {
    super(
      "TOO_MANY_REQUESTS",
      `Too many attempts. Try again in ${retryAfter} second${retryAfter === 1 ? "" : "s"}.`,
      { retryAfter },
    );
  }
}

/** Seconds until the limit admits one more event, or 0 when it does now. */
export async function retryAfterSeconds(
  db: Database,
  limit: RateLimit,
  key: string,
  now = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - limit.windowMs);
  const inWindow = and(
    eq(rateLimitEvents.bucket, limit.bucket),
    eq(rateLimitEvents.key, key),
    gt(rateLimitEvents.created_at, since),
  );
  const [row] = await db.select({ n: count() }).from(rateLimitEvents).where(inWindow);
  const n = row?.n ?? 0;
  if (n < limit.max) return 0;
  // The event whose expiry brings the count below max: the (n - max + 1)th oldest.
  const [blocking] = await db
    .select({ created_at: rateLimitEvents.created_at })
    .from(rateLimitEvents)
    .where(inWindow)
    .orderBy(asc(rateLimitEvents.created_at), asc(rateLimitEvents.id))
    .limit(1)
    .offset(n - limit.max);
  const leavesAt = (blocking?.created_at.getTime() ?? now.getTime()) + limit.windowMs;
  return Math.max(1, Math.ceil((leavesAt - now.getTime()) / 1000));
}

/** Counts one event unconditionally (a failure already seen). */
export async function recordEvent(
  db: Database,
  limit: RateLimit,
  key: string,
  now = new Date(),
): Promise<void> {
  await db.insert(rateLimitEvents).values({ bucket: limit.bucket, key, created_at: now });
}

/** A bucket and the key counted in it. */
export interface LimitKey {
  limit: RateLimit;
  key: string;
}

/** Events reserved by `reserveAttempt`: `release` forgets them (the attempt did not fail). */
export interface Reservation {
  ids: number[];
  release(): Promise<void>;
}

/**
 * Counts one event in every given bucket, or none: under a transaction-scoped advisory lock per
 * bucket and key (taken in one order, so two reservations cannot deadlock), each count is read
 * after the lock, so it sees every reservation committed before; when any bucket is full the
 * answer is 429 with the longest wait and nothing is counted.
 */
export async function reserveAttempt(db: Database, keys: LimitKey[], now = new Date()): Promise<Reservation> {
  const ordered = [...keys].sort((a, b) => lockName(a).localeCompare(lockName(b)));
  const ids = await db.transaction(async (tx) => {
    for (const entry of ordered) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockName(entry)}, 0))`);
    }
    let wait = 0;
    for (const { limit, key } of ordered) wait = Math.max(wait, await retryAfterSeconds(tx, limit, key, now));
    if (wait > 0) throw new RateLimitedError(wait);
    const rows = await tx
      .insert(rateLimitEvents)
      .values(ordered.map(({ limit, key }) => ({ bucket: limit.bucket, key, created_at: now })))
      .returning({ id: rateLimitEvents.id });
    return rows.map((row) => row.id);
  });
  return { ids, release: () => releaseEvents(db, ids) };
}

function lockName({ limit, key }: LimitKey): string {
  return `rate_limit|${limit.bucket}|${key}`;
}

async function releaseEvents(db: Database, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, ids));
}

/**
 * Runs a check that may fail (a password, a code) as one reserved attempt: refused with 429 before
 * it starts when a bucket is full; its event stays counted when it throws and is forgotten when it
 * succeeds, so only failures count — and concurrent attempts are counted while they run.
 */
export async function guardedAttempt<T>(
  db: Database,
  keys: LimitKey[],
  check: () => Promise<T>,
  now = new Date(),
): Promise<T> {
  const reservation = await reserveAttempt(db, keys, now);
  const result = await check();
  await reservation.release();
  return result;
}

/** Counts an action limited whether it succeeds or not (a send), refusing it when full. */
export async function consumeLimit(
  db: Database,
  limit: RateLimit,
  key: string,
  now = new Date(),
): Promise<void> {
  await reserveAttempt(db, [{ limit, key }], now);
}

/** Forgets a key's events (a successful sign-in clears its failures). */
export async function clearEvents(db: Database, limit: RateLimit, key: string): Promise<void> {
  await db
    .delete(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, limit.bucket), eq(rateLimitEvents.key, key)));
}

/** Removes events older than the longest window; run periodically. */
export async function deleteOldRateLimitEvents(db: Database, now = new Date()): Promise<void> {
  const longest = Math.max(...Object.values(LIMITS).map((l) => l.windowMs));
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.created_at, new Date(now.getTime() - longest)));
}
