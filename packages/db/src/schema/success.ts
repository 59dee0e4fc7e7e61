/**
 * Customer-success tooling of the provider's staff (spec part 1 §1, §2.2; part 2 §7): the meeting
 * tracker (a meeting with a plant: who came, what was discussed, the action items and the next
 * meeting) and the ROI one-pager (a saved page of value delivered to a plant over a period). The
 * figures of a one-pager are computed when it is read, from alarms, work orders and requisitions,
 * so it never disagrees with the screens it summarises.
 */

import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { users } from "./identity";
import { plantScope } from "./references";

const at = (name: string) => timestamp(name, { withTimezone: true });
const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: "set null" });

/** One meeting with a plant (route /success-dashboard/meeting-tracker, calls /plants/meeting-trackers). */
export const meetingTrackers = pgTable(
  "meeting_trackers",
  {
    id: serial("id").primaryKey(),
    ...plantScope(),
    held_at: at("held_at").notNull(),
    title: text("title").notNull(),
    /** Who attended, as written (customer people are often not users). */
    attendees: jsonb("attendees").$type<string[]>().notNull().default([]),
    topics: text("topics"),
    notes: text("notes"),
    next_meeting_at: at("next_meeting_at"),
    created_by: userRef("created_by"),
    ...timestamps(),
  },
  (t) => [
    index("meeting_trackers_plant_idx").on(t.plant_id, t.held_at),
    index("meeting_trackers_company_idx").on(t.company_id),
  ],
);

/** An action item agreed at a meeting: what, who owns it, by when, and whether it is done. */
export const meetingActionItems = pgTable(
  "meeting_action_items",
  {
    id: serial("id").primaryKey(),
    meeting_tracker_id: integer("meeting_tracker_id")
      .notNull()
      .references(() => meetingTrackers.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    /** The owner: a user, or a name written out for someone who is not one. */
    owner_user_id: userRef("owner_user_id"),
    owner_name: text("owner_name"),
    due_date: date("due_date"),
    done: boolean("done").notNull().default(false),
  },
  (t) => [uniqueIndex("meeting_action_items_position_uq").on(t.meeting_tracker_id, t.position)],
);

/** A saved ROI one-pager of a plant over a period (calls /plants/roi/one-pagers). */
export const roiOnePagers = pgTable(
  "roi_one_pagers",
  {
    id: serial("id").primaryKey(),
    ...plantScope(),
    title: text("title").notNull(),
    period_start: at("period_start").notNull(),
    period_end: at("period_end").notNull(),
    /** What the provider wants to say beside the figures. */
    summary: text("summary"),
    created_by: userRef("created_by"),
    ...timestamps(),
  },
  (t) => [
    index("roi_one_pagers_plant_idx").on(t.plant_id, t.period_end),
    index("roi_one_pagers_company_idx").on(t.company_id),
    check("roi_one_pagers_period_ck", sql`${t.period_end} > ${t.period_start}`),
  ],
);
