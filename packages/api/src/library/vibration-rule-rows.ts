/** Reads and writes shared by the vibration analysis rule procedures (list/save rules, crossover values). */
import { type Reader, schema, type Tx } from "@plantwise/db";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Scope } from "../access/auth-user";
import { AppError } from "../errors";
import { firstOr404 } from "../lib/found";
import { inLibrary } from "./library-rows";

const {
  equipmentTypeOptionValues,
  equipmentTypeOptions,
  equipmentTypes,
  faults,
  vibrationAnalysisRules: rules,
  vibrationRuleOptionValues,
} = schema;

/** The item type in the caller's library scope, or 404. */
export function typeInScope(db: Reader, scope: Scope, typeId: number) {
  return firstOr404(
    db
      .select({ id: equipmentTypes.id, company_id: equipmentTypes.company_id })
      .from(equipmentTypes)
      .where(inLibrary(equipmentTypes, typeId, scope)),
    "Item type",
  );
}

export async function rulesOf(db: Reader, typeId: number) {
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

/** 422 unless every value id is a value of one of the type's options. */
export async function assertValuesOfType(db: Reader, typeId: number, ids: number[], field: string) {
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

export async function replaceValues(tx: Tx, ruleId: number, ids: number[]) {
  await tx.delete(vibrationRuleOptionValues).where(eq(vibrationRuleOptionValues.rule_id, ruleId));
  if (ids.length > 0) {
    await tx
      .insert(vibrationRuleOptionValues)
      .values(ids.map((id) => ({ rule_id: ruleId, option_value_id: id })));
  }
}

export function ruleOfType(db: Reader, typeId: number, ruleId: number) {
  return firstOr404(
    db
      .select({ id: rules.id })
      .from(rules)
      .where(and(eq(rules.id, ruleId), eq(rules.equipment_type_id, typeId))),
    "Rule",
  );
}

export async function crossoverValues(db: Reader, ruleId: number) {
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
