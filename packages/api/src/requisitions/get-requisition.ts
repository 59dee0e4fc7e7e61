import { type Reader, schema } from "@plantwise/db";
import {
  type AccessUser,
  availableRequisitionActions,
  hasPermission,
  idInput,
  type RequisitionDetail,
  type RequisitionStatus,
  requisitionDetail,
} from "@plantwise/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { firstOr404 } from "../lib/found";
import { requisitionDetailColumns, requisitionProcedure, withRequisitionNames } from "./requisition-query";
import { callerActors, isEditableStatus, ownsOrManages } from "./requisition-writes";

const { requisitionAttachments, requisitionEvents, requisitions, users } = schema;

/** Where an attachment is downloaded (GET, signed-in; requisitions/attachments-routes.ts). */
export function requisitionAttachmentUrl(requisitionId: number, attachmentId: number): string {
  return `/api/requisitions/${requisitionId}/attachments/${attachmentId}`;
}

type Caller = Pick<AccessUser, "role" | "temp_role"> & { id: number };

/**
 * The whole requisition `id` as the caller sees it (404 outside their scope): the row, its files
 * and history, and what they may do with it now.
 */
export async function readRequisitionDetail(
  db: Reader,
  scope: Scope,
  user: Caller,
  id: number,
): Promise<RequisitionDetail> {
  const row = await firstOr404(
    withRequisitionNames(db.select(requisitionDetailColumns).from(requisitions).$dynamic()).where(
      and(eq(requisitions.id, id), inPlantScope(scope, requisitions.plant_id)),
    ),
    "Requisition",
  );
  const [attachments, events] = await Promise.all([
    db
      .select({
        id: requisitionAttachments.id,
        original_name: requisitionAttachments.original_name,
        mime_type: requisitionAttachments.mime_type,
        size_bytes: requisitionAttachments.size_bytes,
        created_at: requisitionAttachments.created_at,
      })
      .from(requisitionAttachments)
      .where(eq(requisitionAttachments.requisition_id, id))
      .orderBy(asc(requisitionAttachments.id)),
    db
      .select({
        id: requisitionEvents.id,
        event: requisitionEvents.event,
        action: requisitionEvents.action,
        from_status: requisitionEvents.from_status,
        to_status: requisitionEvents.to_status,
        user_id: requisitionEvents.user_id,
        user_name: sql<string | null>`(${users.first_name} || ' ' || ${users.last_name})`,
        note: requisitionEvents.note,
        created_at: requisitionEvents.created_at,
      })
      .from(requisitionEvents)
      .leftJoin(users, eq(users.id, requisitionEvents.user_id))
      .where(eq(requisitionEvents.requisition_id, id))
      .orderBy(asc(requisitionEvents.created_at), asc(requisitionEvents.id)),
  ]);
  const status = row.status as RequisitionStatus;
  const mayChangeForm =
    isEditableStatus(status) && ownsOrManages(user, { requested_by: row.requested_by_id });
  return {
    ...row,
    roi_calculation: row.roi_calculation ?? null,
    attachments: attachments.map((a) => ({ ...a, url: requisitionAttachmentUrl(id, a.id) })),
    events: events as RequisitionDetail["events"],
    actions: hasPermission(user, "edit_requisitions")
      ? availableRequisitionActions(status, callerActors(user))
      : [],
    can_edit: mayChangeForm && hasPermission(user, ["edit_requisitions", "create_requisitions"], "any"),
    can_delete: mayChangeForm && hasPermission(user, "delete_requisitions"),
  } as RequisitionDetail;
}

/** GET /plants/work-orders/{id}: one requisition with its files, history and the caller's actions. */
export const getRequisition = requisitionProcedure("view_requisitions")
  .input(idInput)
  .output(requisitionDetail)
  .query(({ ctx, input }) => readRequisitionDetail(ctx.db, ctx.scope, ctx.user, input.id));
