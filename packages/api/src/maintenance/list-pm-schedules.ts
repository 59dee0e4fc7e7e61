import { schema } from "@plantwise/db";
import { listPmSchedulesInput, listPmSchedulesOutput } from "@plantwise/shared";
import { and, count, eq } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { givenFilters, listOrder, pagedList, searchIn, sortableBy } from "../lib/list";
import { permitted } from "../trpc";
import { pmScheduleColumns, selectPmSchedules } from "./pm-schedule-rows";

const { equipmentItems, pmRunHourSchedules: s } = schema;

/** maintenance.pmSchedules.list: PM schedules on run hours, soonest due first by default. */
export const listPmSchedules = permitted("view_maintenance")
  .input(listPmSchedulesInput)
  .output(listPmSchedulesOutput)
  .query(({ ctx, input }) => {
    const where = and(
      inPlantScope(ctx.scope, s.plant_id),
      givenFilters(input, {
        plant_id: s.plant_id,
        equipment_item_id: s.equipment_item_id,
        sensor_id: s.sensor_id,
      }),
      input.is_active === undefined ? undefined : eq(s.is_active, input.is_active),
      searchIn(input.q, s.title, equipmentItems.name),
    );
    const sortable = sortableBy(pmScheduleColumns, [
      "id",
      "title",
      "equipment_item_name",
      "sensor_name",
      "every_hours",
      "next_due_hours",
      "hours_left",
      "priority",
      "is_active",
    ]);
    return pagedList(input, {
      rows: (total) => selectPmSchedules(ctx.db, { total }).where(where),
      count: ctx.db
        .select({ n: count() })
        .from(s)
        .innerJoin(equipmentItems, eq(equipmentItems.id, s.equipment_item_id))
        .where(where),
      order: listOrder(input, sortable, "hours_left", s.id),
    });
  });
