import { schema } from "@plantwise/db";
import { listMeetingsInput, listMeetingsOutput } from "@plantwise/shared";
import { and, count, eq } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { givenFilters, listOrder, pagedList, searchIn, sortableBy } from "../lib/list";
import { permitted } from "../trpc";
import { meetingColumns, selectMeetings } from "./meeting-rows";

const { meetingTrackers: m, plants } = schema;

/** GET /plants/meeting-trackers: the meetings of the plants in scope, newest first unless sorted. */
export const listMeetings = permitted("view_customer_success")
  .input(listMeetingsInput)
  .output(listMeetingsOutput)
  .query(({ ctx, input }) => {
    const where = and(
      inPlantScope(ctx.scope, m.plant_id),
      givenFilters(input, { plant_id: m.plant_id, company_id: m.company_id }),
      searchIn(input.q, m.title, m.topics, plants.name),
    );
    const sortable = sortableBy(meetingColumns, [
      "id",
      "held_at",
      "title",
      "plant_name",
      "company_name",
      "next_meeting_at",
      "open_action_items",
    ]);
    const order =
      input.orderByColumn && Object.hasOwn(sortable, input.orderByColumn)
        ? listOrder(input, sortable, "held_at", m.id)
        : listOrder({ ...input, orderByMethod: "desc" }, sortable, "held_at", m.id);
    return pagedList(input, {
      rows: (total) => selectMeetings(ctx.db, { total }).where(where),
      count: ctx.db.select({ n: count() }).from(m).innerJoin(plants, eq(plants.id, m.plant_id)).where(where),
      order,
    });
  });
