/**
 * Deleting controllers ({id} or {ids}): all-or-nothing within the caller's scope. Their sensors stay,
 * unattached (controller_id set null by the foreign key), keeping their plant; commands go with them.
 */
import { schema } from "@plantwise/db";
import { deleteInput } from "@plantwise/shared";
import { and, inArray } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { permitted } from "../trpc";

const { controllers } = schema;

export const deleteController = permitted("delete_controllers")
  .input(deleteInput)
  .mutation(async ({ ctx, input }) => {
    const ids = [...new Set("ids" in input ? input.ids : [input.id])];
    await ctx.db.transaction(async (tx) => {
      const found = await tx
        .select({ id: controllers.id })
        .from(controllers)
        .where(and(inArray(controllers.id, ids), inPlantScope(ctx.scope, controllers.plant_id)));
      if (found.length !== ids.length) {
        throw new AppError(
          "NOT_FOUND",
          ids.length === 1 ? "Controller not found" : "Some controllers were not found",
        );
      }
      await tx.delete(controllers).where(inArray(controllers.id, ids));
    });
    return { status: "ok" as const, ids };
  });
