/** Notes on captures: what the spectrum view shows with a capture. */
import { type Reader, schema } from "@plantwise/db";
import type { CaptureNote } from "@plantwise/shared";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import { type JsonRow, jsonRows } from "../lib/json-rows";

const { captureNotes, users } = schema;

const noteFields = {
  id: captureNotes.id,
  waveform_id: captureNotes.waveform_id,
  sensor_id: captureNotes.sensor_id,
  body: captureNotes.body,
  hz: captureNotes.hz,
  user_id: captureNotes.user_id,
  first_name: users.first_name,
  last_name: users.last_name,
  created_at: captureNotes.created_at,
  updated_at: captureNotes.updated_at,
};

/** A note with its author's name, which is missing once the author is deleted (a left join). */
type NoteRow = Omit<JsonRow<typeof noteFields>, "first_name" | "last_name"> & {
  first_name: string | null;
  last_name: string | null;
};

function noteOf(row: NoteRow): CaptureNote {
  return {
    id: row.id,
    waveform_id: row.waveform_id,
    sensor_id: row.sensor_id,
    body: row.body,
    hz: row.hz,
    user_id: row.user_id,
    user_name: row.first_name == null ? null : `${row.first_name} ${row.last_name ?? ""}`.trim(),
    created_at: row.created_at.getTime(),
    updated_at: row.updated_at.getTime(),
  };
}

/** A capture's notes, oldest first, with their authors' names. */
export async function notesOfCapture(db: Reader, waveformId: number): Promise<CaptureNote[]> {
  const rows = await db
    .select(noteFields)
    .from(captureNotes)
    .leftJoin(users, eq(users.id, captureNotes.user_id))
    .where(eq(captureNotes.waveform_id, waveformId))
    .orderBy(asc(captureNotes.created_at), asc(captureNotes.id));
  return rows.map(noteOf);
}

/**
 * The notes of the capture `waveformId` names, as one column of an enclosing select (the capture
 * read with its sensor: capture-context.ts); `notesOfRows` turns the column into notes.
 */
export function notesColumn(waveformId: SQL) {
  return jsonRows(
    noteFields,
    sql`from ${captureNotes} left join ${users} on ${users.id} = ${captureNotes.user_id}
      where ${captureNotes.waveform_id} = ${waveformId}`,
    [captureNotes.created_at, captureNotes.id],
  );
}

export function notesOfRows(rows: readonly NoteRow[]): CaptureNote[] {
  return rows.map(noteOf);
}
