/** Test fixtures of the statistics, export and PM tests: a plant of its own with a small hierarchy. */
import { type Database, schema } from "@plantwise/db";
import { insertRow } from "../hierarchy/hierarchy.fixtures";

export interface MaintenancePlace {
  company: number;
  plant: number;
  line: number;
  machines: [number, number];
  asset: number;
  item: number;
  sensor: number;
}

/**
 * A plant of `company` named `name` in `timeZone`: a line with two machines, an asset on the first,
 * an item on the asset and a sensor on the item (not tracking run hours).
 */
export async function createMaintenancePlace(
  db: Database,
  company: number,
  name: string,
  timeZone = "UTC",
): Promise<MaintenancePlace> {
  const plant = await insertRow(db, schema.plants, { company_id: company, name, time_zone: timeZone });
  const scope = { company_id: company, plant_id: plant.id };
  const line = await insertRow(db, schema.productionLines, { ...scope, name: `${name} Line` });
  const m1 = await insertRow(db, schema.machines, {
    ...scope,
    production_line_id: line.id,
    name: `${name} Press`,
  });
  const m2 = await insertRow(db, schema.machines, {
    ...scope,
    production_line_id: line.id,
    name: `${name} Oven`,
  });
  const asset = await insertRow(db, schema.assets, { ...scope, machine_id: m1.id, name: `${name} Drive` });
  const item = await insertRow(db, schema.equipmentItems, {
    ...scope,
    asset_id: asset.id,
    name: `${name} Motor`,
  });
  const sensor = await insertRow(db, schema.sensors, {
    ...scope,
    equipment_item_id: item.id,
    name: `${name} DE Sensor`,
    serial_number: `${name.replace(/\W/g, "")}-S1`,
    family: "NCD",
    type: 5,
  });
  return {
    company,
    plant: plant.id,
    line: line.id,
    machines: [m1.id, m2.id],
    asset: asset.id,
    item: item.id,
    sensor: sensor.id,
  };
}

type OrderValues = Partial<typeof schema.workOrders.$inferInsert>;

/** A work order on `place`'s plant (on its first machine unless told), with the given columns. */
export async function insertWorkOrder(db: Database, place: MaintenancePlace, values: OrderValues) {
  return insertRow(db, schema.workOrders, {
    company_id: place.company,
    plant_id: place.plant,
    production_line_id: place.line,
    machine_id: place.machines[0],
    title: "Order",
    maintenance_type: "breakdown",
    scheduled_start: new Date("2026-01-10T15:00:00Z"),
    total_minutes: 60,
    ...values,
  });
}
