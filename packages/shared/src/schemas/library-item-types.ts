/**
 * Library: the item type form (the type, its options and each list option's values), the filters
 * of its list, and its vibration analysis rules. Whether an option or value id belongs to the type
 * needs the database and stays in the API.
 */
import { z } from "zod";
import { OptionValueKind } from "../assets";
import { idInput, optionalRef, optionalText, ownerField } from "./fields";
import { listInput, queryFlag, recordId } from "./list";

/** A JSON boolean that also takes "true"/"1"/1 and "false"/"0"/0; absent is `fallback`. */
export const jsonFlag = (fallback: boolean) =>
  z.preprocess(
    (v) => (v === "true" || v === "1" || v === 1 ? true : v === "false" || v === "0" || v === 0 ? false : v),
    z.boolean().default(fallback),
  );

/** Spec part 2 §5: the option listing can drop the Category option, or keep only equipment-card options. */
export const itemTypeOptionFilters = z.object({
  exclude_category: queryFlag,
  card_only: queryFlag,
});
export type ItemTypeOptionFilters = z.infer<typeof itemTypeOptionFilters>;

/** GET /equipments/types: item types, filtered by category, with their options filtered as asked. */
export const listItemTypesInput = listInput.extend({
  category_id: optionalRef,
  ...itemTypeOptionFilters.shape,
});

/** One item type, with its options filtered as asked. */
export const getItemTypeInput = idInput.extend(itemTypeOptionFilters.shape);

const VALUE_KINDS = Object.values(OptionValueKind) as number[];

/** A list option's value; with its id when it is kept. */
export const itemTypeValueInput = z.object({
  id: recordId.optional(),
  value: z.string().trim().min(1, { error: "Value is required" }).max(200),
});

export const itemTypeOptionInput = z.object({
  id: recordId.optional(),
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
  values: z.array(itemTypeValueInput).max(500).default([]),
});

/**
 * An item type's fields, each on its own; `itemTypeFields` adds the rules across its options.
 * Forms with their own wording of those rules start from these.
 */
export const itemTypeBaseFields = z.object({
  name: z.string().trim().min(1, { error: "Name is required" }).max(120),
  description: optionalText(2000),
  category_id: optionalRef,
  is_rotating: jsonFlag(true),
  options: z.array(itemTypeOptionInput).max(200).default([]),
});

/** The positions of the entries an earlier entry already names (compared case-insensitively). */
function repeatedAt(names: string[]): Set<number> {
  const seen = new Set<string>();
  const repeated = new Set<number>();
  names.forEach((name, i) => {
    const key = name.toLowerCase();
    if (seen.has(key)) repeated.add(i);
    seen.add(key);
  });
  return repeated;
}

/** The item type form: the type and its options, each option name and each value listed once. */
export const itemTypeFields = itemTypeBaseFields.superRefine((v, ctx) => {
  const repeatedOptions = repeatedAt(v.options.map((option) => option.name));
  v.options.forEach((option, i) => {
    if (repeatedOptions.has(i)) {
      ctx.addIssue({
        code: "custom",
        path: ["options", i, "name"],
        message: `Option "${option.name}" is listed twice`,
      });
    }
    for (const j of repeatedAt(option.values.map((value) => value.value))) {
      ctx.addIssue({
        code: "custom",
        path: ["options", i, "values", j, "value"],
        message: `Value "${option.values[j]?.value}" is listed twice`,
      });
    }
  });
  if (v.options.filter((o) => o.is_category).length > 1) {
    ctx.addIssue({
      code: "custom",
      path: ["options"],
      message: "Only one option can be the Category option",
    });
  }
});
export type ItemTypeFields = z.infer<typeof itemTypeFields>;

/** A new item type, whose owner provider staff may name; an update names the type. */
export const createItemTypeInput = itemTypeFields.and(z.object({ company_id: ownerField }));
export const updateItemTypeInput = itemTypeFields.and(idInput);

/** An item type's vibration analysis rules, by the REST path's `typeId`. */
export const vibrationRulesInput = z.object({ typeId: recordId });
/** One rule of an item type, by the REST path's `typeId` and `ruleId`. */
export const vibrationRuleInput = vibrationRulesInput.extend({ ruleId: recordId });
/** A rule's crossover option values, as the rules form and the crossover save send them. */
export const crossoverValueIds = z.array(recordId).max(500);
export const saveCrossoverValuesInput = vibrationRuleInput.extend({
  option_value_ids: crossoverValueIds.default([]),
});

/** One rule of the rules form; with its id when it is kept. */
export const vibrationRuleFields = z.object({
  id: recordId.optional(),
  name: z.string().trim().min(1, { error: "Rule name is required" }).max(160),
  parameter: z.string().trim().min(1, { error: "Parameter is required" }).max(60),
  order_multiple: z.preprocess(
    (v) => (v === "" || v === null ? null : v),
    z.coerce.number().positive({ error: "Order must be above 0" }).nullable().optional(),
  ),
  threshold: z.coerce.number({ error: "Threshold must be a number" }),
  fault_id: optionalRef,
  is_active: jsonFlag(true),
  /** When present, replaces the rule's crossover option values too. */
  option_value_ids: crossoverValueIds.optional(),
});

/** POST /equipments/types/{typeId}/vibration-analysis-rules: the type's whole rule set. */
export const saveVibrationRulesInput = vibrationRulesInput.extend({
  rules: z.array(vibrationRuleFields).max(500).default([]),
});
