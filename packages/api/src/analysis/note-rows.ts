/** A capture note in the caller's scope, and the rule on who may change it. */
import { type Database, schema } from "@plantwise/db";
import { and, eq } from "drizzle-orm";
import type { AuthUser, Scope } from "../access/auth-user";
import { AppError } from "../errors";
import { scopedSensor } from "../signals/service";

const { captureNotes } = schema;

export type NoteRow = typeof captureNotes.$inferSelect;

/** The note `noteId` on a capture of `sensorId`, both in scope; NOT_FOUND otherwise. */
export async function scopedNote(
  ctx: { db: Database; scope: Scope },
  sensorId: number,
  noteId: number,
): Promise<NoteRow> {
  const sensor = await scopedSensor(ctx, sensorId);
  const [note] = await ctx.db
    .select()
    .from(captureNotes)
    .where(and(eq(captureNotes.id, noteId), eq(captureNotes.sensor_id, sensor.id)));
  if (!note) throw new AppError("NOT_FOUND", "Note not found");
  return note;
}

/** A note is its author's words: only the author changes or removes it (provider staff too, for moderation). */
export function assertAuthor(note: NoteRow, user: AuthUser, scope: Scope): void {
  if (note.user_id === user.id || scope.kind === "all") return;
  throw new AppError("FORBIDDEN", "Only the author of a note can change it");
}
