/** New level zones of a sensor; a parameter and axis that already has a zone row is a 409 (zone-rows.ts). */
import { createLevelZonesInput, levelZonesOutput } from "@plantwise/shared";
import { withPathAliases } from "../lib/fields";
import { editSignals, scopedSensor } from "./sensor-procedures";
import { writeZone, type ZoneRow } from "./zone-rows";

/** signals.createLevelZones (POST /sensors/jobs/{sensorId}/level-zones). */
export const createLevelZones = editSignals
  .input(withPathAliases(createLevelZonesInput))
  .output(levelZonesOutput)
  .mutation(async ({ ctx, input }) => {
    const sensor = await scopedSensor(ctx, input.sensor_id);
    return ctx.db.transaction(async (tx) => {
      const rows: ZoneRow[] = [];
      for (const [i, zone] of input.zones.entries()) {
        rows.push(
          await writeZone(tx, { ...zone, sensor_id: sensor.id }, ctx.user.id, `zones.${i}.`, "create"),
        );
      }
      return rows;
    });
  });
