import { schema } from "@plantwise/db";
import { taskProcedureDetails } from "@plantwise/shared";
import { asc, eq } from "drizzle-orm";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { permitted } from "../trpc";
import { ownedInScope } from "./reference-rows";
import { selectTaskProcedures } from "./task-procedure-rows";

const { taskProcedureSteps, taskProcedures } = schema;

/** One task procedure with its steps in order. */
export const getTaskProcedure = permitted("view_task_procedures")
  .input(idInput)
  .output(taskProcedureDetails)
  .query(async ({ ctx, input }) => {
    const procedure = await firstOr404(
      selectTaskProcedures(ctx.db).where(ownedInScope(taskProcedures, input.id, ctx.scope)),
      "Task procedure",
    );
    const steps = await ctx.db
      .select({
        id: taskProcedureSteps.id,
        position: taskProcedureSteps.position,
        instruction: taskProcedureSteps.instruction,
      })
      .from(taskProcedureSteps)
      .where(eq(taskProcedureSteps.task_procedure_id, procedure.id))
      .orderBy(asc(taskProcedureSteps.position));
    return { ...procedure, steps };
  });
