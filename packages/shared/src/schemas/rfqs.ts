/**
 * Requests for quote (route /rfqs, calls /rfqs): an RFQ asks some of a plant's vendors to price its
 * lines; each vendor's quote is recorded against the lines, and one quote is accepted, which makes
 * the purchase order. The inputs the procedures and the form validate with, and the answers.
 *
 * Status moves draft → sent → accepted; draft or sent may be cancelled. Only a draft is edited
 * (its lines and vendors are replaced as a whole); quotes are recorded while sent.
 */
import { z } from "zod";
import { column, namedRef, optionalRef, optionalText, refColumns } from "./fields";
import { listInput, listOutput, MAX_RECORD_ID, recordId } from "./list";

const { int, number, text, nullableText, nullableInt, nullableNumber, flag, date, nullableDate } = column;

export const RFQ_STATUSES = ["draft", "sent", "accepted", "cancelled"] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];

/** Where each action may start (the API refuses others with 409; the web offers only these). */
export const RFQ_ACTION_FROM = {
  edit: ["draft"],
  send: ["draft", "sent"],
  recordQuote: ["sent"],
  accept: ["sent"],
  cancel: ["draft", "sent"],
  delete: ["draft", "sent", "cancelled"],
} as const satisfies Record<string, readonly RfqStatus[]>;
export type RfqAction = keyof typeof RFQ_ACTION_FROM;

/** Whether `action` may be taken on an RFQ of `status`. */
export function rfqActionAllowed(action: RfqAction, status: string): boolean {
  return (RFQ_ACTION_FROM[action] as readonly string[]).includes(status);
}

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const plantField = z.coerce
  .number({ error: "Plant is required" })
  .int()
  .positive({ error: "Plant is required" })
  .max(MAX_RECORD_ID);

/** One item asked a price for. */
export const rfqLineInput = z.object({
  description: z.string().trim().min(1, { error: "Description is required" }).max(500),
  part_number: optionalText(60),
  quantity: z.coerce
    .number({ error: "Enter a quantity" })
    .gt(0, { error: "Quantity must be more than 0" })
    .max(1_000_000_000),
  unit: optionalText(20),
});
export type RfqLineInput = z.infer<typeof rfqLineInput>;

export const rfqFields = z.object({
  title: z.string().trim().min(1, { error: "Title is required" }).max(200),
  notes: optionalText(4000),
  /** The date vendors are asked to answer by, "YYYY-MM-DD". */
  respond_by: z.preprocess(
    blankToNull,
    z.iso.date({ error: "Must be a date (YYYY-MM-DD)" }).nullable().optional(),
  ),
  ship_to: optionalText(500),
  /** The requisition the RFQ buys for, of the same plant. */
  requisition_id: optionalRef,
  /** The items in order; a save replaces them (positions 1..n). */
  lines: z.array(rfqLineInput).min(1, { error: "Add at least one line" }).max(200),
  /** The plant's vendors asked to quote. */
  vendor_ids: z.array(recordId).min(1, { error: "Choose at least one vendor" }).max(50),
});
export type RfqFields = z.infer<typeof rfqFields>;

export const createRfqInput = rfqFields.extend({ plant_id: plantField });
/** An RFQ never moves to another plant: `plant_id`, when sent, must be its own. */
export const updateRfqInput = rfqFields.extend({ id: recordId, plant_id: optionalRef });

export const listRfqsInput = listInput.extend({
  plant_id: optionalRef,
  status: z.preprocess(blankToUndefined, z.enum(RFQ_STATUSES).optional()),
});

export const rfqIdInput = z.object({ id: recordId });

/** A vendor's unit price for one line. */
export const rfqQuotePriceInput = z.object({
  line_id: recordId,
  unit_price: z.coerce
    .number({ error: "Enter a price" })
    .min(0, { error: "Price cannot be negative" })
    .max(1_000_000_000),
});

/** A vendor's quote: a price for every line of the RFQ; recorded again, it replaces the last one. */
export const recordRfqQuoteInput = z.object({
  rfq_id: recordId,
  vendor_id: recordId,
  prices: z.array(rfqQuotePriceInput).min(1, { error: "Give a price for every line" }).max(200),
  lead_time_days: z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: "Enter a number of days" })
      .int({ error: "Enter whole days" })
      .min(0, { error: "Days cannot be negative" })
      .max(3650)
      .nullable()
      .optional(),
  ),
  notes: optionalText(2000),
});

export const acceptRfqQuoteInput = z.object({ rfq_id: recordId, vendor_id: recordId });

/** The select choices of the form for one plant: its vendors (with whether they can be mailed) and requisitions. */
export const rfqFormOptionsInput = z.object({ plant_id: recordId });
export const rfqFormOptions = z.object({
  vendors: z.array(namedRef.extend({ email: nullableText })),
  requisitions: z.array(namedRef),
});

// ── Answers ─────────────────────────────────────────────────────────────────────────────────────

const rfqStatus = z.enum(RFQ_STATUSES);

export const rfqRow = z.object({
  id: int,
  company_id: int,
  ...refColumns("plant"),
  requisition_id: nullableInt,
  requisition_title: nullableText,
  title: text,
  status: rfqStatus,
  /** "YYYY-MM-DD". */
  respond_by: nullableText,
  sent_at: nullableDate,
  accepted_at: nullableDate,
  lines_count: int,
  vendors_count: int,
  quotes_count: int,
  /** The lowest quoted total, once a vendor quoted. */
  best_quote: nullableNumber,
  accepted_vendor_name: nullableText,
  accepted_total: nullableNumber,
  created_at: date,
  updated_at: date,
});
export const listRfqsOutput = listOutput(rfqRow);

export const rfqLine = z.object({
  id: int,
  position: int,
  description: text,
  part_number: nullableText,
  quantity: number,
  unit: nullableText,
});

/** A vendor the RFQ went to, with its quote once recorded (prices per line, total, lead time). */
export const rfqVendor = z.object({
  vendor_id: int,
  name: text,
  email: nullableText,
  contact_name: nullableText,
  sent_at: nullableDate,
  quoted_at: nullableDate,
  quoted_total: nullableNumber,
  lead_time_days: nullableInt,
  quote_notes: nullableText,
  accepted: flag,
  prices: z.array(z.object({ line_id: int, unit_price: number })),
});

export const rfqDetails = rfqRow.extend({
  notes: nullableText,
  ship_to: nullableText,
  created_by_name: nullableText,
  accepted_by_name: nullableText,
  lines: z.array(rfqLine),
  vendors: z.array(rfqVendor),
});

export const sendRfqOutput = z.object({
  id: int,
  status: rfqStatus,
  sent_at: date,
  /** The vendors an e-mail was queued for. */
  queued: z.array(namedRef.extend({ email: text })),
  /** Vendors without an e-mail address: nothing was sent to them (ask them another way). */
  without_email: z.array(namedRef),
});

export const rfqQuoteOutput = z.object({ id: int, vendor_id: int, quoted_total: number });
export const rfqStatusOutput = z.object({ id: int, status: rfqStatus });
export const deleteRfqOutput = z.object({ status: z.literal("ok"), id: int });
