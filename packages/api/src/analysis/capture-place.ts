/**
 * Where a sensor is, as exports and the chart PDF name it: its plant (and the plant's time zone), and
 * the production line, machine, asset and item it measures, those it has, outermost first.
 */
import { type Database, schema } from "@plantwise/db";
import { eq } from "drizzle-orm";
import { withItemLine } from "../hierarchy/service";
import type { Sensor } from "../signals/service";

const { assets, equipmentItems, machines, plants, productionLines, sensors } = schema;

export interface CapturePlace {
  path: string[];
  item_name: string | null;
  time_zone: string;
}

export async function capturePlace(db: Database, sensor: Sensor): Promise<CapturePlace> {
  const [row] = await withItemLine(
    db
      .select({
        plant: plants.name,
        time_zone: plants.time_zone,
        line: productionLines.name,
        machine: machines.name,
        asset: assets.name,
        item: equipmentItems.name,
      })
      .from(sensors)
      .innerJoin(plants, eq(plants.id, sensors.plant_id))
      .leftJoin(equipmentItems, eq(equipmentItems.id, sensors.equipment_item_id))
      .$dynamic(),
  ).where(eq(sensors.id, sensor.id));
  const path = [row?.plant, row?.line, row?.machine, row?.asset, row?.item].filter(
    (name): name is string => typeof name === "string" && name.length > 0,
  );
  return { path, item_name: row?.item ?? null, time_zone: row?.time_zone ?? "UTC" };
}
