import { crossoverValuesOutput, vibrationRuleInput } from "@plantwise/shared";
import { permitted } from "../trpc";
import { crossoverValues, ruleOfType, typeInScope } from "./vibration-rule-rows";

/** GET …/vibration-analysis-rules/{ruleId}/crossover-options-values */
export const listCrossoverValues = permitted("view_equipment_types")
  .input(vibrationRuleInput)
  .output(crossoverValuesOutput)
  .query(async ({ ctx, input }) => {
    const type = await typeInScope(ctx.db, ctx.scope, input.typeId);
    const rule = await ruleOfType(ctx.db, type.id, input.ruleId);
    return crossoverValues(ctx.db, rule.id);
  });
