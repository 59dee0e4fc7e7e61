import type { Database } from "@plantwise/db";
import type { ReferenceFixtures } from "./reference.isolation";
import type { MaintenanceEntry, MaintenanceTenantRefs } from "./tenant.isolation";

export type RequestFixtures = Record<never, number>;

export async function createRequestFixtures(
  _db: Database,
  _tag: string,
  _refs: MaintenanceTenantRefs,
  _reference: ReferenceFixtures,
): Promise<RequestFixtures> {
  return {};
}

export async function requestSnapshot(_db: Database, _companyIds: number[]) {
  return [];
}

export const REQUEST_ENTRIES: Record<
  string,
  MaintenanceEntry<{ reference: ReferenceFixtures; requests: RequestFixtures }>
> = {};
