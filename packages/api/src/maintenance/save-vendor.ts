import { schema } from "@plantwise/db";
import { createVendorInput, savedRecord, updateVendorInput, type vendorFields } from "@plantwise/shared";
import type { z } from "zod";
import { duplicateName, insertUnique, uniqueOr422 } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { assertUniqueInPlant, ownedInScope, plantForCreate, plantOfUpdated } from "./reference-rows";

const { vendors } = schema;
const WHAT = "vendor";

function values(input: z.infer<typeof vendorFields>) {
  return {
    name: input.name,
    contact_name: input.contact_name ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    address: input.address ?? null,
    website: input.website ?? null,
    notes: input.notes ?? null,
  };
}

export const createVendor = permitted("create_vendors")
  .input(createVendorInput)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    const id = await ctx.db.transaction(async (tx) => {
      const plant = await plantForCreate(tx, ctx.scope, input.plant_id);
      await assertUniqueInPlant(tx, vendors, vendors.name, plant.id, input.name, WHAT);
      return insertUnique(
        tx,
        vendors,
        { company_id: plant.company_id, plant_id: plant.id, ...values(input) },
        () => duplicateName(WHAT, input.name),
      );
    });
    return { id };
  });

export const updateVendor = permitted("edit_vendors")
  .input(updateVendorInput)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    const where = ownedInScope(vendors, input.id, ctx.scope);
    await ctx.db.transaction(async (tx) => {
      const _plantId = await plantOfUpdated(tx, ctx.scope, vendors, {
        id: input.id,
        plant_id: input.plant_id,
        unique: [vendors.name, input.name],
        label: "Vendor",
        what: WHAT,
        noun: WHAT,
      });
      await uniqueOr422(
        () =>
          tx
            .update(vendors)
            .set({ ...values(input), updated_at: new Date() })
            .where(where),
        () => duplicateName(WHAT, input.name),
      );
    });
    return { id: input.id };
  });
