import { schema } from "@plantwise/db";
import { rfqIdInput, rfqStatusOutput } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { permitted } from "../trpc";
import { assertRfqAction, lockRfq } from "./rfq-rows";

const { rfqs } = schema;

/** Calls off a draft or sent RFQ; its quotes stay on record. An accepted one is a purchase order (409). */
export const cancelRfq = permitted("edit_rfqs")
  .input(rfqIdInput)
  .output(rfqStatusOutput)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const rfq = await lockRfq(tx, ctx.scope, input.id);
      assertRfqAction(rfq, "cancel");
      await tx.update(rfqs).set({ status: "cancelled", updated_at: new Date() }).where(eq(rfqs.id, rfq.id));
      return { id: rfq.id, status: "cancelled" as const };
    }),
  );
