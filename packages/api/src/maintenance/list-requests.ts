import { schema } from "@plantwise/db";
import {
  listRequestsInput,
  listRequestsOutput,
  MaintenanceRequestState,
  pendingRequestsInput,
  pendingRequestsOutput,
} from "@plantwise/shared";
import { and, count, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { inPlantScope } from "../access/scope";
import { givenFilters, listOrder, pagedList, searchIn, sortableBy } from "../lib/list";
import { permitted } from "../trpc";
import { workOrderPlaceColumns } from "./work-order-query";

const { assets, equipmentItems, machines, plants, productionLines, users, workOrders } = schema;

/** The work order requests of the caller's plants: pending by default, or converted or rejected. */
export const listRequests = permitted("view_work_order_requests")
  .input(listRequestsInput)
  .output(listRequestsOutput)
  .query(({ ctx, input }) => {
    const requester = alias(users, "requester");
    const decider = alias(users, "decider");
    const where = and(
      inPlantScope(ctx.scope, workOrders.plant_id),
      eq(workOrders.request_state, input.state),
      givenFilters(input, { plant_id: workOrders.plant_id, equipment_item_id: workOrders.equipment_item_id }),
      searchIn(input.q, workOrders.title, workOrders.description),
    );
    const columns = {
      ...workOrderPlaceColumns,
      title: workOrders.title,
      description: workOrders.description,
      priority: workOrders.priority,
      request_state: workOrders.request_state,
      requested_by: workOrders.requested_by,
      requested_by_first: requester.first_name,
      requested_by_last: requester.last_name,
      requested_at: workOrders.requested_at,
      decided_by: workOrders.decided_by,
      decided_by_first: decider.first_name,
      decided_by_last: decider.last_name,
      decided_at: workOrders.decided_at,
      reject_reason: workOrders.reject_reason,
    };
    const sortable = sortableBy(columns, [
      "id",
      "title",
      "priority",
      "requested_at",
      "decided_at",
      "plant_name",
      "equipment_item_name",
    ]);
    const ordered = input.orderByColumn ? input : { ...input, orderByMethod: "desc" as const };
    return pagedList(input, {
      rows: (total) =>
        ctx.db
          .select({ ...columns, total })
          .from(workOrders)
          .innerJoin(plants, eq(plants.id, workOrders.plant_id))
          .leftJoin(productionLines, eq(productionLines.id, workOrders.production_line_id))
          .leftJoin(machines, eq(machines.id, workOrders.machine_id))
          .leftJoin(assets, eq(assets.id, workOrders.asset_id))
          .leftJoin(equipmentItems, eq(equipmentItems.id, workOrders.equipment_item_id))
          .leftJoin(requester, eq(requester.id, workOrders.requested_by))
          .leftJoin(decider, eq(decider.id, workOrders.decided_by))
          .where(where)
          .$dynamic(),
      count: ctx.db.select({ n: count() }).from(workOrders).where(where),
      order: listOrder(ordered, sortable, "requested_at", workOrders.id),
    }).then(({ data, meta }) => ({
      meta,
      data: data.map(
        ({ requested_by_first, requested_by_last, decided_by_first, decided_by_last, ...row }) => ({
          ...row,
          request_state: row.request_state ?? MaintenanceRequestState.PENDING,
          requested_by_name:
            requested_by_first === null ? null : `${requested_by_first} ${requested_by_last ?? ""}`.trim(),
          decided_by_name:
            decided_by_first === null ? null : `${decided_by_first} ${decided_by_last ?? ""}`.trim(),
        }),
      ),
    }));
  });

/** The menu's counter: pending requests of the caller's plants (or of one of them). */
export const pendingRequestsCount = permitted("view_work_order_requests")
  .input(pendingRequestsInput)
  .output(pendingRequestsOutput)
  .query(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(workOrders)
      .where(
        and(
          inPlantScope(ctx.scope, workOrders.plant_id),
          eq(workOrders.request_state, MaintenanceRequestState.PENDING),
          input?.plant_id ? eq(workOrders.plant_id, input.plant_id) : undefined,
        ),
      );
    return { count: Number(row?.n ?? 0) };
  });
