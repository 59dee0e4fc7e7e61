import { type Reader, schema } from "@plantwise/db";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { idInput, optionalText } from "../lib/input";
import { duplicateName, uniqueOr422 } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { nextPosition, positiveId, reorderChildren, reorderIds } from "./hierarchy-rows";

const { machines, productionLines } = schema;

const machineFields = z.object({
  production_line_id: positiveId,
  name: z.string().trim().min(1, { error: "Name is required" }).max(120),
  description: optionalText(1000),
});

async function assertUniqueName(db: Reader, lineId: number, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: machines.id })
    .from(machines)
    .where(
      and(
        eq(machines.production_line_id, lineId),
        eq(sql`lower(${machines.name})`, name.toLowerCase()),
        exceptId ? ne(machines.id, exceptId) : undefined,
      ),
    );
  if (clash) throw duplicateName("machine", name);
}

/** The parent line, in scope; writing under another tenant's line is forbidden. */
async function lineInScope(db: Reader, scope: Parameters<typeof inPlantScope>[0], lineId: number) {
  const [line] = await db
    .select({
      id: productionLines.id,
      company_id: productionLines.company_id,
      plant_id: productionLines.plant_id,
    })
    .from(productionLines)
    .where(and(eq(productionLines.id, lineId), inPlantScope(scope, productionLines.plant_id)));
  if (!line) throw new AppError("FORBIDDEN", "You cannot add machines to this production line");
  return line;
}

/** POST /machines: a machine at the end of its line; company and plant from the line. */
export const createMachine = permitted("create_dashboard")
  .input(machineFields)
  .mutation(async ({ ctx, input }) => {
    const id = await ctx.db.transaction(async (tx) => {
      const line = await lineInScope(tx, ctx.scope, input.production_line_id);
      await assertUniqueName(tx, line.id, input.name);
      const position = await nextPosition(
        tx,
        machines,
        machines.position,
        eq(machines.production_line_id, line.id),
      );
      const [created] = await uniqueOr422(
        () =>
          tx
            .insert(machines)
            .values({
              company_id: line.company_id,
              plant_id: line.plant_id,
              production_line_id: line.id,
              name: input.name,
              description: input.description ?? null,
              position,
            })
            .returning({ id: machines.id }),
        () => duplicateName("machine", input.name),
      );
      return created!.id;
    });
    return { id };
  });

/**
 * PUT /machines/{id}: the form's fields. A different production_line_id moves the machine (with its
 * assets and items) to the end of another line of the same plant.
 */
export const updateMachine = permitted("edit_dashboard")
  .input(machineFields.partial({ production_line_id: true }).extend(idInput.shape))
  .mutation(async ({ ctx, input }) => {
    const where = and(eq(machines.id, input.id), inPlantScope(ctx.scope, machines.plant_id));
    await ctx.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ plant_id: machines.plant_id, production_line_id: machines.production_line_id })
        .from(machines)
        .where(where);
      if (!existing) throw new AppError("NOT_FOUND", "Machine not found");
      let lineId = existing.production_line_id;
      let position: number | undefined;
      if (input.production_line_id && input.production_line_id !== existing.production_line_id) {
        const line = await lineInScope(tx, ctx.scope, input.production_line_id);
        if (line.plant_id !== existing.plant_id) {
          throw new AppError("BAD_REQUEST", "A machine moves only between lines of its plant", {
            messages: [["production_line_id: Choose a production line of the same plant"]],
          });
        }
        lineId = line.id;
        position = await nextPosition(
          tx,
          machines,
          machines.position,
          eq(machines.production_line_id, lineId),
        );
      }
      await assertUniqueName(tx, lineId, input.name, input.id);
      await uniqueOr422(
        () =>
          tx
            .update(machines)
            .set({
              name: input.name,
              description: input.description ?? null,
              production_line_id: lineId,
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
  .input(z.object({ production_line_id: positiveId, ids: reorderIds }))
  .mutation(async ({ ctx, input }) => {
    await ctx.db.transaction(async (tx) => {
      const [line] = await tx
        .select({ id: productionLines.id })
        .from(productionLines)
        .where(
          and(
            eq(productionLines.id, input.production_line_id),
            inPlantScope(ctx.scope, productionLines.plant_id),
          ),
        );
      if (!line) throw new AppError("NOT_FOUND", "Production line not found");
      const children = await tx
        .select({ id: machines.id })
        .from(machines)
        .where(eq(machines.production_line_id, line.id))
        .orderBy(asc(machines.position));
      await reorderChildren(tx, machines, children, input.ids, "machines of this production line");
    });
    return { status: "ok" as const, ids: input.ids };
  });
