/**
 * Tenant isolation of every `maintenance.*` procedure, spread into isolation.test.ts's REGISTRY, and
 * the maintenance fixtures each tenant needs. Each part of the domain keeps its own rows and
 * fixtures (reference data, work orders, requests); this file joins them.
 *
 * Wiring (isolation.test.ts): `maintenance: await createMaintenanceFixtures(db, tag, refs)` in
 * createTenant, and `maintenance: await maintenanceSnapshot(db, companyIds)` in snapshotOf.
 */
import type { Database } from "@plantwise/db";
import {
  createReferenceFixtures,
  REFERENCE_ENTRIES,
  type ReferenceFixtures,
  referenceSnapshot,
} from "./reference.isolation";
import {
  createRequestFixtures,
  REQUEST_ENTRIES,
  type RequestFixtures,
  requestSnapshot,
} from "./requests.isolation";
import {
  createStatisticsFixtures,
  STATISTICS_ENTRIES,
  type StatisticsFixtures,
  statisticsSnapshot,
} from "./statistics.isolation";
import type { MaintenanceEntry, MaintenanceTenantRefs } from "./tenant.isolation";
import {
  createWorkOrderFixtures,
  WORK_ORDER_ENTRIES,
  type WorkOrderFixtures,
  workOrderSnapshot,
} from "./work-orders.isolation";

export interface MaintenanceFixtures {
  reference: ReferenceFixtures;
  workOrders: WorkOrderFixtures;
  requests: RequestFixtures;
  statistics: StatisticsFixtures;
}

export async function createMaintenanceFixtures(
  db: Database,
  tag: string,
  refs: MaintenanceTenantRefs,
): Promise<MaintenanceFixtures> {
  const reference = await createReferenceFixtures(db, tag, refs);
  const workOrders = await createWorkOrderFixtures(db, tag, refs, reference);
  const requests = await createRequestFixtures(db, tag, refs, reference);
  const statistics = await createStatisticsFixtures(db, tag, refs);
  return { reference, workOrders, requests, statistics };
}

export async function maintenanceSnapshot(db: Database, companyIds: number[]) {
  return {
    reference: await referenceSnapshot(db, companyIds),
    workOrders: await workOrderSnapshot(db, companyIds),
    requests: await requestSnapshot(db, companyIds),
    statistics: await statisticsSnapshot(db, companyIds),
  };
}

export const MAINTENANCE_ENTRIES: Record<string, MaintenanceEntry<MaintenanceFixtures>> = {
  ...REFERENCE_ENTRIES,
  ...WORK_ORDER_ENTRIES,
  ...REQUEST_ENTRIES,
  ...STATISTICS_ENTRIES,
};
