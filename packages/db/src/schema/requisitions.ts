/**
 * Requisitions and requests for quote (spec part 1 §1–§6, part 2 §4 and §7 "Requisitions").
 *
 * A requisition is a purchase request (request type 1) or a service request (2) raised against an
 * equipment item: the fab shop approves, denies or holds it, a technician takes and completes it
 * (the state machine is `REQUISITION_TRANSITIONS` in shared). The places above the item are copied
 * on write, so the ROI per production line, machine and asset sums without joins. Status numbers
 * are part 2 §4's RequisitionStatus: PENDING 0, APPROVED 1, DENIED 2, COMPLETED 3, IN_WORK 4,
 * ON_HOLD 5.
 *
 * An RFQ asks one or more of the plant's vendors to quote its line items; each vendor's quote is
 * recorded against the lines, and at most one quote is accepted (a partial unique index), which
 * makes the purchase order.
 *
 * Money is numeric(14,2), quantities numeric(14,3); drizzle reads both as strings.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { assets, equipmentItems, machines, productionLines } from "./assets";
import { createdAt, timestamps } from "./columns";
import { users } from "./identity";
import { vendors, workOrders } from "./maintenance";
import { plantScope } from "./references";

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const quantity = (name: string) => numeric(name, { precision: 14, scale: 3 });
const at = (name: string) => timestamp(name, { withTimezone: true });
const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: "set null" });

/**
 * What the ROI calculator saved onto a requisition: its inputs and what it computed, as the shared
 * `roiCalculationInput` / `roiCalculation` describe them.
 */
export interface StoredRoiCalculation {
  inputs: Record<string, unknown>;
  chosen: "repair" | "replace" | "do_nothing";
  roi_final: number;
  payback_months: number | null;
  saved_at: string;
  saved_by: number | null;
}

/** A purchase or service request on an equipment item (route /requisitions, calls /plants/work-orders). */
export const requisitions = pgTable(
  "requisitions",
  {
    id: serial("id").primaryKey(),
    ...plantScope(),
    production_line_id: integer("production_line_id").references(() => productionLines.id, {
      onDelete: "set null",
    }),
    machine_id: integer("machine_id").references(() => machines.id, { onDelete: "set null" }),
    asset_id: integer("asset_id").references(() => assets.id, { onDelete: "set null" }),
    equipment_item_id: integer("equipment_item_id").references(() => equipmentItems.id, {
      onDelete: "set null",
    }),
    /** RequestType: 1 purchase request, 2 service request. */
    request_type: smallint("request_type").notNull(),
    /** SERVICE_TYPES: "refurbishment" | "fabrication" | "repair"; a service request's. */
    work_type: text("work_type"),
    /** REQUISITION_PRIORITIES: why it is asked for. */
    priority_reason: text("priority_reason").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    part_number: text("part_number"),
    quantity: quantity("quantity").notNull().default("1"),
    estimated_cost: money("estimated_cost"),
    /** What it cost in the end, and what it saved; written when completed or concluded. */
    cost: money("cost"),
    cost_savings: money("cost_savings"),
    vendor_id: integer("vendor_id").references(() => vendors.id, { onDelete: "set null" }),
    /** RequisitionStatus. */
    status: smallint("status").notNull().default(0),
    needed_by: date("needed_by"),
    requested_by: userRef("requested_by"),
    /** The fab shop (a team or person) meant to do the work, and who took it. */
    fab_shop: text("fab_shop"),
    taken_by: userRef("taken_by"),
    taken_at: at("taken_at"),
    approved_by: userRef("approved_by"),
    approved_at: at("approved_at"),
    decided_by: userRef("decided_by"),
    decided_at: at("decided_at"),
    /** Why it was denied or put on hold (the last such reason). */
    status_reason: text("status_reason"),
    completed_by: userRef("completed_by"),
    completed_at: at("completed_at"),
    completion_notes: text("completion_notes"),
    /** A work order made for it, when maintenance tracks the job. */
    work_order_id: integer("work_order_id").references(() => workOrders.id, { onDelete: "set null" }),
    roi_calculation: jsonb("roi_calculation").$type<StoredRoiCalculation>(),
    ...timestamps(),
  },
  (t) => [
    index("requisitions_plant_status_idx").on(t.plant_id, t.status),
    index("requisitions_company_idx").on(t.company_id),
    index("requisitions_item_idx").on(t.equipment_item_id),
    index("requisitions_machine_idx").on(t.machine_id),
    index("requisitions_completed_idx").on(t.plant_id, t.completed_at),
    index("requisitions_created_idx").on(t.plant_id, t.created_at),
    check("requisitions_status_ck", sql`${t.status} between 0 and 5`),
    check("requisitions_request_type_ck", sql`${t.request_type} in (1, 2)`),
    check("requisitions_quantity_ck", sql`${t.quantity} > 0`),
  ],
);

/** Pictures and documents of a requisition: files under DATA_DIR/uploads/requisitions. */
export const requisitionAttachments = pgTable(
  "requisition_attachments",
  {
    id: serial("id").primaryKey(),
    requisition_id: integer("requisition_id")
      .notNull()
      .references(() => requisitions.id, { onDelete: "cascade" }),
    file_name: text("file_name").notNull(),
    original_name: text("original_name").notNull(),
    mime_type: text("mime_type").notNull(),
    size_bytes: bigint("size_bytes", { mode: "number" }).notNull(),
    uploaded_by: userRef("uploaded_by"),
    created_at: createdAt(),
  },
  (t) => [index("requisition_attachments_req_idx").on(t.requisition_id)],
);

/**
 * Every event of a requisition (REQUISITION_EVENTS plus the action that caused it), with who and
 * when: its history, and the lead times of the analytics (raised → approved → completed).
 */
export const requisitionEvents = pgTable(
  "requisition_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    requisition_id: integer("requisition_id")
      .notNull()
      .references(() => requisitions.id, { onDelete: "cascade" }),
    /** REQUISITION_EVENTS: "added" | "updated" | "approved" | … */
    event: text("event").notNull(),
    /** The action (REQUISITION_ACTIONS) when the event came from one; null for added/updated. */
    action: text("action"),
    from_status: smallint("from_status"),
    to_status: smallint("to_status"),
    user_id: userRef("user_id"),
    note: text("note"),
    created_at: createdAt(),
  },
  (t) => [index("requisition_events_req_idx").on(t.requisition_id, t.created_at)],
);

/** A request for quote to the plant's vendors (route /rfqs, calls /rfqs). */
export const rfqs = pgTable(
  "rfqs",
  {
    id: serial("id").primaryKey(),
    ...plantScope(),
    /** The requisition it buys for, if any. */
    requisition_id: integer("requisition_id").references(() => requisitions.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    notes: text("notes"),
    /** RFQ_STATUSES: "draft" | "sent" | "accepted" | "cancelled". */
    status: text("status").notNull().default("draft"),
    respond_by: date("respond_by"),
    /** Where the goods go (printed on the RFQ and the purchase order). */
    ship_to: text("ship_to"),
    sent_at: at("sent_at"),
    accepted_at: at("accepted_at"),
    accepted_by: userRef("accepted_by"),
    created_by: userRef("created_by"),
    ...timestamps(),
  },
  (t) => [index("rfqs_plant_idx").on(t.plant_id, t.created_at), index("rfqs_company_idx").on(t.company_id)],
);

/** The items an RFQ asks a price for, in order. */
export const rfqLines = pgTable(
  "rfq_lines",
  {
    id: serial("id").primaryKey(),
    rfq_id: integer("rfq_id")
      .notNull()
      .references(() => rfqs.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    part_number: text("part_number"),
    quantity: quantity("quantity").notNull(),
    unit: text("unit"),
  },
  (t) => [
    uniqueIndex("rfq_lines_position_uq").on(t.rfq_id, t.position),
    check("rfq_lines_quantity_ck", sql`${t.quantity} > 0`),
  ],
);

/** A vendor the RFQ goes to, and that vendor's quote once recorded. */
export const rfqVendors = pgTable(
  "rfq_vendors",
  {
    id: serial("id").primaryKey(),
    rfq_id: integer("rfq_id")
      .notNull()
      .references(() => rfqs.id, { onDelete: "cascade" }),
    vendor_id: integer("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "restrict" }),
    /** When the RFQ e-mail to this vendor was queued. */
    sent_at: at("sent_at"),
    quoted_at: at("quoted_at"),
    /** The quote's total, the sum of its line prices × quantities (kept with the prices). */
    quoted_total: money("quoted_total"),
    lead_time_days: integer("lead_time_days"),
    quote_notes: text("quote_notes"),
    accepted: boolean("accepted").notNull().default(false),
  },
  (t) => [
    uniqueIndex("rfq_vendors_uq").on(t.rfq_id, t.vendor_id),
    uniqueIndex("rfq_vendors_one_accepted_uq").on(t.rfq_id).where(sql`${t.accepted}`),
  ],
);

/** A vendor's unit price for one line of the RFQ. */
export const rfqQuotePrices = pgTable(
  "rfq_quote_prices",
  {
    rfq_vendor_id: integer("rfq_vendor_id")
      .notNull()
      .references(() => rfqVendors.id, { onDelete: "cascade" }),
    rfq_line_id: integer("rfq_line_id")
      .notNull()
      .references(() => rfqLines.id, { onDelete: "cascade" }),
    unit_price: money("unit_price").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.rfq_vendor_id, t.rfq_line_id] }),
    check("rfq_quote_prices_price_ck", sql`${t.unit_price} >= 0`),
  ],
);
