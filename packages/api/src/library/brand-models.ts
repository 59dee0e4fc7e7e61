import { type Reader, schema, type Tx } from "@plantwise/db";
import { listPartNumbersInput, partNumberDetails, partNumberFields, partNumberRow } from "@plantwise/shared";
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Scope } from "../access/auth-user";
import { inLibraryScope } from "../access/scope";
import { AppError } from "../errors";
import { countEach } from "../lib/counts";
import { sortableBy } from "../lib/list";
import { assertUnique } from "../lib/uniqueness";
import { defectOrders } from "./bearings";
import { libraryProcedures } from "./library-reads";
import { assertLibraryRefs, countReferring } from "./library-rows";
import { libraryInputs } from "./library-writes";

const { bearings, brandModels, brands, equipmentItems, equipmentTypes } = schema;

type ModelFields = z.infer<typeof partNumberFields>;

/** A part number's columns with the names of its brand and item type, as the list answers them. */
const modelColumns = {
  id: brandModels.id,
  company_id: brandModels.company_id,
  brand_id: brandModels.brand_id,
  brand_name: brands.name,
  equipment_type_id: brandModels.equipment_type_id,
  type_name: equipmentTypes.name,
  name: brandModels.name,
  part_number: brandModels.part_number,
  rated_rpm: brandModels.rated_rpm,
};

/** A part number's DE and NDE bearings (those the caller's library shows), with their defect orders. */
async function withBearings(
  ctx: { db: Reader; scope: Scope },
  model: { de_bearing_id: number | null; nde_bearing_id: number | null },
) {
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

/**
 * GET /equipments/brands/models: part numbers, filtered by brand and item type; one part number
 * adds its description, specifications, DE/NDE bearings (with geometry) and items count. Delete is
 * refused (422 naming the count) while equipment items use the part number.
 */
export const brandModelProcedures = libraryProcedures({
  table: brandModels,
  noun: "part number",
  section: "part_numbers",
  input: listPartNumbersInput,
  row: partNumberRow,
  rows: (db, list) =>
    db
      .select({ ...modelColumns, ...list })
      .from(brandModels)
      .innerJoin(brands, eq(brands.id, brandModels.brand_id))
      .leftJoin(equipmentTypes, eq(equipmentTypes.id, brandModels.equipment_type_id))
      .$dynamic(),
  count: (db) =>
    db.select({ n: count() }).from(brandModels).innerJoin(brands, eq(brands.id, brandModels.brand_id)),
  filters: { brand_id: brandModels.brand_id, equipment_type_id: brandModels.equipment_type_id },
  search: [brandModels.name, brandModels.part_number, brands.name],
  sortable: sortableBy(modelColumns, ["id", "name", "part_number", "brand_name", "type_name", "rated_rpm"]),
  orderBy: "name",
  details: {
    row: partNumberDetails,
    // Annotated, so the row's type is known to `complete` before the call's other parts are checked.
    rows: (db: Reader) =>
      db
        .select({
          ...modelColumns,
          description: brandModels.description,
          de_bearing_id: brandModels.de_bearing_id,
          nde_bearing_id: brandModels.nde_bearing_id,
          specifications: brandModels.specifications,
          items_count: countReferring(equipmentItems.brand_model_id, brandModels.id),
        })
        .from(brandModels)
        .innerJoin(brands, eq(brands.id, brandModels.brand_id))
        .leftJoin(equipmentTypes, eq(equipmentTypes.id, brandModels.equipment_type_id))
        .$dynamic(),
    complete: withBearings,
  },
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
