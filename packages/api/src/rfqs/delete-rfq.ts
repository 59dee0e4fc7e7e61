import { schema } from "@plantwise/db";
import { deleteRfqOutput, rfqIdInput } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { permitted } from "../trpc";
import { assertRfqAction, lockRfq } from "./rfq-rows";

const { rfqs } = schema;

/** DELETE /rfqs/{id}: with its lines, vendors and quotes; an accepted RFQ is a purchase order and stays (409). */
export const deleteRfq = permitted("delete_rfqs")
  .input(rfqIdInput)
  .output(deleteRfqOutput)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const rfq = await lockRfq(tx, ctx.scope, input.id);
      assertRfqAction(rfq, "delete");
      await tx.delete(rfqs).where(eq(rfqs.id, rfq.id));
      return { status: "ok" as const, id: rfq.id };
    }),
  );
