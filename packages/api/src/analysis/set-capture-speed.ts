/**
 * The running speed of one capture, entered by an analyst (a strobe or tach reading taken with it):
 * orders and fault markers of that capture use it, and its band values are computed again at that
 * speed. Null goes back to the gateway's speed (kept in `rpm`) or the item's.
 */
import { hourlyRollupKind, schema } from "@plantwise/db";
import { captureSpeedInput, waveformSummary } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { captureSummary, decodeSamples, editSignals } from "../signals/service";
import { rewriteBandReadings } from "./band-store";
import { bandReadings } from "./band-values";
import { scopedCapture } from "./capture-access";

const { waveforms } = schema;

/** analysis.setCaptureSpeed. */
export const setCaptureSpeed = editSignals
  .input(captureSpeedInput)
  .output(waveformSummary)
  .mutation(async ({ ctx, input }) => {
    const { capture } = await scopedCapture(ctx, input.sensor_id, input.fft_id);
    const bands = await bandReadings(ctx.db, [
      {
        sensor_id: capture.sensor_id,
        axis: capture.axis,
        kind: capture.kind,
        ts: capture.ts.getTime(),
        sample_rate: capture.sample_rate,
        unit: capture.unit,
        rpm: input.rpm ?? capture.rpm,
        samples: decodeSamples(capture.samples),
      },
    ]);
    const keepRollup = (await hourlyRollupKind(ctx.db)) === "table";
    const updated = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(waveforms)
        .set({ manual_rpm: input.rpm })
        .where(eq(waveforms.id, capture.id))
        .returning();
      await rewriteBandReadings(tx, bands.readings, keepRollup);
      return row!;
    });
    return captureSummary(updated);
  });
