import { schema } from "@plantwise/db";
import {
  createItemTypeInput,
  getItemTypeInput,
  type ItemTypeFields,
  itemTypeOptionValuesOutput,
  itemTypeRow,
  listItemTypesInput,
  updateItemTypeInput,
} from "@plantwise/shared";
import { and, asc, count, eq } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { inLibraryScope } from "../access/scope";
import { countEach } from "../lib/counts";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { sortableBy } from "../lib/list";
import { duplicateName, uniqueOr422 } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { libraryProcedures } from "./library-reads";
import { assertLibraryRefs, assertUniqueName, countReferring } from "./library-rows";
import { filterOptions, optionClash, saveOptions, typeOptionsColumn } from "./type-options";

const {
  equipmentItems,
  equipmentTypeCategories,
  equipmentTypeOptionValues,
  equipmentTypeOptions,
  equipmentTypes,
} = schema;

const itemsCount = countReferring(equipmentItems.equipment_type_id, equipmentTypes.id);

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

/** A type's row with all its options; `complete` keeps the options the caller asked for. */
const typeWithOptions = { ...typeColumns, options: typeOptionsColumn() };

/** The type's category (absent for an uncategorised type). */
function withCategory<T extends PgSelect>(query: T) {
  return query.leftJoin(equipmentTypeCategories, eq(equipmentTypeCategories.id, equipmentTypes.category_id));
}

/**
 * GET /equipments/types: item types with their category's name, how many items are of each, and
 * their options and values; GET /equipments/types/{id}. Delete is refused (422 naming the count)
 * while items are of the type; options and rules go with it.
 */
export const typeProcedures = libraryProcedures({
  table: equipmentTypes,
  noun: "item type",
  section: "equipment_types",
  input: listItemTypesInput,
  getInput: getItemTypeInput,
  row: itemTypeRow,
  rows: (db, list) =>
    withCategory(
      db
        .select({ ...typeWithOptions, ...list })
        .from(equipmentTypes)
        .$dynamic(),
    ),
  count: (db) => withCategory(db.select({ n: count() }).from(equipmentTypes).$dynamic()),
  filters: { category_id: equipmentTypes.category_id },
  search: [equipmentTypes.name, equipmentTypeCategories.name],
  sortable: sortableBy(typeColumns, ["id", "name", "category_name", "items_count"]),
  orderBy: "name",
  complete: async (_ctx, rows, filters) =>
    rows.map((row) => ({ ...row, options: filterOptions(row.options, filters) })),
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
