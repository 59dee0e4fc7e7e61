/**
 * PUT /equipments/{itemId}/sensors/positions: an item's sensors in their new order. The ids must be
 * exactly the item's sensors, each once: the same check and single update as reordering items on an asset.
 */
import { schema } from "@plantwise/db";
import { sensorPositionsInput } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { reorderChildren } from "../hierarchy/service";
import { permitted } from "../trpc";
import { renamed } from "./fields";

const { equipmentItems, sensors } = schema;

export const sensorPositions = permitted("edit_dashboard")
  .input(renamed({ itemId: "item_id" }, sensorPositionsInput))
  .mutation(async ({ ctx, input }) => {
    await ctx.db.transaction(async (tx) => {
      const [item] = await tx
        .select({ id: equipmentItems.id })
        .from(equipmentItems)
        .where(and(eq(equipmentItems.id, input.item_id), inPlantScope(ctx.scope, equipmentItems.plant_id)));
      if (!item) throw new AppError("NOT_FOUND", "Equipment item not found");
      const current = await tx
        .select({ id: sensors.id })
        .from(sensors)
        .where(eq(sensors.equipment_item_id, item.id));
      await reorderChildren(tx, sensors, current, input.ids, "item's sensors");
    });
    return { status: "ok" as const, ids: input.ids };
  });
