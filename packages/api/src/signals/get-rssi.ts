/**
 * Signal strength: the latest signal strength and battery with their indicator levels, and 7 days
 * of both as trends (they are stored as readings of parameters signal_strength and battery, axis 0),
 * both read by one statement after the sensor's.
 */
import { indicatorLevel, ParameterType, rssiOutput, sensorSignalsInput } from "@plantwise/shared";
import { withPathAliases } from "../lib/fields";
import { scopedSensor, viewSignals } from "./sensor-procedures";
import { queryTrends } from "./trend";

const DAY = 24 * 60 * 60_000;

/** GET /sensors/{sensorId}/rssi. */
export const rssi = viewSignals
  .input(withPathAliases(sensorSignalsInput))
  .output(rssiOutput)
  .query(async ({ ctx, input }) => {
    const sensor = await scopedSensor(ctx, input.sensor_id);
    const to = Date.now();
    const from = to - 7 * DAY;
    const series = (parameter_type: number) => ({
      sensor_id: sensor.id,
      parameter_type,
      axis: 0,
      from,
      to,
      width: 336,
    });
    const [signal_strength, battery] = await queryTrends(ctx.db, [
      series(ParameterType.signal_strength),
      series(ParameterType.battery),
    ]);
    return {
      sensor_id: sensor.id,
      rssi: sensor.rssi,
      battery: sensor.battery,
      rssi_level: indicatorLevel(sensor.rssi),
      battery_level: indicatorLevel(sensor.battery),
      last_seen_at: sensor.last_seen_at?.toISOString() ?? null,
      history: { signal_strength, battery },
    };
  });
