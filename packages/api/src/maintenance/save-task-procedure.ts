import { schema } from "@plantwise/db";
import {
  createTaskProcedureInput,
  savedRecord,
  type TaskProcedureFields,
  updateTaskProcedureInput,
} from "@plantwise/shared";
import { duplicateName, insertUnique, uniqueOr422 } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { assertUniqueInPlant, ownedInScope, plantForCreate, plantOfUpdated } from "./reference-rows";
import { replaceSteps } from "./task-procedure-rows";

const { taskProcedures } = schema;
const WHAT = "task procedure";

function values(input: TaskProcedureFields) {
  return {
    name: input.name,
    description: input.description ?? null,
    estimated_minutes: input.estimated_minutes ?? null,
  };
}

/** A procedure and its steps, written in one transaction. */
export const createTaskProcedure = permitted("create_task_procedures")
  .input(createTaskProcedureInput)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    const id = await ctx.db.transaction(async (tx) => {
      const plant = await plantForCreate(tx, ctx.scope, input.plant_id);
      await assertUniqueInPlant(tx, taskProcedures, taskProcedures.name, plant.id, input.name, WHAT);
      const created = await insertUnique(
        tx,
        taskProcedures,
        { company_id: plant.company_id, plant_id: plant.id, ...values(input) },
        () => duplicateName(WHAT, input.name),
      );
      await replaceSteps(tx, created, input.steps);
      return created;
    });
    return { id };
  });

/** The steps sent replace the procedure's steps; work orders keep the checklist they copied. */
export const updateTaskProcedure = permitted("edit_task_procedures")
  .input(updateTaskProcedureInput)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    const where = ownedInScope(taskProcedures, input.id, ctx.scope);
    await ctx.db.transaction(async (tx) => {
      const _plantId = await plantOfUpdated(tx, ctx.scope, taskProcedures, {
        id: input.id,
        plant_id: input.plant_id,
        unique: [taskProcedures.name, input.name],
        label: "Task procedure",
        what: WHAT,
        noun: WHAT,
      });
      await uniqueOr422(
        () =>
          tx
            .update(taskProcedures)
            .set({ ...values(input), updated_at: new Date() })
            .where(where),
        () => duplicateName(WHAT, input.name),
      );
      await replaceSteps(tx, input.id, input.steps);
    });
    return { id: input.id };
  });
