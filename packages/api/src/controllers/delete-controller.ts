/**
 * Deleting controllers ({id} or {ids}): all-or-nothing within the caller's scope. Their sensors stay,
 * unattached (controller_id set null by the foreign key), keeping their plant; commands go with them.
 */
import { schema } from "@plantwise/db";
import { deleteInput } from "@plantwise/shared";
import { and, inArray } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { assertAllFound, deleteIds } from "../lib/found";
import { permitted } from "../trpc";

const { controllers } = schema;

export const deleteController = permitted("delete_controllers")
  .input(deleteInput)
  .mutation(async ({ ctx, input }) => {
    const ids = deleteIds(input);
    await ctx.db.transaction(async (tx) => {
      const found = await tx
        .select({ id: controllers.id })
        .from(controllers)
        .where(and(inArray(controllers.id, ids), inPlantScope(ctx.scope, controllers.plant_id)));
      assertAllFound(found, ids, "Controller", "controllers");
      await tx.delete(controllers).where(inArray(controllers.id, ids));
    });
    return { status: "ok" as const, ids };
  });
