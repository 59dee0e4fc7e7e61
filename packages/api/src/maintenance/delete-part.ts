import { schema } from "@plantwise/db";
import { eq, sql } from "drizzle-orm";
import { assertNotInUse, restrictOr422 } from "../lib/attached";
import { firstOr404 } from "../lib/found";
import { deleteWithConfirmInput } from "../lib/input";
import { permitted } from "../trpc";
import { ownedInScope } from "./reference-rows";

const { miscParts, workOrderParts } = schema;

/** Refused with 422 once work orders used the part (their cost history names it); its stock goes with it. */
export const deletePart = permitted("delete_misc_parts")
  .input(deleteWithConfirmInput)
  .mutation(async ({ ctx, input }) => {
    return ctx.db.transaction(async (tx) => {
      const where = ownedInScope(miscParts, input.id, ctx.scope);
      const existing = await firstOr404(tx.select({ id: miscParts.id }).from(miscParts).where(where), "Part");
      const [used] = await tx
        .select({ n: sql<number>`count(distinct ${workOrderParts.work_order_id})`.mapWith(Number) })
        .from(workOrderParts)
        .where(eq(workOrderParts.part_id, existing.id));
      assertNotInUse("part", { "work order": used?.n ?? 0 });
      // A work order taking the part meanwhile is refused by the restricting foreign key.
      await restrictOr422("part", () => tx.delete(miscParts).where(where));
      return { status: "ok" as const, id: existing.id };
    });
  });
