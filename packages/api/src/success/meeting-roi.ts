/**
 * success.meetings.roi (GET /plants/meeting-trackers/roi): the value delivered to a plant since a
 * meeting, for the next meeting to talk about. The window runs from the meeting's held_at to now;
 * the meeting is the one named (`meeting_id`) or else the plant's latest meeting held by now. Over
 * that window: the ROI of the work completed (`plantRoi`: savings, cost, net and ROI % of the work
 * orders and requisitions completed in it, and how many), the alarms raised and handled, and the
 * work orders closed (figures.ts gives the meanings). A plant without a meeting answers
 * `meeting: null` and no figures. A plant or a meeting out of scope is 404.
 */
import { schema } from "@plantwise/db";
import { meetingRoiInput, meetingRoiOutput } from "@plantwise/shared";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { permitted } from "../trpc";
import { amount, instant, jsonOf, windowCountMembers } from "./figures";
import { workRoi } from "./roi";

const { meetingTrackers: m, plants } = schema;

interface RoiJson {
  plant: number | null;
  meeting: { id: number; title: string; held_at: string; plant_id: number } | null;
  counts: { alarms_raised: number; alarms_handled: number; work_orders_closed: number } | null;
}

export const meetingRoi = permitted("view_customer_success")
  .input(meetingRoiInput)
  .output(meetingRoiOutput)
  .query(async ({ ctx, input }) => {
    const now = new Date();
    const which: SQL | undefined = input.meeting_id
      ? and(eq(m.id, input.meeting_id), input.plant_id ? eq(m.plant_id, input.plant_id) : undefined)
      : and(eq(m.plant_id, input.plant_id!), sql`${m.held_at} <= ${instant(now)}`);
    const plantCheck = input.plant_id
      ? sql`(select "plants"."id" from "plants" where ${and(eq(plants.id, input.plant_id), inPlantScope(ctx.scope, plants.id))})`
      : sql`null`;
    const found = await jsonOf<RoiJson>(
      ctx.db,
      sql`with "m" as (
          select ${m.id} as "id", ${m.title} as "title", ${m.held_at} as "held_at", ${m.plant_id} as "plant_id"
          from ${m} where ${and(which, inPlantScope(ctx.scope, m.plant_id))}
          order by ${m.held_at} desc, ${m.id} desc limit 1
        )
        select json_build_object(
          'plant', ${plantCheck},
          'meeting', (select json_build_object('id', "m"."id", 'title', "m"."title", 'held_at', "m"."held_at",
            'plant_id', "m"."plant_id") from "m"),
          'counts', (select json_build_object(${windowCountMembers(sql`"m"."plant_id"`, sql`"m"."held_at"`, instant(now))}) from "m")
        )::text as "json"`,
    );
    if (input.plant_id && !found?.plant) throw new AppError("NOT_FOUND", "Plant not found");
    const meeting = found?.meeting ?? null;
    if (!meeting) {
      if (input.meeting_id) throw new AppError("NOT_FOUND", "Meeting not found");
      return { plant_id: input.plant_id!, meeting: null, from: null, to: now, figures: null };
    }
    const from = new Date(meeting.held_at);
    const work = await workRoi(ctx.db, meeting.plant_id, from, now);
    return {
      plant_id: meeting.plant_id,
      meeting: { id: meeting.id, title: meeting.title, held_at: from },
      from,
      to: now,
      figures: {
        savings: work.savings,
        cost: work.cost,
        net: work.net,
        roi_percent: work.roi_percent,
        work_orders_completed: work.work_orders,
        requisitions_completed: work.requisitions,
        alarms_raised: amount(found?.counts?.alarms_raised),
        alarms_handled: amount(found?.counts?.alarms_handled),
        work_orders_closed: amount(found?.counts?.work_orders_closed),
      },
    };
  });
