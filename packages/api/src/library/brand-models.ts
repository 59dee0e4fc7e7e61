import { schema, type Tx } from "@plantwise/db";
import {
  listPartNumbersInput,
  listPartNumbersOutput,
  partNumberDetails,
  partNumberFields,
} from "@plantwise/shared";
import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { inLibraryScope } from "../access/scope";
import { AppError } from "../errors";
import { countEach } from "../lib/counts";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { givenFilters, listOrder, pagedList, searchIn, sortableBy } from "../lib/list";
import { assertUnique } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { defectOrders } from "./bearings";
import { assertLibraryRefs, inLibrary } from "./library-rows";
import { libraryInputs, libraryWrites } from "./library-writes";

const { bearings, brandModels, brands, equipmentItems, equipmentTypes } = schema;

/** Items whose part number this is (the restricting reference; a sub-type's part number is set null on delete). */
const itemsCount =
  sql<number>`(select count(*) from "equipment_items" "ei" where "ei"."brand_model_id" = "brand_models"."id")`.mapWith(
    Number,
  );

type ModelFields = z.infer<typeof partNumberFields>;

/** A part number's own names and those of its brand and item type, first in every answer. */
const modelNames = {
  id: brandModels.id,
  company_id: brandModels.company_id,
  brand_id: brandModels.brand_id,
  brand_name: brands.name,
  equipment_type_id: brandModels.equipment_type_id,
  type_name: equipmentTypes.name,
  name: brandModels.name,
  part_number: brandModels.part_number,
};

/** GET /equipments/brands/models: part numbers, filtered by brand and item type. */
export const listBrandModels = permitted("view_part_numbers")
  .input(listPartNumbersInput)
  .output(listPartNumbersOutput)
  .query(({ ctx, input }) => {
    const where = and(
      inLibraryScope(ctx.scope, brandModels.company_id),
      givenFilters(input, {
        brand_id: brandModels.brand_id,
        equipment_type_id: brandModels.equipment_type_id,
      }),
      searchIn(input.q, brandModels.name, brandModels.part_number, brands.name),
    );
    const columns = { ...modelNames, rated_rpm: brandModels.rated_rpm };
    const sortable = sortableBy(columns, [
      "id",
      "name",
      "part_number",
      "brand_name",
      "type_name",
      "rated_rpm",
    ]);
    return pagedList(input, {
      rows: ctx.db
        .select(columns)
        .from(brandModels)
        .innerJoin(brands, eq(brands.id, brandModels.brand_id))
        .leftJoin(equipmentTypes, eq(equipmentTypes.id, brandModels.equipment_type_id))
        .where(where)
        .$dynamic(),
      count: ctx.db
        .select({ n: count() })
        .from(brandModels)
        .innerJoin(brands, eq(brands.id, brandModels.brand_id))
        .where(where),
      order: listOrder(input, sortable, "name", brandModels.id),
    });
  });

/** One part number with its brand and type names, DE/NDE bearings (with geometry) and items_count. */
export const getBrandModel = permitted("view_part_numbers")
  .input(idInput)
  .output(partNumberDetails)
  .query(async ({ ctx, input }) => {
    const model = await firstOr404(
      ctx.db
        .select({
          ...modelNames,
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
        .where(inLibrary(brandModels, input.id, ctx.scope)),
      "Part number",
    );
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
  const among = and(
    owner === null ? isNull(brandModels.company_id) : eq(brandModels.company_id, owner),
    eq(brandModels.brand_id, brandId),
  );
  await assertUnique(tx, brandModels.part_number, partNumber, { id: brandModels.id, among, exceptId }, () =>
    duplicatePart(partNumber),
  );
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

/** Delete is refused (422 naming the count) while equipment items use the part number. */
export const brandModelWrites = libraryWrites({
  table: brandModels,
  noun: "part number",
  section: "part_numbers",
  ...libraryInputs(partNumberFields),
  values,
  check: async (tx, input, owner, exceptId) => {
    await assertLibraryRefs(tx, owner, input, [
      "brand_id",
      "equipment_type_id",
      "de_bearing_id",
      "nde_bearing_id",
    ]);
    await assertUniquePart(tx, owner, input.brand_id, input.part_number, exceptId);
  },
  duplicate: (input) => duplicatePart(input.part_number),
  inUse: (tx, id) =>
    countEach(tx, { "equipment item": [equipmentItems, eq(equipmentItems.brand_model_id, id)] }),
});
