import { type Database, schema } from "@plantwise/db";
import { and, asc, count, eq, gt, lt } from "drizzle-orm";
import { AppError } from "../errors";

const { rateLimitEvents } = schema;

/**
 * Rate limits kept in the database (rate_limit_events), so they hold across API processes: a limit
 * counts the events of its bucket and key inside the window; reaching `max` answers 429 with
 * Retry-After = seconds until the event that would make room leaves the window.
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

/** Throws 429 when the limit is reached. */
export async function assertWithinLimit(
  db: Database,
  limit: RateLimit,
  key: string,
  now = new Date(),
): Promise<void> {
  const wait = await retryAfterSeconds(db, limit, key, now);
  if (wait > 0) throw new RateLimitedError(wait);
}

/** Counts one event (a failure, or a send). */
export async function recordEvent(
  db: Database,
  limit: RateLimit,
  key: string,
  now = new Date(),
): Promise<void> {
  await db.insert(rateLimitEvents).values({ bucket: limit.bucket, key, created_at: now });
}

/** Check and count in one go, for actions limited whether they succeed or not (sends). */
export async function consumeLimit(
  db: Database,
  limit: RateLimit,
  key: string,
  now = new Date(),
): Promise<void> {
  await assertWithinLimit(db, limit, key, now);
  await recordEvent(db, limit, key, now);
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
