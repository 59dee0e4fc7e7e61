/**
 * What reaches users inside the app: delivered notifications, a company's wording of each
 * notification type, and the plants whose notifications a user receives. Notification type ids
 * (1–17) are mapped to names in @plantwise/shared (alarms.ts).
 */
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { alarms } from "./alarms";
import { createdAt, timestamps } from "./columns";
import { companies, plants, users } from "./identity";
import { companyId, userId } from "./references";

/** Plants whose notifications a user receives ("notifiable plants" / a plant's "notifiable users"). */
export const userNotifiablePlants = pgTable(
  "user_notifiable_plants",
  {
    user_id: userId(),
    plant_id: integer("plant_id")
      .notNull()
      .references(() => plants.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.plant_id] }),
    index("user_notifiable_plants_plant_idx").on(t.plant_id),
  ],
);

/** A notification delivered to one user (the bell and the notification centre). */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    company_id: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    user_id: userId(),
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
    created_at: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.user_id, t.created_at),
    uniqueIndex("notifications_dedupe_uq").on(t.user_id, t.dedupe_key),
  ],
);

/**
 * A company's wording of a notification type on one channel in one language (users.language: 1
 * English, 2 Spanish). A recipient gets the row of their own language; without one, the built-in
 * text of their language applies. Placeholders are `{{name}}`, from the type's list only.
 */
export const notificationTemplates = pgTable(
  "notification_templates",
  {
    id: serial("id").primaryKey(),
    company_id: companyId(),
    type: smallint("type").notNull(),
    /** "email" | "real_time". */
    channel: text("channel").notNull(),
    /** The language of the wording (1 English, 2 Spanish); rows from before languages are English. */
    language: smallint("language").notNull().default(1),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    updated_by: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [uniqueIndex("notification_templates_uq").on(t.company_id, t.type, t.channel, t.language)],
);
