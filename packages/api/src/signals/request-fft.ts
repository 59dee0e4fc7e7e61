/**
 * FFT request: command "fft_request" {axis, fmax, kind}; fmax one of the spec's FFT Hz limits (the
 * sensor's fmax by default), axis 1 (X) and kind standard by default.
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
    const payload = { axis: input.axis, fmax: input.fmax ?? sensor.fmax, kind: input.kind };
    return queueCommand(ctx.db, sensor, "fft_request", payload, ctx.user.id);
  });
