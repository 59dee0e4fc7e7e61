import { saveCrossoverValuesInput } from "@plantwise/shared";
import { assertLibraryWritable } from "../access/scope";
import { permitted } from "../trpc";
import {
  assertValuesOfType,
  crossoverValues,
  replaceValues,
  ruleOfType,
  typeInScope,
} from "./vibration-rule-rows";

/** POST …/crossover-options-values: replaces the rule's values; each must be a value of the type's options. */
export const saveCrossoverValues = permitted("edit_equipment_types")
  .input(saveCrossoverValuesInput)
  .mutation(async ({ ctx, input }) => {
    const data = await ctx.db.transaction(async (tx) => {
      const type = await typeInScope(tx, ctx.scope, input.typeId);
      assertLibraryWritable(ctx.scope, type.company_id, "item type");
      const rule = await ruleOfType(tx, type.id, input.ruleId);
      const ids = await assertValuesOfType(tx, type.id, input.option_value_ids, "option_value_ids");
      await replaceValues(tx, rule.id, ids);
      return crossoverValues(tx, rule.id);
    });
    return { status: "ok" as const, data };
  });
