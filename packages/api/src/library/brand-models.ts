import { schema, type Tx } from "@plantwise/db";
import { listInput } from "@plantwise/shared";
import { and, count, eq, ilike, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { z } from "zod";
import { assertLibraryWritable, inLibraryScope, libraryOwnerForCreate } from "../access/scope";
import { AppError } from "../errors";
import { assertNotInUse, restrictOr422 } from "../lib/attached";
import { deleteWithConfirmInput, idInput, optionalRef, optionalText } from "../lib/input";
import { likePattern, listMeta, listOrder, listWindow } from "../lib/list";
import { uniqueOr422 } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { defectOrders } from "./bearings";
import { assertLibraryRef, notFound, ownerField } from "./library-rows";

const { bearings, brandModels, brands, equipmentItems, equipmentTypes } = schema;

/** Items whose part number this is (the restricting reference; a sub-type's part number is set null on delete). */
const itemsCount =
  sql<number>`(select count(*) from "equipment_items" "ei" where "ei"."brand_model_id" = "brand_models"."id")`.mapWith(
    Number,
  );

const modelFields = z.object({
  brand_id: z.coerce.number({ error: "Brand is required" }).int().positive({ error: "Brand is required" }),
  equipment_type_id: optionalRef,
  name: z.string().trim().min(1, { error: "Name is required" }).max(160),
  part_number: z.string().trim().min(1, { error: "Part number is required" }).max(120),
  description: optionalText(2000),
  rated_rpm: z.preprocess(
    (v) => (v === "" || v === null ? null : v),
    z.coerce.number().positive({ error: "Rated speed must be above 0" }).nullable().optional(),
  ),
  de_bearing_id: optionalRef,
  nde_bearing_id: optionalRef,
  specifications: z
    .array(
      z.object({
        label: z.string().trim().min(1, { error: "Label is required" }).max(120),
        value: z.string().trim().max(500),
      }),
    )
    .max(100)
    .default([]),
});
type ModelFields = z.infer<typeof modelFields>;

/** GET /equipments/brands/models: part numbers, filtered by brand and item type. */
export const listBrandModels = permitted("view_part_numbers")
  .input(
    listInput.extend({
      brand_id: optionalRef,
      equipment_type_id: optionalRef,
    }),
  )
  .query(async ({ ctx, input }) => {
    const where = and(
      inLibraryScope(ctx.scope, brandModels.company_id),
      input.brand_id ? eq(brandModels.brand_id, input.brand_id) : undefined,
      input.equipment_type_id ? eq(brandModels.equipment_type_id, input.equipment_type_id) : undefined,
      input.q
        ? or(
            ilike(brandModels.name, likePattern(input.q)),
            ilike(brandModels.part_number, likePattern(input.q)),
            ilike(brands.name, likePattern(input.q)),
          )
        : undefined,
    );
    const sortable = {
      id: brandModels.id,
      name: brandModels.name,
      part_number: brandModels.part_number,
      brand_name: brands.name,
      type_name: equipmentTypes.name,
      rated_rpm: brandModels.rated_rpm,
    };
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select({
          id: brandModels.id,
          company_id: brandModels.company_id,
          brand_id: brandModels.brand_id,
          brand_name: brands.name,
          equipment_type_id: brandModels.equipment_type_id,
          type_name: equipmentTypes.name,
          name: brandModels.name,
          part_number: brandModels.part_number,
          rated_rpm: brandModels.rated_rpm,
        })
        .from(brandModels)
        .innerJoin(brands, eq(brands.id, brandModels.brand_id))
        .leftJoin(equipmentTypes, eq(equipmentTypes.id, brandModels.equipment_type_id))
        .where(where)
        .orderBy(...listOrder(input, sortable, "name", brandModels.id))
        .limit(listWindow(input).limit)
        .offset(listWindow(input).offset),
      ctx.db
        .select({ n: count() })
        .from(brandModels)
        .innerJoin(brands, eq(brands.id, brandModels.brand_id))
        .where(where),
    ]);
    return { data: rows, meta: listMeta(input, total?.n ?? 0) };
  });

/** One part number with its brand and type names, DE/NDE bearings (with geometry) and items_count. */
export const getBrandModel = permitted("view_part_numbers")
  .input(idInput)
  .query(async ({ ctx, input }) => {
    const [model] = await ctx.db
      .select({
        id: brandModels.id,
        company_id: brandModels.company_id,
        brand_id: brandModels.brand_id,
        brand_name: brands.name,
        equipment_type_id: brandModels.equipment_type_id,
        type_name: equipmentTypes.name,
        name: brandModels.name,
        part_number: brandModels.part_number,
        description: brandModels.description,
        rated_rpm: brandModels.rated_rpm,
        de_bearing_id: brandModels.de_bearing_id,
        nde_bearing_id: brandModels.nde_bearing_id,
        specifications: brandModels.specifications,
        items_count: itemsCount,
      })
      .from(brandModels)
      .innerJoin(brands, eq(brands.id, brandModels.brand_id))
      .leftJoin(equipmentTypes, eq(equipmentTypes.id, brandModels.equipment_type_id))
      .where(and(eq(brandModels.id, input.id), inLibraryScope(ctx.scope, brandModels.company_id)));
    if (!model) throw notFound("Part number");
    const bearingIds = [model.de_bearing_id, model.nde_bearing_id].filter((id): id is number => id !== null);
    const found =
      bearingIds.length === 0
        ? []
        : await ctx.db
            .select({
              id: bearings.id,
              designation: bearings.designation,
              ball_count: bearings.ball_count,
              ball_diameter_mm: bearings.ball_diameter_mm,
              pitch_diameter_mm: bearings.pitch_diameter_mm,
              contact_angle_deg: bearings.contact_angle_deg,
            })
            .from(bearings)
            .where(and(inArray(bearings.id, bearingIds), inLibraryScope(ctx.scope, bearings.company_id)));
    const bearing = (id: number | null) => {
      const row = found.find((b) => b.id === id);
      return row ? { ...row, frequencies: defectOrders(row) } : null;
    };
    return { ...model, bearings: { de: bearing(model.de_bearing_id), nde: bearing(model.nde_bearing_id) } };
  });

async function checkRefs(tx: Tx, input: ModelFields, owner: number | null) {
  await assertLibraryRef(tx, brands, input.brand_id, owner, "brand_id", "Brand");
  await assertLibraryRef(
    tx,
    equipmentTypes,
    input.equipment_type_id,
    owner,
    "equipment_type_id",
    "Item type",
  );
  await assertLibraryRef(tx, bearings, input.de_bearing_id, owner, "de_bearing_id", "Bearing");
  await assertLibraryRef(tx, bearings, input.nde_bearing_id, owner, "nde_bearing_id", "Bearing");
}

function duplicatePart(partNumber: string): AppError {
  const message = `Part number "${partNumber}" already exists for this brand`;
  return new AppError("BAD_REQUEST", message, { messages: [[`part_number: ${message}`]] });
}

/**
 * Part numbers are unique per owner and brand (brand_models_part_uq): two companies may each list
 * the same part number of a shared brand without learning of each other.
 */
async function assertUniquePart(
  tx: Tx,
  owner: number | null,
  brandId: number,
  partNumber: string,
  exceptId?: number,
) {
  const [clash] = await tx
    .select({ id: brandModels.id })
    .from(brandModels)
    .where(
      and(
        owner === null ? isNull(brandModels.company_id) : eq(brandModels.company_id, owner),
        eq(brandModels.brand_id, brandId),
        eq(sql`lower(${brandModels.part_number})`, partNumber.toLowerCase()),
        exceptId ? ne(brandModels.id, exceptId) : undefined,
      ),
    );
  if (clash) throw duplicatePart(partNumber);
}

function values(input: ModelFields) {
  return {
    brand_id: input.brand_id,
    equipment_type_id: input.equipment_type_id ?? null,
    name: input.name,
    part_number: input.part_number,
    description: input.description ?? null,
    rated_rpm: input.rated_rpm ?? null,
    de_bearing_id: input.de_bearing_id ?? null,
    nde_bearing_id: input.nde_bearing_id ?? null,
    specifications: input.specifications.filter((s) => s.value !== ""),
  };
}

export const createBrandModel = permitted("create_part_numbers")
  .input(modelFields.extend({ company_id: ownerField }))
  .mutation(async ({ ctx, input }) => {
    const owner = libraryOwnerForCreate(ctx.scope, input.company_id);
    const id = await ctx.db.transaction(async (tx) => {
      await checkRefs(tx, input, owner);
      await assertUniquePart(tx, owner, input.brand_id, input.part_number);
      const [created] = await uniqueOr422(
        () =>
          tx
            .insert(brandModels)
            .values({ company_id: owner, ...values(input) })
            .returning({ id: brandModels.id }),
        () => duplicatePart(input.part_number),
      );
      return created!.id;
    });
    return { id };
  });

export const updateBrandModel = permitted("edit_part_numbers")
  .input(modelFields.extend(idInput.shape))
  .mutation(async ({ ctx, input }) => {
    const where = and(eq(brandModels.id, input.id), inLibraryScope(ctx.scope, brandModels.company_id));
    await ctx.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ company_id: brandModels.company_id })
        .from(brandModels)
        .where(where);
      if (!existing) throw notFound("Part number");
      assertLibraryWritable(ctx.scope, existing.company_id, "part number");
      await checkRefs(tx, input, existing.company_id);
      await assertUniquePart(tx, existing.company_id, input.brand_id, input.part_number, input.id);
      await uniqueOr422(
        () =>
          tx
            .update(brandModels)
            .set({ ...values(input), updated_at: new Date() })
            .where(where),
        () => duplicatePart(input.part_number),
      );
    });
    return { id: input.id };
  });

/** Refused (422 naming the count) while equipment items use the part number. */
export const deleteBrandModel = permitted("delete_part_numbers")
  .input(deleteWithConfirmInput)
  .mutation(async ({ ctx, input }) => {
    return ctx.db.transaction(async (tx) => {
      const where = and(eq(brandModels.id, input.id), inLibraryScope(ctx.scope, brandModels.company_id));
      const [existing] = await tx
        .select({ id: brandModels.id, company_id: brandModels.company_id })
        .from(brandModels)
        .where(where);
      if (!existing) throw notFound("Part number");
      assertLibraryWritable(ctx.scope, existing.company_id, "part number");
      const [items] = await tx
        .select({ n: count() })
        .from(equipmentItems)
        .where(eq(equipmentItems.brand_model_id, existing.id));
      assertNotInUse("part number", { "equipment item": items?.n ?? 0 });
      await restrictOr422("part number", () => tx.delete(brandModels).where(where));
      return { status: "ok" as const, id: existing.id };
    });
  });
