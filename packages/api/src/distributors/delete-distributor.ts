import { schema } from "@plantwise/db";
import { and, eq } from "drizzle-orm";
import { inDistributorScope } from "../access/scope";
import { requireConfirmation } from "../lib/attached";
import { firstOr404 } from "../lib/found";
import { deleteWithConfirmInput } from "../lib/input";
import { permitted } from "../trpc";
import { distributorAttached } from "./distributor-rows";

const { distributors } = schema;

/** Deleted for real; companies or users referring to it need the typed confirmation word. */
export const deleteDistributor = permitted("delete_distributors")
  .input(deleteWithConfirmInput)
  .mutation(async ({ ctx, input }) => {
    return ctx.db.transaction(async (tx) => {
      const where = and(eq(distributors.id, input.id), inDistributorScope(ctx.scope, distributors.id));
      const existing = await firstOr404(
        tx.select({ id: distributors.id }).from(distributors).where(where),
        "Distributor",
      );
      requireConfirmation("distributor", await distributorAttached(tx, existing.id), input.confirm);
      await tx.delete(distributors).where(where);
      return { status: "ok" as const, id: existing.id };
    });
  });
