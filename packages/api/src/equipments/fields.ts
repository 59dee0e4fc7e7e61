import { schema, type Tx } from "@plantwise/db";
import { OptionValueKind } from "@plantwise/shared";
import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { AppError } from "../errors";
import { optionalText } from "../lib/input";
import { assertLibraryRefs, brandOfModel } from "./place";

/** Form fields of an equipment item (every schema field except the RPM ones, which have their own call). */

const { equipmentComponents, equipmentOptionValues, equipmentTypeOptionValues, equipmentTypeOptions } =
  schema;

const optionalId = z.preprocess(
  (v) => (v === "" ? null : v),
  z.coerce.number().int().positive().nullable().optional(),
);
const flag = z.preprocess(
  (v) => (v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v),
  z.boolean().optional(),
);

export const optionValueInput = z.object({
  option_id: z.coerce.number().int().positive(),
  option_value_id: optionalId,
  value: z
    .union([z.string().max(500), z.number()])
    .nullable()
    .optional(),
});

export const componentInput = z.object({
  name: z.string().trim().min(1, { error: "Component name is required" }).max(120),
  equipment_type_id: optionalId,
  brand_id: optionalId,
  brand_model_id: optionalId,
  bearing_id: optionalId,
  quantity: z.coerce.number().int().min(1).max(10_000).default(1),
  notes: optionalText(1000),
});

export const equipmentFields = z.object({
  name: z.string().trim().min(1, { error: "Name is required" }).max(120),
  serial_number: optionalText(120),
  equipment_type_id: optionalId,
  brand_id: optionalId,
  brand_model_id: optionalId,
  equipment_subtype_id: optionalId,
  subtype_brand_id: optionalId,
  subtype_brand_model_id: optionalId,
  bearing_id: optionalId,
  sensor_location: optionalText(200),
  loc_on_machine: optionalText(200),
  notes: optionalText(5000),
  asset_id: optionalId,
  store_room_id: optionalId,
  is_store_room: flag,
  is_limbo: flag,
  has_breakdown: flag,
  /** Absent: unchanged on update, none on create. */
  option_values: z.array(optionValueInput).max(200).optional(),
  /** Absent: unchanged on update, none on create; present: replaces the list. */
  child_components: z.array(componentInput).max(200).optional(),
});
export type EquipmentFields = z.infer<typeof equipmentFields>;

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
  values: z.infer<typeof optionValueInput>[],
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
  components: z.infer<typeof componentInput>[],
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
