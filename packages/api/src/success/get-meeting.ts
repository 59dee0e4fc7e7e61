import { schema } from "@plantwise/db";
import { idInput, lastMeetingInput, lastMeetingOutput, meetingDetails } from "@plantwise/shared";
import { and, desc, eq, lte } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { firstOr404 } from "../lib/found";
import { permitted } from "../trpc";
import { meetingInScope, selectMeetingDetails } from "./meeting-rows";

const { meetingTrackers: m, plants } = schema;

/** GET /plants/meeting-trackers/{id}: one meeting with its action items in order, owners named. */
export const getMeeting = permitted("view_customer_success")
  .input(idInput)
  .output(meetingDetails)
  .query(({ ctx, input }) =>
    firstOr404(selectMeetingDetails(ctx.db).where(meetingInScope(ctx.scope, input.id)), "Meeting"),
  );

/**
 * GET /plants/meeting-trackers/last: the plant's latest meeting held by now, with its action
 * items; null when it has had none. A plant out of scope is 404.
 */
export const lastMeeting = permitted("view_customer_success")
  .input(lastMeetingInput)
  .output(lastMeetingOutput)
  .query(async ({ ctx, input }) => {
    await firstOr404(
      ctx.db
        .select({ id: plants.id })
        .from(plants)
        .where(and(eq(plants.id, input.plant_id), inPlantScope(ctx.scope, plants.id))),
      "Plant",
    );
    const [latest] = await selectMeetingDetails(ctx.db)
      .where(
        and(eq(m.plant_id, input.plant_id), inPlantScope(ctx.scope, m.plant_id), lte(m.held_at, new Date())),
      )
      .orderBy(desc(m.held_at), desc(m.id))
      .limit(1);
    return latest ?? null;
  });
