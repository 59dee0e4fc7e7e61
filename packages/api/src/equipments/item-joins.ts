import { schema } from "@plantwise/db";
import { eq } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";

/**
 * The joins that name what an equipment item hangs from, for a `.$dynamic()` select from
 * equipment_items: its plant (always there), the asset, machine, line or store room it sits in,
 * and the library rows it refers to. List, details and the analogues read the same joins.
 */

const { assets, equipmentItems, machines, plants, productionLines, storeRooms } = schema;
const { brandModels, brands, equipmentTypes } = schema;

export function withPlaceNames<T extends PgSelect>(query: T) {
  const inPlant = query.innerJoin(plants, eq(plants.id, equipmentItems.plant_id));
  return withLine(inPlant).leftJoin(storeRooms, eq(storeRooms.id, equipmentItems.store_room_id));
}

/** The asset, machine and production line of an item on an asset (all null for the others). */
export function withLine<T extends PgSelect>(query: T) {
  return query
    .leftJoin(assets, eq(assets.id, equipmentItems.asset_id))
    .leftJoin(machines, eq(machines.id, assets.machine_id))
    .leftJoin(productionLines, eq(productionLines.id, machines.production_line_id));
}

/** The item's library rows: its type, brand and part number. */
export function withLibraryNames<T extends PgSelect>(query: T) {
  return query
    .leftJoin(equipmentTypes, eq(equipmentTypes.id, equipmentItems.equipment_type_id))
    .leftJoin(brands, eq(brands.id, equipmentItems.brand_id))
    .leftJoin(brandModels, eq(brandModels.id, equipmentItems.brand_model_id));
}
