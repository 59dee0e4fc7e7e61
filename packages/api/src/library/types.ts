import { type Reader, schema, type Tx } from "@plantwise/db";
import { listInput, OptionValueKind } from "@plantwise/shared";
import { and, asc, count, eq, ilike, inArray, notInArray, or, sql } from "drizzle-orm";
import { z } from "zod";
import { assertLibraryWritable, inLibraryScope, libraryOwnerForCreate } from "../access/scope";
import { AppError } from "../errors";
import { assertNotInUse, restrictOr422 } from "../lib/attached";
import { deleteWithConfirmInput, idInput, optionalRef, optionalText, queryFlag } from "../lib/input";
import { likePattern, listMeta, listOrder, listWindow } from "../lib/list";
import { duplicateName, uniqueOr422 } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { assertLibraryRef, assertUniqueName, notFound, ownerField } from "./library-rows";

const {
  equipmentItems,
  equipmentTypeCategories,
  equipmentTypeOptionValues,
  equipmentTypeOptions,
  equipmentTypes,
} = schema;

const VALUE_KINDS = Object.values(OptionValueKind) as number[];

const jsonFlag = (fallback: boolean) =>
  z.preprocess(
    (v) => (v === "true" || v === "1" || v === 1 ? true : v === "false" || v === "0" || v === 0 ? false : v),
    z.boolean().default(fallback),
  );

const valueInput = z.object({
  id: z.coerce.number().int().positive().optional(),
  value: z.string().trim().min(1, { error: "Value is required" }).max(200),
});

const optionInput = z.object({
  id: z.coerce.number().int().positive().optional(),
  name: z.string().trim().min(1, { error: "Option name is required" }).max(120),
  unit: optionalText(40),
  value_kind: z.coerce
    .number()
    .int()
    .refine((k) => VALUE_KINDS.includes(k), { error: "Unknown value kind" })
    .default(OptionValueKind.LIST),
  is_category: jsonFlag(false),
  is_card: jsonFlag(false),
  is_rpm: jsonFlag(false),
  values: z.array(valueInput).max(500).default([]),
});

const typeFields = z
  .object({
    name: z.string().trim().min(1, { error: "Name is required" }).max(120),
    description: optionalText(2000),
    category_id: optionalRef,
    is_rotating: jsonFlag(true),
    options: z.array(optionInput).max(200).default([]),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.options.forEach((option, i) => {
      const key = option.name.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: "custom",
          path: ["options", i, "name"],
          message: `Option "${option.name}" is listed twice`,
        });
      }
      seen.add(key);
      const values = new Set<string>();
      option.values.forEach((value, j) => {
        const k = value.value.toLowerCase();
        if (values.has(k)) {
          ctx.addIssue({
            code: "custom",
            path: ["options", i, "values", j, "value"],
            message: `Value "${value.value}" is listed twice`,
          });
        }
        values.add(k);
      });
    });
    if (v.options.filter((o) => o.is_category).length > 1) {
      ctx.addIssue({
        code: "custom",
        path: ["options"],
        message: "Only one option can be the Category option",
      });
    }
  });
type TypeFields = z.infer<typeof typeFields>;

/** Spec part 2 §5: the option listing can drop the Category option, or keep only equipment-card options. */
const optionFilters = {
  exclude_category: queryFlag,
  card_only: queryFlag,
};
interface OptionFilters {
  exclude_category?: boolean | undefined;
  card_only?: boolean | undefined;
}

/** The options (with their values, in order) of the given types, keyed by type id. */
async function optionsOf(db: Reader, typeIds: number[], filters: OptionFilters) {
  const byType = new Map<number, Awaited<ReturnType<typeof loadOptions>>>();
  if (typeIds.length === 0) return byType;
  const options = await loadOptions(db, typeIds, filters);
  for (const option of options) {
    const list = byType.get(option.equipment_type_id) ?? [];
    list.push(option);
    byType.set(option.equipment_type_id, list);
  }
  return byType;
}

async function loadOptions(db: Reader, typeIds: number[], filters: OptionFilters) {
  const options = await db
    .select({
      id: equipmentTypeOptions.id,
      equipment_type_id: equipmentTypeOptions.equipment_type_id,
      name: equipmentTypeOptions.name,
      unit: equipmentTypeOptions.unit,
      value_kind: equipmentTypeOptions.value_kind,
      is_category: equipmentTypeOptions.is_category,
      is_card: equipmentTypeOptions.is_card,
      is_rpm: equipmentTypeOptions.is_rpm,
      position: equipmentTypeOptions.position,
    })
    .from(equipmentTypeOptions)
    .where(
      and(
        inArray(equipmentTypeOptions.equipment_type_id, typeIds),
        filters.exclude_category ? eq(equipmentTypeOptions.is_category, false) : undefined,
        filters.card_only ? eq(equipmentTypeOptions.is_card, true) : undefined,
      ),
    )
    .orderBy(asc(equipmentTypeOptions.position), asc(equipmentTypeOptions.id));
  const values =
    options.length === 0
      ? []
      : await db
          .select({
            id: equipmentTypeOptionValues.id,
            option_id: equipmentTypeOptionValues.option_id,
            value: equipmentTypeOptionValues.value,
            position: equipmentTypeOptionValues.position,
          })
          .from(equipmentTypeOptionValues)
          .where(
            inArray(
              equipmentTypeOptionValues.option_id,
              options.map((o) => o.id),
            ),
          )
          .orderBy(asc(equipmentTypeOptionValues.position), asc(equipmentTypeOptionValues.id));
  return options.map((option) => ({
    ...option,
    values: values.filter((v) => v.option_id === option.id).map(({ option_id: _, ...v }) => v),
  }));
}

const itemsCount =
  sql<number>`(select count(*) from "equipment_items" "ei" where "ei"."equipment_type_id" = "equipment_types"."id")`.mapWith(
    Number,
  );

const columns = {
  id: equipmentTypes.id,
  company_id: equipmentTypes.company_id,
  name: equipmentTypes.name,
  description: equipmentTypes.description,
  category_id: equipmentTypes.category_id,
  category_name: equipmentTypeCategories.name,
  is_rotating: equipmentTypes.is_rotating,
  items_count: itemsCount,
};

/** GET /equipments/types: item types with their options and values. */
export const listTypes = permitted("view_equipment_types")
  .input(listInput.extend({ category_id: optionalRef, ...optionFilters }))
  .query(async ({ ctx, input }) => {
    const where = and(
      inLibraryScope(ctx.scope, equipmentTypes.company_id),
      input.category_id ? eq(equipmentTypes.category_id, input.category_id) : undefined,
      input.q
        ? or(
            ilike(equipmentTypes.name, likePattern(input.q)),
            ilike(equipmentTypeCategories.name, likePattern(input.q)),
          )
        : undefined,
    );
    const sortable = {
      id: equipmentTypes.id,
      name: equipmentTypes.name,
      category_name: equipmentTypeCategories.name,
      items_count: itemsCount,
    };
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select(columns)
        .from(equipmentTypes)
        .leftJoin(equipmentTypeCategories, eq(equipmentTypeCategories.id, equipmentTypes.category_id))
        .where(where)
        .orderBy(...listOrder(input, sortable, "name", equipmentTypes.id))
        .limit(listWindow(input).limit)
        .offset(listWindow(input).offset),
      ctx.db
        .select({ n: count() })
        .from(equipmentTypes)
        .leftJoin(equipmentTypeCategories, eq(equipmentTypeCategories.id, equipmentTypes.category_id))
        .where(where),
    ]);
    const options = await optionsOf(
      ctx.db,
      rows.map((r) => r.id),
      input,
    );
    return {
      data: rows.map((row) => ({ ...row, options: options.get(row.id) ?? [] })),
      meta: listMeta(input, total?.n ?? 0),
    };
  });

export const getType = permitted("view_equipment_types")
  .input(idInput.extend(optionFilters))
  .query(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .select(columns)
      .from(equipmentTypes)
      .leftJoin(equipmentTypeCategories, eq(equipmentTypeCategories.id, equipmentTypes.category_id))
      .where(and(eq(equipmentTypes.id, input.id), inLibraryScope(ctx.scope, equipmentTypes.company_id)));
    if (!row) throw notFound("Item type");
    const options = await optionsOf(ctx.db, [row.id], input);
    return { ...row, options: options.get(row.id) ?? [] };
  });

/** GET /equipments/types/options/{id}/values: the values of one list option. */
export const optionValues = permitted("view_equipment_types")
  .input(idInput)
  .query(async ({ ctx, input }) => {
    const [option] = await ctx.db
      .select({ id: equipmentTypeOptions.id })
      .from(equipmentTypeOptions)
      .innerJoin(equipmentTypes, eq(equipmentTypes.id, equipmentTypeOptions.equipment_type_id))
      .where(
        and(eq(equipmentTypeOptions.id, input.id), inLibraryScope(ctx.scope, equipmentTypes.company_id)),
      );
    if (!option) throw notFound("Option");
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

function foreignRow(field: string, what: string): AppError {
  return new AppError("BAD_REQUEST", `Unknown ${what}`, {
    messages: [[`${field}: This ${what} does not belong to this item type`]],
  });
}

/**
 * Replaces the type's options (and each option's values) with the form's list: kept ids are
 * updated, new ones added, missing ones removed (items' values of removed options go with them).
 */
async function saveOptions(tx: Tx, typeId: number, options: TypeFields["options"]) {
  const keptIds = options.flatMap((o) => (o.id ? [o.id] : []));
  if (keptIds.length > 0) {
    const owned = await tx
      .select({ id: equipmentTypeOptions.id })
      .from(equipmentTypeOptions)
      .where(
        and(eq(equipmentTypeOptions.equipment_type_id, typeId), inArray(equipmentTypeOptions.id, keptIds)),
      );
    if (owned.length !== new Set(keptIds).size) throw foreignRow("options", "option");
  }
  await tx
    .delete(equipmentTypeOptions)
    .where(
      and(
        eq(equipmentTypeOptions.equipment_type_id, typeId),
        keptIds.length > 0 ? notInArray(equipmentTypeOptions.id, keptIds) : undefined,
      ),
    );
  for (const [position, option] of options.entries()) {
    const fields = {
      name: option.name,
      unit: option.unit ?? null,
      value_kind: option.value_kind,
      is_category: option.is_category,
      is_card: option.is_card,
      is_rpm: option.is_rpm,
      position,
    };
    let optionId: number;
    if (option.id) {
      optionId = option.id;
      await tx
        .update(equipmentTypeOptions)
        .set({ ...fields, updated_at: new Date() })
        .where(eq(equipmentTypeOptions.id, option.id));
    } else {
      const [created] = await tx
        .insert(equipmentTypeOptions)
        .values({ equipment_type_id: typeId, ...fields })
        .returning({ id: equipmentTypeOptions.id });
      optionId = created!.id;
    }
    // Only list options carry values; switching an option to number or text drops its list.
    const values = option.value_kind === OptionValueKind.LIST ? option.values : [];
    await saveValues(tx, optionId, values, position);
  }
}

async function saveValues(
  tx: Tx,
  optionId: number,
  values: z.infer<typeof valueInput>[],
  optionIndex: number,
) {
  const keptIds = values.flatMap((v) => (v.id ? [v.id] : []));
  if (keptIds.length > 0) {
    const owned = await tx
      .select({ id: equipmentTypeOptionValues.id })
      .from(equipmentTypeOptionValues)
      .where(
        and(
          eq(equipmentTypeOptionValues.option_id, optionId),
          inArray(equipmentTypeOptionValues.id, keptIds),
        ),
      );
    if (owned.length !== new Set(keptIds).size) throw foreignRow(`options.${optionIndex}.values`, "value");
  }
  await tx
    .delete(equipmentTypeOptionValues)
    .where(
      and(
        eq(equipmentTypeOptionValues.option_id, optionId),
        keptIds.length > 0 ? notInArray(equipmentTypeOptionValues.id, keptIds) : undefined,
      ),
    );
  for (const [position, value] of values.entries()) {
    if (value.id) {
      await tx
        .update(equipmentTypeOptionValues)
        .set({ value: value.value, position, updated_at: new Date() })
        .where(eq(equipmentTypeOptionValues.id, value.id));
    } else {
      await tx
        .insert(equipmentTypeOptionValues)
        .values({ option_id: optionId, value: value.value, position });
    }
  }
}

function typeValues(input: TypeFields) {
  return {
    name: input.name,
    description: input.description ?? null,
    category_id: input.category_id ?? null,
    is_rotating: input.is_rotating,
  };
}

function optionClash(): AppError {
  return new AppError("BAD_REQUEST", "Option names and values must be unique", {
    messages: [["options: Option names (per type) and values (per option) must be unique"]],
  });
}

export const createType = permitted("create_equipment_types")
  .input(typeFields.and(z.object({ company_id: ownerField })))
  .mutation(async ({ ctx, input }) => {
    const owner = libraryOwnerForCreate(ctx.scope, input.company_id);
    const id = await ctx.db.transaction(async (tx) => {
      await assertUniqueName(tx, equipmentTypes, equipmentTypes.name, owner, input.name, "item type");
      await assertLibraryRef(
        tx,
        equipmentTypeCategories,
        input.category_id,
        owner,
        "category_id",
        "Category",
      );
      const [created] = await uniqueOr422(
        () =>
          tx
            .insert(equipmentTypes)
            .values({ company_id: owner, ...typeValues(input) })
            .returning({ id: equipmentTypes.id }),
        () => duplicateName("item type", input.name),
      );
      await uniqueOr422(() => saveOptions(tx, created!.id, input.options), optionClash);
      return created!.id;
    });
    return { id };
  });

export const updateType = permitted("edit_equipment_types")
  .input(typeFields.and(idInput))
  .mutation(async ({ ctx, input }) => {
    const where = and(eq(equipmentTypes.id, input.id), inLibraryScope(ctx.scope, equipmentTypes.company_id));
    await ctx.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ company_id: equipmentTypes.company_id })
        .from(equipmentTypes)
        .where(where);
      if (!existing) throw notFound("Item type");
      assertLibraryWritable(ctx.scope, existing.company_id, "item type");
      await assertUniqueName(
        tx,
        equipmentTypes,
        equipmentTypes.name,
        existing.company_id,
        input.name,
        "item type",
        input.id,
      );
      await assertLibraryRef(
        tx,
        equipmentTypeCategories,
        input.category_id,
        existing.company_id,
        "category_id",
        "Category",
      );
      await uniqueOr422(
        () =>
          tx
            .update(equipmentTypes)
            .set({ ...typeValues(input), updated_at: new Date() })
            .where(where),
        () => duplicateName("item type", input.name),
      );
      await uniqueOr422(() => saveOptions(tx, input.id, input.options), optionClash);
    });
    return { id: input.id };
  });

/** Refused (422 naming the count) while equipment items are of this type; options and rules go with it. */
export const deleteType = permitted("delete_equipment_types")
  .input(deleteWithConfirmInput)
  .mutation(async ({ ctx, input }) => {
    return ctx.db.transaction(async (tx) => {
      const where = and(
        eq(equipmentTypes.id, input.id),
        inLibraryScope(ctx.scope, equipmentTypes.company_id),
      );
      const [existing] = await tx
        .select({ id: equipmentTypes.id, company_id: equipmentTypes.company_id })
        .from(equipmentTypes)
        .where(where);
      if (!existing) throw notFound("Item type");
      assertLibraryWritable(ctx.scope, existing.company_id, "item type");
      const [items] = await tx
        .select({ n: count() })
        .from(equipmentItems)
        .where(eq(equipmentItems.equipment_type_id, existing.id));
      assertNotInUse("item type", { "equipment item": items?.n ?? 0 });
      await restrictOr422("item type", () => tx.delete(equipmentTypes).where(where));
      return { status: "ok" as const, id: existing.id };
    });
  });
