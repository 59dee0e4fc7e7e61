/**
 * The work order list's query, written once for the list, the log, the calendar, an item's repairs
 * and the Excel export: the where of its filters (`workOrderListWhere`), the answered columns
 * (`workOrderListColumns`) with the joins they read (`selectWorkOrderRows`), and the assignees
 * added to a page of rows (`withAssignees`).
 */
import { type Reader, schema } from "@plantwise/db";
import {
  type ListWorkOrdersInput,
  MaintenanceRequestState,
  type WorkOrderRow,
  WorkOrderStatus,
  workOrderListWindow,
} from "@plantwise/shared";
import { and, eq, gte, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { jsonRows } from "../lib/json-rows";
import { givenFilters, searchIn } from "../lib/list";

const {
  assets,
  equipmentItems,
  machines,
  plants,
  productionLines,
  teams,
  users,
  workOrderAssignees,
  workOrderCategories,
  workOrders,
  workStations,
} = schema;

/** Work orders proper: never a pending or rejected request (a converted request is a work order). */
export const isWorkOrder: SQL = or(
  isNull(workOrders.request_state),
  eq(workOrders.request_state, MaintenanceRequestState.CONVERTED),
)!;

/** coalesce(due_at, scheduled_start + total_minutes), as `scheduledEnd` in shared computes it. */
export const scheduledEndSql = sql<Date>`coalesce(${workOrders.due_at}, ${workOrders.scheduled_start} + ${workOrders.total_minutes} * interval '1 minute')`;

/** `isOverdue` in SQL at `now`: the scheduled end has passed and the order is pending or in work. */
export function overdueSql(now: Date): SQL<boolean> {
  return sql<boolean>`(${workOrders.status} < ${WorkOrderStatus.COMPLETED} and ${scheduledEndSql} < ${now.toISOString()}::timestamptz)`;
}

// The subqueries below name their tables and the outer work_orders row explicitly: Drizzle leaves
// columns unqualified in a single-table select (the count), which would bind them inside the subquery.

/** Orders assigned to `userId`, directly or through a team they are a member of. */
export function assignedTo(userId: number): SQL {
  return sql`exists (select 1 from "work_order_assignees" "woa" where "woa"."work_order_id" = "work_orders"."id" and ("woa"."user_id" = ${userId} or "woa"."team_id" in (select "tm"."team_id" from "team_members" "tm" where "tm"."user_id" = ${userId})))`;
}

/** The name of the order's place (`table` aliased as `alias`, joined on the order's `column`). */
function placeName(table: string, column: string): SQL {
  return sql.raw(`(select "p"."name" from "${table}" "p" where "p"."id" = "work_orders"."${column}")`);
}

/** The search of `q`: title, description and the name of the order's item, asset, machine or line. */
function searched(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return searchIn(
    q,
    workOrders.title,
    workOrders.description,
    placeName("equipment_items", "equipment_item_id"),
    placeName("assets", "asset_id"),
    placeName("machines", "machine_id"),
    placeName("production_lines", "production_line_id"),
  );
}

/** Which date column the window applies to: scheduled_start for the list, completed_at for the log. */
export type WorkOrderWindowColumn = "scheduled_start" | "completed_at";

/**
 * The where of the list's filters, in the caller's plant scope, at `now`. The date window follows
 * `workOrderListWindow` (shared): the given range, else the shortcut, else none for a status tab,
 * else the last 7 days. `userId` is the caller (for `mine`); without it `mine` filters nothing.
 */
export function workOrderListWhere(
  scope: Scope,
  input: ListWorkOrdersInput,
  now: Date,
  userId: number | null = null,
  windowOn: WorkOrderWindowColumn = "scheduled_start",
): SQL | undefined {
  const window = workOrderListWindow(input, now);
  const dateColumn = windowOn === "completed_at" ? workOrders.completed_at : workOrders.scheduled_start;
  return and(
    inPlantScope(scope, workOrders.plant_id),
    isWorkOrder,
    givenFilters(input, {
      plant_id: workOrders.plant_id,
      status: workOrders.status,
      production_line_id: workOrders.production_line_id,
      machine_id: workOrders.machine_id,
      asset_id: workOrders.asset_id,
      equipment_item_id: workOrders.equipment_item_id,
      maintenance_type: workOrders.maintenance_type,
      category_id: workOrders.category_id,
      priority: workOrders.priority,
    }),
    input.overdue === true ? overdueSql(now) : undefined,
    input.overdue === false ? sql`not ${overdueSql(now)}` : undefined,
    input.assignee_user_id ? assignedTo(input.assignee_user_id) : undefined,
    input.mine === true && userId !== null ? assignedTo(userId) : undefined,
    window?.from ? gte(dateColumn, window.from) : undefined,
    window?.to ? lte(dateColumn, window.to) : undefined,
    searched(input.q),
  );
}

const userName = sql<string>`(${users.first_name} || ' ' || ${users.last_name})`;

/**
 * Where a work order (or request) is: its plant and its place in the hierarchy, ids and names; the
 * query joins plants, and left-joins production lines, machines, assets and equipment items.
 */
export const workOrderPlaceColumns = {
  id: workOrders.id,
  plant_id: workOrders.plant_id,
  plant_name: plants.name,
  production_line_id: workOrders.production_line_id,
  production_line_name: productionLines.name,
  machine_id: workOrders.machine_id,
  machine_name: machines.name,
  asset_id: workOrders.asset_id,
  asset_name: assets.name,
  equipment_item_id: workOrders.equipment_item_id,
  equipment_item_name: equipmentItems.name,
};

/** The columns of a list row (without assignees and overdue, which `withAssignees`/`overdueSql` add). */
export const workOrderListColumns = {
  ...workOrderPlaceColumns,
  work_station_id: workOrders.work_station_id,
  work_station_name: workStations.name,
  category_id: workOrders.category_id,
  category_name: workOrderCategories.name,
  category_color: workOrderCategories.color,
  title: workOrders.title,
  description: workOrders.description,
  maintenance_type: workOrders.maintenance_type,
  priority: workOrders.priority,
  status: workOrders.status,
  request_state: workOrders.request_state,
  scheduled_start: workOrders.scheduled_start,
  due_at: workOrders.due_at,
  total_minutes: workOrders.total_minutes,
  scheduled_end: sql<Date>`${scheduledEndSql}`.mapWith((v: string | Date) => new Date(v)),
  recurrence: workOrders.recurrence,
  started_at: workOrders.started_at,
  completed_at: workOrders.completed_at,
  closed_at: workOrders.closed_at,
  completed_by: workOrders.completed_by,
  // A subquery (users under an alias of its own) so the row's joins stay those of its place names.
  completed_by_name: sql<
    string | null
  >`(select "cu"."first_name" || ' ' || "cu"."last_name" from "users" "cu" where "cu"."id" = "work_orders"."completed_by")`,
  materials_cost: sql<number>`${workOrders.materials_cost}`.mapWith(Number),
  labour_hours: sql<number>`${workOrders.labour_hours}`.mapWith(Number),
  labour_cost: sql<number>`${workOrders.labour_cost}`.mapWith(Number),
  total_cost: sql<number>`(${workOrders.materials_cost} + ${workOrders.labour_cost})`.mapWith(Number),
  created_at: workOrders.created_at,
  updated_at: workOrders.updated_at,
};

/** The list's columns plus the overdue flag at `now`. */
export function workOrderRowColumns(now: Date) {
  return { ...workOrderListColumns, overdue: overdueSql(now).mapWith(Boolean) };
}

/** The joins the list columns' names read, onto a select from work_orders. */
export function withWorkOrderNames<T extends PgSelect>(query: T) {
  return query
    .innerJoin(plants, eq(plants.id, workOrders.plant_id))
    .leftJoin(productionLines, eq(productionLines.id, workOrders.production_line_id))
    .leftJoin(machines, eq(machines.id, workOrders.machine_id))
    .leftJoin(assets, eq(assets.id, workOrders.asset_id))
    .leftJoin(equipmentItems, eq(equipmentItems.id, workOrders.equipment_item_id))
    .leftJoin(workStations, eq(workStations.id, workOrders.work_station_id))
    .leftJoin(workOrderCategories, eq(workOrderCategories.id, workOrders.category_id));
}

/** select <columns> from work_orders with the joins the row's names read, filtered by `where`. */
export function selectWorkOrderRows(db: Reader, where: SQL | undefined, now: Date) {
  return withWorkOrderNames(db.select(workOrderRowColumns(now)).from(workOrders).$dynamic()).where(where);
}

/** The sortable columns of the list, under the names the rows answer them with. */
export const workOrderSortable = {
  id: workOrders.id,
  title: workOrders.title,
  status: workOrders.status,
  priority: workOrders.priority,
  maintenance_type: workOrders.maintenance_type,
  scheduled_start: workOrders.scheduled_start,
  due_at: workOrders.due_at,
  completed_at: workOrders.completed_at,
  closed_at: workOrders.closed_at,
  created_at: workOrders.created_at,
  total_minutes: workOrders.total_minutes,
  plant_name: plants.name,
  production_line_name: productionLines.name,
  machine_name: machines.name,
  asset_name: assets.name,
  equipment_item_name: equipmentItems.name,
  category_name: workOrderCategories.name,
  materials_cost: workOrders.materials_cost,
  labour_cost: workOrders.labour_cost,
  labour_hours: workOrders.labour_hours,
};

export type WorkOrderAssigneeRef = WorkOrderRow["assignees"][number];

const assigneeFields = {
  work_order_id: workOrderAssignees.work_order_id,
  user_id: workOrderAssignees.user_id,
  team_id: workOrderAssignees.team_id,
  user_name: sql<string | null>`${userName}`,
  team_name: sql<string | null>`${teams.name}`,
};

interface AssigneeRow {
  work_order_id: number;
  user_id: number | null;
  team_id: number | null;
  user_name: string | null;
  team_name: string | null;
}

/** Assignee rows (in assignment order) as refs, users first, then teams, each by name. */
function assigneeRefs(rows: readonly AssigneeRow[]): WorkOrderAssigneeRef[] {
  const refs = rows.map(
    (row): WorkOrderAssigneeRef =>
      row.user_id !== null
        ? { type: "user", id: row.user_id, name: row.user_name ?? "" }
        : { type: "team", id: row.team_id ?? 0, name: row.team_name ?? "" },
  );
  return refs.sort((a, b) => (a.type === b.type ? a.name.localeCompare(b.name) : a.type === "user" ? -1 : 1));
}

/** The assignees (users, then teams, by name) of each of `ids`. */
export async function assigneesOf(
  db: Reader,
  ids: readonly number[],
): Promise<Map<number, WorkOrderAssigneeRef[]>> {
  const byOrder = new Map<number, AssigneeRow[]>();
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(assigneeFields)
    .from(workOrderAssignees)
    .leftJoin(users, eq(users.id, workOrderAssignees.user_id))
    .leftJoin(teams, eq(teams.id, workOrderAssignees.team_id))
    .where(inArray(workOrderAssignees.work_order_id, [...ids]))
    .orderBy(workOrderAssignees.id);
  for (const row of rows) {
    const list = byOrder.get(row.work_order_id) ?? [];
    list.push(row);
    byOrder.set(row.work_order_id, list);
  }
  return new Map([...byOrder].map(([id, list]) => [id, assigneeRefs(list)]));
}

/**
 * The assignees of the enclosing select's work order, as one column of it; `assigneesOfColumn`
 * turns the column into refs ordered as `assigneesOf` orders them.
 */
export const assigneesColumn = jsonRows(
  assigneeFields,
  sql`from ${workOrderAssignees}
    left join ${users} on ${users.id} = ${workOrderAssignees.user_id}
    left join ${teams} on ${teams.id} = ${workOrderAssignees.team_id}
    where ${workOrderAssignees.work_order_id} = "work_orders"."id"`,
  [workOrderAssignees.id],
);

export function assigneesOfColumn(rows: readonly AssigneeRow[]): WorkOrderAssigneeRef[] {
  return assigneeRefs(rows);
}

/** Rows with their assignees added (a second statement; `assigneesColumn` reads them with the rows). */
export async function withAssignees<R extends { id: number }>(
  db: Reader,
  rows: R[],
): Promise<(R & { assignees: WorkOrderAssigneeRef[] })[]> {
  const byOrder = await assigneesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...row, assignees: byOrder.get(row.id) ?? [] }));
}

export { userName as userFullName };
