import { OptionValueKind } from "@plantwise/shared";
import { z } from "zod";
import { optionalRef, optionalText, queryFlag } from "../lib/input";

/**
 * The item type form: the type, its options (name, unit, kind, flags) and each list option's
 * values, each name listed once.
 */

const VALUE_KINDS = Object.values(OptionValueKind) as number[];

/** A JSON boolean that also takes "true"/"1"/1 and "false"/"0"/0; absent is `fallback`. */
export const jsonFlag = (fallback: boolean) =>
  z.preprocess(
    (v) => (v === "true" || v === "1" || v === 1 ? true : v === "false" || v === "0" || v === 0 ? false : v),
    z.boolean().default(fallback),
  );

export const valueInput = z.object({
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

export const typeFields = z
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
export type TypeFields = z.infer<typeof typeFields>;

/** Spec part 2 §5: the option listing can drop the Category option, or keep only equipment-card options. */
export const optionFilters = {
  exclude_category: queryFlag,
  card_only: queryFlag,
};
export interface OptionFilters {
  exclude_category?: boolean | undefined;
  card_only?: boolean | undefined;
}
