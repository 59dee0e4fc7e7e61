/**
 * PUT /equipments/{itemId}/sensors/positions: an item's sensors in their new order. The ids must be
 * exactly the item's sensors, each once: the same check and single update as reordering items on an asset.
 */
import { schema } from "@plantwise/db";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { reorderChildren } from "../hierarchy/service";
import { permitted } from "../trpc";
import { positiveId, renamed } from "./fields";

const { equipmentItems, sensors } = schema;

export const sensorPositionsInput = renamed(
  { itemId: "item_id" },
  z.object({ item_id: positiveId, ids: z.array(positiveId).max(1000) }),
);

export const sensorPositions = permitted("edit_dashboard")
  .input(sensorPositionsInput)
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
