/**
 * Signing in and what guards it: sessions, trusted devices, second-factor challenges, SMS codes,
 * mailed single-use tokens and the rate-limit log. Secrets are never stored, only their SHA-256.
 */
import { bigserial, boolean, index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns";
import { userId } from "./references";

/**
 * Sessions as lucia's current guide designs them: the client holds `id.secret`; only the SHA-256 of
 * the secret is stored, so a leaked table cannot be replayed. `last_verified_at` drives the sliding
 * (inactivity) expiry.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    secret_hash: bytea("secret_hash").notNull(),
    user_id: userId(),
    created_at: createdAt(),
    last_verified_at: timestamp("last_verified_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the session was opened after a completed second factor. */
    mfa_verified: boolean("mfa_verified").notNull().default(false),
    ip: text("ip"),
    user_agent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.user_id)],
);

/**
 * Devices a user chose to trust (spec part 1 §6: the MFA requirement "can be skipped for 7 days by
 * trusting the device"). The browser keeps the token; only its SHA-256 is stored.
 */
export const trustedDevices = pgTable(
  "trusted_devices",
  {
    id: serial("id").primaryKey(),
    user_id: userId(),
    token_hash: bytea("token_hash").notNull(),
    user_agent: text("user_agent"),
    created_at: createdAt(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("trusted_devices_user_idx").on(t.user_id)],
);

/**
 * A sign-in waiting for its second factor: the login answer carries `id.secret`; the code is
 * checked against the user's factor and a session is opened only then.
 */
export const mfaChallenges = pgTable(
  "mfa_challenges",
  {
    id: text("id").primaryKey(),
    secret_hash: bytea("secret_hash").notNull(),
    user_id: userId(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    ip: text("ip"),
    user_agent: text("user_agent"),
    created_at: createdAt(),
  },
  (t) => [index("mfa_challenges_user_idx").on(t.user_id)],
);

/** SMS codes: 6 random digits, hashed, single-use, valid 10 minutes. */
export const smsCodes = pgTable(
  "sms_codes",
  {
    id: serial("id").primaryKey(),
    user_id: userId(),
    /** "login" | "phone_verification" | "mfa_enable". */
    purpose: text("purpose").notNull(),
    phone: text("phone").notNull(),
    code_hash: bytea("code_hash").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index("sms_codes_user_idx").on(t.user_id, t.purpose)],
);

/**
 * Single-use, expiring tokens mailed to a user: password reset links and account-creation links.
 * Only the SHA-256 of the token is stored.
 */
export const userTokens = pgTable(
  "user_tokens",
  {
    id: serial("id").primaryKey(),
    user_id: userId(),
    /** "password_reset" | "account_creation". */
    purpose: text("purpose").notNull(),
    token_hash: bytea("token_hash").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index("user_tokens_user_idx").on(t.user_id, t.purpose)],
);

/**
 * Rate-limit events, kept in the database so limits hold across API processes: a limit counts the
 * events of a bucket and key inside its window.
 */
export const rateLimitEvents = pgTable(
  "rate_limit_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    created_at: createdAt(),
  },
  (t) => [index("rate_limit_events_lookup_idx").on(t.bucket, t.key, t.created_at)],
);
