import type { RouterOutputs } from "@plantwise/api/router";
import { OptionValueKind } from "@plantwise/shared";
import { z } from "zod";

export type ItemType = RouterOutputs["library"]["types"]["get"];
export type Rule = RouterOutputs["library"]["vibrationRules"]["list"][number];

/** What the server sends back when the rules are saved (packages/api vibration-rules.ts RULES_SAVED). */
export const RULES_SAVED = "Vibration Analysis Rules Saved";
export const PARAMETERS = ["velocity", "acceleration", "envelope"] as const;
export const UNITS: Record<string, string> = { velocity: "mm/s", acceleration: "g", envelope: "gE" };

export function rulesSchema(m: { required: string; number: string; positive: string }) {
  return z.object({
    rules: z.array(
      z.object({
        id: z.number().optional(),
        name: z.string().trim().min(1, { error: m.required }).max(160),
        parameter: z.string().min(1, { error: m.required }),
        order_multiple: z.number().positive({ error: m.positive }).optional(),
        threshold: z.number({ error: m.number }),
        fault_id: z.number().int().positive().nullable(),
        is_active: z.boolean(),
        option_value_ids: z.array(z.number()),
      }),
    ),
  });
}
export type RulesValues = z.input<ReturnType<typeof rulesSchema>>;
export type RuleValues = RulesValues["rules"][number];

export const toValues = (rules: readonly Rule[]): RulesValues => ({
  rules: rules.map((r) => ({
    id: r.id,
    name: r.name,
    parameter: r.parameter,
    order_multiple: r.order_multiple ?? undefined,
    threshold: r.threshold,
    fault_id: r.fault_id,
    is_active: r.is_active,
    option_value_ids: r.option_value_ids,
  })),
});

/** A rule as the server takes it: an id only when it has one, no order multiple as null. */
export const toPayload = (rule: z.output<ReturnType<typeof rulesSchema>>["rules"][number]) => ({
  ...(rule.id ? { id: rule.id } : {}),
  name: rule.name,
  parameter: rule.parameter,
  order_multiple: rule.order_multiple ?? null,
  threshold: rule.threshold,
  fault_id: rule.fault_id,
  is_active: rule.is_active,
  option_value_ids: rule.option_value_ids,
});

/** The type's list options: the values a rule can be limited to (its crossover values). */
export function listOptions(type: ItemType) {
  return type.options.filter((o) => o.value_kind === OptionValueKind.LIST && o.values.length > 0);
}
