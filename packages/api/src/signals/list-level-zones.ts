/** A sensor's level zones, by parameter and axis (rules in zone-rows.ts). */
import { schema } from "@plantwise/db";
import { levelZonesOutput, sensorSignalsInput } from "@plantwise/shared";
import { asc, eq } from "drizzle-orm";
import { withPathAliases } from "../lib/fields";
import { scopedSensor, viewSignals } from "./sensor-procedures";

const { sensorLevelZones } = schema;

/** signals.levelZones (GET /sensors/jobs/level-zones/our?sensor_id=). */
export const levelZones = viewSignals
  .input(withPathAliases(sensorSignalsInput))
  .output(levelZonesOutput)
  .query(async ({ ctx, input }) => {
    const sensor = await scopedSensor(ctx, input.sensor_id);
    return ctx.db
      .select()
      .from(sensorLevelZones)
      .where(eq(sensorLevelZones.sensor_id, sensor.id))
      .orderBy(asc(sensorLevelZones.parameter_type), asc(sensorLevelZones.axis));
  });
