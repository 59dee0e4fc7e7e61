import { type Reader, schema, type Tx } from "@plantwise/db";
import {
  crossoverValuesOutput,
  saveCrossoverValuesInput,
  saveVibrationRulesInput,
  vibrationRuleInput,
  vibrationRulesInput,
  vibrationRulesOutput,
} from "@plantwise/shared";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Scope } from "../access/auth-user";
import { assertLibraryWritable } from "../access/scope";
import { AppError } from "../errors";
import { pruneChildren } from "../lib/children";
import { firstOr404 } from "../lib/found";
import { permitted } from "../trpc";
import { assertLibraryRef, inLibrary, saveListedRow } from "./library-rows";

const {
  equipmentTypeOptionValues,
  equipmentTypeOptions,
  equipmentTypes,
  faults,
  vibrationAnalysisRules: rules,
  vibrationRuleOptionValues,
} = schema;

export const RULES_SAVED = "Vibration Analysis Rules Saved";

/** The item type in the caller's library scope, or 404. */
function typeInScope(db: Reader, scope: Scope, typeId: number) {
  return firstOr404(
    db
      .select({ id: equipmentTypes.id, company_id: equipmentTypes.company_id })
      .from(equipmentTypes)
      .where(inLibrary(equipmentTypes, typeId, scope)),
    "Item type",
  );
}

async function rulesOf(db: Reader, typeId: number) {
  const rows = await db
    .select({
      id: rules.id,
      equipment_type_id: rules.equipment_type_id,
      name: rules.name,
      parameter: rules.parameter,
      order_multiple: rules.order_multiple,
      threshold: rules.threshold,
      fault_id: rules.fault_id,
      fault_name: faults.name,
      is_active: rules.is_active,
    })
    .from(rules)
    .leftJoin(faults, eq(faults.id, rules.fault_id))
    .where(eq(rules.equipment_type_id, typeId))
    .orderBy(asc(rules.id));
  const links =
    rows.length === 0
      ? []
      : await db
          .select({
            rule_id: vibrationRuleOptionValues.rule_id,
            id: vibrationRuleOptionValues.option_value_id,
          })
          .from(vibrationRuleOptionValues)
          .where(
            inArray(
              vibrationRuleOptionValues.rule_id,
              rows.map((r) => r.id),
            ),
          );
  return rows.map((row) => ({
    ...row,
    option_value_ids: links
      .filter((l) => l.rule_id === row.id)
      .map((l) => l.id)
      .sort((a, b) => a - b),
  }));
}

/** GET /equipments/types/{typeId}/vibration-analysis-rules */
export const listRules = permitted("view_equipment_types")
  .input(vibrationRulesInput)
  .output(vibrationRulesOutput)
  .query(async ({ ctx, input }) => {
    const type = await typeInScope(ctx.db, ctx.scope, input.typeId);
    return rulesOf(ctx.db, type.id);
  });

/** 422 unless every value id is a value of one of the type's options. */
async function assertValuesOfType(db: Reader, typeId: number, ids: number[], field: string) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await db
    .select({ id: equipmentTypeOptionValues.id })
    .from(equipmentTypeOptionValues)
    .innerJoin(equipmentTypeOptions, eq(equipmentTypeOptions.id, equipmentTypeOptionValues.option_id))
    .where(
      and(inArray(equipmentTypeOptionValues.id, unique), eq(equipmentTypeOptions.equipment_type_id, typeId)),
    );
  if (found.length !== unique.length) {
    throw new AppError("BAD_REQUEST", "Unknown option value", {
      messages: [[`${field}: An option value does not belong to this item type's options`]],
    });
  }
  return unique;
}

async function replaceValues(tx: Tx, ruleId: number, ids: number[]) {
  await tx.delete(vibrationRuleOptionValues).where(eq(vibrationRuleOptionValues.rule_id, ruleId));
  if (ids.length > 0) {
    await tx
      .insert(vibrationRuleOptionValues)
      .values(ids.map((id) => ({ rule_id: ruleId, option_value_id: id })));
  }
}

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

function ruleOfType(db: Reader, typeId: number, ruleId: number) {
  return firstOr404(
    db
      .select({ id: rules.id })
      .from(rules)
      .where(and(eq(rules.id, ruleId), eq(rules.equipment_type_id, typeId))),
    "Rule",
  );
}

async function crossoverValues(db: Reader, ruleId: number) {
  return db
    .select({
      id: equipmentTypeOptionValues.id,
      value: equipmentTypeOptionValues.value,
      option_id: equipmentTypeOptions.id,
      option_name: equipmentTypeOptions.name,
    })
    .from(vibrationRuleOptionValues)
    .innerJoin(
      equipmentTypeOptionValues,
      eq(equipmentTypeOptionValues.id, vibrationRuleOptionValues.option_value_id),
    )
    .innerJoin(equipmentTypeOptions, eq(equipmentTypeOptions.id, equipmentTypeOptionValues.option_id))
    .where(eq(vibrationRuleOptionValues.rule_id, ruleId))
    .orderBy(
      asc(equipmentTypeOptions.position),
      asc(equipmentTypeOptionValues.position),
      asc(equipmentTypeOptionValues.id),
    );
}

/** GET …/vibration-analysis-rules/{ruleId}/crossover-options-values */
export const listCrossoverValues = permitted("view_equipment_types")
  .input(vibrationRuleInput)
  .output(crossoverValuesOutput)
  .query(async ({ ctx, input }) => {
    const type = await typeInScope(ctx.db, ctx.scope, input.typeId);
    const rule = await ruleOfType(ctx.db, type.id, input.ruleId);
    return crossoverValues(ctx.db, rule.id);
  });

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
