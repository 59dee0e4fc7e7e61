import { rowsOf, schema } from "@plantwise/db";
import { recordRfqQuoteInput, rfqQuoteOutput } from "@plantwise/shared";
import { and, eq, sql } from "drizzle-orm";
import { permitted } from "../trpc";
import { assertRfqAction, fieldError, lockRfq } from "./rfq-rows";

const { rfqLines, rfqQuotePrices, rfqVendors } = schema;

/** The largest total a numeric(14,2) holds. */
const MAX_TOTAL = 999_999_999_999.99;

/**
 * A vendor's quote of a sent RFQ: a unit price for every line, each once, the lead time and notes.
 * The total (Σ price × quantity, to the cent) is kept with the prices; recording again replaces the
 * quote, until one is accepted.
 */
export const recordRfqQuote = permitted("edit_rfqs")
  .input(recordRfqQuoteInput)
  .output(rfqQuoteOutput)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const rfq = await lockRfq(tx, ctx.scope, input.rfq_id);
      assertRfqAction(rfq, "recordQuote");
      const [asked] = await tx
        .select({ id: rfqVendors.id })
        .from(rfqVendors)
        .where(and(eq(rfqVendors.rfq_id, rfq.id), eq(rfqVendors.vendor_id, input.vendor_id)));
      if (!asked) throw fieldError("vendor_id", "Not one of this RFQ's vendors");
      const lines = await tx.select({ id: rfqLines.id }).from(rfqLines).where(eq(rfqLines.rfq_id, rfq.id));
      const priced = new Set(input.prices.map((p) => p.line_id));
      if (
        priced.size !== input.prices.length ||
        priced.size !== lines.length ||
        lines.some((line) => !priced.has(line.id))
      ) {
        throw fieldError("prices", "Give a price for every line of the RFQ, each once");
      }
      await tx.delete(rfqQuotePrices).where(eq(rfqQuotePrices.rfq_vendor_id, asked.id));
      await tx.insert(rfqQuotePrices).values(
        input.prices.map((p) => ({
          rfq_vendor_id: asked.id,
          rfq_line_id: p.line_id,
          // Stored to the cent: the total below is computed from what is stored.
          unit_price: (Math.round(p.unit_price * 100) / 100).toFixed(2),
        })),
      );
      // Exact numeric arithmetic in the database, not floating point.
      const [sum] = rowsOf<{ total: string }>(
        await tx.execute(sql`select round(coalesce(sum(${rfqQuotePrices.unit_price} * ${rfqLines.quantity}), 0), 2)::text as "total"
          from ${rfqQuotePrices} join ${rfqLines} on ${rfqLines.id} = ${rfqQuotePrices.rfq_line_id}
          where ${rfqQuotePrices.rfq_vendor_id} = ${asked.id}`),
      );
      const total = sum!.total;
      if (Number(total) > MAX_TOTAL) throw fieldError("prices", "The quote's total is too large");
      await tx
        .update(rfqVendors)
        .set({
          quoted_at: new Date(),
          quoted_total: total,
          lead_time_days: input.lead_time_days ?? null,
          quote_notes: input.notes ?? null,
        })
        .where(eq(rfqVendors.id, asked.id));
      return { id: rfq.id, vendor_id: input.vendor_id, quoted_total: Number(total) };
    }),
  );
