import type { RouterOutputs } from "@plantwise/api/router";
import { OptionValueKind, vibrationRuleFields } from "@plantwise/shared";
import { z } from "zod";

export type ItemType = RouterOutputs["library"]["types"]["get"];
export type Rule = RouterOutputs["library"]["vibrationRules"]["list"][number];

/** What the server sends back when the rules are saved (packages/api library/save-vibration-rules.ts RULES_SAVED). */
export const RULES_SAVED = "Vibration Analysis Rules Saved";
export const PARAMETERS = ["velocity", "acceleration", "envelope"] as const;
export const UNITS: Record<string, string> = { velocity: "mm/s", acceleration: "g", envelope: "gE" };

/** What the form holds for one rule: its number inputs as numbers (or nothing), no fault as null. */
export interface RuleValues {
  id?: number;
  name: string;
  parameter: string;
  order_multiple?: number;
  threshold: number;
  fault_id: number | null;
  is_active: boolean;
  option_value_ids: number[];
}
export interface RulesValues {
  rules: RuleValues[];
}

/**
 * The API's rule fields and limits; the threshold keeps the form's own message, so a blank one
 * reads "Enter a number" (the number input holds nothing rather than an invalid number).
 */
export function rulesSchema(m: { number: string }) {
  return z.object({
    rules: z.array(
      vibrationRuleFields.extend({
        threshold: z.custom<number>((v) => typeof v === "number" && Number.isFinite(v), { error: m.number }),
      }),
    ),
  });
}

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
  fault_id: rule.fault_id ?? null,
  is_active: rule.is_active,
  option_value_ids: rule.option_value_ids,
});

/** The type's list options: the values a rule can be limited to (its crossover values). */
export function listOptions(type: ItemType) {
  return type.options.filter((o) => o.value_kind === OptionValueKind.LIST && o.values.length > 0);
}
