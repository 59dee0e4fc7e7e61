import { type Reader, schema } from "@plantwise/db";
import { rfqDetails, rfqIdInput } from "@plantwise/shared";
import { asc, eq, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Scope } from "../access/auth-user";
import { firstOr404 } from "../lib/found";
import { jsonRows } from "../lib/json-rows";
import { permitted } from "../trpc";
import { rfqInScope, selectRfqs } from "./rfq-rows";

const { rfqLines, rfqQuotePrices, rfqs, rfqVendors, users, vendors } = schema;

export type RfqDetails = z.infer<typeof rfqDetails>;

const amount = (column: PgColumn) => sql<number>`${column}`.mapWith(Number);

const userName = (id: typeof rfqs.created_by) =>
  sql<
    string | null
  >`(select nullif(concat_ws(' ', "u"."first_name", "u"."last_name"), '') from ${users} "u" where "u"."id" = ${id})`;

/** The RFQ's own columns beyond its row, and its lines, vendors and quote prices, as columns of one select. */
function detailColumns(id: number) {
  return {
    notes: rfqs.notes,
    ship_to: rfqs.ship_to,
    created_by_name: userName(rfqs.created_by),
    accepted_by_name: userName(rfqs.accepted_by),
    lines: jsonRows(
      {
        id: rfqLines.id,
        position: rfqLines.position,
        description: rfqLines.description,
        part_number: rfqLines.part_number,
        quantity: amount(rfqLines.quantity),
        unit: rfqLines.unit,
      },
      sql`from ${rfqLines} where ${eq(rfqLines.rfq_id, id)}`,
      [asc(rfqLines.position)],
    ),
    vendors: jsonRows(
      {
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
      },
      sql`from ${rfqVendors} join ${vendors} on ${eq(vendors.id, rfqVendors.vendor_id)}
        where ${eq(rfqVendors.rfq_id, id)}`,
      [asc(vendors.name), asc(vendors.id)],
    ),
    prices: jsonRows(
      {
        vendor_id: rfqVendors.vendor_id,
        line_id: rfqQuotePrices.rfq_line_id,
        unit_price: amount(rfqQuotePrices.unit_price),
      },
      sql`from ${rfqQuotePrices} join ${rfqVendors} on ${eq(rfqVendors.id, rfqQuotePrices.rfq_vendor_id)}
        join ${rfqLines} on ${eq(rfqLines.id, rfqQuotePrices.rfq_line_id)}
        where ${eq(rfqVendors.rfq_id, id)}`,
      [asc(rfqLines.position)],
    ),
  };
}

/**
 * One RFQ of the caller's plants with its lines, and its vendors with their quotes, in one
 * statement; 404 out of scope.
 */
export async function loadRfqDetails(db: Reader, scope: Scope, id: number): Promise<RfqDetails> {
  const {
    prices,
    vendors: asked,
    ...rfq
  } = await firstOr404(selectRfqs(db, detailColumns(id)).where(rfqInScope(scope, id)), "RFQ");
  return {
    ...rfq,
    vendors: asked.map((vendor) => ({
      ...vendor,
      prices: prices
        .filter((p) => p.vendor_id === vendor.vendor_id)
        .map(({ line_id, unit_price }) => ({ line_id, unit_price })),
    })),
  };
}

/** GET /rfqs/{id}: one RFQ with its lines, and its vendors with their quotes. */
export const getRfq = permitted("view_rfqs")
  .input(rfqIdInput)
  .output(rfqDetails)
  .query(({ ctx, input }) => loadRfqDetails(ctx.db, ctx.scope, input.id));
