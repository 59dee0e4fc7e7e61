import { type Reader, schema, type Tx } from "@plantwise/db";
import type { TaskProcedureFields } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import type { TotalField } from "../lib/list";
import { countReferring } from "./reference-rows";

const { plants, taskProcedureSteps, taskProcedures, workOrders } = schema;

/** A task procedure's row, as its list and its details answer it. */
export const taskProcedureColumns = {
  id: taskProcedures.id,
  company_id: taskProcedures.company_id,
  plant_id: taskProcedures.plant_id,
  plant_name: plants.name,
  name: taskProcedures.name,
  description: taskProcedures.description,
  estimated_minutes: taskProcedures.estimated_minutes,
  steps_count: countReferring(taskProcedureSteps.task_procedure_id, taskProcedures.id),
  work_orders_count: countReferring(workOrders.task_procedure_id, taskProcedures.id),
};

/** A list passes its total column (pagedList) to answer with the rows. */
export function selectTaskProcedures(db: Reader, list?: TotalField) {
  return db
    .select({ ...taskProcedureColumns, ...list })
    .from(taskProcedures)
    .innerJoin(plants, eq(plants.id, taskProcedures.plant_id))
    .$dynamic();
}

/** Replaces the procedure's steps with the form's list, numbered 1..n in the order given. */
export async function replaceSteps(tx: Tx, procedureId: number, steps: TaskProcedureFields["steps"]) {
  await tx.delete(taskProcedureSteps).where(eq(taskProcedureSteps.task_procedure_id, procedureId));
  if (steps.length === 0) return;
  await tx.insert(taskProcedureSteps).values(
    steps.map((step, index) => ({
      task_procedure_id: procedureId,
      position: index + 1,
      instruction: step.instruction,
    })),
  );
}
