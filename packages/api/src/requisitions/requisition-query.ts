/**
 * The requisition's query, written once for the list, the details and the answers of the writes:
 * the answered columns with the joins their names read (`selectRequisitionRows`), the list's where
 * and sortable columns, and the caller's gate (`requisitionProcedure`: the section permission AND
 * one of the roles that may use requisitions, part 1 §6).
 */
import { schema } from "@plantwise/db";
import { canUseRequisitions, type ListRequisitionsInput, type PermissionKey } from "@plantwise/shared";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { alias, type PgColumn, type PgSelect } from "drizzle-orm/pg-core";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { givenFilters, searchIn } from "../lib/list";
import { permitted } from "../trpc";

const { assets, equipmentItems, machines, plants, productionLines, requisitions, users, vendors } = schema;

/** The refusal of a user whose role is none of those requisitions are for. */
export const NOT_A_REQUISITION_USER =
  "Requisitions are for requisitioners, fab shop managers and technicians";

/**
 * A procedure gated by `keys` (the requisitions section) and by `canUseRequisitions`: a user
 * holding the permission but none of the requisition roles is refused as well.
 */
export function requisitionProcedure(keys: PermissionKey | readonly PermissionKey[], mode?: "all" | "any") {
  return permitted(keys, mode).use(({ ctx, next }) => {
    if (!canUseRequisitions(ctx.user)) throw new AppError("FORBIDDEN", NOT_A_REQUISITION_USER);
    return next();
  });
}

const requester = alias(users, "requester");
const taker = alias(users, "taker");
const approver = alias(users, "approver");
const decider = alias(users, "decider");
const completer = alias(users, "completer");

/** "First Last" of a left-joined user, null without one. */
function fullName(user: { first_name: PgColumn; last_name: PgColumn }) {
  return sql<string | null>`(${user.first_name} || ' ' || ${user.last_name})`;
}

/** A numeric column as a number (null stays null). */
function amount(column: SQL | typeof requisitions.cost) {
  return sql<number | null>`${column}`.mapWith(Number);
}

/** The columns of a list row. */
export const requisitionRowColumns = {
  id: requisitions.id,
  plant_id: requisitions.plant_id,
  plant_name: plants.name,
  production_line_id: requisitions.production_line_id,
  production_line_name: productionLines.name,
  machine_id: requisitions.machine_id,
  machine_name: machines.name,
  asset_id: requisitions.asset_id,
  asset_name: assets.name,
  equipment_item_id: requisitions.equipment_item_id,
  equipment_item_name: equipmentItems.name,
  request_type: requisitions.request_type,
  work_type: requisitions.work_type,
  priority_reason: requisitions.priority_reason,
  title: requisitions.title,
  description: requisitions.description,
  part_number: requisitions.part_number,
  quantity: sql<number>`${requisitions.quantity}`.mapWith(Number),
  estimated_cost: amount(requisitions.estimated_cost),
  cost: amount(requisitions.cost),
  cost_savings: amount(requisitions.cost_savings),
  vendor_id: requisitions.vendor_id,
  vendor_name: vendors.name,
  status: requisitions.status,
  needed_by: requisitions.needed_by,
  fab_shop: requisitions.fab_shop,
  requested_by_id: requisitions.requested_by,
  requested_by_name: fullName(requester),
  taken_by_id: requisitions.taken_by,
  taken_by_name: fullName(taker),
  approved_at: requisitions.approved_at,
  completed_at: requisitions.completed_at,
  status_reason: requisitions.status_reason,
  created_at: requisitions.created_at,
  updated_at: requisitions.updated_at,
};

/** The list's columns plus what the details add of the row itself. */
export const requisitionDetailColumns = {
  ...requisitionRowColumns,
  company_id: requisitions.company_id,
  completion_notes: requisitions.completion_notes,
  roi_calculation: requisitions.roi_calculation,
  approved_by_id: requisitions.approved_by,
  approved_by_name: fullName(approver),
  decided_by_id: requisitions.decided_by,
  decided_by_name: fullName(decider),
  decided_at: requisitions.decided_at,
  taken_at: requisitions.taken_at,
  completed_by_id: requisitions.completed_by,
  completed_by_name: fullName(completer),
  work_order_id: requisitions.work_order_id,
};

/** The joins the columns' names read, onto a select from requisitions (`.$dynamic()`). */
export function withRequisitionNames<T extends PgSelect>(query: T) {
  return query
    .innerJoin(plants, eq(plants.id, requisitions.plant_id))
    .leftJoin(productionLines, eq(productionLines.id, requisitions.production_line_id))
    .leftJoin(machines, eq(machines.id, requisitions.machine_id))
    .leftJoin(assets, eq(assets.id, requisitions.asset_id))
    .leftJoin(equipmentItems, eq(equipmentItems.id, requisitions.equipment_item_id))
    .leftJoin(vendors, eq(vendors.id, requisitions.vendor_id))
    .leftJoin(requester, eq(requester.id, requisitions.requested_by))
    .leftJoin(taker, eq(taker.id, requisitions.taken_by))
    .leftJoin(approver, eq(approver.id, requisitions.approved_by))
    .leftJoin(decider, eq(decider.id, requisitions.decided_by))
    .leftJoin(completer, eq(completer.id, requisitions.completed_by));
}

/** The name of the requisition's place (`table`, by the requisition's `column`), for the search. */
function placeName(table: string, column: string): SQL {
  return sql.raw(`(select "p"."name" from "${table}" "p" where "p"."id" = "requisitions"."${column}")`);
}

/**
 * The where of the list's filters in the caller's plant scope. It reads only requisitions columns
 * (the search names places through subqueries), so the count runs on requisitions alone.
 */
export function requisitionListWhere(
  scope: Scope,
  input: ListRequisitionsInput,
  userId: number,
): SQL | undefined {
  return and(
    inPlantScope(scope, requisitions.plant_id),
    givenFilters(input, {
      plant_id: requisitions.plant_id,
      request_type: requisitions.request_type,
      equipment_item_id: requisitions.equipment_item_id,
      machine_id: requisitions.machine_id,
      priority_reason: requisitions.priority_reason,
      work_type: requisitions.work_type,
    }),
    // Pending is status 0, which givenFilters would take for "no filter".
    input.status !== undefined ? eq(requisitions.status, input.status) : undefined,
    input.mine === true ? eq(requisitions.requested_by, userId) : undefined,
    input.q
      ? searchIn(
          input.q,
          requisitions.title,
          requisitions.description,
          requisitions.part_number,
          requisitions.fab_shop,
          placeName("equipment_items", "equipment_item_id"),
          placeName("machines", "machine_id"),
        )
      : undefined,
  );
}

/** The columns the list may be sorted by, under the names the rows answer them with. */
export const requisitionSortable = {
  id: requisitions.id,
  title: requisitions.title,
  status: requisitions.status,
  request_type: requisitions.request_type,
  work_type: requisitions.work_type,
  priority_reason: requisitions.priority_reason,
  quantity: requisitions.quantity,
  estimated_cost: requisitions.estimated_cost,
  cost: requisitions.cost,
  cost_savings: requisitions.cost_savings,
  needed_by: requisitions.needed_by,
  approved_at: requisitions.approved_at,
  completed_at: requisitions.completed_at,
  created_at: requisitions.created_at,
  updated_at: requisitions.updated_at,
  plant_name: plants.name,
  machine_name: machines.name,
  equipment_item_name: equipmentItems.name,
  vendor_name: vendors.name,
};
