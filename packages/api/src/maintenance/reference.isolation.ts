import type { Database } from "@plantwise/db";
import type { MaintenanceEntry, MaintenanceTenantRefs } from "./tenant.isolation";

/** Ids of the tenant's reference records. */
export type ReferenceFixtures = Record<never, number>;

export async function createReferenceFixtures(
  _db: Database,
  _tag: string,
  _refs: MaintenanceTenantRefs,
): Promise<ReferenceFixtures> {
  return {};
}

export async function referenceSnapshot(_db: Database, _companyIds: number[]) {
  return [];
}

export const REFERENCE_ENTRIES: Record<string, MaintenanceEntry<{ reference: ReferenceFixtures }>> = {};
