import { vibrationRulesInput, vibrationRulesOutput } from "@plantwise/shared";
import { permitted } from "../trpc";
import { rulesOf, typeInScope } from "./vibration-rule-rows";

/** GET /equipments/types/{typeId}/vibration-analysis-rules */
export const listRules = permitted("view_equipment_types")
  .input(vibrationRulesInput)
  .output(vibrationRulesOutput)
  .query(async ({ ctx, input }) => {
    const type = await typeInScope(ctx.db, ctx.scope, input.typeId);
    return rulesOf(ctx.db, type.id);
  });
