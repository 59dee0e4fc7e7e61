import { type Reader, schema, type Tx } from "@plantwise/db";
import { machineFields, reorderMachinesInput, savedRecord, updateMachineInput } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { firstOr404 } from "../lib/found";
import { assertUnique, duplicateName, insertUnique, uniqueOr422 } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { nextPosition, reorderUnder } from "./hierarchy-rows";
import { parentAfterUpdate, parentInScope, reorderedParent } from "./parents";

const { machines, productionLines } = schema;

const REFUSAL = "You cannot add machines to this production line";

function assertUniqueName(db: Reader, lineId: number, name: string, exceptId?: number) {
  const rows = { id: machines.id, among: eq(machines.production_line_id, lineId), exceptId };
  return assertUnique(db, machines.name, name, rows, () => duplicateName("machine", name));
}

function lastPosition(tx: Tx, lineId: number) {
  return nextPosition(tx, machines, machines.position, eq(machines.production_line_id, lineId));
}

/** POST /machines: a machine at the end of its line; company and plant from the line. */
export const createMachine = permitted("create_dashboard")
  .input(machineFields)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    const id = await ctx.db.transaction(async (tx) => {
      const line = await parentInScope(tx, ctx.scope, productionLines, input.production_line_id, REFUSAL);
      await assertUniqueName(tx, line.id, input.name);
      const position = await lastPosition(tx, line.id);
      return insertUnique(
        tx,
        machines,
        {
          company_id: line.company_id,
          plant_id: line.plant_id,
          production_line_id: line.id,
          name: input.name,
          description: input.description ?? null,
          position,
        },
        () => duplicateName("machine", input.name),
      );
    });
    return { id };
  });

/**
 * PUT /machines/{id}: the form's fields. A different production_line_id moves the machine (with its
 * assets and items) to the end of another line of the same plant.
 */
export const updateMachine = permitted("edit_dashboard")
  .input(updateMachineInput)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    const where = and(eq(machines.id, input.id), inPlantScope(ctx.scope, machines.plant_id));
    await ctx.db.transaction(async (tx) => {
      const existing = await firstOr404(
        tx
          .select({ plant_id: machines.plant_id, production_line_id: machines.production_line_id })
          .from(machines)
          .where(where),
        "Machine",
      );
      const { parentId, position } = await parentAfterUpdate(tx, ctx.scope, {
        table: productionLines,
        current: { parentId: existing.production_line_id, plantId: existing.plant_id },
        requested: input.production_line_id,
        refusal: REFUSAL,
        otherPlant: () =>
          new AppError("BAD_REQUEST", "A machine moves only between lines of its plant", {
            messages: [["production_line_id: Choose a production line of the same plant"]],
          }),
        lastPosition: (lineId) => lastPosition(tx, lineId),
      });
      await assertUniqueName(tx, parentId, input.name, input.id);
      await uniqueOr422(
        () =>
          tx
            .update(machines)
            .set({
              name: input.name,
              description: input.description ?? null,
              production_line_id: parentId,
              ...(position === undefined ? {} : { position }),
              updated_at: new Date(),
            })
            .where(where),
        () => duplicateName("machine", input.name),
      );
    });
    return { id: input.id };
  });

/** POST /machines/reorder: ids are exactly the line's machines, in the new order. */
export const reorderMachines = permitted("edit_dashboard")
  .input(reorderMachinesInput)
  .mutation(async ({ ctx, input }) => {
    await ctx.db.transaction(async (tx) => {
      const line = await reorderedParent(
        tx,
        ctx.scope,
        productionLines,
        input.production_line_id,
        "Production line",
      );
      const under = eq(machines.production_line_id, line.id);
      await reorderUnder(tx, machines, under, input.ids, "machines of this production line");
    });
    return { status: "ok" as const, ids: input.ids };
  });
