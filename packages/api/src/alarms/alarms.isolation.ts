/**
 * Tenant isolation of every `alarms.*` procedure, spread into isolation.test.ts's REGISTRY, and
 * the alarm fixtures each tenant needs: an open level alarm on its sensor's zone series (with
 * readings, so a re-baseline would succeed) and a cleared battery alarm, both in their item's open
 * incident. A's admin naming B's
 * alarms or plant must get 403/404 and change nothing; the lists must answer nothing of B.
 *
 * Wiring (isolation.test.ts): `alarms: await createAlarmFixtures(db, company, plant, assets,
 * sensors)` in createTenant, and `alarms: await alarmSnapshot(db, companyIds)` in snapshotOf.
 */
import { type Database, schema } from "@plantwise/db";
import { AlertType } from "@plantwise/shared";
import { inArray } from "drizzle-orm";
import { type AssetFixtures, rowsIn } from "../hierarchy/assets.isolation";
import type { IsolationEntry, SensorFixtures, TenantRefs } from "../sensors/sensors.isolation";

export interface AlarmFixtures {
  /** Open alarm on the sensor's velocity X series (the fixture's zone row). */
  open: number;
  /** Cleared battery alarm of the same sensor. */
  cleared: number;
  /** The item's open incident holding both. */
  incident: number;
}

export async function createAlarmFixtures(
  db: Database,
  company_id: number,
  plant_id: number,
  assets: AssetFixtures,
  sensors: SensorFixtures,
): Promise<AlarmFixtures> {
  const base = { company_id, plant_id, sensor_id: sensors.sensor, equipment_item_id: assets.item };
  const [open, cleared] = await db
    .insert(schema.alarms)
    .values([
      {
        ...base,
        parameter_type: 1,
        axis: 1,
        alert_type: AlertType.alarm,
        severity: 2,
        alert_rule: { rule: "level", threshold: 7.1 },
        value: 9,
      },
      {
        ...base,
        axis: 0,
        alert_type: AlertType.battery_low,
        severity: 1,
        alert_rule: { rule: "battery", threshold: 40 },
        value: 30,
        cleared_at: new Date(),
      },
    ])
    .returning({ id: schema.alarms.id });
  const now = new Date();
  const [incident] = await db
    .insert(schema.alarmIncidents)
    .values({
      company_id,
      plant_id,
      equipment_item_id: assets.item,
      worst_severity: 2,
      notified_severity: 2,
      opened_at: now,
      latest_at: now,
    })
    .returning({ id: schema.alarmIncidents.id });
  await db
    .update(schema.alarms)
    .set({ incident_id: incident!.id })
    .where(inArray(schema.alarms.id, [open!.id, cleared!.id]));
  return { open: open!.id, cleared: cleared!.id, incident: incident!.id };
}

/** The alarms and incidents of the given companies, compared before and after every attack. */
export async function alarmSnapshot(db: Database, companyIds: number[]) {
  return {
    alarms: await rowsIn(db, schema.alarms, schema.alarms.company_id, companyIds, schema.alarms.id),
    incidents: await rowsIn(
      db,
      schema.alarmIncidents,
      schema.alarmIncidents.company_id,
      companyIds,
      schema.alarmIncidents.id,
    ),
  };
}

type Tenant = TenantRefs & { alarms?: AlarmFixtures };
type Input = (f: { a: Tenant; b: Tenant }) => unknown;

/** A tenant's alarm fixtures; a clear failure while isolation.test.ts does not create them yet. */
function alarmsOf(t: Tenant): AlarmFixtures {
  if (!t.alarms) throw new Error("isolation fixtures lack alarms: call createAlarmFixtures in createTenant");
  return t.alarms;
}

export const ALARM_ENTRIES: Record<string, IsolationEntry<Input>> = {
  "alarms.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "alarms.get": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: alarmsOf(f.b).open }), (f) => ({ id: alarmsOf(f.b).cleared })],
    own: (f) => ({ id: alarmsOf(f.a).open }),
  },
  "alarms.machineAlarms": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ plant_id: f.b.plant })],
    own: (f) => ({ plant_id: f.a.plant }),
  },
  "alarms.health": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ plant_id: f.b.plant })],
    own: (f) => ({ plant_id: f.a.plant }),
  },
  "alarms.attention": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ plant_id: f.b.plant })],
    own: (f) => ({ plant_id: f.a.plant }),
  },
  "alarms.itemStatus": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ plant_id: f.b.plant }), (f) => ({ plant_id: f.b.plant, asset_id: f.b.assets.asset })],
    own: (f) => ({ plant_id: f.a.plant }),
  },
  "alarms.acknowledge": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ ids: [alarmsOf(f.b).open, alarmsOf(f.b).cleared], note: "hijacked" }),
      (f) => ({ ids: [alarmsOf(f.a).cleared, alarmsOf(f.b).open] }),
    ],
  },
  "alarms.acknowledgeRebaseline": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ id: alarmsOf(f.b).open }),
      (f) => ({ incident_id: alarmsOf(f.b).incident, hours: 24 }),
    ],
  },
  "alarms.listIncidents": { kind: "scoped-list", input: () => ({ max: 100, status: "all" }) },
  "alarms.getIncident": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: alarmsOf(f.b).incident })],
    own: (f) => ({ id: alarmsOf(f.a).incident }),
  },
  "alarms.acknowledgeIncident": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ id: alarmsOf(f.b).incident, note: "hijacked" }),
      (f) => ({ id: alarmsOf(f.b).incident, rebaseline: { hours: 24 } }),
    ],
  },
};
