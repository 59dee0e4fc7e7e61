/**
 * POST /plants/work-orders and PUT /plants/work-orders/{id}: the requisition form. The item must be
 * one the caller reaches (422 naming equipment_item_id otherwise); its plant, company and places
 * are copied from it, and the vendor must be one of that plant. A new requisition is pending,
 * raised by the caller; an update is allowed while the status is editable (409 naming it) to the
 * one who raised it or a fab shop manager (403). Each write records its event and notifies, in
 * one transaction.
 */
import { schema, type Tx } from "@plantwise/db";
import {
  type CreateRequisitionInput,
  createRequisitionInput,
  RequisitionStatus,
  requisitionDetail,
  updateRequisitionInput,
} from "@plantwise/shared";
import { eq } from "drizzle-orm";
import type { Scope } from "../access/auth-user";
import { readRequisitionDetail } from "./get-requisition";
import { notifyRequisitionEvent } from "./requisition-notify";
import { requisitionProcedure } from "./requisition-query";
import {
  assertFormChangeable,
  assertPlantVendor,
  lockRequisition,
  placeOfItem,
  recordRequisitionEvent,
} from "./requisition-writes";

const { requisitions } = schema;

/** The columns the form writes, with the place copied from the item. */
async function formValues(tx: Tx, scope: Scope, input: CreateRequisitionInput) {
  const place = await placeOfItem(tx, scope, input.equipment_item_id);
  await assertPlantVendor(tx, place.plant_id, input.vendor_id);
  const money = (v: number | null | undefined) => (v === null || v === undefined ? null : v.toFixed(2));
  return {
    ...place,
    request_type: input.request_type,
    work_type: input.work_type ?? null,
    priority_reason: input.priority_reason,
    title: input.title,
    description: input.description ?? null,
    part_number: input.part_number ?? null,
    quantity: String(input.quantity),
    estimated_cost: money(input.estimated_cost),
    needed_by: input.needed_by ?? null,
    vendor_id: input.vendor_id ?? null,
    fab_shop: input.fab_shop ?? null,
    cost_savings: money(input.cost_savings),
  };
}

export const createRequisition = requisitionProcedure("create_requisitions")
  .input(createRequisitionInput)
  .output(requisitionDetail)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const values = await formValues(tx, ctx.scope, input);
      const [created] = await tx
        .insert(requisitions)
        .values({ ...values, status: RequisitionStatus.PENDING, requested_by: ctx.user.id })
        .returning({ id: requisitions.id });
      const id = created!.id;
      const eventId = await recordRequisitionEvent(tx, {
        requisitionId: id,
        event: "added",
        to: RequisitionStatus.PENDING,
        userId: ctx.user.id,
      });
      await notifyRequisitionEvent(
        tx,
        { id, ...values, status: RequisitionStatus.PENDING },
        "added",
        ctx.user.id,
        `event:${eventId}`,
      );
      return readRequisitionDetail(tx, ctx.scope, ctx.user, id);
    }),
  );

export const updateRequisition = requisitionProcedure(["edit_requisitions", "create_requisitions"], "any")
  .input(updateRequisitionInput)
  .output(requisitionDetail)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const row = await lockRequisition(tx, ctx.scope, input.id);
      assertFormChangeable(ctx.user, row, "edit");
      const values = await formValues(tx, ctx.scope, input);
      await tx
        .update(requisitions)
        .set({ ...values, updated_at: new Date() })
        .where(eq(requisitions.id, row.id));
      const eventId = await recordRequisitionEvent(tx, {
        requisitionId: row.id,
        event: "updated",
        from: row.status,
        to: row.status,
        userId: ctx.user.id,
      });
      await notifyRequisitionEvent(
        tx,
        { id: row.id, ...values, status: row.status },
        "updated",
        ctx.user.id,
        `event:${eventId}`,
      );
      return readRequisitionDetail(tx, ctx.scope, ctx.user, row.id);
    }),
  );
