/**
 * Tenant isolation of `maintenance.requests.*` and the pending request each tenant holds (filed by
 * its user on its item). A's admin converting or rejecting B's request, or converting A's own onto
 * B's item, must get 403/404/422 and change nothing; the lists and the counter answer nothing of B.
 */
import { type Database, schema } from "@plantwise/db";
import { MaintenanceRequestState, WorkOrderStatus } from "@plantwise/shared";
import { and, inArray, isNotNull } from "drizzle-orm";
import { insertRow } from "../hierarchy/hierarchy.fixtures";
import type { ReferenceFixtures } from "./reference.isolation";
import type { MaintenanceEntry, MaintenanceTenantRefs } from "./tenant.isolation";

export interface RequestFixtures {
  /** Pending, on the tenant's item, filed by the tenant's user. */
  request: number;
}

export async function createRequestFixtures(
  db: Database,
  tag: string,
  refs: MaintenanceTenantRefs,
  _reference: ReferenceFixtures,
): Promise<RequestFixtures> {
  const now = new Date();
  const request = await insertRow(db, schema.workOrders, {
    company_id: refs.company,
    plant_id: refs.plant,
    production_line_id: refs.assets.line,
    machine_id: refs.assets.machine,
    asset_id: refs.assets.asset,
    equipment_item_id: refs.assets.item,
    title: `${tag} Strange noise`,
    maintenance_type: "breakdown",
    status: WorkOrderStatus.PENDING,
    scheduled_start: now,
    total_minutes: 15,
    request_state: MaintenanceRequestState.PENDING,
    requested_by: refs.user,
    requested_at: now,
  });
  return { request: request.id };
}

/** The requests of the companies (work order rows with a request state), with their notifications. */
export async function requestSnapshot(db: Database, companyIds: number[]) {
  const s = schema;
  return {
    requests: await db
      .select()
      .from(s.workOrders)
      .where(and(inArray(s.workOrders.company_id, companyIds), isNotNull(s.workOrders.request_state)))
      .orderBy(s.workOrders.id),
    notifications: (
      await db
        .select({ id: s.notifications.id })
        .from(s.notifications)
        .where(inArray(s.notifications.company_id, companyIds))
    ).length,
  };
}

type Entry = MaintenanceEntry<{ reference: ReferenceFixtures; requests: RequestFixtures }>;
type Fixtures = Parameters<Extract<Entry, { kind: "create" }>["input"]>[0];

const req = (f: Fixtures, t: "a" | "b") => f[t].maintenance.requests.request;

export const REQUEST_ENTRIES: Record<string, Entry> = {
  "maintenance.requests.create": {
    kind: "create",
    input: (f) => ({ plant_id: f.b.plant, equipment_item_id: f.b.assets.item, title: "Hijack" }),
  },
  "maintenance.requests.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "maintenance.requests.pendingCount": { kind: "scoped-list", input: (f) => ({ plant_id: f.b.plant }) },
  "maintenance.requests.convert": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ id: req(f, "b") }),
      (f) => ({ id: req(f, "b"), scheduled_start: "2030-01-01T08:00:00Z" }),
    ],
    references: [
      (f) => ({ id: req(f, "a"), equipment_item_id: f.b.assets.item }),
      (f) => ({ id: req(f, "a"), assignees: { user_ids: [f.b.user], team_ids: [] } }),
    ],
  },
  "maintenance.requests.reject": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: req(f, "b"), reason: "Hijacked" })],
  },
};
