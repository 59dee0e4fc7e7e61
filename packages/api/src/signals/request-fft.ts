/**
 * FFT request: command "fft_request" {axis, fmax, kind, lines?}; fmax one of the spec's FFT Hz limits
 * (the sensor's fmax by default), axis 1 (X) and kind standard by default, lines one of
 * FFT_REQUEST_LINES (samples = 2.56 × lines; the gateway's default when left out).
 */
import { controllerCommandRow, requestFftInput } from "@plantwise/shared";
import { withPathAliases } from "../lib/fields";
import { queueCommand } from "./sensor-commands";
import { editSignals, scopedSensor } from "./sensor-procedures";

/** signals.requestFft (POST /sensors/{sensorId}/ncd/fft). */
export const requestFft = editSignals
  .input(withPathAliases(requestFftInput))
  .output(controllerCommandRow)
  .mutation(async ({ ctx, input }) => {
    const sensor = await scopedSensor(ctx, input.sensor_id);
    const payload = {
      axis: input.axis,
      fmax: input.fmax ?? sensor.fmax,
      kind: input.kind,
      ...(input.lines === undefined ? {} : { lines: input.lines }),
    };
    return queueCommand(ctx.db, sensor, "fft_request", payload, ctx.user.id);
  });
