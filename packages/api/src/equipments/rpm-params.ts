import { schema } from "@plantwise/db";
import {
  evaluateFormula,
  formulaProblem,
  RpmSource,
  rpmOptionsInput,
  rpmOptionsOutput,
  rpmParamsInput,
  rpmParamsOutput,
} from "@plantwise/shared";
import { and, asc, eq } from "drizzle-orm";
import { inLibraryScope, inPlantScope } from "../access/scope";
import { withItemLine } from "../hierarchy/service";
import { invalid } from "../lib/fields";
import { firstOr404 } from "../lib/found";
import { permitted } from "../trpc";
import { writeHistory } from "./place";

const {
  brandModels,
  equipmentItems,
  equipmentTypeOptionValues,
  equipmentTypeOptions,
  equipmentTypes,
  productionLines,
} = schema;

/**
 * The RPM an item runs at, when the server can tell: the source's value through the formula.
 * Max peak frequency comes from sensor spectra (not stored yet), so it is never computable here.
 */
export function effectiveRpm(
  source: number | null,
  values: { line?: number | null; rated?: number | null; manual?: number | null; external?: number | null },
  formula: string | null,
): number | null {
  const raw =
    source === RpmSource.LINE_SPEED
      ? values.line
      : source === RpmSource.SPECIFICATION
        ? values.rated
        : source === RpmSource.MANUAL
          ? values.manual
          : source === RpmSource.EXTERNAL
            ? values.external
            : null;
  if (raw == null || !Number.isFinite(raw)) return null;
  if (!formula) return raw;
  try {
    const v = evaluateFormula(formula, raw);
    return Number.isFinite(v) ? v : null;
  } catch {
    return null;
  }
}

/** PUT /equipments/{itemId}/rpm-params: the item's RPM source and how its value becomes RPM. */
export const setRpmParams = permitted("edit_dashboard")
  .input(rpmParamsInput)
  .output(rpmParamsOutput)
  .mutation(async ({ ctx, input }) => {
    if (input.rpm_formula) {
      const problem = formulaProblem(input.rpm_formula);
      if (problem) throw invalid("rpm_formula", problem);
    }
    return ctx.db.transaction(async (tx) => {
      const query = tx
        .select({
          item: equipmentItems,
          rated_rpm: brandModels.rated_rpm,
          line_speed_rpm: productionLines.line_speed_rpm,
        })
        .from(equipmentItems)
        .leftJoin(brandModels, eq(brandModels.id, equipmentItems.brand_model_id))
        .$dynamic();
      const where = and(
        eq(equipmentItems.id, input.itemId),
        inPlantScope(ctx.scope, equipmentItems.plant_id),
      );
      const row = await firstOr404(withItemLine(query).where(where), "Equipment item");
      const { item } = row;
      const source = input.rpm_source_item;
      if (source === RpmSource.MANUAL && input.rpm_value == null) {
        throw invalid("rpm_value", "is required for a manual RPM");
      }
      if (source === RpmSource.EXTERNAL && !input.rpm_external_node_id) {
        throw invalid("rpm_external_node_id", "is required for an external RPM");
      }
      if (source === RpmSource.SPECIFICATION && row.rated_rpm == null) {
        throw invalid("rpm_source_item", "the item's part number has no rated RPM");
      }
      if (input.rpm_option_value_id != null) {
        const [value] = await tx
          .select({ id: equipmentTypeOptionValues.id })
          .from(equipmentTypeOptionValues)
          .innerJoin(equipmentTypeOptions, eq(equipmentTypeOptions.id, equipmentTypeOptionValues.option_id))
          .where(
            and(
              eq(equipmentTypeOptionValues.id, input.rpm_option_value_id),
              eq(equipmentTypeOptions.is_rpm, true),
              item.equipment_type_id == null
                ? undefined
                : eq(equipmentTypeOptions.equipment_type_id, item.equipment_type_id),
            ),
          );
        if (!value) throw invalid("rpm_option_value_id", "not an RPM option value of the item's type");
      }
      const values = {
        rpm_source_item: source,
        rpm_value: input.rpm_value ?? null,
        rpm_option_value_id: input.rpm_option_value_id ?? null,
        rpm_formula: input.rpm_formula ?? null,
        rpm_external_node_id: input.rpm_external_node_id ?? null,
        rpm_external_node_parameter: input.rpm_external_node_parameter ?? null,
        rpm_external_source_type: input.rpm_external_source_type ?? null,
        rpm_unit_expression: input.rpm_unit_expression ?? null,
        is_rpm_visible: input.is_rpm_visible ?? item.is_rpm_visible,
        is_rpm_params_set: true,
      };
      await tx
        .update(equipmentItems)
        .set({ ...values, updated_at: new Date() })
        .where(eq(equipmentItems.id, item.id));
      await writeHistory(tx, [
        {
          equipment_id: item.id,
          user_id: ctx.user.id,
          action: "rpm_set",
          details: { rpm_source_item: source, rpm_formula: values.rpm_formula },
        },
      ]);
      const rpm = effectiveRpm(
        source,
        {
          line: row.line_speed_rpm,
          rated: row.rated_rpm,
          manual: values.rpm_value,
          external: item.rpm_external_value,
        },
        values.rpm_formula,
      );
      return { id: item.id, ...values, effective_rpm: rpm };
    });
  });

/** GET /equipments/rpm-options?equipment_type_id=: the values of the type's RPM options. */
export const rpmOptions = permitted("view_dashboard")
  .input(rpmOptionsInput)
  .output(rpmOptionsOutput)
  .query(async ({ ctx, input }) => {
    const type = await firstOr404(
      ctx.db
        .select({ id: equipmentTypes.id })
        .from(equipmentTypes)
        .where(
          and(
            eq(equipmentTypes.id, input.equipment_type_id),
            inLibraryScope(ctx.scope, equipmentTypes.company_id),
          ),
        ),
      "Item type",
    );
    return ctx.db
      .select({
        id: equipmentTypeOptionValues.id,
        value: equipmentTypeOptionValues.value,
        option_id: equipmentTypeOptions.id,
        option_name: equipmentTypeOptions.name,
        unit: equipmentTypeOptions.unit,
      })
      .from(equipmentTypeOptionValues)
      .innerJoin(equipmentTypeOptions, eq(equipmentTypeOptions.id, equipmentTypeOptionValues.option_id))
      .where(and(eq(equipmentTypeOptions.equipment_type_id, type.id), eq(equipmentTypeOptions.is_rpm, true)))
      .orderBy(
        asc(equipmentTypeOptions.position),
        asc(equipmentTypeOptionValues.position),
        asc(equipmentTypeOptionValues.id),
      );
  });
