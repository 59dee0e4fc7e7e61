/** Changes one level zone row of a sensor, as a manual change (rules in zone-rows.ts). */
import { schema } from "@plantwise/db";
import { levelZoneRow, updateLevelZoneInput } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { AppError } from "../errors";
import { withPathAliases } from "../lib/fields";
import { editSignals, scopedSensor } from "./sensor-procedures";
import { writeZone } from "./zone-rows";

const { sensorLevelZones } = schema;

/** signals.updateLevelZone (PUT /sensors/jobs/{sensorId}/level-zones/{zoneId}). */
export const updateLevelZone = editSignals
  .input(withPathAliases(updateLevelZoneInput))
  .output(levelZoneRow)
  .mutation(async ({ ctx, input }) => {
    const sensor = await scopedSensor(ctx, input.sensor_id);
    const { sensor_id: _s, zone_id, ...fields } = input;
    return ctx.db.transaction(async (tx) => {
      const [zone] = await tx
        .select()
        .from(sensorLevelZones)
        .where(and(eq(sensorLevelZones.id, zone_id), eq(sensorLevelZones.sensor_id, sensor.id)));
      if (!zone) throw new AppError("NOT_FOUND", "Level zone not found");
      return writeZone(
        tx,
        { ...fields, sensor_id: sensor.id, parameter_type: zone.parameter_type, axis: zone.axis },
        ctx.user.id,
        "",
        "upsert",
      );
    });
  });
