import { type Reader, schema, type Tx } from "@plantwise/db";
import {
  type ItemTypeFields,
  type ItemTypeOptionFilters,
  type itemTypeValueInput,
  OptionValueKind,
} from "@plantwise/shared";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { AppError } from "../errors";
import { pruneChildren } from "../lib/children";
import { saveListedRow } from "./library-rows";

/** An item type's options and their values: read in bulk, and replaced by the form's list. */

const { equipmentTypeOptionValues, equipmentTypeOptions } = schema;

/** The options (with their values, in order) of the given types, keyed by type id. */
export async function optionsOf(db: Reader, typeIds: number[], filters: ItemTypeOptionFilters) {
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

async function loadOptions(db: Reader, typeIds: number[], filters: ItemTypeOptionFilters) {
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

function foreignRow(field: string, what: string): AppError {
  return new AppError("BAD_REQUEST", `Unknown ${what}`, {
    messages: [[`${field}: This ${what} does not belong to this item type`]],
  });
}

/**
 * Replaces the type's options (and each option's values) with the form's list: kept ids are
 * updated, new ones added, missing ones removed (items' values of removed options go with them).
 */
export async function saveOptions(tx: Tx, typeId: number, options: ItemTypeFields["options"]) {
  await pruneChildren(
    tx,
    { id: equipmentTypeOptions.id, parent: equipmentTypeOptions.equipment_type_id },
    typeId,
    options,
    () => foreignRow("options", "option"),
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
    const optionId = await saveListedRow(
      tx,
      equipmentTypeOptions,
      option.id,
      { equipment_type_id: typeId },
      fields,
    );
    // Only list options carry values; switching an option to number or text drops its list.
    const values = option.value_kind === OptionValueKind.LIST ? option.values : [];
    await saveValues(tx, optionId, values, position);
  }
}

async function saveValues(
  tx: Tx,
  optionId: number,
  values: z.infer<typeof itemTypeValueInput>[],
  optionIndex: number,
) {
  await pruneChildren(
    tx,
    { id: equipmentTypeOptionValues.id, parent: equipmentTypeOptionValues.option_id },
    optionId,
    values,
    () => foreignRow(`options.${optionIndex}.values`, "value"),
  );
  for (const [position, value] of values.entries()) {
    await saveListedRow(
      tx,
      equipmentTypeOptionValues,
      value.id,
      { option_id: optionId },
      {
        value: value.value,
        position,
      },
    );
  }
}

export function optionClash(): AppError {
  return new AppError("BAD_REQUEST", "Option names and values must be unique", {
    messages: [["options: Option names (per type) and values (per option) must be unique"]],
  });
}
