/** The FFT page's answer: a capture's spectrum (the newest by default) and the capture list. */
import { fftOutput } from "@plantwise/shared";
import { z } from "zod";
import { withPathAliases } from "../lib/fields";
import { captureContext } from "./capture-context";
import { listCaptures, spectrumOptionsShape } from "./capture-rows";
import { idSchema, viewSignals } from "./sensor-procedures";
import { spectrumView } from "./spectrum";

/**
 * signals.fft (GET /sensors/{sensorId}/ncd/fft): a capture's spectrum and the capture list, in two
 * statements — the sensor with its machine, capture and notes, then the list.
 */
export const fft = viewSignals
  .input(
    withPathAliases(
      z.object({
        sensor_id: idSchema,
        fft_id: idSchema.optional(),
        kind: z.enum(["spectrum", "envelope"]).default("spectrum"),
        unit: z.enum(["g", "mm/s", "gE"]).optional(),
        ...spectrumOptionsShape,
      }),
    ),
  )
  .output(fftOutput)
  .query(async ({ ctx, input }) => {
    const { sensor, machine, capture, notes } = await captureContext(ctx, input.sensor_id, input.fft_id);
    const [view, list] = await Promise.all([
      capture ? spectrumView(ctx.db, sensor, capture, input, machine, notes) : Promise.resolve(null),
      listCaptures(ctx.db, sensor.id, { limit: 100 }),
    ]);
    return { spectrum: view, captures: list };
  });
