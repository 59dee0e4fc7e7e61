import { schema } from "@plantwise/db";
import { brandDetails, brandFields, listBrandsOutput, listInput } from "@plantwise/shared";
import { and, count, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { inLibraryScope } from "../access/scope";
import { countEach } from "../lib/counts";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { listOrder, pagedList, searchIn, sortableBy } from "../lib/list";
import { duplicateName } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { assertUniqueName, inLibrary } from "./library-rows";
import { libraryInputs, libraryWrites } from "./library-writes";

const { brandModels, brands, equipmentItems } = schema;

const itemsCount =
  sql<number>`(select count(*) from "equipment_items" "ei" where "ei"."brand_id" = "brands"."id")`.mapWith(
    Number,
  );
const modelsCount =
  sql<number>`(select count(*) from "brand_models" "bm" where "bm"."brand_id" = "brands"."id")`.mapWith(
    Number,
  );

type BrandFields = z.infer<typeof brandFields>;

/** GET /equipments/brands: shared brands and the caller's company's own. */
export const listBrands = permitted("view_brands")
  .input(listInput)
  .output(listBrandsOutput)
  .query(({ ctx, input }) => {
    const where = and(
      inLibraryScope(ctx.scope, brands.company_id),
      searchIn(input.q, brands.name, brands.website),
    );
    const columns = {
      id: brands.id,
      company_id: brands.company_id,
      name: brands.name,
      website: brands.website,
      models_count: modelsCount,
    };
    const sortable = sortableBy(columns, ["id", "name", "website", "models_count"]);
    return pagedList(input, {
      rows: ctx.db.select(columns).from(brands).where(where).$dynamic(),
      count: ctx.db.select({ n: count() }).from(brands).where(where),
      order: listOrder(input, sortable, "name", brands.id),
    });
  });

export const getBrand = permitted("view_brands")
  .input(idInput)
  .output(brandDetails)
  .query(({ ctx, input }) =>
    firstOr404(
      ctx.db
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
        .where(inLibrary(brands, input.id, ctx.scope)),
      "Brand",
    ),
  );

/** Delete is refused (422 naming the counts) while part numbers or equipment items use the brand. */
export const brandWrites = libraryWrites({
  table: brands,
  noun: "brand",
  section: "brands",
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
