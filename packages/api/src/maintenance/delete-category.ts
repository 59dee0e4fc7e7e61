import { schema } from "@plantwise/db";
import { eq } from "drizzle-orm";
import { assertNotInUse } from "../lib/attached";
import { countEach } from "../lib/counts";
import { firstOr404 } from "../lib/found";
import { deleteWithConfirmInput } from "../lib/input";
import { permitted } from "../trpc";
import { ownedInScope } from "./reference-rows";

const { workOrderCategories, workOrders } = schema;

/** Refused with 422 while work orders are of this type (their history keeps its type). */
export const deleteCategory = permitted("delete_work_order_type")
  .input(deleteWithConfirmInput)
  .mutation(async ({ ctx, input }) => {
    return ctx.db.transaction(async (tx) => {
      const where = ownedInScope(workOrderCategories, input.id, ctx.scope);
      const existing = await firstOr404(
        tx.select({ id: workOrderCategories.id }).from(workOrderCategories).where(where),
        "Work order type",
      );
      assertNotInUse(
        "work order type",
        await countEach(tx, { "work order": [workOrders, eq(workOrders.category_id, existing.id)] }),
      );
      await tx.delete(workOrderCategories).where(where);
      return { status: "ok" as const, id: existing.id };
    });
  });
