import { schema } from "@plantwise/db";
import { createMeetingInput, savedRecord, updateMeetingInput } from "@plantwise/shared";
import { firstOr404 } from "../lib/found";
import { permitted } from "../trpc";
import { checkMeetingForm, meetingInScope, meetingValues, replaceActionItems } from "./meeting-rows";

const { meetingTrackers: m } = schema;

/** POST /plants/meeting-trackers: a meeting and its action items, written in one transaction. */
export const createMeeting = permitted("create_customer_success")
  .input(createMeetingInput)
  .output(savedRecord)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const plant = await checkMeetingForm(tx, ctx.scope, input);
      const [created] = await tx
        .insert(m)
        .values({
          ...meetingValues(input),
          company_id: plant.company_id,
          plant_id: plant.id,
          created_by: ctx.user.id,
        })
        .returning({ id: m.id });
      await replaceActionItems(tx, created!.id, input.action_items);
      return { id: created!.id };
    }),
  );

/**
 * PUT /plants/meeting-trackers/{id}: the whole form; the action items sent replace the meeting's.
 * The meeting may move to another plant of the caller's scope (its owners are then checked
 * against that plant's company).
 */
export const updateMeeting = permitted("edit_customer_success")
  .input(updateMeetingInput)
  .output(savedRecord)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const where = meetingInScope(ctx.scope, input.id);
      await firstOr404(tx.select({ id: m.id }).from(m).where(where), "Meeting");
      const plant = await checkMeetingForm(tx, ctx.scope, input);
      await tx
        .update(m)
        .set({
          ...meetingValues(input),
          company_id: plant.company_id,
          plant_id: plant.id,
          updated_at: new Date(),
        })
        .where(where);
      await replaceActionItems(tx, input.id, input.action_items);
      return { id: input.id };
    }),
  );
