import { schema, type Tx } from "@plantwise/db";
import { MaintenanceRequestState, rejectRequestInput, savedRecord } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import type { Scope } from "../access/auth-user";
import { invalid } from "../lib/fields";
import { permitted } from "../trpc";
import { notifyRequester } from "./request-notify";
import { lockWorkOrder, recordEvent } from "./work-order-writes";

const { workOrders } = schema;

/** Rejects a pending request with its reason and tells the requester (in their language). */
export async function rejectPendingRequest(
  tx: Tx,
  scope: Scope,
  userId: number,
  id: number,
  reason: string | null | undefined,
) {
  if (!reason?.trim()) throw invalid("reason", "Required: say why the request is rejected");
  const request = await lockWorkOrder(tx, scope, id, "request");
  const now = new Date();
  await tx
    .update(workOrders)
    .set({
      request_state: MaintenanceRequestState.REJECTED,
      reject_reason: reason.trim(),
      decided_by: userId,
      decided_at: now,
      updated_at: now,
    })
    .where(eq(workOrders.id, request.id));
  await recordEvent(
    tx,
    request.id,
    "rejected",
    userId,
    { from: request.status, to: request.status },
    reason.trim(),
  );
  await notifyRequester(tx, request, "rejected", userId, reason.trim());
  return { id: request.id };
}

/** requests.reject: a pending request rejected with a reason (also DELETE /maintenance/{id}). */
export const rejectRequest = permitted("edit_work_order_requests")
  .input(rejectRequestInput)
  .output(savedRecord)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction((tx) => rejectPendingRequest(tx, ctx.scope, ctx.user.id, input.id, input.reason)),
  );
