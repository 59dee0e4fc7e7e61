import { schema } from "@plantwise/db";
import { equipmentAnaloguesInput, equipmentAnaloguesOutput } from "@plantwise/shared";
import { and, asc, eq, ne } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { firstOr404 } from "../lib/found";
import { permitted } from "../trpc";
import { placeNames, withPlaceNames } from "./item-joins";
import { placeOf } from "./place";

const { equipmentItems } = schema;

/**
 * GET /equipments/{itemId}/analogues: other items in scope of the same type and part number (or
 * the same type and brand when the item has no part number), with where each one is.
 */
export const equipmentAnalogues = permitted("view_dashboard")
  .input(equipmentAnaloguesInput)
  .output(equipmentAnaloguesOutput)
  .query(async ({ ctx, input }) => {
    const item = await firstOr404(
      ctx.db
        .select({
          id: equipmentItems.id,
          equipment_type_id: equipmentItems.equipment_type_id,
          brand_id: equipmentItems.brand_id,
          brand_model_id: equipmentItems.brand_model_id,
        })
        .from(equipmentItems)
        .where(and(eq(equipmentItems.id, input.itemId), inPlantScope(ctx.scope, equipmentItems.plant_id))),
      "Equipment item",
    );
    if (item.equipment_type_id == null) return [];
    const sameModel =
      item.brand_model_id != null
        ? eq(equipmentItems.brand_model_id, item.brand_model_id)
        : item.brand_id != null
          ? eq(equipmentItems.brand_id, item.brand_id)
          : null;
    if (!sameModel) return [];
    const query = ctx.db
      .select({
        id: equipmentItems.id,
        name: equipmentItems.name,
        serial_number: equipmentItems.serial_number,
        has_breakdown: equipmentItems.has_breakdown,
        asset_id: equipmentItems.asset_id,
        is_store_room: equipmentItems.is_store_room,
        store_room_id: equipmentItems.store_room_id,
        plant_id: equipmentItems.plant_id,
        ...placeNames,
      })
      .from(equipmentItems)
      .$dynamic();
    const rows = await withPlaceNames(query)
      .where(
        and(
          inPlantScope(ctx.scope, equipmentItems.plant_id),
          ne(equipmentItems.id, item.id),
          eq(equipmentItems.equipment_type_id, item.equipment_type_id),
          sameModel,
        ),
      )
      .orderBy(asc(equipmentItems.name), asc(equipmentItems.id))
      .limit(500);
    return rows.map((r) => ({ ...r, place: placeOf(r) }));
  });
