/**
 * The status actions of work orders (part 2 §4), on the shared transition table: take (set in work),
 * complete, close and unlock (open), single or several. Several orders change all together or not at
 * all: one refusal or one id out of scope and the transaction changes nothing. Each change records
 * who and when on the order and a row in its history; completing a recurring order creates its
 * next occurrence (recurrence.ts).
 */
import { schema, type Tx } from "@plantwise/db";
import {
  completeWorkOrdersInput,
  nextWorkOrderStatus,
  type WorkOrderAction,
  WorkOrderStatus,
  workOrderActionInput,
  workOrderActionOutput,
  workOrderIdsInput,
  workOrderTransitionRefusal,
} from "@plantwise/shared";
import { eq } from "drizzle-orm";
import type { Scope } from "../access/auth-user";
import { AppError } from "../errors";
import { assertAllFound } from "../lib/found";
import { permitted } from "../trpc";
import { createNextOccurrence } from "./recurrence";
import { lockWorkOrders, recordEvent } from "./work-order-writes";

const { workOrders } = schema;

export interface TransitionOptions {
  note?: string | null | undefined;
  completionNotes?: string | null | undefined;
  now?: Date;
}

/**
 * Moves every order of `ids` by `action`, or none: 404 when one is out of scope, 409 with the
 * shared refusal ("Cannot close a work order that is pending (only one that is completed)") when
 * one is in the wrong status.
 */
export async function transitionWorkOrders(
  tx: Tx,
  scope: Scope,
  userId: number,
  ids: readonly number[],
  action: WorkOrderAction,
  options: TransitionOptions = {},
): Promise<{ ids: number[]; to_status: number }> {
  const unique = [...new Set(ids)];
  const orders = await lockWorkOrders(tx, scope, unique);
  assertAllFound(orders, unique, "Work order", "work orders");
  for (const order of orders) {
    const refusal = workOrderTransitionRefusal(order.status as WorkOrderStatus, action);
    if (refusal) {
      const message = unique.length > 1 ? `Work order #${order.id}: ${refusal}` : refusal;
      throw new AppError("CONFLICT", message);
    }
  }
  const now = options.now ?? new Date();
  let toStatus: number = WorkOrderStatus.PENDING;
  for (const order of orders) {
    const to = nextWorkOrderStatus(order.status as WorkOrderStatus, action)!;
    toStatus = to;
    const stamp =
      action === "take"
        ? { started_at: now }
        : action === "complete"
          ? {
              completed_at: now,
              completed_by: userId,
              ...(options.completionNotes ? { completion_notes: options.completionNotes } : {}),
            }
          : action === "close"
            ? { closed_at: now, closed_by: userId }
            : { closed_at: null, closed_by: null };
    await tx
      .update(workOrders)
      .set({ status: to, ...stamp, updated_at: now })
      .where(eq(workOrders.id, order.id));
    await recordEvent(tx, order.id, action, userId, { from: order.status, to }, options.note ?? null);
    if (action === "complete" && order.recurrence) await createNextOccurrence(tx, order.id, userId);
  }
  return { ids: orders.map((o) => o.id), to_status: toStatus };
}

/** Set one pending order in work. */
export const takeWorkOrder = permitted("edit_maintenance")
  .input(workOrderActionInput)
  .output(workOrderActionOutput)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction((tx) =>
      transitionWorkOrders(tx, ctx.scope, ctx.user.id, [input.id], "take", { note: input.note }),
    ),
  );

/** PUT /maintenance/in-work-multiple: several pending orders in work, all or none. */
export const inWorkMultiple = permitted("edit_maintenance")
  .input(workOrderIdsInput)
  .output(workOrderActionOutput)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction((tx) => transitionWorkOrders(tx, ctx.scope, ctx.user.id, input.ids, "take")),
  );

/** PUT /maintenance/complete-multiple: several pending or in-work orders completed, all or none. */
export const completeMultiple = permitted("edit_maintenance")
  .input(completeWorkOrdersInput)
  .output(workOrderActionOutput)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction((tx) =>
      transitionWorkOrders(tx, ctx.scope, ctx.user.id, input.ids, "complete", {
        completionNotes: input.completion_notes,
      }),
    ),
  );

/** PUT /maintenance/{id}/close: a completed order closed (locked against edits). */
export const closeWorkOrder = permitted("edit_maintenance")
  .input(workOrderActionInput)
  .output(workOrderActionOutput)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction((tx) =>
      transitionWorkOrders(tx, ctx.scope, ctx.user.id, [input.id], "close", { note: input.note }),
    ),
  );

/** PUT /maintenance/close: several completed orders closed, all or none. */
export const closeMultiple = permitted("edit_maintenance")
  .input(workOrderIdsInput)
  .output(workOrderActionOutput)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction((tx) => transitionWorkOrders(tx, ctx.scope, ctx.user.id, input.ids, "close")),
  );

/** PUT /maintenance/{id}/open: a closed order unlocked (completed again, editable). */
export const openWorkOrder = permitted("edit_maintenance")
  .input(workOrderActionInput)
  .output(workOrderActionOutput)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction((tx) =>
      transitionWorkOrders(tx, ctx.scope, ctx.user.id, [input.id], "unlock", { note: input.note }),
    ),
  );
