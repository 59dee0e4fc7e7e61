/** Removing a capture note; the author's only. */
import { schema } from "@plantwise/db";
import { deleteCaptureNoteInput } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { editSignals } from "../signals/service";
import { assertAuthor, scopedNote } from "./note-rows";

const { captureNotes } = schema;

/** analysis.deleteCaptureNote. */
export const deleteCaptureNote = editSignals
  .input(deleteCaptureNoteInput)
  .mutation(async ({ ctx, input }) => {
    const note = await scopedNote(ctx, input.sensor_id, input.note_id);
    assertAuthor(note, ctx.user, ctx.scope);
    await ctx.db.delete(captureNotes).where(eq(captureNotes.id, note.id));
    return { status: "ok" as const };
  });
