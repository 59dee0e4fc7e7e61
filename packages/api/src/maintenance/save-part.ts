import { schema } from "@plantwise/db";
import { createPartInput, type PartFields, savedRecord, updatePartInput } from "@plantwise/shared";
import { AppError } from "../errors";
import { insertUnique, uniqueOr422 } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { assertStockRooms, assertVendorOfPlant, replaceStock } from "./part-rows";
import { assertUniqueInPlant, ownedInScope, plantForCreate, plantOfUpdated } from "./reference-rows";

const { miscParts } = schema;
const WHAT = "part";

function duplicateNumber(partNumber: string): AppError {
  const message = `A part numbered "${partNumber}" already exists in this plant`;
  return new AppError("BAD_REQUEST", message, { messages: [[`part_number: ${message}`]] });
}

function values(input: PartFields) {
  return {
    part_number: input.part_number,
    name: input.name,
    description: input.description ?? null,
    vendor_id: input.vendor_id ?? null,
    unit: input.unit,
    unit_cost: String(input.unit_cost),
    reorder_point: String(input.reorder_point),
  };
}

/** A part and its stock per store room, written in one transaction. */
export const createPart = permitted("create_misc_parts")
  .input(createPartInput)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    const id = await ctx.db.transaction(async (tx) => {
      const plant = await plantForCreate(tx, ctx.scope, input.plant_id);
      await assertUniqueInPlant(tx, miscParts, miscParts.part_number, plant.id, input.part_number, () =>
        duplicateNumber(input.part_number),
      );
      await assertVendorOfPlant(tx, plant.id, input.vendor_id);
      await assertStockRooms(tx, ctx.scope, plant.id, input.stock);
      const created = await insertUnique(
        tx,
        miscParts,
        { company_id: plant.company_id, plant_id: plant.id, ...values(input) },
        () => duplicateNumber(input.part_number),
      );
      await replaceStock(tx, created, input.stock);
      return created;
    });
    return { id };
  });

/** The stock rows sent replace the part's stock; work orders keep the parts they used. */
export const updatePart = permitted("edit_misc_parts")
  .input(updatePartInput)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    const where = ownedInScope(miscParts, input.id, ctx.scope);
    await ctx.db.transaction(async (tx) => {
      const plantId = await plantOfUpdated(tx, ctx.scope, miscParts, {
        id: input.id,
        plant_id: input.plant_id,
        unique: [miscParts.part_number, input.part_number],
        label: "Part",
        what: () => duplicateNumber(input.part_number),
        noun: WHAT,
      });
      await assertVendorOfPlant(tx, plantId, input.vendor_id);
      await assertStockRooms(tx, ctx.scope, plantId, input.stock);
      await uniqueOr422(
        () =>
          tx
            .update(miscParts)
            .set({ ...values(input), updated_at: new Date() })
            .where(where),
        () => duplicateNumber(input.part_number),
      );
      await replaceStock(tx, input.id, input.stock);
    });
    return { id: input.id };
  });
