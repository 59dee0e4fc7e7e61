import { type Reader, schema } from "@plantwise/db";
import { rfqDetails, rfqIdInput } from "@plantwise/shared";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Scope } from "../access/auth-user";
import { firstOr404 } from "../lib/found";
import { permitted } from "../trpc";
import { rfqInScope, selectRfqs } from "./rfq-rows";

const { rfqLines, rfqQuotePrices, rfqs, rfqVendors, users, vendors } = schema;

export type RfqDetails = z.infer<typeof rfqDetails>;

const userName = (id: typeof rfqs.created_by) =>
  sql<
    string | null
  >`(select nullif(concat_ws(' ', "u"."first_name", "u"."last_name"), '') from ${users} "u" where "u"."id" = ${id})`;

/** One RFQ of the caller's plants with its lines, and its vendors with their quotes; 404 out of scope. */
export async function loadRfqDetails(db: Reader, scope: Scope, id: number): Promise<RfqDetails> {
  const rfq = await firstOr404(selectRfqs(db).where(rfqInScope(scope, id)), "RFQ");
  const [extra] = await db
    .select({
      notes: rfqs.notes,
      ship_to: rfqs.ship_to,
      created_by_name: userName(rfqs.created_by),
      accepted_by_name: userName(rfqs.accepted_by),
    })
    .from(rfqs)
    .where(eq(rfqs.id, rfq.id));
  const lines = await db
    .select({
      id: rfqLines.id,
      position: rfqLines.position,
      description: rfqLines.description,
      part_number: rfqLines.part_number,
      quantity: sql<number>`${rfqLines.quantity}`.mapWith(Number),
      unit: rfqLines.unit,
    })
    .from(rfqLines)
    .where(eq(rfqLines.rfq_id, rfq.id))
    .orderBy(asc(rfqLines.position));
  const asked = await db
    .select({
      id: rfqVendors.id,
      vendor_id: rfqVendors.vendor_id,
      name: vendors.name,
      email: vendors.email,
      contact_name: vendors.contact_name,
      sent_at: rfqVendors.sent_at,
      quoted_at: rfqVendors.quoted_at,
      quoted_total: sql<number | null>`${rfqVendors.quoted_total}`.mapWith(Number),
      lead_time_days: rfqVendors.lead_time_days,
      quote_notes: rfqVendors.quote_notes,
      accepted: rfqVendors.accepted,
    })
    .from(rfqVendors)
    .innerJoin(vendors, eq(vendors.id, rfqVendors.vendor_id))
    .where(eq(rfqVendors.rfq_id, rfq.id))
    .orderBy(asc(vendors.name), asc(vendors.id));
  const prices =
    asked.length === 0
      ? []
      : await db
          .select({
            rfq_vendor_id: rfqQuotePrices.rfq_vendor_id,
            line_id: rfqQuotePrices.rfq_line_id,
            unit_price: sql<number>`${rfqQuotePrices.unit_price}`.mapWith(Number),
          })
          .from(rfqQuotePrices)
          .where(
            inArray(
              rfqQuotePrices.rfq_vendor_id,
              asked.map((v) => v.id),
            ),
          );
  const position = new Map(lines.map((l) => [l.id, l.position]));
  return {
    ...rfq,
    notes: extra?.notes ?? null,
    ship_to: extra?.ship_to ?? null,
    created_by_name: extra?.created_by_name ?? null,
    accepted_by_name: extra?.accepted_by_name ?? null,
    lines,
    vendors: asked.map(({ id: rfqVendorId, ...vendor }) => ({
      ...vendor,
      prices: prices
        .filter((p) => p.rfq_vendor_id === rfqVendorId)
        .map(({ line_id, unit_price }) => ({ line_id, unit_price }))
        .sort((a, b) => (position.get(a.line_id) ?? 0) - (position.get(b.line_id) ?? 0)),
    })),
  };
}

/** GET /rfqs/{id}: one RFQ with its lines, and its vendors with their quotes. */
export const getRfq = permitted("view_rfqs")
  .input(rfqIdInput)
  .output(rfqDetails)
  .query(({ ctx, input }) => loadRfqDetails(ctx.db, ctx.scope, input.id));
