/** Bulk save of level zones, over one or several sensors, as manual changes (rules in zone-rows.ts). */
import { levelZonesOutput, saveLevelZonesInput } from "@plantwise/shared";
import { withPathAliases } from "../lib/fields";
import { editSignals, invalid } from "./sensor-procedures";
import { scopedSensorIds, writeZone, type ZoneRow } from "./zone-rows";

/** signals.saveLevelZones (PUT /sensors/jobs/level-zones/our and PUT /sensors/jobs/level-zones). */
export const saveLevelZones = editSignals
  .input(withPathAliases(saveLevelZonesInput))
  .output(levelZonesOutput)
  .mutation(async ({ ctx, input }) => {
    const writes = input.zones.map((zone, i) => {
      const sensorId = zone.sensor_id ?? input.sensor_id;
      if (sensorId === undefined) throw invalid(`zones.${i}.sensor_id`, "is required");
      return { ...zone, sensor_id: sensorId };
    });
    await scopedSensorIds(
      ctx,
      writes.map((w) => w.sensor_id),
    );
    const keys = new Set<string>();
    for (const [i, w] of writes.entries()) {
      const key = `${w.sensor_id}:${w.parameter_type}:${w.axis}`;
      if (keys.has(key))
        throw invalid(`zones.${i}.parameter_type`, "the same parameter and axis appear twice");
      keys.add(key);
    }
    return ctx.db.transaction(async (tx) => {
      const rows: ZoneRow[] = [];
      for (const [i, w] of writes.entries())
        rows.push(await writeZone(tx, w, ctx.user.id, `zones.${i}.`, "upsert"));
      return rows;
    });
  });
