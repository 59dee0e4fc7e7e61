import { schema } from "@plantwise/db";
import { eq } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { withItemLine } from "../hierarchy/service";

/**
 * The joins that name what an equipment item hangs from, for a `.$dynamic()` select from
 * equipment_items: its plant (always there), the asset, machine, line or store room it sits in,
 * and the library rows it refers to. List, details and the analogues read the same joins.
 */

const { assets, equipmentItems, machines, plants, productionLines, storeRooms } = schema;
const { brandModels, brands, equipmentTypes } = schema;

/** The names withPlaceNames joins: the item's asset, machine, line, store room and plant. */
export const placeNames = {
  asset_name: assets.name,
  machine_id: machines.id,
  machine_name: machines.name,
  production_line_id: productionLines.id,
  production_line_name: productionLines.name,
  store_room_name: storeRooms.name,
  plant_name: plants.name,
};

/** The names withLibraryNames joins: the item's type, brand and part number. */
export const libraryNames = {
  equipment_type_name: equipmentTypes.name,
  brand_name: brands.name,
  brand_model_name: brandModels.name,
  part_number: brandModels.part_number,
};

/** Where the item's RPM may come from (its line's speed or node) and its plant's runtime tracking. */
export const lineRpmSource = {
  line_speed_rpm: productionLines.line_speed_rpm,
  rpm_node_id: productionLines.rpm_node_id,
  rpm_node_parameter: productionLines.rpm_node_parameter,
  is_equipment_runtime_tracking: plants.is_equipment_runtime_tracking,
};

export function withPlaceNames<T extends PgSelect>(query: T) {
  const inPlant = query.innerJoin(plants, eq(plants.id, equipmentItems.plant_id));
  return withItemLine(inPlant).leftJoin(storeRooms, eq(storeRooms.id, equipmentItems.store_room_id));
}

/** The item's library rows: its type, brand and part number. */
export function withLibraryNames<T extends PgSelect>(query: T) {
  return query
    .leftJoin(equipmentTypes, eq(equipmentTypes.id, equipmentItems.equipment_type_id))
    .leftJoin(brands, eq(brands.id, equipmentItems.brand_id))
    .leftJoin(brandModels, eq(brandModels.id, equipmentItems.brand_model_id));
}
