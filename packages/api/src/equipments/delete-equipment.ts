import { schema } from "@plantwise/db";
import { deleteInput } from "@plantwise/shared";
import { inArray } from "drizzle-orm";
import { assertAllFound, deleteIds } from "../lib/found";
import { permitted } from "../trpc";
import { removeEquipmentFiles } from "./pictures-routes";
import { itemsInScope } from "./place";

const { equipmentItems, equipmentPictures } = schema;

/**
 * DELETE /equipments/{id} and DELETE /equipments {ids}: all-or-nothing (one id outside the scope
 * and nothing is deleted); the pictures' files go once the transaction has committed.
 */
export const deleteEquipment = permitted("delete_dashboard")
  .input(deleteInput)
  .mutation(async ({ ctx, input }) => {
    const ids = deleteIds(input);
    const files = await ctx.db.transaction(async (tx) => {
      const found = await itemsInScope(tx, ctx.scope, ids);
      assertAllFound(found, ids, "Equipment item", "equipment items");
      const pictures = await tx
        .select({ file: equipmentPictures.file_name, thumb: equipmentPictures.thumb_file_name })
        .from(equipmentPictures)
        .where(inArray(equipmentPictures.equipment_id, ids));
      await tx.delete(equipmentItems).where(inArray(equipmentItems.id, ids));
      return pictures.flatMap((p) => [p.file, p.thumb]);
    });
    await removeEquipmentFiles(files);
    return { status: "ok" as const, ids };
  });
