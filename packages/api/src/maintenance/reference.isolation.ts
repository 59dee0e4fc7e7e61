/**
 * Tenant isolation of the reference data's procedures (`maintenance.categories.*`, `.vendors.*`,
 * `.workStations.*`, `.taskProcedures.*`, `.parts.*`) and the records each tenant holds: one of each
 * kind, the part bought from the vendor and stocked in the tenant's store room. A's admin naming
 * B's records, B's plant, or B's vendor, line or store room in A's records must get 403/404/422
 * and change nothing; lists and options must answer nothing of B.
 */
import { type Database, schema } from "@plantwise/db";
import { idsOf, rowsIn } from "../hierarchy/assets.isolation";
import { insertRow } from "../hierarchy/hierarchy.fixtures";
import type { MaintenanceEntry, MaintenanceTenantRefs } from "./tenant.isolation";

/** Ids of the tenant's reference records. */
export interface ReferenceFixtures {
  category: number;
  vendor: number;
  workStation: number;
  /** With two steps. */
  taskProcedure: number;
  /** Bought from `vendor`, 5 in stock in `storeRoom`. */
  part: number;
  /** The tenant's store room (of its asset fixtures), holding stock of `part`. */
  storeRoom: number;
}

export async function createReferenceFixtures(
  db: Database,
  tag: string,
  refs: MaintenanceTenantRefs,
): Promise<ReferenceFixtures> {
  const place = { company_id: refs.company, plant_id: refs.plant };
  const s = schema;
  const category = await insertRow(db, s.workOrderCategories, {
    ...place,
    name: `${tag} Breakdown`,
    color: "#dc2626",
  });
  const vendor = await insertRow(db, s.vendors, {
    ...place,
    name: `${tag} Bearings Ltd`,
    email: `parts@${tag}.example`,
  });
  const workStation = await insertRow(db, s.workStations, {
    ...place,
    name: `${tag} Press station`,
    production_line_id: refs.assets.line,
  });
  const taskProcedure = await insertRow(db, s.taskProcedures, {
    ...place,
    name: `${tag} Lubrication`,
    estimated_minutes: 30,
  });
  await db.insert(s.taskProcedureSteps).values([
    { task_procedure_id: taskProcedure.id, position: 1, instruction: `${tag} lock out the drive` },
    { task_procedure_id: taskProcedure.id, position: 2, instruction: `${tag} grease both bearings` },
  ]);
  const part = await insertRow(db, s.miscParts, {
    ...place,
    part_number: `${tag}-6205`,
    name: `${tag} Bearing 6205`,
    vendor_id: vendor.id,
    unit_cost: "12.50",
    reorder_point: "2",
  });
  const storeRoom = refs.assets.storeRoom;
  await db.insert(s.miscPartStock).values({ part_id: part.id, store_room_id: storeRoom, quantity: "5" });
  return {
    category: category.id,
    vendor: vendor.id,
    workStation: workStation.id,
    taskProcedure: taskProcedure.id,
    part: part.id,
    storeRoom,
  };
}

/** Every reference row of the companies (steps and stock through their parents). */
export async function referenceSnapshot(db: Database, companyIds: number[]) {
  const s = schema;
  const procedures = await rowsIn(
    db,
    s.taskProcedures,
    s.taskProcedures.company_id,
    companyIds,
    s.taskProcedures.id,
  );
  const parts = await rowsIn(db, s.miscParts, s.miscParts.company_id, companyIds, s.miscParts.id);
  return {
    categories: await rowsIn(
      db,
      s.workOrderCategories,
      s.workOrderCategories.company_id,
      companyIds,
      s.workOrderCategories.id,
    ),
    vendors: await rowsIn(db, s.vendors, s.vendors.company_id, companyIds, s.vendors.id),
    workStations: await rowsIn(db, s.workStations, s.workStations.company_id, companyIds, s.workStations.id),
    procedures,
    steps: await rowsIn(
      db,
      s.taskProcedureSteps,
      s.taskProcedureSteps.task_procedure_id,
      idsOf(procedures),
      s.taskProcedureSteps.id,
    ),
    parts,
    stock: await rowsIn(
      db,
      s.miscPartStock,
      s.miscPartStock.part_id,
      idsOf(parts),
      s.miscPartStock.part_id,
      s.miscPartStock.store_room_id,
    ),
  };
}

type Entry = MaintenanceEntry<{ reference: ReferenceFixtures }>;
type Fixtures = Parameters<Extract<Entry, { kind: "create" }>["input"]>[0];
type Ref = keyof ReferenceFixtures;

const of = (f: Fixtures, tenant: "a" | "b", key: Ref) => f[tenant].maintenance.reference[key];

/** The isolation rows of one reference resource's list, get, create, update, delete and options. */
function crudEntries(
  path: string,
  key: Ref,
  form: (f: Fixtures) => Record<string, unknown>,
  references: ((f: Fixtures) => Record<string, unknown>)[] = [],
  created: (f: Fixtures) => Record<string, unknown> = (f) => ({ ...form(f), plant_id: f.b.plant }),
): Record<string, Entry> {
  return {
    [`${path}.list`]: { kind: "scoped-list", input: (f) => ({ max: 100, plant_id: f.b.plant }) },
    [`${path}.get`]: {
      kind: "scoped-by-id",
      attacks: [(f) => ({ id: of(f, "b", key) })],
      own: (f) => ({ id: of(f, "a", key) }),
    },
    [`${path}.create`]: { kind: "create", input: created },
    [`${path}.update`]: {
      kind: "scoped-by-id",
      attacks: [(f) => ({ ...form(f), id: of(f, "b", key) })],
      references: [(f) => ({ ...form(f), id: of(f, "a", key), plant_id: f.b.plant }), ...references],
    },
    [`${path}.delete`]: {
      kind: "scoped-by-id",
      attacks: [(f) => ({ id: of(f, "b", key), confirm: "delete" })],
    },
    [`${path}.options`]: { kind: "scoped-list", input: (f) => ({ plant_id: f.b.plant }) },
  };
}

const steps = [{ instruction: "Hijack step" }];

export const REFERENCE_ENTRIES: Record<string, Entry> = {
  ...crudEntries("maintenance.categories", "category", () => ({ name: "Hijacked", color: "#000000" })),
  ...crudEntries("maintenance.vendors", "vendor", () => ({ name: "Hijacked" })),
  ...crudEntries(
    "maintenance.workStations",
    "workStation",
    () => ({ name: "Hijacked" }),
    [(f) => ({ id: of(f, "a", "workStation"), name: "Alfa station", production_line_id: f.b.assets.line })],
    (f) => ({ name: "Hijack station", plant_id: f.a.plant, production_line_id: f.b.assets.line }),
  ),
  "maintenance.workStations.lineOptions": { kind: "scoped-list", input: (f) => ({ plant_id: f.b.plant }) },
  ...crudEntries("maintenance.taskProcedures", "taskProcedure", () => ({ name: "Hijacked", steps })),
  ...crudEntries(
    "maintenance.parts",
    "part",
    () => ({ part_number: "HJ-1", name: "Hijacked" }),
    [
      (f) => ({
        id: of(f, "a", "part"),
        part_number: "A-1",
        name: "Alfa part",
        vendor_id: of(f, "b", "vendor"),
      }),
      (f) => ({
        id: of(f, "a", "part"),
        part_number: "A-1",
        name: "Alfa part",
        stock: [{ store_room_id: of(f, "b", "storeRoom"), quantity: 1 }],
      }),
    ],
    (f) => ({
      part_number: "HJ-1",
      name: "Hijack part",
      plant_id: f.a.plant,
      vendor_id: of(f, "b", "vendor"),
      stock: [{ store_room_id: of(f, "b", "storeRoom"), quantity: 1 }],
    }),
  ),
  "maintenance.parts.storeRoomOptions": { kind: "scoped-list", input: (f) => ({ plant_id: f.b.plant }) },
};
