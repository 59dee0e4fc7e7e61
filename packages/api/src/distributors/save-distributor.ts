import { type Reader, schema, type Tx } from "@plantwise/db";
import { effectiveRole, isInternal } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { inDistributorScope } from "../access/scope";
import { AppError } from "../errors";
import { pruneChildren } from "../lib/children";
import { firstOr404 } from "../lib/found";
import { idInput, optionalText } from "../lib/input";
import { assertUnique, duplicateName } from "../lib/uniqueness";
import { permitted } from "../trpc";

const { distributorLocations, distributors } = schema;

const locationInput = z.object({
  /** Present for an existing location; absent for a new one. */
  id: z.coerce.number().int().positive().optional(),
  name: z.string().trim().min(1, { error: "Location name is required" }).max(120),
  address: optionalText(300),
});

export const distributorFields = z.object({
  name: z.string().trim().min(1, { error: "Name is required" }).max(120),
  email: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : typeof v === "string" ? v.trim() : v),
    z.email({ error: "Enter a valid e-mail address" }).max(254).nullable().optional(),
  ),
  phone: optionalText(40),
  locations: z.array(locationInput).max(200).default([]),
});
type DistributorFields = z.infer<typeof distributorFields>;

function assertUniqueName(db: Reader, name: string, exceptId?: number) {
  return assertUnique(db, distributors.name, name, { id: distributors.id, exceptId }, () =>
    duplicateName("distributor", name),
  );
}

function unknownLocation(): AppError {
  return new AppError("BAD_REQUEST", "Unknown location", {
    messages: [["locations: A location does not belong to this distributor"]],
  });
}

/** Replaces the distributor's locations with the form's list: updates kept ones, adds, removes. */
async function saveLocations(tx: Tx, distributorId: number, locations: DistributorFields["locations"]) {
  const rows = { id: distributorLocations.id, parent: distributorLocations.distributor_id };
  await pruneChildren(tx, rows, distributorId, locations, unknownLocation);
  for (const location of locations) {
    if (location.id) {
      await tx
        .update(distributorLocations)
        .set({ name: location.name, address: location.address ?? null, updated_at: new Date() })
        .where(eq(distributorLocations.id, location.id));
    } else {
      await tx
        .insert(distributorLocations)
        .values({ distributor_id: distributorId, name: location.name, address: location.address ?? null });
    }
  }
}

function values(input: DistributorFields) {
  return { name: input.name, email: input.email ?? null, phone: input.phone ?? null };
}

export const createDistributor = permitted("create_distributors")
  .input(distributorFields)
  .mutation(async ({ ctx, input }) => {
    // Distributors are provider-level records: a customer could not even see one they created.
    if (!isInternal(effectiveRole(ctx.user))) {
      throw new AppError("FORBIDDEN", "Only provider staff create distributors");
    }
    const id = await ctx.db.transaction(async (tx) => {
      await assertUniqueName(tx, input.name);
      const [created] = await tx
        .insert(distributors)
        .values(values(input))
        .returning({ id: distributors.id });
      await saveLocations(tx, created!.id, input.locations);
      return created!.id;
    });
    return { id };
  });

export const updateDistributor = permitted("edit_distributors")
  .input(distributorFields.extend(idInput.shape))
  .mutation(async ({ ctx, input }) => {
    const where = and(eq(distributors.id, input.id), inDistributorScope(ctx.scope, distributors.id));
    await ctx.db.transaction(async (tx) => {
      await firstOr404(tx.select({ id: distributors.id }).from(distributors).where(where), "Distributor");
      await assertUniqueName(tx, input.name, input.id);
      await tx
        .update(distributors)
        .set({ ...values(input), updated_at: new Date() })
        .where(where);
      await saveLocations(tx, input.id, input.locations);
    });
    return { id: input.id };
  });
