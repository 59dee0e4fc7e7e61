import { schema } from "@plantwise/db";
import { acceptRfqQuoteInput, rfqStatusOutput } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { AppError } from "../errors";
import { isUniqueViolation } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { assertRfqAction, fieldError, lockRfq } from "./rfq-rows";

const { rfqs, rfqVendors } = schema;

/**
 * Accepts one vendor's quote of a sent RFQ: that quote becomes the purchase order and the RFQ is
 * accepted. Once only: a second accept is 409 (the RFQ's row lock orders concurrent accepts, and the
 * one-accepted index stands behind it). The requisition it buys for is left as it is.
 */
export const acceptRfqQuote = permitted("edit_rfqs")
  .input(acceptRfqQuoteInput)
  .output(rfqStatusOutput)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const rfq = await lockRfq(tx, ctx.scope, input.rfq_id);
      assertRfqAction(rfq, "accept");
      const [asked] = await tx
        .select({ id: rfqVendors.id, quoted_at: rfqVendors.quoted_at })
        .from(rfqVendors)
        .where(and(eq(rfqVendors.rfq_id, rfq.id), eq(rfqVendors.vendor_id, input.vendor_id)));
      if (!asked) throw fieldError("vendor_id", "Not one of this RFQ's vendors");
      if (!asked.quoted_at) throw fieldError("vendor_id", "This vendor has not quoted");
      const now = new Date();
      try {
        await tx.update(rfqVendors).set({ accepted: true }).where(eq(rfqVendors.id, asked.id));
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError("CONFLICT", "RFQ already accepted");
        throw error;
      }
      await tx
        .update(rfqs)
        .set({ status: "accepted", accepted_at: now, accepted_by: ctx.user.id, updated_at: now })
        .where(eq(rfqs.id, rfq.id));
      return { id: rfq.id, status: "accepted" as const };
    }),
  );
