/**
 * Tenant isolation classification of every `search.*` procedure, spread into isolation.test.ts's
 * REGISTRY. The search runs over the caller's plants only: A's admin searching for a letter in both
 * tenants' names ("Motor", "Sensor", "Machine" …), with B's plant picked as the preferred one, must
 * get nothing of B (no name and no place, which starts with B's plant name).
 */
import type { IsolationEntry } from "../sensors/sensors.isolation";

/** The part of isolation.test.ts's Tenant these entries read. */
interface TenantFixtures {
  plant: number;
}
type Fixtures = { a: TenantFixtures; b: TenantFixtures };
type Entry = IsolationEntry<(f: Fixtures) => unknown>;

export const SEARCH_ENTRIES: Record<string, Entry> = {
  "search.records": { kind: "scoped-list", input: (f) => ({ q: "o", plant_id: f.b.plant, limit: 20 }) },
};
