import { schema } from "@plantwise/db";
import { eq } from "drizzle-orm";
import { assertNotInUse } from "../lib/attached";
import { countEach } from "../lib/counts";
import { firstOr404 } from "../lib/found";
import { deleteWithConfirmInput } from "../lib/input";
import { permitted } from "../trpc";
import { ownedInScope } from "./reference-rows";

const { taskProcedures, workOrders } = schema;

/** Refused with 422 while work orders follow the procedure; its steps go with it. */
export const deleteTaskProcedure = permitted("delete_task_procedures")
  .input(deleteWithConfirmInput)
  .mutation(async ({ ctx, input }) => {
    return ctx.db.transaction(async (tx) => {
      const where = ownedInScope(taskProcedures, input.id, ctx.scope);
      const existing = await firstOr404(
        tx.select({ id: taskProcedures.id }).from(taskProcedures).where(where),
        "Task procedure",
      );
      assertNotInUse(
        "task procedure",
        await countEach(tx, { "work order": [workOrders, eq(workOrders.task_procedure_id, existing.id)] }),
      );
      await tx.delete(taskProcedures).where(where);
      return { status: "ok" as const, id: existing.id };
    });
  });
