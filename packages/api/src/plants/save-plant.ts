import { type Reader, schema } from "@plantwise/db";
import { plantFields, savedRecord } from "@plantwise/shared";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { AppError } from "../errors";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { assertUnique, duplicateName, insertUnique, uniqueOr422 } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { plantInScope } from "./plant-rows";

const { companies, plants, userNotifiablePlants, userPlants, users } = schema;

function assertUniqueName(db: Reader, companyId: number, name: string, exceptId?: number) {
  const rows = { id: plants.id, among: eq(plants.company_id, companyId), exceptId };
  return assertUnique(db, plants.name, name, rows, () => duplicateName("plant", name));
}

/** Notifiable users must be users of the plant's company. */
async function assertCompanyUsers(db: Reader, companyId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, unique), eq(users.company_id, companyId)));
  if (found.length !== unique.length) {
    throw new AppError("BAD_REQUEST", "Notifiable users must belong to the plant's company", {
      messages: [["notifiable_user_ids: Notifiable users must belong to the plant's company"]],
    });
  }
  return unique;
}

export const createPlant = permitted("create_plants")
  .input(plantFields)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    let companyId: number;
    if (ctx.scope.kind === "all") {
      if (!input.company_id)
        throw new AppError("BAD_REQUEST", "Choose a company", {
          messages: [["company_id: Choose a company"]],
        });
      const [company] = await ctx.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, input.company_id));
      if (!company)
        throw new AppError("BAD_REQUEST", "Unknown company", { messages: [["company_id: Unknown company"]] });
      companyId = company.id;
    } else {
      if (ctx.scope.companyId === null) throw new AppError("FORBIDDEN", "You do not belong to a company");
      companyId = ctx.scope.companyId;
    }
    const scopeKind = ctx.scope.kind;
    const created = await ctx.db.transaction(async (tx) => {
      await assertUniqueName(tx, companyId, input.name);
      const notifiable = await assertCompanyUsers(tx, companyId, input.notifiable_user_ids);
      const plantId = await insertUnique(
        tx,
        plants,
        {
          name: input.name,
          company_id: companyId,
          time_zone: input.time_zone,
          is_equipment_runtime_tracking: input.is_equipment_runtime_tracking,
        },
        () => duplicateName("plant", input.name),
      );
      if (notifiable.length > 0) {
        await tx
          .insert(userNotifiablePlants)
          .values(notifiable.map((user_id) => ({ user_id, plant_id: plantId })));
      }
      // A customer scoped by plant membership joins the plant they create, so they can see it.
      if (scopeKind === "plants") {
        await tx.insert(userPlants).values({ user_id: ctx.user.id, plant_id: plantId }).onConflictDoNothing();
      }
      return plantId;
    });
    return { id: created };
  });

export const updatePlant = permitted("edit_plants")
  .input(plantFields.extend(idInput.shape))
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    const where = plantInScope(ctx.scope, input.id);
    await ctx.db.transaction(async (tx) => {
      const existing = await firstOr404(
        tx.select({ company_id: plants.company_id }).from(plants).where(where),
        "Plant",
      );
      // The company of an existing plant stays; moving plants between tenants is not a form edit.
      await assertUniqueName(tx, existing.company_id, input.name, input.id);
      const notifiable = await assertCompanyUsers(tx, existing.company_id, input.notifiable_user_ids);
      await uniqueOr422(
        () =>
          tx
            .update(plants)
            .set({
              name: input.name,
              time_zone: input.time_zone,
              is_equipment_runtime_tracking: input.is_equipment_runtime_tracking,
              updated_at: new Date(),
            })
            .where(where),
        () => duplicateName("plant", input.name),
      );
      await tx.delete(userNotifiablePlants).where(eq(userNotifiablePlants.plant_id, input.id));
      if (notifiable.length > 0) {
        await tx
          .insert(userNotifiablePlants)
          .values(notifiable.map((user_id) => ({ user_id, plant_id: input.id })));
      }
    });
    return { id: input.id };
  });

/** The users a plant's notifiable-users select offers: the users of the plant's company. */
export const plantCompanyUsers = permitted(["create_plants", "edit_plants"], "any")
  .input(z.object({ company_id: z.coerce.number().int().positive().optional() }))
  .query(async ({ ctx, input }) => {
    const companyId = ctx.scope.kind === "all" ? input.company_id : ctx.scope.companyId;
    if (!companyId) return [];
    const rows = await ctx.db
      .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email })
      .from(users)
      .where(and(eq(users.company_id, companyId), eq(users.is_active, true)))
      .orderBy(users.last_name, users.first_name);
    return rows.map((u) => ({
      id: u.id,
      full_name: `${u.first_name} ${u.last_name}`.trim(),
      email: u.email,
    }));
  });
