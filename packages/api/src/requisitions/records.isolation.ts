/**
 * Tenant isolation of the requisition records and their actions, spread into isolation.test.ts's
 * REGISTRY, and what each tenant holds: a pending requisition on its item, raised by its admin, and
 * a vendor of its plant. A's admin (a fab shop manager, technician and requisitioner holding every
 * permission) naming B's requisition must get 404 and change nothing; A's own requisition pointed
 * at B's item or vendor must be refused naming the field; the list answers nothing of B.
 *
 * Wiring (isolation.test.ts): `requisitions: await createRequisitionFixtures(db, tag, refs)` in
 * createTenant, and `requisitions: await requisitionSnapshot(db, companyIds)` in snapshotOf.
 */
import { type Database, schema } from "@plantwise/db";
import { RequestType, RequisitionStatus } from "@plantwise/shared";
import { inArray } from "drizzle-orm";
import { idsOf, rowsIn } from "../hierarchy/assets.isolation";
import { insertRow } from "../hierarchy/hierarchy.fixtures";
import type { IsolationEntry, TenantRefs } from "../sensors/sensors.isolation";

export interface RequisitionFixtures {
  /** Pending, on the tenant's item, raised by its admin. */
  requisition: number;
  /** A vendor of the tenant's plant. */
  vendor: number;
}

export async function createRequisitionFixtures(
  db: Database,
  tag: string,
  refs: TenantRefs & { admin: number },
): Promise<RequisitionFixtures> {
  const s = schema;
  const place = { company_id: refs.company, plant_id: refs.plant };
  const vendor = await insertRow(db, s.vendors, { ...place, name: `${tag} Fab Supply` });
  const requisition = await insertRow(db, s.requisitions, {
    ...place,
    production_line_id: refs.assets.line,
    machine_id: refs.assets.machine,
    asset_id: refs.assets.asset,
    equipment_item_id: refs.assets.item,
    request_type: RequestType.SERVICE,
    work_type: "repair",
    priority_reason: "production_loss",
    title: `${tag} Rebuild the gearbox`,
    status: RequisitionStatus.PENDING,
    requested_by: refs.admin,
    vendor_id: vendor.id,
  });
  await insertRow(db, s.requisitionEvents, {
    requisition_id: requisition.id,
    event: "added",
    to_status: RequisitionStatus.PENDING,
    user_id: refs.admin,
  });
  return { requisition: requisition.id, vendor: vendor.id };
}

/** The requisitions of the companies with their history and files. */
export async function requisitionSnapshot(db: Database, companyIds: number[]) {
  const s = schema;
  const rows = await rowsIn(db, s.requisitions, s.requisitions.company_id, companyIds, s.requisitions.id);
  const ids = idsOf(rows);
  return {
    requisitions: rows,
    events: await db
      .select()
      .from(s.requisitionEvents)
      .where(inArray(s.requisitionEvents.requisition_id, ids))
      .orderBy(s.requisitionEvents.id),
    attachments: await rowsIn(
      db,
      s.requisitionAttachments,
      s.requisitionAttachments.requisition_id,
      ids,
      s.requisitionAttachments.id,
    ),
  };
}

type Tenant = TenantRefs & { requisitions: RequisitionFixtures };
type Entry = IsolationEntry<(f: { a: Tenant; b: Tenant }) => unknown>;
type Fixtures = { a: Tenant; b: Tenant };

const req = (f: Fixtures, t: "a" | "b") => f[t].requisitions.requisition;

/** A whole form on tenant `t`'s item, with `over` on top. */
const form = (f: Fixtures, t: "a" | "b", over: Record<string, unknown> = {}) => ({
  equipment_item_id: f[t].assets.item,
  request_type: RequestType.PURCHASE,
  priority_reason: "cost_reduction",
  title: "Hijack bearing",
  quantity: 2,
  ...over,
});

const roi = {
  downtime_hours_per_year: 40,
  cost_per_downtime_hour: 500,
  horizon_years: 3,
  repair: { parts_cost: 1000, labour_hours: 10, labour_rate: 50, remaining_downtime_hours: 10 },
  replace: { parts_cost: 5000, labour_hours: 8, labour_rate: 50, remaining_downtime_hours: 0 },
};

/** An action on B's requisition: 404, whatever the state machine would say. */
const action = (extra: Record<string, unknown> = {}): Entry => ({
  kind: "scoped-by-id",
  attacks: [(f) => ({ id: req(f, "b"), reason: "Hijacked", ...extra })],
});

export const REQUISITION_RECORD_ENTRIES: Record<string, Entry> = {
  "requisitions.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "requisitions.get": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: req(f, "b") })],
    own: (f) => ({ id: req(f, "a") }),
  },
  "requisitions.create": {
    kind: "create",
    input: (f) => form(f, "b"),
  },
  "requisitions.update": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: req(f, "b"), ...form(f, "b") }), (f) => ({ id: req(f, "b"), ...form(f, "a") })],
    references: [
      (f) => ({ id: req(f, "a"), ...form(f, "b") }),
      (f) => ({ id: req(f, "a"), ...form(f, "a", { vendor_id: f.b.requisitions.vendor }) }),
    ],
  },
  "requisitions.delete": { kind: "scoped-by-id", attacks: [(f) => ({ id: req(f, "b") })] },
  "requisitions.approve": action(),
  "requisitions.unapprove": action(),
  "requisitions.deny": action(),
  "requisitions.reset": action(),
  "requisitions.onHold": action(),
  "requisitions.take": action(),
  "requisitions.complete": action({ cost: 10, cost_savings: 20 }),
  "requisitions.conclude": action({ cost: 10, cost_savings: 20 }),
  "requisitions.saveRoiCalculation": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: req(f, "b"), inputs: roi, chosen: "repair", roi_final: 12.5 })],
    own: (f) => ({ id: req(f, "a"), inputs: roi, chosen: "repair", roi_final: 12.5 }),
  },
};
