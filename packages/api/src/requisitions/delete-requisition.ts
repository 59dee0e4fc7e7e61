import { schema } from "@plantwise/db";
import { deleteRequisitionOutput, idInput } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { removeRequisitionFiles } from "./attachment-files";
import { notifyRequisitionEvent } from "./requisition-notify";
import { requisitionProcedure } from "./requisition-query";
import { assertFormChangeable, lockRequisition } from "./requisition-writes";

const { requisitionAttachments, requisitions } = schema;

/**
 * DELETE /plants/work-orders/{id}: while the status is editable (409 naming it), by the one who
 * raised it or a fab shop manager (403). The "deleted" event is notified inside the transaction,
 * before the row (with its history and attachments) goes; the files go once it committed.
 */
export const deleteRequisition = requisitionProcedure("delete_requisitions")
  .input(idInput)
  .output(deleteRequisitionOutput)
  .mutation(async ({ ctx, input }) => {
    const { id, files } = await ctx.db.transaction(async (tx) => {
      const row = await lockRequisition(tx, ctx.scope, input.id);
      assertFormChangeable(ctx.user, row, "delete");
      await notifyRequisitionEvent(tx, row, "deleted", ctx.user.id, "deleted");
      const attached = await tx
        .select({ file_name: requisitionAttachments.file_name })
        .from(requisitionAttachments)
        .where(eq(requisitionAttachments.requisition_id, row.id));
      await tx.delete(requisitions).where(eq(requisitions.id, row.id));
      return { id: row.id, files: attached.map((a) => a.file_name) };
    });
    await removeRequisitionFiles(files);
    return { id, result: "deleted" as const };
  });
