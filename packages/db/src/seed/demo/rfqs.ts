/**
 * Requests for quote in the demo plant, so the RFQ screens open on each stage: a draft still being
 * written, one sent to three vendors with two quotes in, and one whose best quote was accepted (its
 * purchase order printable). The vendors are the ones the maintenance demo seeds; no e-mail is
 * queued (the outbox stays as the demo's own history left it). Dates are relative to the seed's day.
 *
 * Once per plant: skipped when the plant already has an RFQ, or has no vendors to ask.
 */
import { asc, eq } from "drizzle-orm";
import type { Tx } from "../../client";
import { rfqLines, rfqQuotePrices, rfqs, rfqVendors, users, vendors } from "../../schema/index";
import { hasRows } from "../lookup";

interface Place {
  company_id: number;
  plant_id: number;
}

const DAY = 86_400_000;

interface LineSeed {
  description: string;
  part_number?: string;
  quantity: number;
  unit?: string;
}

interface QuoteSeed {
  /** Index into the plant's vendors by name order. */
  vendor: number;
  prices: number[];
  lead_time_days: number;
  notes?: string;
  accepted?: boolean;
}

interface RfqSeed {
  title: string;
  notes?: string;
  ship_to: string;
  /** Days from the seed's day (negative: past). */
  respond_in: number;
  status: "draft" | "sent" | "accepted";
  sent_days_ago?: number;
  lines: LineSeed[];
  vendors: number[];
  quotes?: QuoteSeed[];
}

const SHIP_TO = "Hamilton Works, receiving dock 2, 1450 Industrial Dr, Hamilton, ON";

const RFQS: RfqSeed[] = [
  {
    title: "Conveyor drive rebuild kit",
    notes: "Parts for the Line 2 conveyor drive overhaul in the next shutdown.",
    ship_to: SHIP_TO,
    respond_in: 14,
    status: "draft",
    lines: [
      { description: "Gear reducer oil seal kit", part_number: "SK-4410", quantity: 2, unit: "kit" },
      { description: "Taper roller bearing 32212", part_number: "32212", quantity: 4, unit: "pcs" },
      { description: "Jaw coupling spider L-110", part_number: "L-110", quantity: 2, unit: "pcs" },
    ],
    vendors: [0, 1],
  },
  {
    title: "Compressor filters, annual stock",
    notes: "A year of filters for both screw compressors; deliveries may be split by quarter.",
    ship_to: SHIP_TO,
    respond_in: 5,
    status: "sent",
    sent_days_ago: 6,
    lines: [
      { description: "Compressor air filter element", part_number: "AF-C1", quantity: 8, unit: "pcs" },
      { description: "Oil filter cartridge", part_number: "OF-220", quantity: 8, unit: "pcs" },
      { description: "Air/oil separator", part_number: "SEP-75", quantity: 2, unit: "pcs" },
    ],
    vendors: [0, 1, 2],
    quotes: [
      { vendor: 0, prices: [61.5, 24.9, 189], lead_time_days: 7 },
      { vendor: 2, prices: [58.75, 27.4, 176.5], lead_time_days: 12, notes: "Price held for 30 days" },
    ],
  },
  {
    title: "Spare motor bearings",
    ship_to: SHIP_TO,
    respond_in: -10,
    status: "accepted",
    sent_days_ago: 21,
    lines: [
      {
        description: "Deep groove ball bearing 6309-2RS1",
        part_number: "6309-2RS1",
        quantity: 6,
        unit: "pcs",
      },
      { description: "Deep groove ball bearing 6206-2Z", part_number: "6206-2Z", quantity: 10, unit: "pcs" },
      { description: "EP2 grease cartridge 400 g", part_number: "LGEP2-0.4", quantity: 12, unit: "pcs" },
    ],
    vendors: [0, 1],
    quotes: [
      {
        vendor: 0,
        prices: [36.8, 11.9, 9.5],
        lead_time_days: 3,
        notes: "Ex stock Mississauga",
        accepted: true,
      },
      { vendor: 1, prices: [39.2, 12.6, 9.25], lead_time_days: 5 },
    ],
  },
];

/** The demo plant's RFQs: a draft, one sent with two quotes, one accepted. */
export async function seedDemoRfqs(tx: Tx, place: Place, now = new Date()): Promise<void> {
  if (await hasRows(tx, rfqs, eq(rfqs.plant_id, place.plant_id))) return;
  const plantVendors = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.plant_id, place.plant_id))
    .orderBy(asc(vendors.name), asc(vendors.id));
  if (plantVendors.length === 0) return;
  const vendorAt = (i: number) => plantVendors[i % plantVendors.length]!.id;
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.company_id, place.company_id))
    .orderBy(asc(users.id));
  const buyer = people.find((p) => p.email.startsWith("plantadmin@"))?.id ?? people[0]?.id ?? null;
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);
  const dateIn = (n: number) => new Date(now.getTime() + n * DAY).toISOString().slice(0, 10);

  for (const seed of RFQS) {
    const sentAt = seed.sent_days_ago === undefined ? null : daysAgo(seed.sent_days_ago);
    const accepted = seed.quotes?.some((q) => q.accepted) === true;
    const acceptedAt = accepted && sentAt ? new Date(sentAt.getTime() + 8 * DAY) : null;
    const [rfq] = await tx
      .insert(rfqs)
      .values({
        ...place,
        title: seed.title,
        notes: seed.notes ?? null,
        status: seed.status,
        respond_by: dateIn(seed.respond_in),
        ship_to: seed.ship_to,
        sent_at: sentAt,
        accepted_at: acceptedAt,
        accepted_by: acceptedAt ? buyer : null,
        created_by: buyer,
        created_at: sentAt ? new Date(sentAt.getTime() - DAY) : daysAgo(1),
      })
      .returning({ id: rfqs.id });
    const lines = await tx
      .insert(rfqLines)
      .values(
        seed.lines.map((line, i) => ({
          rfq_id: rfq!.id,
          position: i + 1,
          description: line.description,
          part_number: line.part_number ?? null,
          quantity: String(line.quantity),
          unit: line.unit ?? null,
        })),
      )
      .returning({ id: rfqLines.id });
    for (const index of seed.vendors) {
      const quote = seed.quotes?.find((q) => q.vendor === index);
      const total = quote
        ? quote.prices.reduce((sum, price, i) => sum + Math.round(price * seed.lines[i]!.quantity * 100), 0) /
          100
        : null;
      const [asked] = await tx
        .insert(rfqVendors)
        .values({
          rfq_id: rfq!.id,
          vendor_id: vendorAt(index),
          sent_at: sentAt,
          quoted_at: quote && sentAt ? new Date(sentAt.getTime() + (2 + index) * DAY) : null,
          quoted_total: total === null ? null : total.toFixed(2),
          lead_time_days: quote?.lead_time_days ?? null,
          quote_notes: quote?.notes ?? null,
          accepted: quote?.accepted === true,
        })
        .onConflictDoNothing()
        .returning({ id: rfqVendors.id });
      if (!asked || !quote) continue;
      await tx.insert(rfqQuotePrices).values(
        quote.prices.map((price, i) => ({
          rfq_vendor_id: asked.id,
          rfq_line_id: lines[i]!.id,
          unit_price: price.toFixed(2),
        })),
      );
    }
  }
}
