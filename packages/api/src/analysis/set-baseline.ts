/**
 * The baseline of an axis: the reference capture an analyst compares later ones with (the first
 * capture of each sensor, axis and kind is it on arrival). Making another capture the baseline moves
 * the mark in one transaction, so an axis never has two (waveforms_baseline_uq).
 */
import { schema } from "@plantwise/db";
import { setBaselineInput, waveformSummary } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { captureSummary, editSignals } from "../signals/service";
import { scopedCapture } from "./capture-access";

const { waveforms } = schema;

/** analysis.setBaseline. */
export const setBaseline = editSignals
  .input(setBaselineInput)
  .output(waveformSummary)
  .mutation(async ({ ctx, input }) => {
    const { capture } = await scopedCapture(ctx, input.sensor_id, input.fft_id);
    const updated = await ctx.db.transaction(async (tx) => {
      await tx
        .update(waveforms)
        .set({ is_baseline: false })
        .where(
          and(
            eq(waveforms.sensor_id, capture.sensor_id),
            eq(waveforms.axis, capture.axis),
            eq(waveforms.kind, capture.kind),
            eq(waveforms.is_baseline, true),
          ),
        );
      const [row] = await tx
        .update(waveforms)
        .set({ is_baseline: true })
        .where(eq(waveforms.id, capture.id))
        .returning();
      return row!;
    });
    return captureSummary(updated);
  });
