/**
 * GET/POST /sensors/formulas: derived parameters, an arithmetic expression of {value} over one of a
 * sensor's parameters (the same formula language as item RPM formulas). A save with an id updates,
 * without one creates (part 1 §5).
 */
import { schema } from "@plantwise/db";
import {
  formulaProblem,
  formulaRecord,
  listFormulasInput,
  listFormulasOutput,
  saveFormulaInput,
} from "@plantwise/shared";
import { and, asc, eq } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { permitted } from "../trpc";
import { invalid } from "./fields";

const { sensorFormulas, sensors } = schema;

export const listFormulas = permitted("view_dashboard")
  .input(listFormulasInput)
  .output(listFormulasOutput)
  .query(async ({ ctx, input }) =>
    ctx.db
      .select({
        id: sensorFormulas.id,
        sensor_id: sensorFormulas.sensor_id,
        sensor_name: sensors.name,
        name: sensorFormulas.name,
        expression: sensorFormulas.expression,
        parameter_type: sensorFormulas.parameter_type,
        unit: sensorFormulas.unit,
        created_at: sensorFormulas.created_at,
        updated_at: sensorFormulas.updated_at,
      })
      .from(sensorFormulas)
      .innerJoin(sensors, eq(sensors.id, sensorFormulas.sensor_id))
      .where(
        and(
          inPlantScope(ctx.scope, sensors.plant_id),
          input.sensor_id ? eq(sensorFormulas.sensor_id, input.sensor_id) : undefined,
        ),
      )
      .orderBy(asc(sensors.name), asc(sensorFormulas.name), asc(sensorFormulas.id))
      .limit(1000),
  );

export const saveFormula = permitted(["edit_dashboard", "create_dashboard"], "any")
  .input(saveFormulaInput)
  .output(formulaRecord)
  .mutation(async ({ ctx, input }) => {
    const problem = formulaProblem(input.expression);
    if (problem) throw invalid("expression", problem);
    return ctx.db.transaction(async (tx) => {
      const [sensor] = await tx
        .select({ id: sensors.id, company_id: sensors.company_id })
        .from(sensors)
        .where(and(eq(sensors.id, input.sensor_id), inPlantScope(ctx.scope, sensors.plant_id)));
      if (!sensor) throw invalid("sensor_id", "Sensor not found");
      const values = {
        company_id: sensor.company_id,
        sensor_id: sensor.id,
        name: input.name,
        expression: input.expression,
        parameter_type: input.parameter_type,
        unit: input.unit ?? null,
      };
      if (input.id == null) {
        const [created] = await tx.insert(sensorFormulas).values(values).returning();
        return created!;
      }
      // The formula being edited must itself be in scope, whichever sensor it moves to.
      const [existing] = await tx
        .select({ id: sensorFormulas.id })
        .from(sensorFormulas)
        .innerJoin(sensors, eq(sensors.id, sensorFormulas.sensor_id))
        .where(and(eq(sensorFormulas.id, input.id), inPlantScope(ctx.scope, sensors.plant_id)));
      if (!existing) throw new AppError("NOT_FOUND", "Formula not found");
      const [updated] = await tx
        .update(sensorFormulas)
        .set({ ...values, updated_at: new Date() })
        .where(eq(sensorFormulas.id, existing.id))
        .returning();
      return updated!;
    });
  });
