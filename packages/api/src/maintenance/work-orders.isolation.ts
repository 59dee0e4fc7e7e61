import type { Database } from "@plantwise/db";
import type { ReferenceFixtures } from "./reference.isolation";
import type { MaintenanceEntry, MaintenanceTenantRefs } from "./tenant.isolation";

export type WorkOrderFixtures = Record<never, number>;

export async function createWorkOrderFixtures(
  _db: Database,
  _tag: string,
  _refs: MaintenanceTenantRefs,
  _reference: ReferenceFixtures,
): Promise<WorkOrderFixtures> {
  return {};
}

export async function workOrderSnapshot(_db: Database, _companyIds: number[]) {
  return [];
}

export const WORK_ORDER_ENTRIES: Record<
  string,
  MaintenanceEntry<{ reference: ReferenceFixtures; workOrders: WorkOrderFixtures }>
> = {};
