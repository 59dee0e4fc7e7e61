/** A note on a capture ("bearing replaced after this one"), optionally pinned to a frequency. */
import { schema } from "@plantwise/db";
import { addCaptureNoteInput, captureNoteSchema } from "@plantwise/shared";
import { editSignals, notesOfCapture } from "../signals/service";
import { scopedCapture } from "./capture-access";

const { captureNotes } = schema;

/** analysis.addCaptureNote: answers the note as listed (with its author's name). */
export const addCaptureNote = editSignals
  .input(addCaptureNoteInput)
  .output(captureNoteSchema)
  .mutation(async ({ ctx, input }) => {
    const { capture } = await scopedCapture(ctx, input.sensor_id, input.fft_id);
    const [row] = await ctx.db
      .insert(captureNotes)
      .values({
        waveform_id: capture.id,
        sensor_id: capture.sensor_id,
        user_id: ctx.user.id,
        body: input.body,
        hz: input.hz ?? null,
      })
      .returning({ id: captureNotes.id });
    const notes = await notesOfCapture(ctx.db, capture.id);
    return notes.find((n) => n.id === row!.id)!;
  });
