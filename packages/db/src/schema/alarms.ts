/**
 * Alarms, notifications and background jobs. Alarm records are part 2 §3's "alarm
 * record" (sensor, sensor_parameter_type, alert_rule, alert_type, created_at) plus the life cycle the
 * product needs: who acknowledged it and when, and when it cleared. Alert type ids (1–26) and
 * notification type ids (1–17) are mapped to names in @plantwise/shared (alarms.ts).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { companies, plants, users } from "./identity";
import { controllers, sensors } from "./sensors";

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * One alarm: raised by a rule on a sensor's parameter (level zones, battery, signal, offline) or on a
 * controller (offline, temperature). `created_at` is when the condition was met: the reading's time
 * for level alarms, the detection time for offline alarms. An alarm is open while `cleared_at` is
 * null; at most one is open per source, parameter, axis and alert type (the partial unique index), so
 * a rule can never raise the same alarm twice.
 */
export const alarms = pgTable(
  "alarms",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    company_id: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    plant_id: integer("plant_id")
      .notNull()
      .references(() => plants.id, { onDelete: "cascade" }),
    sensor_id: integer("sensor_id").references(() => sensors.id, { onDelete: "cascade" }),
    controller_id: integer("controller_id").references(() => controllers.id, { onDelete: "cascade" }),
    /** The sensor's equipment item when raised (an alarm stays with the item it was about). */
    equipment_item_id: integer("equipment_item_id"),
    /** PARAMETER_TYPES id; null for alarms about the device itself (offline, battery, signal). */
    parameter_type: smallint("parameter_type"),
    axis: smallint("axis").notNull().default(0),
    /** ALERT_TYPES id, 1–26. */
    alert_type: smallint("alert_type").notNull(),
    /** Severity derived from the alert type: 1 warning, 2 alarm (health roll-up). */
    severity: smallint("severity").notNull(),
    /** The rule as it stood when raised, e.g. {"rule":"level","threshold":7.1,"samples":3}. */
    alert_rule: jsonb("alert_rule").$type<Record<string, unknown>>().notNull(),
    /** The value that raised it (reading, battery %, RSSI, minutes silent). */
    value: doublePrecision("value"),
    created_at: createdAt,
    acknowledged_by: integer("acknowledged_by").references(() => users.id, { onDelete: "set null" }),
    acknowledged_at: timestamp("acknowledged_at", { withTimezone: true }),
    acknowledge_note: text("acknowledge_note"),
    cleared_at: timestamp("cleared_at", { withTimezone: true }),
    /** "level" | "coolDown" | "rebaseline" | "online" | "recovered" | "zones_changed". */
    clear_cause: text("clear_cause"),
    /** When the raise was recorded, as opposed to the reading time in created_at. */
    recorded_at: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("alarms_open_uq")
      .on(
        sql`coalesce(${t.sensor_id}, 0)`,
        sql`coalesce(${t.controller_id}, 0)`,
        sql`coalesce(${t.parameter_type}, 0)`,
        t.axis,
        t.alert_type,
      )
      .where(sql`${t.cleared_at} is null`),
    index("alarms_plant_created_idx").on(t.plant_id, t.created_at),
    index("alarms_company_created_idx").on(t.company_id, t.created_at),
    index("alarms_sensor_idx").on(t.sensor_id, t.created_at),
    index("alarms_item_idx").on(t.equipment_item_id),
  ],
);

/**
 * The zone evaluator's persisted state for one sensor series (parameter and axis): the dsp
 * ZoneState and the time of the last reading evaluated. Evaluation reads readings newer than
 * `last_ts`, steps the state and writes alarms and state in one transaction, so after a restart it
 * resumes exactly where it stopped: no reading evaluated twice, none skipped.
 */
export const zoneEvaluatorState = pgTable(
  "zone_evaluator_state",
  {
    sensor_id: integer("sensor_id")
      .notNull()
      .references(() => sensors.id, { onDelete: "cascade" }),
    parameter_type: smallint("parameter_type").notNull(),
    axis: smallint("axis").notNull().default(0),
    /** The dsp ZoneState (JSON-safe: -Infinity stored as null). */
    state: jsonb("state").$type<Record<string, unknown>>().notNull(),
    last_ts: timestamp("last_ts", { withTimezone: true }),
    /** The zones row's updated_at the state was built for; a change restarts the state. */
    zones_version: timestamp("zones_version", { withTimezone: true }),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sensor_id, t.parameter_type, t.axis] })],
);

/** A notification delivered to one user (the bell and the notification centre). */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    company_id: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plant_id: integer("plant_id").references(() => plants.id, { onDelete: "cascade" }),
    /** NOTIFICATION_TYPES id, 1–17. */
    type: smallint("type").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** Where the web app takes the user, e.g. "/alarms?id=12". */
    link: text("link"),
    alarm_id: bigint("alarm_id", { mode: "number" }).references(() => alarms.id, { onDelete: "cascade" }),
    /** Makes a delivery idempotent: one notification per user and key. */
    dedupe_key: text("dedupe_key"),
    read_at: timestamp("read_at", { withTimezone: true }),
    created_at: createdAt,
  },
  (t) => [
    index("notifications_user_idx").on(t.user_id, t.created_at),
    uniqueIndex("notifications_dedupe_uq").on(t.user_id, t.dedupe_key),
  ],
);

/**
 * A company's wording of a notification type on one channel. Without a row the built-in template
 * of @plantwise/shared applies. Placeholders are `{{name}}`, from the type's list only.
 */
export const notificationTemplates = pgTable(
  "notification_templates",
  {
    id: serial("id").primaryKey(),
    company_id: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    type: smallint("type").notNull(),
    /** "email" | "real_time". */
    channel: text("channel").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    updated_by: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt,
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("notification_templates_uq").on(t.company_id, t.type, t.channel)],
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
    created_at: createdAt,
    finished_at: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("jobs_dedupe_uq").on(t.dedupe_key), index("jobs_due_idx").on(t.status, t.run_at)],
);
