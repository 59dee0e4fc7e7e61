/** One capture's time signal. */
import { type WaveformView, waveformInput } from "@plantwise/shared";
import { withPathAliases } from "../lib/fields";
import { captureSummary, decodeSamples, sensorCapture } from "./capture-store";
import { scopedSensor, viewSignals } from "./sensor-procedures";
import { decimate } from "./spectrum";

/** signals.waveform: the time signal, decimated to at most max_points values. */
export const waveform = viewSignals
  .input(withPathAliases(waveformInput))
  .query(async ({ ctx, input }): Promise<WaveformView> => {
    const sensor = await scopedSensor(ctx, input.sensor_id);
    const capture = await sensorCapture(ctx.db, sensor.id, input.fft_id);
    const { dt, values } = decimate(decodeSamples(capture.samples), capture.sample_rate, input.max_points);
    return { capture: captureSummary(capture), dt, values };
  });
