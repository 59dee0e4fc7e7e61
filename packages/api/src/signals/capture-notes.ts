/** Notes on captures: what the spectrum view shows with a capture. */
import { type Reader, schema } from "@plantwise/db";
import type { CaptureNote } from "@plantwise/shared";
import { asc, eq } from "drizzle-orm";

const { captureNotes, users } = schema;

/** A capture's notes, oldest first, with their authors' names. */
export async function notesOfCapture(db: Reader, waveformId: number): Promise<CaptureNote[]> {
  const rows = await db
    .select({ note: captureNotes, first_name: users.first_name, last_name: users.last_name })
    .from(captureNotes)
    .leftJoin(users, eq(users.id, captureNotes.user_id))
    .where(eq(captureNotes.waveform_id, waveformId))
    .orderBy(asc(captureNotes.created_at), asc(captureNotes.id));
  return rows.map(({ note, first_name, last_name }) => ({
    id: note.id,
    waveform_id: note.waveform_id,
    sensor_id: note.sensor_id,
    body: note.body,
    hz: note.hz,
    user_id: note.user_id,
    user_name: first_name == null ? null : `${first_name} ${last_name ?? ""}`.trim(),
    created_at: note.created_at.getTime(),
    updated_at: note.updated_at.getTime(),
  }));
}
