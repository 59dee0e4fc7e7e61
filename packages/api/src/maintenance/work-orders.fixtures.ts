/**
 * Data builders of the work order and request tests: the demo's Hamilton plant with one of its
 * equipment items (and the asset, machine and line above it), a task procedure, a part with stock
 * in a store room, and the other tenant's item for the cross-tenant checks.
 */
import { type Database, schema } from "@plantwise/db";
import { and, eq, isNotNull } from "drizzle-orm";
import { insertRow } from "../hierarchy/hierarchy.fixtures";

const s = schema;

export interface MaintenanceWorld {
  plant: number;
  company: number;
  item: number;
  itemName: string;
  asset: number;
  machine: number;
  line: number;
  storeRoom: number;
  storeRoomName: string;
  part: number;
  procedure: number;
  /** Southridge's (the other tenant's) item. */
  otherItem: number;
  otherPlant: number;
  admin: number;
  user: number;
  corporate: number;
}

async function itemOf(db: Database, plantId: number) {
  const [row] = await db
    .select({
      id: s.equipmentItems.id,
      name: s.equipmentItems.name,
      asset: s.assets.id,
      machine: s.machines.id,
      line: s.machines.production_line_id,
    })
    .from(s.equipmentItems)
    .innerJoin(s.assets, eq(s.assets.id, s.equipmentItems.asset_id))
    .innerJoin(s.machines, eq(s.machines.id, s.assets.machine_id))
    .where(and(eq(s.equipmentItems.plant_id, plantId), isNotNull(s.equipmentItems.asset_id)))
    .orderBy(s.equipmentItems.id)
    .limit(1);
  if (!row) throw new Error(`plant ${plantId} has no equipment item on an asset`);
  return row;
}

async function userId(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, email));
  if (!row) throw new Error(`no demo user ${email}`);
  return row.id;
}

/** Builds the world once per suite; `tag` keeps names unique when a suite builds it twice. */
export async function maintenanceWorld(
  db: Database,
  demo: { northwind: number; hamilton: number; regina: number },
  tag = "T",
): Promise<MaintenanceWorld> {
  const place = { company_id: demo.northwind, plant_id: demo.hamilton };
  const item = await itemOf(db, demo.hamilton);
  const other = await itemOf(db, demo.regina);
  const storeRoom = await insertRow(db, s.storeRooms, { ...place, name: `${tag} Parts cage` });
  const part = await insertRow(db, s.miscParts, {
    ...place,
    part_number: `${tag}-6205`,
    name: `${tag} Bearing 6205`,
    unit_cost: "12.50",
  });
  await db.insert(s.miscPartStock).values({ part_id: part.id, store_room_id: storeRoom.id, quantity: "5" });
  const procedure = await insertRow(db, s.taskProcedures, { ...place, name: `${tag} Lubrication` });
  await db.insert(s.taskProcedureSteps).values([
    { task_procedure_id: procedure.id, position: 1, instruction: "Lock out the drive" },
    { task_procedure_id: procedure.id, position: 2, instruction: "Grease both bearings" },
  ]);
  const admin = await userId(db, "plantadmin@plantwise.demo");
  await db.update(s.users).set({ hourly_rate: "40.00" }).where(eq(s.users.id, admin));
  return {
    plant: demo.hamilton,
    company: demo.northwind,
    item: item.id,
    itemName: item.name,
    asset: item.asset,
    machine: item.machine,
    line: item.line,
    storeRoom: storeRoom.id,
    storeRoomName: storeRoom.name,
    part: part.id,
    procedure: procedure.id,
    otherItem: other.id,
    otherPlant: demo.regina,
    admin,
    user: await userId(db, "plantuser@plantwise.demo"),
    corporate: await userId(db, "corporate@plantwise.demo"),
  };
}

/** A work order form on the world's item, scheduled at `start` (default now). */
export function orderForm(w: MaintenanceWorld, over: Record<string, unknown> = {}) {
  return {
    plant_id: w.plant,
    equipment_item_id: w.item,
    title: "Replace bearing",
    scheduled_start: new Date().toISOString(),
    total_minutes: 60,
    ...over,
  };
}
