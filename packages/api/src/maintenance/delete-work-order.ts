import { schema } from "@plantwise/db";
import { deleteWorkOrderInput, deleteWorkOrderOutput, MaintenanceRequestState } from "@plantwise/shared";
import { count, eq } from "drizzle-orm";
import { requireConfirmation } from "../lib/attached";
import { permitted } from "../trpc";
import { rejectPendingRequest } from "./reject-request";
import { returnAllParts } from "./work-order-parts";
import { lockWorkOrder } from "./work-order-writes";

const { workOrderLabour, workOrderParts, workOrders } = schema;

/**
 * DELETE /maintenance/{id}, /work-orders/{id}: a work order is deleted — with `confirm` = "delete"
 * when parts or labour are booked on it, and the parts' quantities go back to their store rooms; a
 * pending request is rejected instead, which needs `reason` (the requester is told).
 */
export const deleteWorkOrder = permitted("delete_maintenance")
  .input(deleteWorkOrderInput)
  .output(deleteWorkOrderOutput)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const order = await lockWorkOrder(tx, ctx.scope, input.id, "any");
      if (order.request_state === MaintenanceRequestState.PENDING) {
        await rejectPendingRequest(tx, ctx.scope, ctx.user.id, order.id, input.reason);
        return { id: order.id, result: "rejected" as const };
      }
      const [parts] = await tx
        .select({ n: count() })
        .from(workOrderParts)
        .where(eq(workOrderParts.work_order_id, order.id));
      const [labour] = await tx
        .select({ n: count() })
        .from(workOrderLabour)
        .where(eq(workOrderLabour.work_order_id, order.id));
      requireConfirmation(
        "work order",
        { "part line": Number(parts?.n ?? 0), "labour line": Number(labour?.n ?? 0) },
        input.confirm,
      );
      await returnAllParts(tx, order.id);
      await tx.delete(workOrders).where(eq(workOrders.id, order.id));
      return { id: order.id, result: "deleted" as const };
    }),
  );
