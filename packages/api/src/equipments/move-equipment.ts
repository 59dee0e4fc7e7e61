import { schema } from "@plantwise/db";
import { moveEquipmentInput, reorderEquipmentInput } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { reorderedParent, reorderUnder } from "../hierarchy/service";
import { firstOr404 } from "../lib/found";
import { permitted } from "../trpc";
import { placeColumns, placeLabel, resolvePlace, writeHistory } from "./place";
import { nextPosition } from "./save-equipment";

const { assets, equipmentItems } = schema;

/**
 * POST /equipments/move/{itemId}: to an asset, a store room or limbo. A target in a plant outside
 * the user's scope is 403; the item takes the target's plant and company.
 */
export const moveEquipment = permitted("edit_dashboard")
  .input(moveEquipmentInput)
  .mutation(async ({ ctx, input }) => {
    return ctx.db.transaction(async (tx) => {
      const where = and(
        eq(equipmentItems.id, input.itemId),
        inPlantScope(ctx.scope, equipmentItems.plant_id),
      );
      const item = await firstOr404(tx.select().from(equipmentItems).where(where), "Equipment item");
      const place = await resolvePlace(
        tx,
        ctx.scope,
        {
          asset_id: input.asset_id,
          store_room_id: input.store_room_id,
          is_store_room: input.store_room_id != null,
          is_limbo: input.limbo === true,
        },
        item,
      );
      const from = await placeLabel(tx, item);
      const sameAsset = place.asset_id != null && place.asset_id === item.asset_id;
      await tx
        .update(equipmentItems)
        .set({
          ...placeColumns(place),
          position: sameAsset ? item.position : await nextPosition(tx, place.asset_id),
          updated_at: new Date(),
        })
        .where(eq(equipmentItems.id, item.id));
      await writeHistory(tx, [
        {
          equipment_id: item.id,
          user_id: ctx.user.id,
          action: "moved",
          details: { from, to: place.label },
        },
      ]);
      return { status: "ok" as const, data: { id: item.id, from, to: place.label } };
    });
  });

/** POST /equipments/reorder: the asset's items in their new order; the ids must be exactly its items. */
export const reorderEquipment = permitted("edit_dashboard")
  .input(reorderEquipmentInput)
  .mutation(async ({ ctx, input }) => {
    await ctx.db.transaction(async (tx) => {
      const asset = await reorderedParent(tx, ctx.scope, assets, input.asset_id, "Asset");
      const items = eq(equipmentItems.asset_id, asset.id);
      await reorderUnder(tx, equipmentItems, items, input.ids, "asset's items");
    });
    return { status: "ok" as const, ids: input.ids };
  });
