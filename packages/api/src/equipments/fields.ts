import { schema, type Tx } from "@plantwise/db";
import {
  type EquipmentFields,
  type equipmentComponentInput,
  type equipmentOptionValueInput,
  OptionValueKind,
} from "@plantwise/shared";
import { eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { AppError } from "../errors";
import { assertLibraryRefs, brandOfModel } from "./place";

/** The checks and writes of an item form's library references, option values and child components. */

const { equipmentComponents, equipmentOptionValues, equipmentTypeOptionValues, equipmentTypeOptions } =
  schema;

/** The library columns of the item row, with a part number's brand filled in. */
export async function libraryColumns(tx: Tx, companyId: number, input: EquipmentFields) {
  const refs = {
    equipment_type_id: input.equipment_type_id ?? null,
    brand_id: input.brand_id ?? null,
    brand_model_id: input.brand_model_id ?? null,
    equipment_subtype_id: input.equipment_subtype_id ?? null,
    subtype_brand_id: input.subtype_brand_id ?? null,
    subtype_brand_model_id: input.subtype_brand_model_id ?? null,
    bearing_id: input.bearing_id ?? null,
  };
  await assertLibraryRefs(tx, companyId, refs);
  refs.brand_id = await brandOfModel(tx, refs.brand_model_id, refs.brand_id);
  refs.subtype_brand_id = await brandOfModel(
    tx,
    refs.subtype_brand_model_id,
    refs.subtype_brand_id,
    "subtype_brand_model_id",
  );
  return refs;
}

function optionError(index: number, reason: string): AppError {
  return new AppError("BAD_REQUEST", `option_values: ${reason}`, {
    messages: [[`option_values.${index}: ${reason}`]],
  });
}

export type OptionRow = { option_id: number; option_value_id: number | null; value: string | null };

/**
 * Checks option values against the item type's options: a list option takes a value id of that
 * option, a number option a finite number, a text option any text.
 */
export async function validOptionValues(
  tx: Tx,
  typeId: number | null,
  values: z.infer<typeof equipmentOptionValueInput>[],
): Promise<OptionRow[]> {
  if (values.length === 0) return [];
  if (typeId == null) throw optionError(0, "an item without a type has no options");
  const options = await tx
    .select({ id: equipmentTypeOptions.id, value_kind: equipmentTypeOptions.value_kind })
    .from(equipmentTypeOptions)
    .where(eq(equipmentTypeOptions.equipment_type_id, typeId));
  const listIds = values.flatMap((v) => (v.option_value_id != null ? [v.option_value_id] : []));
  const listValues =
    listIds.length > 0
      ? await tx
          .select({ id: equipmentTypeOptionValues.id, option_id: equipmentTypeOptionValues.option_id })
          .from(equipmentTypeOptionValues)
          .where(inArray(equipmentTypeOptionValues.id, listIds))
      : [];
  const seen = new Set<number>();
  return values.flatMap((v, i): OptionRow[] => {
    const option = options.find((o) => o.id === v.option_id);
    if (!option) throw optionError(i, "not an option of the item's type");
    if (seen.has(v.option_id)) throw optionError(i, "option given twice");
    seen.add(v.option_id);
    if (option.value_kind === OptionValueKind.LIST) {
      if (v.option_value_id == null) return [];
      const known = listValues.find((lv) => lv.id === v.option_value_id);
      if (!known || known.option_id !== option.id) throw optionError(i, "not a value of this option");
      return [{ option_id: option.id, option_value_id: known.id, value: null }];
    }
    if (v.value == null || v.value === "") return [];
    if (option.value_kind === OptionValueKind.NUMBER) {
      const n = typeof v.value === "number" ? v.value : Number(v.value.trim());
      if (!Number.isFinite(n) || (typeof v.value === "string" && v.value.trim() === "")) {
        throw optionError(i, "must be a number");
      }
      return [{ option_id: option.id, option_value_id: null, value: String(n) }];
    }
    return [{ option_id: option.id, option_value_id: null, value: String(v.value).trim() }];
  });
}

export async function replaceOptionValues(tx: Tx, itemId: number, rows: OptionRow[]): Promise<void> {
  await tx.delete(equipmentOptionValues).where(eq(equipmentOptionValues.equipment_id, itemId));
  if (rows.length > 0) {
    await tx.insert(equipmentOptionValues).values(rows.map((r) => ({ ...r, equipment_id: itemId })));
  }
}

export async function replaceComponents(
  tx: Tx,
  itemId: number,
  companyId: number,
  components: z.infer<typeof equipmentComponentInput>[],
): Promise<void> {
  const rows = [];
  for (const [i, c] of components.entries()) {
    const refs = {
      equipment_type_id: c.equipment_type_id ?? null,
      brand_id: c.brand_id ?? null,
      brand_model_id: c.brand_model_id ?? null,
      bearing_id: c.bearing_id ?? null,
    };
    await assertLibraryRefs(tx, companyId, refs, `child_components.${i}.`);
    refs.brand_id = await brandOfModel(
      tx,
      refs.brand_model_id,
      refs.brand_id,
      `child_components.${i}.brand_model_id`,
    );
    rows.push({
      ...refs,
      equipment_id: itemId,
      name: c.name,
      quantity: c.quantity,
      notes: c.notes ?? null,
      position: i,
    });
  }
  await tx.delete(equipmentComponents).where(eq(equipmentComponents.equipment_id, itemId));
  if (rows.length > 0) await tx.insert(equipmentComponents).values(rows);
}
