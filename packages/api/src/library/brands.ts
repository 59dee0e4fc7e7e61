import { schema } from "@plantwise/db";
import { brandDetails, brandFields, brandRow, listInput } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { countEach } from "../lib/counts";
import { sortableBy } from "../lib/list";
import { duplicateName } from "../lib/uniqueness";
import { libraryProcedures } from "./library-reads";
import { assertUniqueName, countReferring } from "./library-rows";
import { libraryInputs } from "./library-writes";

const { brandModels, brands, equipmentItems } = schema;

type BrandFields = z.infer<typeof brandFields>;

const brandColumns = {
  id: brands.id,
  company_id: brands.company_id,
  name: brands.name,
  website: brands.website,
  models_count: countReferring(brandModels.brand_id, brands.id),
};

/**
 * GET /equipments/brands: shared brands and the caller's company's own; one brand adds its notes
 * and items count. Delete is refused (422 naming the counts) while part numbers or equipment items
 * use the brand.
 */
export const brandProcedures = libraryProcedures({
  table: brands,
  noun: "brand",
  section: "brands",
  input: listInput,
  row: brandRow,
  rows: (db, list) =>
    db
      .select({ ...brandColumns, ...list })
      .from(brands)
      .$dynamic(),
  search: [brands.name, brands.website],
  sortable: sortableBy(brandColumns, ["id", "name", "website", "models_count"]),
  orderBy: "name",
  details: {
    row: brandDetails,
    rows: (db) =>
      db
        .select({
          ...brandColumns,
          notes: brands.notes,
          items_count: countReferring(equipmentItems.brand_id, brands.id),
        })
        .from(brands)
        .$dynamic(),
  },
  ...libraryInputs(brandFields),
  values: (input: BrandFields) => ({
    name: input.name,
    website: input.website ?? null,
    notes: input.notes ?? null,
  }),
  check: (tx, input, owner, exceptId) =>
    assertUniqueName(tx, brands, brands.name, owner, input.name, "brand", exceptId),
  duplicate: (input) => duplicateName("brand", input.name),
  inUse: (tx, id) =>
    countEach(tx, {
      "equipment item": [equipmentItems, eq(equipmentItems.brand_id, id)],
      "part number": [brandModels, eq(brandModels.brand_id, id)],
    }),
});
