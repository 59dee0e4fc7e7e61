import type { RouterOutputs } from "@plantwise/api/router";
import { itemTypeBaseFields, OptionValueKind } from "@plantwise/shared";
import type { z } from "zod";

export type ItemType = RouterOutputs["library"]["types"]["get"];

export interface ItemTypeMessages {
  oneCategory: string;
  needsValues: string;
  duplicate: string;
}

/** What the form holds: an item type and its options, every text as typed, no reference as null. */
export interface OptionValues {
  id?: number;
  name: string;
  unit: string;
  value_kind: number;
  is_category: boolean;
  is_card: boolean;
  is_rpm: boolean;
  values: { id?: number; value: string }[];
}
export interface ItemTypeValues {
  name: string;
  description: string;
  category_id: number | null;
  is_rotating: boolean;
  options: OptionValues[];
}

/**
 * The API's item type rules (limits of the type, its options and values), with the form's own
 * wording of the rules across options: a list option needs values, one option at most is the
 * category, an option name is used once.
 */
export function itemTypeSchema(m: ItemTypeMessages) {
  return itemTypeBaseFields.superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.options.forEach((o, i) => {
      if (o.value_kind === OptionValueKind.LIST && o.values.length === 0) {
        ctx.addIssue({ code: "custom", path: ["options", i, "name"], message: m.needsValues });
      }
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
