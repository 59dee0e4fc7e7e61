import { schema } from "@plantwise/db";
import {
  listTaskProceduresInput,
  listTaskProceduresOutput,
  referenceOptionsInput,
  taskProcedureOption,
} from "@plantwise/shared";
import { and, asc, count, eq } from "drizzle-orm";
import { z } from "zod";
import { inPlantScope } from "../access/scope";
import { givenFilters, listOrder, pagedList, searchIn, sortableBy } from "../lib/list";
import { permitted } from "../trpc";
import { selectTaskProcedures, taskProcedureColumns } from "./task-procedure-rows";

const { taskProcedures } = schema;

/** GET /plants/task-procedures: the task procedures of the plants in scope, optionally of one plant. */
export const listTaskProcedures = permitted("view_task_procedures")
  .input(listTaskProceduresInput)
  .output(listTaskProceduresOutput)
  .query(({ ctx, input }) => {
    const where = and(
      inPlantScope(ctx.scope, taskProcedures.plant_id),
      givenFilters(input, { plant_id: taskProcedures.plant_id }),
      searchIn(input.q, taskProcedures.name, taskProcedures.description),
    );
    const sortable = sortableBy(taskProcedureColumns, [
      "id",
      "name",
      "plant_name",
      "estimated_minutes",
      "steps_count",
      "work_orders_count",
    ]);
    return pagedList(input, {
      rows: (total) => selectTaskProcedures(ctx.db, { total }).where(where),
      count: ctx.db.select({ n: count() }).from(taskProcedures).where(where),
      order: listOrder(input, sortable, "name", taskProcedures.id),
    });
  });

/** The work order form's procedure select: one plant's procedures with their step count. */
export const taskProcedureOptions = permitted(["view_task_procedures", "view_maintenance"], "any")
  .input(referenceOptionsInput)
  .output(z.array(taskProcedureOption))
  .query(({ ctx, input }) =>
    selectTaskProcedures(ctx.db)
      .where(
        and(eq(taskProcedures.plant_id, input.plant_id), inPlantScope(ctx.scope, taskProcedures.plant_id)),
      )
      .orderBy(asc(taskProcedures.name), asc(taskProcedures.id))
      .then((rows) =>
        rows.map((row) => ({
          id: row.id,
          name: row.name,
          steps_count: row.steps_count,
          estimated_minutes: row.estimated_minutes,
        })),
      ),
  );
