/** Re-baselines one sensor's zones, optionally setting one zone's deltas first (rebaseline-rows.ts). */
import { rebaselineOutput, rebaselineZonesInput } from "@plantwise/shared";
import { withPathAliases } from "../lib/fields";
import { rebaselineRows, zonesOf } from "./rebaseline-rows";
import { editSignals, invalid, scopedSensor } from "./sensor-procedures";
import { defined, writeZone } from "./zone-rows";

/** signals.rebaselineZones (PUT /sensors/jobs/level-zones/re-baseline). */
export const rebaselineZones = editSignals
  .input(withPathAliases(rebaselineZonesInput))
  .output(rebaselineOutput)
  .mutation(async ({ ctx, input }) => {
    const sensor = await scopedSensor(ctx, input.sensor_id);
    if (input.axis !== undefined && input.parameter_type === undefined) {
      throw invalid("parameter_type", "is required with axis");
    }
    return ctx.db.transaction(async (tx) => {
      if (input.parameter_type !== undefined) {
        const key = { sensor_id: sensor.id, parameter_type: input.parameter_type, axis: input.axis ?? 0 };
        await writeZone(
          tx,
          { ...key, ...defined({ warning_delta: input.warning_delta, alarm_delta: input.alarm_delta }) },
          ctx.user.id,
          "",
          "upsert",
        );
      } else if (input.warning_delta !== undefined || input.alarm_delta !== undefined) {
        throw invalid("parameter_type", "is required to set deltas");
      }
      const zones = (await zonesOf(tx, [sensor.id])).filter(
        (z) =>
          input.parameter_type === undefined ||
          (z.parameter_type === input.parameter_type && z.axis === (input.axis ?? 0)),
      );
      return rebaselineRows(tx, zones, input, ctx.user.id);
    });
  });
