import { schema } from "@plantwise/db";
import {
  createWorkOrderCategoryInput,
  savedRecord,
  updateWorkOrderCategoryInput,
  type workOrderCategoryFields,
} from "@plantwise/shared";
import type { z } from "zod";
import { duplicateName, insertUnique, uniqueOr422 } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { assertUniqueInPlant, ownedInScope, plantForCreate, plantOfUpdated } from "./reference-rows";

const { workOrderCategories } = schema;
const WHAT = "work order type";

function values(input: z.infer<typeof workOrderCategoryFields>) {
  return { name: input.name, description: input.description ?? null, color: input.color ?? null };
}

export const createCategory = permitted("create_work_order_type")
  .input(createWorkOrderCategoryInput)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    const id = await ctx.db.transaction(async (tx) => {
      const plant = await plantForCreate(tx, ctx.scope, input.plant_id);
      await assertUniqueInPlant(
        tx,
        workOrderCategories,
        workOrderCategories.name,
        plant.id,
        input.name,
        WHAT,
      );
      return insertUnique(
        tx,
        workOrderCategories,
        { company_id: plant.company_id, plant_id: plant.id, ...values(input) },
        () => duplicateName(WHAT, input.name),
      );
    });
    return { id };
  });

export const updateCategory = permitted("edit_work_order_type")
  .input(updateWorkOrderCategoryInput)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    const where = ownedInScope(workOrderCategories, input.id, ctx.scope);
    await ctx.db.transaction(async (tx) => {
      const _plantId = await plantOfUpdated(tx, ctx.scope, workOrderCategories, {
        id: input.id,
        plant_id: input.plant_id,
        unique: [workOrderCategories.name, input.name],
        label: "Work order type",
        what: WHAT,
        noun: WHAT,
      });
      await uniqueOr422(
        () =>
          tx
            .update(workOrderCategories)
            .set({ ...values(input), updated_at: new Date() })
            .where(where),
        () => duplicateName(WHAT, input.name),
      );
    });
    return { id: input.id };
  });
