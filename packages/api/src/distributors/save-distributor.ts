import { type Reader, schema, type Tx } from "@plantwise/db";
import {
  type DistributorFields,
  distributorFields,
  effectiveRole,
  isInternal,
  savedRecord,
} from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { inDistributorScope } from "../access/scope";
import { AppError } from "../errors";
import { pruneChildren } from "../lib/children";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { assertUnique, duplicateName } from "../lib/uniqueness";
import { permitted } from "../trpc";

const { distributorLocations, distributors } = schema;

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
  .output(savedRecord)
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
  .output(savedRecord)
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
