import { schema } from "@plantwise/db";
import {
  listWorkOrderLogsInput,
  listWorkOrdersInput,
  listWorkOrdersOutput,
  WORK_ORDER_CALENDAR_MAX,
  WorkOrderStatus,
  workOrderCalendarInput,
  workOrderCalendarOutput,
  workOrderRepairsInput,
} from "@plantwise/shared";
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { invalid, withPathAliases } from "../lib/fields";
import { type ListParams, listMeta, listOrder, listWindow } from "../lib/list";
import { permitted } from "../trpc";
import {
  isWorkOrder,
  scheduledEndSql,
  selectWorkOrderRows,
  withAssignees,
  workOrderListWhere,
  workOrderSortable,
} from "./work-order-query";

const { workOrders } = schema;
type Db = Parameters<typeof selectWorkOrderRows>[0];

/** One page of rows under `where` (the where reads only work_orders columns), with assignees. */
async function pageOf(db: Db, params: ListParams, where: SQL | undefined, order: SQL[], now: Date) {
  const { limit, offset } = listWindow(params);
  const [rows, [total]] = await Promise.all([
    selectWorkOrderRows(db, where, now)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(workOrders).where(where),
  ]);
  return { data: await withAssignees(db, rows), meta: listMeta(params, Number(total?.n ?? 0)) };
}

/** GET /maintenance, /work-orders: work orders (not pending or rejected requests), filtered and paged. */
export const listWorkOrders = permitted("view_maintenance")
  .input(listWorkOrdersInput)
  .output(listWorkOrdersOutput)
  .query(({ ctx, input }) => {
    const now = new Date();
    const where = workOrderListWhere(ctx.scope, input, now, ctx.user.id);
    const order = listOrder(input, workOrderSortable, "scheduled_start", workOrders.id);
    return pageOf(ctx.db, input, where, order, now);
  });

/** The maintenance log: completed and closed orders, newest completion first, window on completed_at. */
export const listWorkOrderLogs = permitted("view_maintenance")
  .input(listWorkOrderLogsInput)
  .output(listWorkOrdersOutput)
  .query(({ ctx, input }) => {
    const now = new Date();
    // The log is the done orders: the window stays even when a status tab (completed/closed) is chosen.
    const where = and(
      workOrderListWhere(ctx.scope, { ...input, status: undefined }, now, ctx.user.id, "completed_at"),
      input.status ? eq(workOrders.status, input.status) : undefined,
      inArray(workOrders.status, [WorkOrderStatus.COMPLETED, WorkOrderStatus.CLOSED]),
    );
    const ordered = input.orderByColumn ? input : { ...input, orderByMethod: "desc" as const };
    const order = listOrder(ordered, workOrderSortable, "completed_at", workOrders.id);
    return pageOf(ctx.db, input, where, order, now);
  });

/** The calendar: every order whose schedule overlaps [from, to], unpaged, at most 2 000. */
export const workOrderCalendar = permitted("view_maintenance")
  .input(workOrderCalendarInput)
  .output(workOrderCalendarOutput)
  .query(async ({ ctx, input }) => {
    if (input.to.getTime() < input.from.getTime()) throw invalid("to", "Must be after from");
    const now = new Date();
    const where = and(
      inPlantScope(ctx.scope, workOrders.plant_id),
      isWorkOrder,
      input.plant_id ? eq(workOrders.plant_id, input.plant_id) : undefined,
      lte(workOrders.scheduled_start, input.to),
      // A bound compared with an expression (not a column) is sent as text: postgres-js sends no Date there.
      gte(scheduledEndSql, sql`${input.from.toISOString()}::timestamptz`),
    );
    const rows = await selectWorkOrderRows(ctx.db, where, now)
      .orderBy(asc(workOrders.scheduled_start), asc(workOrders.id))
      .limit(WORK_ORDER_CALENDAR_MAX + 1);
    if (rows.length > WORK_ORDER_CALENDAR_MAX) {
      throw invalid(
        "to",
        `The window holds more than ${WORK_ORDER_CALENDAR_MAX} work orders; choose a shorter one`,
      );
    }
    return withAssignees(ctx.db, rows);
  });

/** GET /equipments/{itemId}/repairs: an item's completed and closed orders, newest first. */
export const listItemRepairs = permitted("view_maintenance")
  .input(withPathAliases(workOrderRepairsInput))
  .output(listWorkOrdersOutput)
  .query(({ ctx, input }) => {
    const now = new Date();
    const where = and(
      inPlantScope(ctx.scope, workOrders.plant_id),
      isWorkOrder,
      eq(workOrders.equipment_item_id, input.item_id),
      inArray(workOrders.status, [WorkOrderStatus.COMPLETED, WorkOrderStatus.CLOSED]),
    );
    const order = input.orderByColumn
      ? listOrder(input, workOrderSortable, "completed_at", workOrders.id)
      : [desc(workOrders.completed_at), desc(workOrders.id)];
    return pageOf(ctx.db, input, where, order, now);
  });
