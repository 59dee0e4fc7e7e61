/** One capture's spectrum or envelope spectrum. */
import { z } from "zod";
import { withPathAliases } from "../lib/fields";
import { spectrumOptionsShape } from "./capture-rows";
import { sensorCapture } from "./capture-store";
import { idSchema, scopedSensor, viewSignals } from "./sensor-procedures";
import { spectrumView } from "./spectrum";

export const spectrumInput = withPathAliases(
  z.object({
    sensor_id: idSchema,
    fft_id: idSchema,
    kind: z.enum(["spectrum", "envelope"]).default("spectrum"),
    unit: z.enum(["g", "mm/s", "gE"]).optional(),
    ...spectrumOptionsShape,
  }),
);

/** signals.spectrum. */
export const spectrum = viewSignals.input(spectrumInput).query(async ({ ctx, input }) => {
  const sensor = await scopedSensor(ctx, input.sensor_id);
  const capture = await sensorCapture(ctx.db, sensor.id, input.fft_id);
  return spectrumView(ctx.db, sensor, capture, input);
});
