import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { bytea, plants, users } from "./identity";

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Plants whose notifications a user receives ("notifiable plants" / a plant's "notifiable users"). */
export const userNotifiablePlants = pgTable(
  "user_notifiable_plants",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plant_id: integer("plant_id")
      .notNull()
      .references(() => plants.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.plant_id] }),
    index("user_notifiable_plants_plant_idx").on(t.plant_id),
  ],
);

/**
 * A user's scheduled reports (spec part 1 §2.4: create, edit, delete, start now). A report runs
 * first at `starts_at`, then every `every` `unit`s (minute, hour, day; part 2 §3 "schedule units"),
 * and each run covers the `period` before it (day, week, month, or the fixed custom range). Day
 * steps keep the local time of `starts_at` in `time_zone` across daylight-saving changes.
 */
export const scheduledReports = pgTable(
  "scheduled_reports",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** What the report contains: "plant_summary", "alarms", "graphical_digest". */
    report_type: text("report_type").notNull(),
    starts_at: timestamp("starts_at", { withTimezone: true }).notNull(),
    every: integer("every").notNull().default(1),
    /** "minute" | "hour" | "day". */
    unit: text("unit").notNull().default("day"),
    /** "day" | "week" | "month" | "custom_range". */
    period: text("period").notNull().default("day"),
    period_from: timestamp("period_from", { withTimezone: true }),
    period_to: timestamp("period_to", { withTimezone: true }),
    time_zone: text("time_zone").notNull().default("UTC"),
    plant_ids: jsonb("plant_ids").$type<number[]>().notNull().default([]),
    /** Sensors of a graphical digest; empty means every sensor of the report's plants. */
    sensor_ids: jsonb("sensor_ids").$type<number[]>().notNull().default([]),
    is_active: boolean("is_active").notNull().default(true),
    last_run_at: timestamp("last_run_at", { withTimezone: true }),
    next_run_at: timestamp("next_run_at", { withTimezone: true }),
    created_at: createdAt,
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("scheduled_reports_user_idx").on(t.user_id),
    index("scheduled_reports_next_idx").on(t.next_run_at),
  ],
);

/**
 * Single-use, expiring tokens mailed to a user: password reset links and account-creation links.
 * Only the SHA-256 of the token is stored.
 */
export const userTokens = pgTable(
  "user_tokens",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "password_reset" | "account_creation". */
    purpose: text("purpose").notNull(),
    token_hash: bytea("token_hash").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    created_at: createdAt,
  },
  (t) => [index("user_tokens_user_idx").on(t.user_id, t.purpose)],
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
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    ip: text("ip"),
    user_agent: text("user_agent"),
    created_at: createdAt,
  },
  (t) => [index("mfa_challenges_user_idx").on(t.user_id)],
);

/** SMS codes: 6 random digits, hashed, single-use, valid 10 minutes. */
export const smsCodes = pgTable(
  "sms_codes",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "login" | "phone_verification" | "mfa_enable". */
    purpose: text("purpose").notNull(),
    phone: text("phone").notNull(),
    code_hash: bytea("code_hash").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    created_at: createdAt,
  },
  (t) => [index("sms_codes_user_idx").on(t.user_id, t.purpose)],
);

/**
 * Every outbound e-mail and SMS. Without SMTP_URL (or an SMS gateway) the message stays here as
 * "stored", readable by internal users on the outbox page; with one it is also sent.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: serial("id").primaryKey(),
    /** "email" | "sms". */
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    html: text("html"),
    /** "stored" | "sent" | "failed". */
    status: text("status").notNull().default("stored"),
    error: text("error"),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt,
    sent_at: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("outbox_created_idx").on(t.created_at), index("outbox_recipient_idx").on(t.recipient)],
);

/** Files attached to an outbox e-mail (report PDFs); sent with it, downloadable from the outbox. */
export const outboxAttachments = pgTable(
  "outbox_attachments",
  {
    id: serial("id").primaryKey(),
    message_id: integer("message_id")
      .notNull()
      .references(() => outboxMessages.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    content_type: text("content_type").notNull(),
    content: bytea("content").notNull(),
    created_at: createdAt,
  },
  (t) => [index("outbox_attachments_message_idx").on(t.message_id)],
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
    created_at: createdAt,
  },
  (t) => [index("rate_limit_events_lookup_idx").on(t.bucket, t.key, t.created_at)],
);

/** Page visits reported by the web app (POST /analytics/page-visits). */
export const pageVisits = pgTable(
  "page_visits",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    title: text("title"),
    duration_ms: bigint("duration_ms", { mode: "number" }),
    visited_at: timestamp("visited_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("page_visits_user_idx").on(t.user_id, t.visited_at)],
);
