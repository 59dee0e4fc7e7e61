import { schema } from "@plantwise/db";
import { eq } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";

const { assets, equipmentItems, machines, productionLines } = schema;

/**
 * The asset, machine and production line of an equipment item, for a `.$dynamic()` select that
 * has equipment_items: left joins, so all three are null for an item in a store room or in limbo
 * (and for a row with no item).
 */
export function withItemLine<T extends PgSelect>(query: T) {
  return query
    .leftJoin(assets, eq(assets.id, equipmentItems.asset_id))
    .leftJoin(machines, eq(machines.id, assets.machine_id))
    .leftJoin(productionLines, eq(productionLines.id, machines.production_line_id));
}
