import { type Reader, schema } from "@plantwise/db";
import {
  createItemTypeInput,
  getItemTypeInput,
  type ItemTypeFields,
  itemTypeOptionValuesOutput,
  itemTypeRow,
  listItemTypesInput,
  listItemTypesOutput,
  updateItemTypeInput,
} from "@plantwise/shared";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { inLibraryScope } from "../access/scope";
import { countEach } from "../lib/counts";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { givenFilters, listOrder, pagedList, searchIn, sortableBy } from "../lib/list";
import { duplicateName, uniqueOr422 } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { assertLibraryRefs, assertUniqueName, inLibrary } from "./library-rows";
import { libraryWrites } from "./library-writes";
import { optionClash, optionsOf, saveOptions } from "./type-options";

const {
  equipmentItems,
  equipmentTypeCategories,
  equipmentTypeOptionValues,
  equipmentTypeOptions,
  equipmentTypes,
} = schema;

const itemsCount =
  sql<number>`(select count(*) from "equipment_items" "ei" where "ei"."equipment_type_id" = "equipment_types"."id")`.mapWith(
    Number,
  );

const typeColumns = {
  id: equipmentTypes.id,
  company_id: equipmentTypes.company_id,
  name: equipmentTypes.name,
  description: equipmentTypes.description,
  category_id: equipmentTypes.category_id,
  category_name: equipmentTypeCategories.name,
  is_rotating: equipmentTypes.is_rotating,
  items_count: itemsCount,
};

/** Item types with their category's name and how many items are of each. */
function selectTypes(db: Reader) {
  return db
    .select(typeColumns)
    .from(equipmentTypes)
    .leftJoin(equipmentTypeCategories, eq(equipmentTypeCategories.id, equipmentTypes.category_id))
    .$dynamic();
}

/** GET /equipments/types: item types with their options and values. */
export const listTypes = permitted("view_equipment_types")
  .input(listItemTypesInput)
  .output(listItemTypesOutput)
  .query(async ({ ctx, input }) => {
    const where = and(
      inLibraryScope(ctx.scope, equipmentTypes.company_id),
      givenFilters(input, { category_id: equipmentTypes.category_id }),
      searchIn(input.q, equipmentTypes.name, equipmentTypeCategories.name),
    );
    const sortable = sortableBy(typeColumns, ["id", "name", "category_name", "items_count"]);
    const page = await pagedList(input, {
      rows: selectTypes(ctx.db).where(where),
      count: ctx.db
        .select({ n: count() })
        .from(equipmentTypes)
        .leftJoin(equipmentTypeCategories, eq(equipmentTypeCategories.id, equipmentTypes.category_id))
        .where(where),
      order: listOrder(input, sortable, "name", equipmentTypes.id),
    });
    const options = await optionsOf(
      ctx.db,
      page.data.map((r) => r.id),
      input,
    );
    return { ...page, data: page.data.map((row) => ({ ...row, options: options.get(row.id) ?? [] })) };
  });

export const getType = permitted("view_equipment_types")
  .input(getItemTypeInput)
  .output(itemTypeRow)
  .query(async ({ ctx, input }) => {
    const row = await firstOr404(
      selectTypes(ctx.db).where(inLibrary(equipmentTypes, input.id, ctx.scope)),
      "Item type",
    );
    const options = await optionsOf(ctx.db, [row.id], input);
    return { ...row, options: options.get(row.id) ?? [] };
  });

/** GET /equipments/types/options/{id}/values: the values of one list option. */
export const optionValues = permitted("view_equipment_types")
  .input(idInput)
  .output(itemTypeOptionValuesOutput)
  .query(async ({ ctx, input }) => {
    const option = await firstOr404(
      ctx.db
        .select({ id: equipmentTypeOptions.id })
        .from(equipmentTypeOptions)
        .innerJoin(equipmentTypes, eq(equipmentTypes.id, equipmentTypeOptions.equipment_type_id))
        .where(
          and(eq(equipmentTypeOptions.id, input.id), inLibraryScope(ctx.scope, equipmentTypes.company_id)),
        ),
      "Option",
    );
    return ctx.db
      .select({
        id: equipmentTypeOptionValues.id,
        value: equipmentTypeOptionValues.value,
        position: equipmentTypeOptionValues.position,
      })
      .from(equipmentTypeOptionValues)
      .where(eq(equipmentTypeOptionValues.option_id, option.id))
      .orderBy(asc(equipmentTypeOptionValues.position), asc(equipmentTypeOptionValues.id));
  });

/** Delete is refused (422 naming the count) while items are of the type; options and rules go with it. */
export const typeWrites = libraryWrites({
  table: equipmentTypes,
  noun: "item type",
  section: "equipment_types",
  create: createItemTypeInput,
  update: updateItemTypeInput,
  values: (input: ItemTypeFields) => ({
    name: input.name,
    description: input.description ?? null,
    category_id: input.category_id ?? null,
    is_rotating: input.is_rotating,
  }),
  check: async (tx, input, owner, exceptId) => {
    await assertUniqueName(tx, equipmentTypes, equipmentTypes.name, owner, input.name, "item type", exceptId);
    await assertLibraryRefs(tx, owner, input, ["category_id"]);
  },
  duplicate: (input) => duplicateName("item type", input.name),
  saveChildren: (tx, id, input) => uniqueOr422(() => saveOptions(tx, id, input.options), optionClash),
  inUse: (tx, id) =>
    countEach(tx, { "equipment item": [equipmentItems, eq(equipmentItems.equipment_type_id, id)] }),
});
