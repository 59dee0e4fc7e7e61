/**
 * Tenant isolation of `maintenance.statistics.*` and `maintenance.pmSchedules.*`, and the PM
 * schedule each tenant has (on its item and the item's sensor). A's admin naming B's plant, B's
 * schedule or B's item and sensor must get 403/404 (422 for a reference inside A's own form) and
 * change nothing of B.
 */
import { type Database, schema } from "@plantwise/db";
import { rowsIn } from "../hierarchy/assets.isolation";
import type { MaintenanceEntry, MaintenanceTenant, MaintenanceTenantRefs } from "./tenant.isolation";

export interface StatisticsFixtures {
  /** A PM schedule every 500 run hours on the tenant's item and sensor. */
  pmSchedule: number;
}

export async function createStatisticsFixtures(
  db: Database,
  tag: string,
  refs: MaintenanceTenantRefs,
): Promise<StatisticsFixtures> {
  const [schedule] = await db
    .insert(schema.pmRunHourSchedules)
    .values({
      company_id: refs.company,
      plant_id: refs.plant,
      equipment_item_id: refs.assets.item,
      sensor_id: refs.sensors.sensor,
      every_hours: 500,
      next_due_hours: 100_000,
      title: `${tag} Regrease bearings`,
    })
    .returning({ id: schema.pmRunHourSchedules.id });
  return { pmSchedule: schedule!.id };
}

export function statisticsSnapshot(db: Database, companyIds: number[]) {
  const s = schema.pmRunHourSchedules;
  return rowsIn(db, s, s.company_id, companyIds, s.id);
}

type Tenant = MaintenanceTenant<{ statistics: StatisticsFixtures }>;

const pmForm = (t: Tenant, over: Record<string, unknown> = {}) => ({
  plant_id: t.plant,
  equipment_item_id: t.assets.item,
  sensor_id: t.sensors.sensor,
  every_hours: 250,
  title: "Hijacked PM",
  ...over,
});

export const STATISTICS_ENTRIES: Record<string, MaintenanceEntry<{ statistics: StatisticsFixtures }>> = {
  "maintenance.statistics.get": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ plant_id: f.b.plant })],
    own: (f) => ({ plant_id: f.a.plant }),
  },
  "maintenance.statistics.exportExcel": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ plant_id: f.b.plant }), (f) => ({ plant_id: f.b.plant, view: "logs" })],
    own: (f) => ({ plant_id: f.a.plant }),
  },
  "maintenance.pmSchedules.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "maintenance.pmSchedules.get": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.maintenance.statistics.pmSchedule })],
    own: (f) => ({ id: f.a.maintenance.statistics.pmSchedule }),
  },
  "maintenance.pmSchedules.create": {
    kind: "scoped-by-id",
    attacks: [(f) => pmForm(f.b)],
    references: [
      (f) => pmForm(f.a, { equipment_item_id: f.b.assets.item, sensor_id: f.b.sensors.sensor }),
      (f) => pmForm(f.a, { sensor_id: f.b.sensors.sensor }),
    ],
  },
  "maintenance.pmSchedules.update": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ ...pmForm(f.a), id: f.b.maintenance.statistics.pmSchedule }),
      (f) => ({ ...pmForm(f.b), id: f.b.maintenance.statistics.pmSchedule }),
    ],
    references: [
      (f) => ({
        ...pmForm(f.a, { equipment_item_id: f.b.assets.item, sensor_id: f.b.sensors.sensor }),
        id: f.a.maintenance.statistics.pmSchedule,
      }),
      (f) => ({ ...pmForm(f.a, { plant_id: f.b.plant }), id: f.a.maintenance.statistics.pmSchedule }),
    ],
  },
  "maintenance.pmSchedules.delete": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.maintenance.statistics.pmSchedule })],
  },
};
