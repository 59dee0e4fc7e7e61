/** A sensor's captures for the FFT page. */
import { axisSchema } from "@plantwise/shared";
import { z } from "zod";
import { instantSchema, withPathAliases } from "../lib/fields";
import { listCaptures } from "./capture-rows";
import { idSchema, scopedSensor, viewSignals } from "./sensor-procedures";

export const capturesInput = withPathAliases(
  z.object({
    sensor_id: idSchema,
    from: instantSchema.optional(),
    to: instantSchema.optional(),
    axis: axisSchema.optional(),
    kind: z.coerce.number().int().min(1).max(2).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  }),
);

/** signals.captures: newest first, without samples. */
export const captures = viewSignals.input(capturesInput).query(async ({ ctx, input }) => {
  const sensor = await scopedSensor(ctx, input.sensor_id);
  return listCaptures(ctx.db, sensor.id, input);
});
