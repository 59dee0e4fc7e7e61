/**
 * The notes on a capture ("bearing replaced after this one", "strobe read 1 482 RPM"): each with
 * its author, time and text, and "at 107.3 Hz" when pinned to a frequency. Anyone who may edit
 * signals adds notes; a note's author rewords or deletes it (deleting asks first).
 *
 *   <CaptureNotesCard sensorId={11} fftId={55} notes={view.notes} currentUserId={user.id}
 *     canEdit={canEdit} onPin={(hz) => chart.setCursor(hz)} timeZone={timeZone} />
 *
 * - `notes`: the spectrum view's notes (signals.spectrum); changes invalidate it and the capture list.
 * - `onPin(hz)`: given, a pinned note's frequency is a button that shows it on the chart.
 * - `timeZone`: the plant's, for the notes' times (the browser's when not given).
 */
import type { CaptureNote } from "@plantwise/shared";
import { useMutation } from "@tanstack/react-query";
import { MapPinIcon, MessageSquareIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDelete } from "@/components/form/confirm-delete";
import { EmptyState } from "@/components/page/empty-state";
import { Button } from "@/components/ui/button";
import { TitledCard } from "@/components/ui/titled-card";
import { notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { CaptureNoteForm, type NoteOutput } from "./capture-note-form";
import { useRefreshCaptures } from "./capture-queries";
import { formatValue } from "./charts/units";
import { formatZoned } from "./charts/zoned-time";

export interface CaptureNotesCardProps {
  sensorId: number;
  fftId: number;
  notes: readonly CaptureNote[];
  currentUserId: number | null;
  canEdit: boolean;
  onPin?: (hz: number) => void;
  timeZone?: string;
}

export function CaptureNotesCard({
  sensorId,
  fftId,
  notes,
  currentUserId,
  canEdit,
  onPin,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
}: CaptureNotesCardProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const refresh = useRefreshCaptures();
  const [editing, setEditing] = useState<number | null>(null);
  // The form reports field messages itself; deletion's failures reach the app's error toast.
  const add = useMutation(trpc.analysis.addCaptureNote.mutationOptions({ meta: { handlesErrors: true } }));
  const update = useMutation(
    trpc.analysis.updateCaptureNote.mutationOptions({ meta: { handlesErrors: true } }),
  );
  const remove = useMutation(trpc.analysis.deleteCaptureNote.mutationOptions());

  const addNote = async (values: NoteOutput) => {
    await add.mutateAsync({ sensor_id: sensorId, fft_id: fftId, body: values.body, hz: values.hz ?? null });
    notifySuccess(t("signals.notes.added"));
    await refresh();
  };
  const updateNote = async (note: CaptureNote, values: NoteOutput) => {
    await update.mutateAsync({
      sensor_id: sensorId,
      note_id: note.id,
      body: values.body,
      hz: values.hz ?? null,
    });
    notifySuccess(t("signals.notes.saved"));
    setEditing(null);
    await refresh();
  };
  const deleteNote = async (note: CaptureNote) => {
    await remove.mutateAsync({ sensor_id: sensorId, note_id: note.id });
    await refresh();
  };

  return (
    <TitledCard
      id="capture-notes"
      title={t("signals.notes.title")}
      contentClassName="flex min-w-0 flex-col gap-4"
    >
      {notes.length === 0 ? (
        <EmptyState
          compact
          icon={MessageSquareIcon}
          title={t("signals.notes.empty")}
          description={t("signals.notes.emptyBody")}
          testId="capture-notes-empty"
        />
      ) : (
        <ul className="flex flex-col divide-y" data-testid="capture-notes">
          {notes.map((note) => {
            const own = canEdit && currentUserId !== null && note.user_id === currentUserId;
            return (
              <li key={note.id} className="flex min-w-0 flex-col gap-1.5 py-2.5 text-sm first:pt-0">
                <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-medium">{note.user_name ?? t("signals.notes.formerUser")}</span>
                  <span className="text-xs text-muted-foreground tabular-nums">
                    {formatZoned(note.created_at, timeZone)}
                    {note.updated_at > note.created_at ? ` · ${t("signals.notes.edited")}` : ""}
                  </span>
                  {note.hz !== null ? <NotePin hz={note.hz} onPin={onPin} /> : null}
                  {own && editing !== note.id ? (
                    <span className="ml-auto flex gap-1">
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={t("signals.notes.edit")}
                        title={t("signals.notes.edit")}
                        onClick={() => setEditing(note.id)}
                      >
                        <PencilIcon aria-hidden="true" />
                      </Button>
                      <ConfirmDelete
                        itemLabel={t("signals.notes.item")}
                        onConfirm={() => deleteNote(note)}
                        trigger={
                          <Button
                            variant="ghost"
                            size="icon-sm"
                            aria-label={t("signals.notes.delete")}
                            title={t("signals.notes.delete")}
                          >
                            <Trash2Icon aria-hidden="true" />
                          </Button>
                        }
                      />
                    </span>
                  ) : null}
                </div>
                {editing === note.id ? (
                  <CaptureNoteForm
                    initial={{ body: note.body, hz: note.hz }}
                    submitLabel={t("common.save")}
                    onSave={(values) => updateNote(note, values)}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{note.body}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {canEdit ? (
        <div className="border-t pt-3">
          <CaptureNoteForm submitLabel={t("signals.notes.add")} onSave={addNote} />
        </div>
      ) : null}
    </TitledCard>
  );
}

/** "at 107.3 Hz": a button to the chart when the page can show it, else the words. */
function NotePin({ hz, onPin }: { hz: number; onPin: ((hz: number) => void) | undefined }) {
  const { t } = useTranslation();
  const text = t("signals.notes.at", { hz: formatValue(hz, "Hz") });
  if (!onPin) {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        <MapPinIcon className="size-3.5" aria-hidden="true" />
        {text}
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={() => onPin(hz)}
      title={t("signals.notes.showOnChart")}
      className="inline-flex items-center gap-1 rounded-sm text-xs text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
    >
      <MapPinIcon className="size-3.5" aria-hidden="true" />
      {text}
    </button>
  );
}
