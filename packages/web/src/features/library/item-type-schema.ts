import type { RouterOutputs } from "@plantwise/api/router";
import { OptionValueKind } from "@plantwise/shared";
import { z } from "zod";

export type ItemType = RouterOutputs["library"]["types"]["get"];

export interface ItemTypeMessages {
  required: string;
  oneCategory: string;
  needsValues: string;
  duplicate: string;
}

/** An item type and its options; a list option needs values, one option at most is the category. */
export function itemTypeSchema(m: ItemTypeMessages) {
  const option = z
    .object({
      id: z.number().optional(),
      name: z.string().trim().min(1, { error: m.required }).max(120),
      unit: z.string().trim().max(40),
      value_kind: z.number().int(),
      is_category: z.boolean(),
      is_card: z.boolean(),
      is_rpm: z.boolean(),
      values: z.array(
        z.object({
          id: z.number().optional(),
          value: z.string().trim().min(1, { error: m.required }).max(200),
        }),
      ),
    })
    .superRefine((o, ctx) => {
      if (o.value_kind === OptionValueKind.LIST && o.values.length === 0) {
        ctx.addIssue({ code: "custom", path: ["name"], message: m.needsValues });
      }
    });
  return z
    .object({
      name: z.string().trim().min(1, { error: m.required }).max(120),
      description: z.string().max(2000),
      category_id: z.number().int().positive().nullable(),
      is_rotating: z.boolean(),
      options: z.array(option),
    })
    .superRefine((v, ctx) => {
      const seen = new Set<string>();
      v.options.forEach((o, i) => {
        const key = o.name.trim().toLowerCase();
        if (key && seen.has(key))
          ctx.addIssue({ code: "custom", path: ["options", i, "name"], message: m.duplicate });
        seen.add(key);
      });
      const categories = v.options.flatMap((o, i) => (o.is_category ? [i] : []));
      for (const i of categories.slice(1)) {
        ctx.addIssue({ code: "custom", path: ["options", i, "is_category"], message: m.oneCategory });
      }
    });
}
export type ItemTypeValues = z.input<ReturnType<typeof itemTypeSchema>>;
export type OptionValues = ItemTypeValues["options"][number];

export function itemTypeDefaults(type: ItemType | undefined): ItemTypeValues {
  return {
    name: type?.name ?? "",
    description: type?.description ?? "",
    category_id: type?.category_id ?? null,
    is_rotating: type?.is_rotating ?? true,
    options: (type?.options ?? []).map((o) => ({
      id: o.id,
      name: o.name,
      unit: o.unit ?? "",
      value_kind: o.value_kind,
      is_category: o.is_category,
      is_card: o.is_card,
      is_rpm: o.is_rpm,
      values: o.values.map((v) => ({ id: v.id, value: v.value })),
    })),
  };
}

/** What the server takes: blanks as null, ids only on rows that have one, values only on lists. */
export function itemTypePayload(values: z.output<ReturnType<typeof itemTypeSchema>>) {
  return {
    name: values.name,
    description: values.description || null,
    category_id: values.category_id,
    is_rotating: values.is_rotating,
    options: values.options.map((o) => ({
      ...(o.id ? { id: o.id } : {}),
      name: o.name,
      unit: o.unit || null,
      value_kind: o.value_kind,
      is_category: o.is_category,
      is_card: o.is_card,
      is_rpm: o.is_rpm,
      values:
        o.value_kind === OptionValueKind.LIST
          ? o.values.map((v) => ({ ...(v.id ? { id: v.id } : {}), value: v.value }))
          : [],
    })),
  };
}
