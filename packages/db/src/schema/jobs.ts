/** Work the server does on its own schedule: background jobs and users' scheduled reports. */
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, timestamps } from "./columns";
import { companies, users } from "./identity";
import { userId } from "./references";

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
    user_id: userId(),
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
    ...timestamps(),
  },
  (t) => [
    index("scheduled_reports_user_idx").on(t.user_id),
    index("scheduled_reports_next_idx").on(t.next_run_at),
  ],
);

/**
 * Background jobs (scheduled reports, digests, daily summaries). A job is claimed by setting
 * `locked_until`; one whose worker died is claimed again after the lock expires. `dedupe_key` makes
 * enqueueing idempotent, so a schedule tick that runs twice queues one job; the job's effect (an
 * outbox message) and its "done" are written in one transaction, so it is sent once.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    company_id: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    user_id: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    dedupe_key: text("dedupe_key"),
    run_at: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** "queued" | "running" | "done" | "failed". */
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    max_attempts: integer("max_attempts").notNull().default(5),
    locked_until: timestamp("locked_until", { withTimezone: true }),
    last_error: text("last_error"),
    result: jsonb("result").$type<Record<string, unknown>>(),
    created_at: createdAt(),
    finished_at: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("jobs_dedupe_uq").on(t.dedupe_key),
    index("jobs_due_idx").on(t.status, t.run_at),
    // Waiting requests per user (the cap on queued reports).
    index("jobs_user_status_idx").on(t.user_id, t.status),
  ],
);
