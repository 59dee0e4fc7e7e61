/**
 * What the meeting tracker's procedures share: the row a meeting is answered as (with its action
 * items for one meeting), its scope, the checks of the form (the plant in scope, the owners users
 * of the plant's company) and the replacing of the action items.
 */
import { type Reader, schema, type Tx } from "@plantwise/db";
import type { MeetingActionItem, MeetingFields } from "@plantwise/shared";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { invalid } from "../lib/fields";
import { firstOr404 } from "../lib/found";
import type { TotalField } from "../lib/list";

const { companies, meetingActionItems, meetingTrackers: m, plants, users } = schema;
const creator = alias(users, "creator");

const itemCount = (open: boolean) =>
  sql<number>`(select count(*) from "meeting_action_items" "ai" where "ai"."meeting_tracker_id" = "meeting_trackers"."id"${
    open ? sql` and not "ai"."done"` : sql``
  })::int`.mapWith(Number);

/** A JSON column as parsed (drivers answer json as text or as a value). */
const parsedJson = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;

/** The action items of the selected meeting in order, owners named, as JSON. */
const actionItemsJson = sql<MeetingActionItem[]>`(select coalesce(json_agg(json_build_object(
    'id', "ai"."id", 'position', "ai"."position", 'description', "ai"."description",
    'owner_user_id', "ai"."owner_user_id",
    'owner_name', coalesce(nullif(trim("ou"."first_name" || ' ' || "ou"."last_name"), ''), "ai"."owner_name"),
    'due_date', "ai"."due_date", 'done', "ai"."done") order by "ai"."position"), '[]'::json)
  from "meeting_action_items" "ai" left join "users" "ou" on "ou"."id" = "ai"."owner_user_id"
  where "ai"."meeting_tracker_id" = "meeting_trackers"."id")`.mapWith((v) =>
  parsedJson<MeetingActionItem[]>(v),
);

export const meetingColumns = {
  id: m.id,
  company_id: m.company_id,
  company_name: companies.name,
  plant_id: m.plant_id,
  plant_name: plants.name,
  held_at: m.held_at,
  title: m.title,
  attendees: m.attendees,
  topics: m.topics,
  notes: m.notes,
  next_meeting_at: m.next_meeting_at,
  action_items_count: itemCount(false),
  open_action_items: itemCount(true),
  created_by: m.created_by,
  created_by_name: sql<string | null>`nullif(trim(${creator.first_name} || ' ' || ${creator.last_name}), '')`,
  created_at: m.created_at,
  updated_at: m.updated_at,
};

/** select … from the meetings with the names they answer (and a list's total); add the where. */
export function selectMeetings(db: Reader, list?: TotalField) {
  return db
    .select({ ...meetingColumns, ...list })
    .from(m)
    .innerJoin(plants, eq(plants.id, m.plant_id))
    .innerJoin(companies, eq(companies.id, m.company_id))
    .leftJoin(creator, eq(creator.id, m.created_by))
    .$dynamic();
}

/** One meeting's row with its action items (a get, the last meeting). */
export function selectMeetingDetails(db: Reader) {
  return db
    .select({ ...meetingColumns, action_items: actionItemsJson })
    .from(m)
    .innerJoin(plants, eq(plants.id, m.plant_id))
    .innerJoin(companies, eq(companies.id, m.company_id))
    .leftJoin(creator, eq(creator.id, m.created_by))
    .$dynamic();
}

export function meetingInScope(scope: Scope, id: number) {
  return and(eq(m.id, id), inPlantScope(scope, m.plant_id));
}

/**
 * The form's plant in the caller's scope and not archived (404 otherwise), and every owner a user
 * of that plant's company (422 on the item's owner_user_id otherwise). Answers the plant's company.
 */
export async function checkMeetingForm(db: Reader, scope: Scope, input: MeetingFields) {
  const plant = await firstOr404(
    db
      .select({ id: plants.id, company_id: plants.company_id })
      .from(plants)
      .where(and(eq(plants.id, input.plant_id), isNull(plants.archived_at), inPlantScope(scope, plants.id))),
    "Plant",
  );
  const owners = [...new Set(input.action_items.flatMap((item) => item.owner_user_id ?? []))];
  if (owners.length > 0) {
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, owners), eq(users.company_id, plant.company_id)));
    const known = new Set(found.map((u) => u.id));
    const index = input.action_items.findIndex(
      (item) => item.owner_user_id && !known.has(item.owner_user_id),
    );
    if (index >= 0) {
      throw invalid(`action_items.${index}.owner_user_id`, "must be a user of the plant's company");
    }
  }
  return plant;
}

/** The meeting's action items become the form's list, numbered 1..n in the order sent. */
export async function replaceActionItems(tx: Tx, meetingId: number, items: MeetingFields["action_items"]) {
  await tx.delete(meetingActionItems).where(eq(meetingActionItems.meeting_tracker_id, meetingId));
  if (items.length === 0) return;
  await tx.insert(meetingActionItems).values(
    items.map((item, index) => ({
      meeting_tracker_id: meetingId,
      position: index + 1,
      description: item.description,
      owner_user_id: item.owner_user_id ?? null,
      // A user named wins over a written name.
      owner_name: item.owner_user_id ? null : (item.owner_name ?? null),
      due_date: item.due_date ?? null,
      done: item.done,
    })),
  );
}

/** The meeting's own columns from the form. */
export function meetingValues(input: MeetingFields) {
  return {
    held_at: input.held_at,
    title: input.title,
    attendees: input.attendees,
    topics: input.topics ?? null,
    notes: input.notes ?? null,
    next_meeting_at: input.next_meeting_at ?? null,
  };
}
