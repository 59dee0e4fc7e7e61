import { schema } from "@plantwise/db";
import { eq } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { withItemLine } from "../hierarchy/service";

const { equipmentItems, sensors } = schema;

/**
 * The item a sensor is mounted on and that item's asset, machine and line, for a `.$dynamic()`
 * select from sensors: all null for a sensor on no item.
 */
export function withSensorPlace<T extends PgSelect>(query: T) {
  return withItemLine(query.leftJoin(equipmentItems, eq(equipmentItems.id, sensors.equipment_item_id)));
}
