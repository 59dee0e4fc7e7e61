/**
 * Tenant isolation of `maintenance.workOrders.*` and the work orders each tenant holds: a pending
 * order on its item (assigned to its user and team) with a checklist item, a part line, a labour
 * line and a comment; a completed and a closed order. A's admin naming B's orders, or B's item,
 * part, store room, user or alarm in A's orders, must get 403/404/422 and change nothing; several
 * orders at once (A's and B's) change none; lists answer nothing of B.
 */
import { type Database, schema } from "@plantwise/db";
import { WorkOrderStatus } from "@plantwise/shared";
import { idsOf, rowsIn } from "../hierarchy/assets.isolation";
import { insertRow } from "../hierarchy/hierarchy.fixtures";
import type { ReferenceFixtures } from "./reference.isolation";
import type { MaintenanceEntry, MaintenanceTenantRefs } from "./tenant.isolation";

export interface WorkOrderFixtures {
  /** Pending, on the tenant's item, with the children below. */
  order: number;
  checklistItem: number;
  partLine: number;
  labourLine: number;
  completed: number;
  closed: number;
}

export async function createWorkOrderFixtures(
  db: Database,
  tag: string,
  refs: MaintenanceTenantRefs,
  reference: ReferenceFixtures,
): Promise<WorkOrderFixtures> {
  const s = schema;
  const now = new Date();
  const base = {
    company_id: refs.company,
    plant_id: refs.plant,
    production_line_id: refs.assets.line,
    machine_id: refs.assets.machine,
    asset_id: refs.assets.asset,
    equipment_item_id: refs.assets.item,
    maintenance_type: "breakdown",
    scheduled_start: now,
    total_minutes: 60,
    category_id: reference.category,
    created_by: refs.admin,
  };
  const order = await insertRow(db, s.workOrders, {
    ...base,
    title: `${tag} Replace bearing`,
    task_procedure_id: reference.taskProcedure,
    materials_cost: "12.50",
    labour_hours: "2.00",
    labour_cost: "60.00",
  });
  await db.insert(s.workOrderAssignees).values([
    { work_order_id: order.id, user_id: refs.user },
    { work_order_id: order.id, team_id: refs.team },
  ]);
  const checklistItem = await insertRow(db, s.workOrderChecklist, {
    work_order_id: order.id,
    position: 1,
    instruction: `${tag} lock out the drive`,
  });
  const partLine = await insertRow(db, s.workOrderParts, {
    work_order_id: order.id,
    part_id: reference.part,
    store_room_id: reference.storeRoom,
    quantity: "1",
    unit_cost: "12.50",
  });
  const labourLine = await insertRow(db, s.workOrderLabour, {
    work_order_id: order.id,
    user_id: refs.user,
    hours: "2",
    hourly_rate: "30",
    work_date: now.toISOString().slice(0, 10),
  });
  await db
    .insert(s.workOrderComments)
    .values({ work_order_id: order.id, user_id: refs.user, body: `${tag} noted` });
  await db.insert(s.workOrderEvents).values({
    work_order_id: order.id,
    action: "created",
    to_status: WorkOrderStatus.PENDING,
    user_id: refs.admin,
  });
  const completed = await insertRow(db, s.workOrders, {
    ...base,
    title: `${tag} Align coupling`,
    status: WorkOrderStatus.COMPLETED,
    completed_at: now,
    completed_by: refs.user,
  });
  const closed = await insertRow(db, s.workOrders, {
    ...base,
    title: `${tag} Inspect belt`,
    status: WorkOrderStatus.CLOSED,
    completed_at: now,
    closed_at: now,
  });
  return {
    order: order.id,
    checklistItem: checklistItem.id,
    partLine: partLine.id,
    labourLine: labourLine.id,
    completed: completed.id,
    closed: closed.id,
  };
}

/** Every work order row (requests too) of the companies and everything hanging off them. */
export async function workOrderSnapshot(db: Database, companyIds: number[]) {
  const s = schema;
  const orders = await rowsIn(db, s.workOrders, s.workOrders.company_id, companyIds, s.workOrders.id);
  const ids = idsOf(orders);
  return {
    orders,
    assignees: await rowsIn(
      db,
      s.workOrderAssignees,
      s.workOrderAssignees.work_order_id,
      ids,
      s.workOrderAssignees.id,
    ),
    checklist: await rowsIn(
      db,
      s.workOrderChecklist,
      s.workOrderChecklist.work_order_id,
      ids,
      s.workOrderChecklist.id,
    ),
    parts: await rowsIn(db, s.workOrderParts, s.workOrderParts.work_order_id, ids, s.workOrderParts.id),
    labour: await rowsIn(db, s.workOrderLabour, s.workOrderLabour.work_order_id, ids, s.workOrderLabour.id),
    comments: await rowsIn(
      db,
      s.workOrderComments,
      s.workOrderComments.work_order_id,
      ids,
      s.workOrderComments.id,
    ),
    attachments: await rowsIn(
      db,
      s.workOrderAttachments,
      s.workOrderAttachments.work_order_id,
      ids,
      s.workOrderAttachments.id,
    ),
    events: await rowsIn(db, s.workOrderEvents, s.workOrderEvents.work_order_id, ids, s.workOrderEvents.id),
  };
}

type Entry = MaintenanceEntry<{ reference: ReferenceFixtures; workOrders: WorkOrderFixtures }>;
type Fixtures = Parameters<Extract<Entry, { kind: "create" }>["input"]>[0];
type Tenant = "a" | "b";

const wo = (f: Fixtures, t: Tenant) => f[t].maintenance.workOrders;
const ref = (f: Fixtures, t: Tenant) => f[t].maintenance.reference;

/** A's work order form, with `over` naming something of B. */
function form(f: Fixtures, over: Record<string, unknown> = {}) {
  return {
    plant_id: f.a.plant,
    equipment_item_id: f.a.assets.item,
    title: "Hijack",
    scheduled_start: "2030-01-01T08:00:00Z",
    total_minutes: 60,
    ...over,
  };
}

const SINCE = { from: "2000-01-01T00:00:00Z", max: 100 };
const DAY = "2030-01-01";

export const WORK_ORDER_ENTRIES: Record<string, Entry> = {
  "maintenance.workOrders.list": { kind: "scoped-list", input: () => SINCE },
  "maintenance.workOrders.logs": { kind: "scoped-list", input: () => SINCE },
  "maintenance.workOrders.calendar": {
    kind: "scoped-list",
    input: () => ({ from: "2000-01-01T00:00:00Z", to: "2100-01-01T00:00:00Z" }),
  },
  "maintenance.workOrders.repairs": {
    kind: "scoped-list",
    input: (f) => ({ item_id: f.b.assets.item, max: 100 }),
  },
  "maintenance.workOrders.people": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ plant_id: f.b.plant })],
    own: (f) => ({ plant_id: f.a.plant }),
  },
  "maintenance.workOrders.get": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: wo(f, "b").order }), (f) => ({ id: wo(f, "b").closed })],
    own: (f) => ({ id: wo(f, "a").order }),
  },
  "maintenance.workOrders.create": {
    kind: "create",
    input: (f) => form(f, { plant_id: f.b.plant, equipment_item_id: f.b.assets.item }),
  },
  "maintenance.workOrders.update": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ ...form(f), id: wo(f, "b").order }),
      (f) => ({
        ...form(f, { plant_id: f.b.plant, equipment_item_id: f.b.assets.item }),
        id: wo(f, "b").order,
      }),
    ],
    references: [
      (f) => ({ ...form(f, { equipment_item_id: f.b.assets.item }), id: wo(f, "a").order }),
      (f) => ({
        ...form(f, { machine_id: f.b.assets.machine, equipment_item_id: null }),
        id: wo(f, "a").order,
      }),
      (f) => ({ ...form(f, { category_id: ref(f, "b").category }), id: wo(f, "a").order }),
      (f) => ({ ...form(f, { work_station_id: ref(f, "b").workStation }), id: wo(f, "a").order }),
      (f) => ({ ...form(f, { task_procedure_id: ref(f, "b").taskProcedure }), id: wo(f, "a").order }),
      (f) => ({ ...form(f, { parent_id: wo(f, "b").order }), id: wo(f, "a").order }),
      (f) => ({ ...form(f, { waveform_id: f.b.sensors.waveform }), id: wo(f, "a").order }),
      (f) => ({ ...form(f, { assignees: { user_ids: [f.b.user], team_ids: [] } }), id: wo(f, "a").order }),
      (f) => ({ ...form(f, { assignees: { user_ids: [], team_ids: [f.b.team] } }), id: wo(f, "a").order }),
    ],
  },
  "maintenance.workOrders.delete": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: wo(f, "b").order, confirm: "delete" }), (f) => ({ id: wo(f, "b").closed })],
  },
  "maintenance.workOrders.take": { kind: "scoped-by-id", attacks: [(f) => ({ id: wo(f, "b").order })] },
  "maintenance.workOrders.inWorkMultiple": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ ids: [wo(f, "b").order] }), (f) => ({ ids: [wo(f, "a").order, wo(f, "b").order] })],
  },
  "maintenance.workOrders.completeMultiple": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ ids: [wo(f, "b").order], completion_notes: "hijacked" }),
      (f) => ({ ids: [wo(f, "a").order, wo(f, "b").order] }),
    ],
  },
  "maintenance.workOrders.close": { kind: "scoped-by-id", attacks: [(f) => ({ id: wo(f, "b").completed })] },
  "maintenance.workOrders.closeMultiple": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ ids: [wo(f, "b").completed] }),
      (f) => ({ ids: [wo(f, "a").completed, wo(f, "b").completed] }),
    ],
  },
  "maintenance.workOrders.open": { kind: "scoped-by-id", attacks: [(f) => ({ id: wo(f, "b").closed })] },
  "maintenance.workOrders.toggleChecklistItem": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ id: wo(f, "b").order, item_id: wo(f, "b").checklistItem, is_done: true }),
      (f) => ({ id: wo(f, "a").order, item_id: wo(f, "b").checklistItem, is_done: true }),
    ],
  },
  "maintenance.workOrders.addChecklistItem": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: wo(f, "b").order, instruction: "Hijack step" })],
  },
  "maintenance.workOrders.removeChecklistItem": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ id: wo(f, "b").order, item_id: wo(f, "b").checklistItem }),
      (f) => ({ id: wo(f, "a").order, item_id: wo(f, "b").checklistItem }),
    ],
  },
  "maintenance.workOrders.addPart": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({
        id: wo(f, "b").order,
        part_id: ref(f, "b").part,
        store_room_id: ref(f, "b").storeRoom,
        quantity: 1,
      }),
    ],
    references: [
      (f) => ({
        id: wo(f, "a").order,
        part_id: ref(f, "b").part,
        store_room_id: ref(f, "a").storeRoom,
        quantity: 1,
      }),
      (f) => ({
        id: wo(f, "a").order,
        part_id: ref(f, "a").part,
        store_room_id: ref(f, "b").storeRoom,
        quantity: 1,
      }),
    ],
  },
  "maintenance.workOrders.removePart": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ id: wo(f, "b").order, line_id: wo(f, "b").partLine }),
      (f) => ({ id: wo(f, "a").order, line_id: wo(f, "b").partLine }),
    ],
  },
  "maintenance.workOrders.addLabour": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: wo(f, "b").order, user_id: f.b.user, hours: 1, work_date: DAY })],
    references: [(f) => ({ id: wo(f, "a").order, user_id: f.b.user, hours: 1, work_date: DAY })],
  },
  "maintenance.workOrders.removeLabour": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ id: wo(f, "b").order, line_id: wo(f, "b").labourLine }),
      (f) => ({ id: wo(f, "a").order, line_id: wo(f, "b").labourLine }),
    ],
  },
  "maintenance.workOrders.addComment": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: wo(f, "b").order, body: "Hijack" })],
  },
};
