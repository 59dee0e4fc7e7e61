import { schema } from "@plantwise/db";
import { idInput, successDeleted } from "@plantwise/shared";
import { firstOr404 } from "../lib/found";
import { permitted } from "../trpc";
import { meetingInScope } from "./meeting-rows";

const { meetingTrackers: m } = schema;

/** DELETE /plants/meeting-trackers/{id}: the meeting and its action items. */
export const deleteMeeting = permitted("delete_customer_success")
  .input(idInput)
  .output(successDeleted)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const where = meetingInScope(ctx.scope, input.id);
      await firstOr404(tx.select({ id: m.id }).from(m).where(where), "Meeting");
      await tx.delete(m).where(where);
      return { status: "ok" as const, id: input.id };
    }),
  );
