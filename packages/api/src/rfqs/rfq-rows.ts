/**
 * What the RFQ procedures share: the row a list and a details page answer, the RFQ of an id inside
 * the caller's plants (locked for a write), the plant a new RFQ goes into, the 422s that name a
 * field, and the 409 of an action its status does not allow.
 */
import { type Reader, schema, type Tx } from "@plantwise/db";
import { type RfqAction, type RfqStatus, rfqActionAllowed } from "@plantwise/shared";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { firstOr404 } from "../lib/found";

const { plants, requisitions, rfqs } = schema;

/** A correlated subquery over the selected RFQ ("rfqs"."id"), read as a number (null stays null). */
function perRfq(query: SQL) {
  return sql<number | null>`(${query})`.mapWith(Number);
}
const RFQ_ID = sql`${sql.identifier("rfqs")}.${sql.identifier("id")}`;

/** An RFQ's row, as its list and its details answer it. */
export const rfqColumns = {
  id: rfqs.id,
  company_id: rfqs.company_id,
  plant_id: rfqs.plant_id,
  plant_name: plants.name,
  requisition_id: rfqs.requisition_id,
  requisition_title: requisitions.title,
  title: rfqs.title,
  status: sql<RfqStatus>`${rfqs.status}`,
  respond_by: rfqs.respond_by,
  sent_at: rfqs.sent_at,
  accepted_at: rfqs.accepted_at,
  lines_count: sql<number>`(select count(*) from "rfq_lines" "l" where "l"."rfq_id" = ${RFQ_ID})`.mapWith(
    Number,
  ),
  vendors_count: sql<number>`(select count(*) from "rfq_vendors" "v" where "v"."rfq_id" = ${RFQ_ID})`.mapWith(
    Number,
  ),
  quotes_count:
    sql<number>`(select count(*) from "rfq_vendors" "v" where "v"."rfq_id" = ${RFQ_ID} and "v"."quoted_at" is not null)`.mapWith(
      Number,
    ),
  best_quote: perRfq(
    sql`select min("v"."quoted_total") from "rfq_vendors" "v" where "v"."rfq_id" = ${RFQ_ID}`,
  ),
  accepted_vendor_name: sql<
    string | null
  >`(select "vd"."name" from "rfq_vendors" "v" join "vendors" "vd" on "vd"."id" = "v"."vendor_id" where "v"."rfq_id" = ${RFQ_ID} and "v"."accepted")`,
  accepted_total: perRfq(
    sql`select "v"."quoted_total" from "rfq_vendors" "v" where "v"."rfq_id" = ${RFQ_ID} and "v"."accepted"`,
  ),
  created_at: rfqs.created_at,
  updated_at: rfqs.updated_at,
};

/**
 * The rows with more columns: a list passes its total column (pagedList), a details page its
 * collections (one statement either way).
 */
export function selectRfqs<E extends Record<string, SQL | PgColumn>>(db: Reader, extra?: E) {
  return db
    .select({ ...rfqColumns, ...(extra as E) })
    .from(rfqs)
    .innerJoin(plants, eq(plants.id, rfqs.plant_id))
    .leftJoin(requisitions, eq(requisitions.id, rfqs.requisition_id))
    .$dynamic();
}

/** The RFQ with this id, if its plant is in the caller's scope. */
export function rfqInScope(scope: Scope, id: number) {
  return and(eq(rfqs.id, id), inPlantScope(scope, rfqs.plant_id));
}

export interface LockedRfq {
  id: number;
  company_id: number;
  plant_id: number;
  title: string;
  status: string;
}

/** The RFQ a write acts on, locked until the transaction ends (two accepts never both pass), or 404. */
export function lockRfq(tx: Tx, scope: Scope, id: number): Promise<LockedRfq> {
  return firstOr404(
    tx
      .select({
        id: rfqs.id,
        company_id: rfqs.company_id,
        plant_id: rfqs.plant_id,
        title: rfqs.title,
        status: rfqs.status,
      })
      .from(rfqs)
      .where(rfqInScope(scope, id))
      .for("update"),
    "RFQ",
  );
}

/** The plant a new RFQ goes into: in the caller's scope, or 404 (its company is copied from it). */
export function plantForCreate(db: Reader, scope: Scope, plantId: number) {
  return firstOr404(
    db
      .select({ id: plants.id, company_id: plants.company_id })
      .from(plants)
      .where(and(eq(plants.id, plantId), inPlantScope(scope, plants.id))),
    "Plant",
  );
}

/** A 422 naming the field and what is wrong with it. */
export function fieldError(field: string, message: string): AppError {
  return new AppError("BAD_REQUEST", message, { messages: [[`${field}: ${message}`]] });
}

/** Why an RFQ of this status refuses the action (409). */
const REFUSALS: Record<RfqAction, string> = {
  edit: "Only a draft RFQ can be changed",
  send: "Only a draft or sent RFQ can be sent",
  recordQuote: "Quotes are recorded only while the RFQ is sent",
  accept: "Only a sent RFQ can be accepted",
  cancel: "Only a draft or sent RFQ can be cancelled",
  delete: "An accepted RFQ cannot be deleted",
};

/** 409 unless the RFQ's status allows the action; an accepted RFQ says so first. */
export function assertRfqAction(rfq: { status: string }, action: RfqAction): void {
  if (rfqActionAllowed(action, rfq.status)) return;
  if (rfq.status === "accepted" && action !== "delete") {
    throw new AppError("CONFLICT", "RFQ already accepted");
  }
  throw new AppError("CONFLICT", REFUSALS[action]);
}
