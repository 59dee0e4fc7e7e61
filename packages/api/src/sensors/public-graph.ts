/**
 * The public single-chart page /graph/{sensorId} (no sign-in, part 1 §2.1). Someone in the sensor's
 * company switches sharing on (setPublicGraph); the public procedure then answers the last 24 hours
 * of one parameter and reveals nothing but the sensor's id and name. Any other sensor, existing or
 * not, is NOT_FOUND, so the page cannot be used to probe for sensors.
 */
import { schema } from "@plantwise/db";
import { ParameterType, publicGraphInput, setPublicGraphInput } from "@plantwise/shared";
import { and, desc, eq } from "drizzle-orm";
import { AppError } from "../errors";
import { queryTrend } from "../signals/service";
import { permitted, publicProcedure } from "../trpc";
import { sensorInScope } from "./fields";

const { sensorReadings, sensors } = schema;

const DAY_MS = 24 * 60 * 60_000;
const PUBLIC_GRAPH_WIDTH = 800;

export const setPublicGraph = permitted(["edit_dashboard", "create_dashboard"], "any")
  .input(setPublicGraphInput)
  .mutation(async ({ ctx, input }) => {
    const sensor = await sensorInScope(ctx.db, ctx.scope, input.id);
    await ctx.db
      .update(sensors)
      .set({ is_public_graph: input.is_public_graph, updated_at: new Date() })
      .where(eq(sensors.id, sensor.id));
    return { id: sensor.id, is_public_graph: input.is_public_graph };
  });

export const publicGraph = publicProcedure.input(publicGraphInput).query(async ({ ctx, input }) => {
  const [sensor] = await ctx.db
    .select({ id: sensors.id, name: sensors.name })
    .from(sensors)
    .where(
      and(eq(sensors.id, input.sensor_id), eq(sensors.is_public_graph, true), eq(sensors.is_archived, false)),
    );
  if (!sensor) throw new AppError("NOT_FOUND", "Graph not found");
  const parameterType = input.parameter_type ?? ParameterType.velocity_rms;
  // The axis the sensor last reported this parameter on (0 for single-axis quantities).
  const [last] = await ctx.db
    .select({ axis: sensorReadings.axis })
    .from(sensorReadings)
    .where(and(eq(sensorReadings.sensor_id, sensor.id), eq(sensorReadings.parameter_type, parameterType)))
    .orderBy(desc(sensorReadings.ts))
    .limit(1);
  const to = Date.now();
  const series = await queryTrend(ctx.db, {
    sensor_id: sensor.id,
    parameter_type: parameterType,
    axis: last?.axis ?? 0,
    from: to - DAY_MS,
    to,
    width: PUBLIC_GRAPH_WIDTH,
  });
  return { sensor, series };
});
