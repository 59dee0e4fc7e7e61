/** Rewording a capture note, or moving its pin; the author's only. */
import { schema } from "@plantwise/db";
import { captureNoteSchema, updateCaptureNoteInput } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { editSignals, notesOfCapture } from "../signals/service";
import { assertAuthor, scopedNote } from "./note-rows";

const { captureNotes } = schema;

/** analysis.updateCaptureNote. */
export const updateCaptureNote = editSignals
  .input(updateCaptureNoteInput)
  .output(captureNoteSchema)
  .mutation(async ({ ctx, input }) => {
    const note = await scopedNote(ctx, input.sensor_id, input.note_id);
    assertAuthor(note, ctx.user, ctx.scope);
    await ctx.db
      .update(captureNotes)
      .set({ body: input.body, hz: input.hz ?? null, updated_at: new Date() })
      .where(eq(captureNotes.id, note.id));
    const notes = await notesOfCapture(ctx.db, note.waveform_id);
    return notes.find((n) => n.id === note.id)!;
  });
