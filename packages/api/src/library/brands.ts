import { schema } from "@plantwise/db";
import { listInput } from "@plantwise/shared";
import { and, count, eq, ilike, or, sql } from "drizzle-orm";
import { z } from "zod";
import { assertLibraryWritable, inLibraryScope, libraryOwnerForCreate } from "../access/scope";
import { assertNotInUse, restrictOr422 } from "../lib/attached";
import { deleteWithConfirmInput, idInput, optionalText } from "../lib/input";
import { likePattern, listMeta, listOrder, listWindow } from "../lib/list";
import { duplicateName, uniqueOr422 } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { assertUniqueName, notFound, ownerField } from "./library-rows";

const { brandModels, brands, equipmentItems } = schema;

const itemsCount =
  sql<number>`(select count(*) from "equipment_items" "ei" where "ei"."brand_id" = "brands"."id")`.mapWith(
    Number,
  );
const modelsCount =
  sql<number>`(select count(*) from "brand_models" "bm" where "bm"."brand_id" = "brands"."id")`.mapWith(
    Number,
  );

const brandFields = z.object({
  name: z.string().trim().min(1, { error: "Name is required" }).max(120),
  website: optionalText(300),
  notes: optionalText(2000),
});

/** GET /equipments/brands: shared brands and the caller's company's own. */
export const listBrands = permitted("view_brands")
  .input(listInput)
  .query(async ({ ctx, input }) => {
    const where = and(
      inLibraryScope(ctx.scope, brands.company_id),
      input.q
        ? or(ilike(brands.name, likePattern(input.q)), ilike(brands.website, likePattern(input.q)))
        : undefined,
    );
    const sortable = { id: brands.id, name: brands.name, website: brands.website, models_count: modelsCount };
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select({
          id: brands.id,
          company_id: brands.company_id,
          name: brands.name,
          website: brands.website,
          models_count: modelsCount,
        })
        .from(brands)
        .where(where)
        .orderBy(...listOrder(input, sortable, "name", brands.id))
        .limit(listWindow(input).limit)
        .offset(listWindow(input).offset),
      ctx.db.select({ n: count() }).from(brands).where(where),
    ]);
    return { data: rows, meta: listMeta(input, total?.n ?? 0) };
  });

export const getBrand = permitted("view_brands")
  .input(idInput)
  .query(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .select({
        id: brands.id,
        company_id: brands.company_id,
        name: brands.name,
        website: brands.website,
        notes: brands.notes,
        models_count: modelsCount,
        items_count: itemsCount,
      })
      .from(brands)
      .where(and(eq(brands.id, input.id), inLibraryScope(ctx.scope, brands.company_id)));
    if (!row) throw notFound("Brand");
    return row;
  });

export const createBrand = permitted("create_brands")
  .input(brandFields.extend({ company_id: ownerField }))
  .mutation(async ({ ctx, input }) => {
    const owner = libraryOwnerForCreate(ctx.scope, input.company_id);
    const id = await ctx.db.transaction(async (tx) => {
      await assertUniqueName(tx, brands, brands.name, owner, input.name, "brand");
      const [created] = await uniqueOr422(
        () =>
          tx
            .insert(brands)
            .values({
              company_id: owner,
              name: input.name,
              website: input.website ?? null,
              notes: input.notes ?? null,
            })
            .returning({ id: brands.id }),
        () => duplicateName("brand", input.name),
      );
      return created!.id;
    });
    return { id };
  });

export const updateBrand = permitted("edit_brands")
  .input(brandFields.extend(idInput.shape))
  .mutation(async ({ ctx, input }) => {
    const where = and(eq(brands.id, input.id), inLibraryScope(ctx.scope, brands.company_id));
    await ctx.db.transaction(async (tx) => {
      const [existing] = await tx.select({ company_id: brands.company_id }).from(brands).where(where);
      if (!existing) throw notFound("Brand");
      assertLibraryWritable(ctx.scope, existing.company_id, "brand");
      await assertUniqueName(tx, brands, brands.name, existing.company_id, input.name, "brand", input.id);
      await uniqueOr422(
        () =>
          tx
            .update(brands)
            .set({
              name: input.name,
              website: input.website ?? null,
              notes: input.notes ?? null,
              updated_at: new Date(),
            })
            .where(where),
        () => duplicateName("brand", input.name),
      );
    });
    return { id: input.id };
  });

/** Refused (422 naming the counts) while part numbers or equipment items use the brand. */
export const deleteBrand = permitted("delete_brands")
  .input(deleteWithConfirmInput)
  .mutation(async ({ ctx, input }) => {
    return ctx.db.transaction(async (tx) => {
      const where = and(eq(brands.id, input.id), inLibraryScope(ctx.scope, brands.company_id));
      const [existing] = await tx
        .select({ id: brands.id, company_id: brands.company_id })
        .from(brands)
        .where(where);
      if (!existing) throw notFound("Brand");
      assertLibraryWritable(ctx.scope, existing.company_id, "brand");
      const [[items], [models]] = await Promise.all([
        tx.select({ n: count() }).from(equipmentItems).where(eq(equipmentItems.brand_id, existing.id)),
        tx.select({ n: count() }).from(brandModels).where(eq(brandModels.brand_id, existing.id)),
      ]);
      assertNotInUse("brand", { "equipment item": items?.n ?? 0, "part number": models?.n ?? 0 });
      await restrictOr422("brand", () => tx.delete(brands).where(where));
      return { status: "ok" as const, id: existing.id };
    });
  });
