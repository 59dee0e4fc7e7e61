/**
 * The eight status actions of a requisition (part 2 §7: PUT /plants/work-orders/{id}/<action>), on
 * the shared state machine (`REQUISITION_TRANSITIONS`). Each is one transaction: the row is read
 * FOR UPDATE in the caller's scope (404 outside it), the transition checked — a status it cannot
 * start from answers 409 naming status and action, a role that may not take it 403 — the row
 * stamped, the event recorded and notified. Any failure leaves the requisition as it was.
 */
import { schema, type Tx } from "@plantwise/db";
import {
  checkRequisitionTransition,
  REQUISITION_TRANSITIONS,
  type RequisitionAction,
  type RequisitionActionInput,
  type RequisitionStatus,
  requisitionActionInput,
  requisitionDetail,
  requisitionRoleRefusal,
  requisitionStatusRefusal,
} from "@plantwise/shared";
import { eq } from "drizzle-orm";
import type { AuthUser, Scope } from "../access/auth-user";
import { AppError } from "../errors";
import { invalid } from "../lib/fields";
import { readRequisitionDetail } from "./get-requisition";
import { notifyRequisitionEvent } from "./requisition-notify";
import { requisitionProcedure } from "./requisition-query";
import { callerActors, lockRequisition, recordRequisitionEvent } from "./requisition-writes";

const { requisitions } = schema;

type Stamp = Partial<typeof requisitions.$inferInsert>;

const money = (v: number | null | undefined) => (v === null || v === undefined ? undefined : v.toFixed(2));

/**
 * What an action writes besides the status. Approving stamps the approval and the decision;
 * denying and holding the decision and its reason; taking who took it; completing and concluding
 * who finished it, with the final cost, savings and notes when given. Going back (unapprove,
 * reset) clears what no longer holds: a reset requisition is pending as if new, keeping only the
 * figures of work already recorded (cost, savings, notes) for when it is finished again.
 */
function stampOf(action: RequisitionAction, input: RequisitionActionInput, userId: number, now: Date): Stamp {
  const cleared = { approved_by: null, approved_at: null, decided_by: null, decided_at: null };
  switch (action) {
    case "approve":
      return {
        approved_by: userId,
        approved_at: now,
        decided_by: userId,
        decided_at: now,
        status_reason: null,
      };
    case "unapprove":
      return { ...cleared, taken_by: null, taken_at: null, status_reason: null };
    case "deny":
      return {
        approved_by: null,
        approved_at: null,
        decided_by: userId,
        decided_at: now,
        status_reason: input.reason ?? null,
      };
    case "on-hold":
      return { decided_by: userId, decided_at: now, status_reason: input.reason ?? null };
    case "reset":
      return {
        ...cleared,
        taken_by: null,
        taken_at: null,
        completed_by: null,
        completed_at: null,
        status_reason: null,
      };
    case "take":
      return { taken_by: userId, taken_at: now };
    case "complete":
    case "conclude":
      return {
        completed_by: userId,
        completed_at: now,
        cost: money(input.cost),
        cost_savings: money(input.cost_savings),
        completion_notes: input.completion_notes ?? undefined,
      };
  }
}

/** Moves the requisition by `action` for `user`, or refuses and changes nothing. */
export async function transitionRequisition(
  tx: Tx,
  scope: Scope,
  user: AuthUser,
  action: RequisitionAction,
  input: RequisitionActionInput,
  now: Date = new Date(),
) {
  const row = await lockRequisition(tx, scope, input.id);
  const status = row.status as RequisitionStatus;
  const check = checkRequisitionTransition(status, action, callerActors(user));
  if (!check.ok) {
    if (check.reason === "status") throw new AppError("CONFLICT", requisitionStatusRefusal(status, action));
    throw new AppError("FORBIDDEN", requisitionRoleRefusal(action));
  }
  const transition = REQUISITION_TRANSITIONS[action];
  if (transition.reason && !input.reason) throw invalid("reason", "is required");
  await tx
    .update(requisitions)
    .set({ ...stampOf(action, input, user.id, now), status: check.to, updated_at: now })
    .where(eq(requisitions.id, row.id));
  const eventId = await recordRequisitionEvent(tx, {
    requisitionId: row.id,
    event: transition.event,
    action,
    from: status,
    to: check.to,
    userId: user.id,
    note: transition.reason ? input.reason : (input.completion_notes ?? null),
    at: now,
  });
  await notifyRequisitionEvent(
    tx,
    { ...row, status: check.to },
    transition.event,
    user.id,
    `event:${eventId}`,
  );
}

/** One action's procedure: edit_requisitions, then the state machine; answers the details. */
function actionProcedure(action: RequisitionAction) {
  return requisitionProcedure("edit_requisitions")
    .input(requisitionActionInput)
    .output(requisitionDetail)
    .mutation(({ ctx, input }) =>
      ctx.db.transaction(async (tx) => {
        await transitionRequisition(tx, ctx.scope, ctx.user, action, input);
        return readRequisitionDetail(tx, ctx.scope, ctx.user, input.id);
      }),
    );
}

/** Pending or on hold → approved (fab shop manager). */
export const approveRequisition = actionProcedure("approve");
/** Approved → pending (fab shop manager). */
export const unapproveRequisition = actionProcedure("unapprove");
/** Pending, approved or on hold → denied, with a reason (fab shop manager). */
export const denyRequisition = actionProcedure("deny");
/** Denied, on hold or completed → pending: reopened (fab shop manager). */
export const resetRequisition = actionProcedure("reset");
/** Pending, approved or in work → on hold, with a reason (fab shop manager). */
export const holdRequisition = actionProcedure("on-hold");
/** Approved → in work (technician or fab shop manager). */
export const takeRequisition = actionProcedure("take");
/** In work → completed (technician or fab shop manager). */
export const completeRequisition = actionProcedure("complete");
/** Approved, in work or on hold → completed without a technician's job (fab shop manager). */
export const concludeRequisition = actionProcedure("conclude");
