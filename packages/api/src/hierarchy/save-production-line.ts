import { type Reader, schema } from "@plantwise/db";
import {
  createLineInput,
  LineKind,
  type lineFields,
  reorderProductionLinesInput,
  savedRecord,
  updateLineInput,
} from "@plantwise/shared";
import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { firstOr404 } from "../lib/found";
import { assertUnique, duplicateName, insertUnique, uniqueOr422 } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { lineNoun, nextPosition, reorderUnder } from "./hierarchy-rows";

const { plants, productionLines } = schema;

type LineFields = z.infer<typeof lineFields>;

function values(input: LineFields) {
  return {
    name: input.name,
    description: input.description ?? null,
    line_speed_rpm: input.line_speed_rpm ?? null,
    rpm_node_id: input.rpm_node_id ?? null,
    rpm_node_parameter: input.rpm_node_id ? (input.rpm_node_parameter ?? null) : null,
  };
}

/** A plant's lines, or its utilities: names and positions are kept per plant and kind. */
function linesOf(plantId: number, kind: number): SQL {
  return and(eq(productionLines.plant_id, plantId), eq(productionLines.kind, kind))!;
}

function assertUniqueName(db: Reader, plantId: number, kind: number, name: string, exceptId?: number) {
  const rows = { id: productionLines.id, among: linesOf(plantId, kind), exceptId };
  return assertUnique(db, productionLines.name, name, rows, () => duplicateName(lineNoun(kind), name));
}

/** POST /production-lines: a line or utility at the end of its plant's list; company from the plant. */
export const createProductionLine = permitted("create_dashboard")
  .input(createLineInput)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    const id = await ctx.db.transaction(async (tx) => {
      const [plant] = await tx
        .select({ id: plants.id, company_id: plants.company_id })
        .from(plants)
        .where(
          and(eq(plants.id, input.plant_id), isNull(plants.archived_at), inPlantScope(ctx.scope, plants.id)),
        );
      if (!plant) throw new AppError("FORBIDDEN", "You cannot add lines to this plant");
      await assertUniqueName(tx, plant.id, input.kind, input.name);
      const position = await nextPosition(
        tx,
        productionLines,
        productionLines.position,
        linesOf(plant.id, input.kind),
      );
      return insertUnique(
        tx,
        productionLines,
        {
          ...values(input),
          company_id: plant.company_id,
          plant_id: plant.id,
          kind: input.kind,
          position,
        },
        () => duplicateName(lineNoun(input.kind), input.name),
      );
    });
    return { id };
  });

/** PUT /production-lines/{id}: the form's fields; plant and kind stay. */
export const updateProductionLine = permitted("edit_dashboard")
  .input(updateLineInput)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    const where = and(eq(productionLines.id, input.id), inPlantScope(ctx.scope, productionLines.plant_id));
    await ctx.db.transaction(async (tx) => {
      const existing = await firstOr404(
        tx
          .select({ plant_id: productionLines.plant_id, kind: productionLines.kind })
          .from(productionLines)
          .where(where),
        "Production line",
      );
      await assertUniqueName(tx, existing.plant_id, existing.kind, input.name, input.id);
      await uniqueOr422(
        () =>
          tx
            .update(productionLines)
            .set({ ...values(input), updated_at: new Date() })
            .where(where),
        () => duplicateName(lineNoun(existing.kind), input.name),
      );
    });
    return { id: input.id };
  });

/** POST /production-lines/reorder: ids are exactly the plant's lines (or utilities), in the new order. */
export const reorderProductionLines = permitted("edit_dashboard")
  .input(reorderProductionLinesInput)
  .mutation(async ({ ctx, input }) => {
    await ctx.db.transaction(async (tx) => {
      const plant = await firstOr404(
        tx
          .select({ id: plants.id })
          .from(plants)
          .where(and(eq(plants.id, input.plant_id), inPlantScope(ctx.scope, plants.id))),
        "Plant",
      );
      await reorderUnder(
        tx,
        productionLines,
        linesOf(plant.id, input.kind),
        input.ids,
        input.kind === LineKind.UTILITY ? "utilities of this plant" : "production lines of this plant",
      );
    });
    return { status: "ok" as const, ids: input.ids };
  });
