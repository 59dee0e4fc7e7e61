import { schema } from "@plantwise/db";
import { archiveRow, restoreRow } from "../lib/archive";
import { deleteWithConfirmInput, idInput } from "../lib/input";
import { permitted } from "../trpc";
import { plantAttached, plantInScope } from "./plant-rows";

const { plants } = schema;

const archiving = permitted(["archive_plants", "delete_plants"], "any");

/**
 * DELETE /plants/{id} archives the plant (spec part 1 §6). A plant with users or teams needs the
 * typed confirmation word: "This plant has 3 users and 1 team. Type delete to confirm."
 */
export const archivePlant = archiving.input(deleteWithConfirmInput).mutation(({ ctx, input }) => {
  const row = plantInScope(ctx.scope, input.id);
  return ctx.db.transaction((tx) => archiveRow(tx, plants, row, "plant", plantAttached, input.confirm));
});

export const restorePlant = archiving
  .input(idInput)
  .mutation(({ ctx, input }) => restoreRow(ctx.db, plants, plantInScope(ctx.scope, input.id), "plant"));
