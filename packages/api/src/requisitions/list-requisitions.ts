import { schema } from "@plantwise/db";
import { listRequisitionsInput, listRequisitionsOutput } from "@plantwise/shared";
import { count } from "drizzle-orm";
import { listOrder, pagedList } from "../lib/list";
import {
  requisitionListWhere,
  requisitionProcedure,
  requisitionRowColumns,
  requisitionSortable,
  withRequisitionNames,
} from "./requisition-query";

const { requisitions } = schema;

/**
 * GET /plants/work-orders: the requisitions of the caller's plants, filtered (plant, status,
 * request type, item, machine, priority, work type, the caller's own, q) and paged, newest first.
 */
export const listRequisitions = requisitionProcedure("view_requisitions")
  .input(listRequisitionsInput)
  .output(listRequisitionsOutput)
  .query(({ ctx, input }) => {
    const where = requisitionListWhere(ctx.scope, input, ctx.user.id);
    const ordered = input.orderByColumn ? input : { ...input, orderByMethod: "desc" as const };
    return pagedList(input, {
      rows: (total) =>
        withRequisitionNames(
          ctx.db
            .select({ ...requisitionRowColumns, total })
            .from(requisitions)
            .$dynamic(),
        ).where(where),
      count: ctx.db.select({ n: count() }).from(requisitions).where(where),
      order: listOrder(ordered, requisitionSortable, "created_at", requisitions.id),
    });
  });
