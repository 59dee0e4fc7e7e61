/**
 * Tenant isolation of every `success.*` procedure, spread into isolation.test.ts's REGISTRY, and the
 * customer-success records each tenant has: a meeting at its plant with one action item owned by
 * its user, and a saved one-pager. A's admin (every permission, customer_success included) naming
 * B's plant, meeting, one-pager or user must get 403/404 (422 for a reference inside A's own form)
 * and change nothing of B.
 *
 * Wiring (isolation.test.ts): `success: await createSuccessFixtures(db, tag, refs)` in createTenant,
 * and `success: await successSnapshot(db, companyIds)` in snapshotOf.
 */
import { type Database, schema } from "@plantwise/db";
import { inArray } from "drizzle-orm";
import { rowsIn } from "../hierarchy/assets.isolation";
import type { IsolationEntry } from "../sensors/sensors.isolation";

export interface SuccessFixtures {
  meeting: number;
  actionItem: number;
  onePager: number;
}

/** What the rows read of a tenant. */
export interface SuccessTenant {
  company: number;
  plant: number;
  user: number;
  success: SuccessFixtures;
}

type SuccessEntry = IsolationEntry<(f: { a: SuccessTenant; b: SuccessTenant }) => unknown>;

export async function createSuccessFixtures(
  db: Database,
  tag: string,
  refs: { company: number; plant: number; user: number },
): Promise<SuccessFixtures> {
  const place = { company_id: refs.company, plant_id: refs.plant };
  const [meeting] = await db
    .insert(schema.meetingTrackers)
    .values({
      ...place,
      held_at: new Date(Date.now() - 3 * 86_400_000),
      title: `${tag} Quarterly review`,
      attendees: [`${tag} Plant Manager`],
      topics: `${tag} topics`,
      next_meeting_at: new Date(Date.now() + 30 * 86_400_000),
    })
    .returning({ id: schema.meetingTrackers.id });
  const [item] = await db
    .insert(schema.meetingActionItems)
    .values({
      meeting_tracker_id: meeting!.id,
      position: 1,
      description: `${tag} Check the fan bearings`,
      owner_user_id: refs.user,
      due_date: "2099-01-31",
    })
    .returning({ id: schema.meetingActionItems.id });
  const [onePager] = await db
    .insert(schema.roiOnePagers)
    .values({
      ...place,
      title: `${tag} Weekly value`,
      period_start: new Date(Date.now() - 7 * 86_400_000),
      period_end: new Date(),
      summary: `${tag} summary`,
    })
    .returning({ id: schema.roiOnePagers.id });
  return { meeting: meeting!.id, actionItem: item!.id, onePager: onePager!.id };
}

export async function successSnapshot(db: Database, companyIds: number[]) {
  const m = schema.meetingTrackers;
  const o = schema.roiOnePagers;
  const ai = schema.meetingActionItems;
  const meetings = await rowsIn(db, m, m.company_id, companyIds, m.id);
  const meetingIds = meetings.map((row) => row.id).concat(-1);
  return {
    meetings,
    actionItems: await db.select().from(ai).where(inArray(ai.meeting_tracker_id, meetingIds)).orderBy(ai.id),
    onePagers: await rowsIn(db, o, o.company_id, companyIds, o.id),
  };
}

const meetingForm = (t: SuccessTenant, over: Record<string, unknown> = {}) => ({
  plant_id: t.plant,
  held_at: "2026-01-15T15:00:00Z",
  title: "Hijacked meeting",
  attendees: ["Mallory"],
  action_items: [{ description: "Hijack", owner_user_id: t.user }],
  ...over,
});

const onePagerForm = (t: SuccessTenant, over: Record<string, unknown> = {}) => ({
  plant_id: t.plant,
  title: "Hijacked one-pager",
  ...over,
});

export const SUCCESS_ENTRIES: Record<string, SuccessEntry> = {
  "success.dashboard": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ plant_id: f.b.plant })],
    own: (f) => ({ plant_id: f.a.plant }),
  },
  "success.meetings.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "success.meetings.get": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.success.meeting })],
    own: (f) => ({ id: f.a.success.meeting }),
  },
  "success.meetings.create": {
    kind: "scoped-by-id",
    attacks: [(f) => meetingForm(f.b)],
    references: [
      (f) => meetingForm(f.a, { action_items: [{ description: "Own it", owner_user_id: f.b.user }] }),
    ],
  },
  "success.meetings.update": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ ...meetingForm(f.a), id: f.b.success.meeting }),
      (f) => ({ ...meetingForm(f.b), id: f.b.success.meeting }),
    ],
    references: [
      (f) => ({ ...meetingForm(f.a, { plant_id: f.b.plant }), id: f.a.success.meeting }),
      (f) => ({
        ...meetingForm(f.a, { action_items: [{ description: "Own it", owner_user_id: f.b.user }] }),
        id: f.a.success.meeting,
      }),
    ],
  },
  "success.meetings.delete": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.success.meeting })],
  },
  "success.meetings.last": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ plant_id: f.b.plant })],
    own: (f) => ({ plant_id: f.a.plant }),
  },
  "success.meetings.roi": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ plant_id: f.b.plant }),
      (f) => ({ meeting_id: f.b.success.meeting }),
      (f) => ({ plant_id: f.a.plant, meeting_id: f.b.success.meeting }),
    ],
    own: (f) => ({ plant_id: f.a.plant }),
  },
  "success.meetings.owners": { kind: "scoped-list", input: (f) => ({ plant_id: f.b.plant }) },
  "success.onePagers.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "success.onePagers.get": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.success.onePager })],
    own: (f) => ({ id: f.a.success.onePager }),
  },
  "success.onePagers.create": {
    kind: "scoped-by-id",
    attacks: [(f) => onePagerForm(f.b)],
  },
  "success.onePagers.update": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ ...onePagerForm(f.a), id: f.b.success.onePager }),
      (f) => ({ ...onePagerForm(f.b), id: f.b.success.onePager }),
    ],
    references: [(f) => ({ ...onePagerForm(f.a, { plant_id: f.b.plant }), id: f.a.success.onePager })],
  },
  "success.onePagers.delete": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.success.onePager })],
  },
  "success.onePagers.preview": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ plant_id: f.b.plant })],
    own: (f) => ({ plant_id: f.a.plant }),
  },
};
