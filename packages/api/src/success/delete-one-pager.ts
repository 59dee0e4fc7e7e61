import { schema } from "@plantwise/db";
import { idInput, successDeleted } from "@plantwise/shared";
import { firstOr404 } from "../lib/found";
import { permitted } from "../trpc";
import { onePagerInScope } from "./one-pager-rows";

const { roiOnePagers: o } = schema;

/** DELETE /plants/roi/one-pagers/{id}. */
export const deleteOnePager = permitted("delete_customer_success")
  .input(idInput)
  .output(successDeleted)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const where = onePagerInScope(ctx.scope, input.id);
      await firstOr404(tx.select({ id: o.id }).from(o).where(where), "One-pager");
      await tx.delete(o).where(where);
      return { status: "ok" as const, id: input.id };
    }),
  );
