/**
 * The tenant as maintenance's isolation rows see it: the refs every domain's rows get, the users and
 * team of the tenant, and the maintenance fixtures the part (`F`) needs.
 */
import type { IsolationEntry, TenantRefs } from "../sensors/sensors.isolation";

export interface MaintenanceTenantRefs extends TenantRefs {
  admin: number;
  user: number;
  team: number;
}

export type MaintenanceTenant<F> = MaintenanceTenantRefs & { maintenance: F };

/** An isolation row whose inputs read the fixtures `F` of both tenants. */
export type MaintenanceEntry<F> = IsolationEntry<
  (f: { a: MaintenanceTenant<F>; b: MaintenanceTenant<F> }) => unknown
>;
