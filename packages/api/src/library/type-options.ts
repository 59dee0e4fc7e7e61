import { schema, type Tx } from "@plantwise/db";
import {
  type ItemTypeFields,
  type ItemTypeOptionFilters,
  type itemTypeValueInput,
  OptionValueKind,
} from "@plantwise/shared";
import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { AppError } from "../errors";
import { pruneChildren } from "../lib/children";
import { jsonRows } from "../lib/json-rows";
import { saveListedRow } from "./library-rows";

/** An item type's options and their values: read in bulk, and replaced by the form's list. */

const { equipmentTypeOptionValues, equipmentTypeOptions, equipmentTypes } = schema;

/**
 * Every option of the selected item type (a `equipment_types` row of the outer select), with its
 * values, in order: one JSON column, so a page of types and their options is one statement.
 */
export function typeOptionsColumn() {
  const values = jsonRows(
    {
      id: equipmentTypeOptionValues.id,
      value: equipmentTypeOptionValues.value,
      position: equipmentTypeOptionValues.position,
    },
    sql`from ${equipmentTypeOptionValues} where ${eq(equipmentTypeOptionValues.option_id, equipmentTypeOptions.id)}`,
    [asc(equipmentTypeOptionValues.position), asc(equipmentTypeOptionValues.id)],
  );
  return jsonRows(
    {
      id: equipmentTypeOptions.id,
      equipment_type_id: equipmentTypeOptions.equipment_type_id,
      name: equipmentTypeOptions.name,
      unit: equipmentTypeOptions.unit,
      value_kind: equipmentTypeOptions.value_kind,
      is_category: equipmentTypeOptions.is_category,
      is_card: equipmentTypeOptions.is_card,
      is_rpm: equipmentTypeOptions.is_rpm,
      position: equipmentTypeOptions.position,
      values,
    },
    sql`from ${equipmentTypeOptions} where ${eq(equipmentTypeOptions.equipment_type_id, equipmentTypes.id)}`,
    [asc(equipmentTypeOptions.position), asc(equipmentTypeOptions.id)],
  );
}

/** The options a caller asked for: without category options, or the card options only. */
export function filterOptions<O extends { is_category: boolean; is_card: boolean }>(
  options: readonly O[],
  filters: ItemTypeOptionFilters,
): O[] {
  return options.filter(
    (option) => !(filters.exclude_category && option.is_category) && !(filters.card_only && !option.is_card),
  );
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
