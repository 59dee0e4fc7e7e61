import { type Database, schema, type Tx } from "@plantwise/db";
import { effectiveRole, isInternal } from "@plantwise/shared";
import { and, asc, count, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import { inDistributorScope } from "../access/scope";
import { AppError } from "../errors";
import { requireConfirmation } from "../lib/attached";
import { deleteWithConfirmInput, idInput, optionalText } from "../lib/input";
import { duplicateName } from "../lib/uniqueness";
import { permitted } from "../trpc";

const { companies, distributorLocations, distributors, users } = schema;

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

async function assertUniqueName(db: Pick<Database, "select">, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: distributors.id })
    .from(distributors)
    .where(
      and(
        eq(sql`lower(${distributors.name})`, name.toLowerCase()),
        exceptId ? ne(distributors.id, exceptId) : undefined,
      ),
    );
  if (clash) throw duplicateName("distributor", name);
}

export const getDistributor = permitted("view_distributors")
  .input(idInput)
  .query(async ({ ctx, input }) => {
    const [distributor] = await ctx.db
      .select({
        id: distributors.id,
        name: distributors.name,
        email: distributors.email,
        phone: distributors.phone,
      })
      .from(distributors)
      .where(and(eq(distributors.id, input.id), inDistributorScope(ctx.scope, distributors.id)));
    if (!distributor) throw new AppError("NOT_FOUND", "Distributor not found");
    const locations = await ctx.db
      .select({
        id: distributorLocations.id,
        name: distributorLocations.name,
        address: distributorLocations.address,
      })
      .from(distributorLocations)
      .where(eq(distributorLocations.distributor_id, distributor.id))
      .orderBy(asc(distributorLocations.name), asc(distributorLocations.id));
    const [[c], [u]] = await Promise.all([
      ctx.db.select({ n: count() }).from(companies).where(eq(companies.distributor_id, distributor.id)),
      ctx.db.select({ n: count() }).from(users).where(eq(users.distributor_id, distributor.id)),
    ]);
    return { ...distributor, locations, companies_count: c?.n ?? 0, users_count: u?.n ?? 0 };
  });

/** Replaces the distributor's locations with the form's list: updates kept ones, adds, removes. */
async function saveLocations(tx: Tx, distributorId: number, locations: DistributorFields["locations"]) {
  const keptIds = locations.flatMap((l) => (l.id ? [l.id] : []));
  if (keptIds.length > 0) {
    const owned = await tx
      .select({ id: distributorLocations.id })
      .from(distributorLocations)
      .where(
        and(
          eq(distributorLocations.distributor_id, distributorId),
          inArray(distributorLocations.id, keptIds),
        ),
      );
    if (owned.length !== new Set(keptIds).size) {
      throw new AppError("BAD_REQUEST", "Unknown location", {
        messages: [["locations: A location does not belong to this distributor"]],
      });
    }
  }
  await tx
    .delete(distributorLocations)
    .where(
      and(
        eq(distributorLocations.distributor_id, distributorId),
        keptIds.length > 0 ? notInArray(distributorLocations.id, keptIds) : undefined,
      ),
    );
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
        .values({ name: input.name, email: input.email ?? null, phone: input.phone ?? null })
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
      const [existing] = await tx.select({ id: distributors.id }).from(distributors).where(where);
      if (!existing) throw new AppError("NOT_FOUND", "Distributor not found");
      await assertUniqueName(tx, input.name, input.id);
      await tx
        .update(distributors)
        .set({
          name: input.name,
          email: input.email ?? null,
          phone: input.phone ?? null,
          updated_at: new Date(),
        })
        .where(where);
      await saveLocations(tx, input.id, input.locations);
    });
    return { id: input.id };
  });

/** Deleted for real; companies or users referring to it need the typed confirmation word. */
export const deleteDistributor = permitted("delete_distributors")
  .input(deleteWithConfirmInput)
  .mutation(async ({ ctx, input }) => {
    return ctx.db.transaction(async (tx) => {
      const where = and(eq(distributors.id, input.id), inDistributorScope(ctx.scope, distributors.id));
      const [existing] = await tx.select({ id: distributors.id }).from(distributors).where(where);
      if (!existing) throw new AppError("NOT_FOUND", "Distributor not found");
      const [[c], [u]] = await Promise.all([
        tx.select({ n: count() }).from(companies).where(eq(companies.distributor_id, existing.id)),
        tx.select({ n: count() }).from(users).where(eq(users.distributor_id, existing.id)),
      ]);
      requireConfirmation("distributor", { company: c?.n ?? 0, user: u?.n ?? 0 }, input.confirm);
      await tx.delete(distributors).where(where);
      return { status: "ok" as const, id: existing.id };
    });
  });

/** Options for the company form's distributor select. */
export const distributorOptions = permitted(["view_companies", "view_distributors"], "any")
  .input(z.object({}).optional())
  .query(async ({ ctx }) => {
    return ctx.db
      .select({ id: distributors.id, name: distributors.name })
      .from(distributors)
      .where(inDistributorScope(ctx.scope, distributors.id))
      .orderBy(asc(distributors.name));
  });
