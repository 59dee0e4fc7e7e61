import { schema } from "@plantwise/db";
import { saveVibrationRulesInput } from "@plantwise/shared";
import { assertLibraryWritable } from "../access/scope";
import { AppError } from "../errors";
import { pruneChildren } from "../lib/children";
import { permitted } from "../trpc";
import { assertLibraryRef, saveListedRow } from "./library-rows";
import { assertValuesOfType, replaceValues, rulesOf, typeInScope } from "./vibration-rule-rows";

const { faults, vibrationAnalysisRules: rules } = schema;

export const RULES_SAVED = "Vibration Analysis Rules Saved";

function unknownRule(): AppError {
  return new AppError("BAD_REQUEST", "Unknown rule", {
    messages: [["rules: A rule does not belong to this item type"]],
  });
}

/** POST /equipments/types/{typeId}/vibration-analysis-rules: replaces the type's whole rule set. */
export const saveRules = permitted("edit_equipment_types")
  .input(saveVibrationRulesInput)
  .mutation(async ({ ctx, input }) => {
    const data = await ctx.db.transaction(async (tx) => {
      const type = await typeInScope(tx, ctx.scope, input.typeId);
      assertLibraryWritable(ctx.scope, type.company_id, "item type");
      const rows = { id: rules.id, parent: rules.equipment_type_id };
      await pruneChildren(tx, rows, type.id, input.rules, unknownRule);
      for (const [i, rule] of input.rules.entries()) {
        await assertLibraryRef(tx, faults, rule.fault_id, type.company_id, `rules.${i}.fault_id`, "Fault");
        if (rule.option_value_ids) {
          await assertValuesOfType(tx, type.id, rule.option_value_ids, `rules.${i}.option_value_ids`);
        }
      }
      for (const rule of input.rules) {
        const values = {
          name: rule.name,
          parameter: rule.parameter,
          order_multiple: rule.order_multiple ?? null,
          threshold: rule.threshold,
          fault_id: rule.fault_id ?? null,
          is_active: rule.is_active,
        };
        const ruleId = await saveListedRow(tx, rules, rule.id, { equipment_type_id: type.id }, values);
        if (rule.option_value_ids) await replaceValues(tx, ruleId, [...new Set(rule.option_value_ids)]);
      }
      return rulesOf(tx, type.id);
    });
    return { status: "ok" as const, message: RULES_SAVED, data };
  });
