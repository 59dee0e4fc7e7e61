import { alarmNote } from "@plantwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { ButtonDialog } from "@/components/ui/button-dialog";
import { DialogFooter } from "@/components/ui/dialog";
import { InputField } from "@/components/ui/input-field";
import { PendingButton } from "@/components/ui/pending-button";
import { notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";

/**
 * Every alarm view (lists, panels, machine summaries, health colours) after an acknowledgement, and
 * the bell: acknowledging marks the acknowledger's notifications about it read.
 */
export function useInvalidateAlarms() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.alarms.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.equipments.health.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.signals.levelZones.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.notifications.pathKey() }),
    ]);
}

/**
 * The acknowledge confirmation, with an optional note. `rebaseline` acknowledges one level alarm
 * and re-baselines its parameter; `incidentId` acknowledges an incident once, its alarms with it;
 * otherwise every id is acknowledged. Errors are shown by the global handler and the dialog stays
 * open.
 */
export function AcknowledgeDialog({
  ids,
  incidentId,
  rebaseline = false,
  trigger,
  onDone,
}: {
  ids: readonly number[];
  incidentId?: number;
  rebaseline?: boolean;
  trigger: ReactNode;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const noteId = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const invalidate = useInvalidateAlarms();
  const acknowledge = useMutation(trpc.alarms.acknowledge.mutationOptions());
  const withRebaseline = useMutation(trpc.alarms.acknowledgeRebaseline.mutationOptions());
  const incident = useMutation(trpc.alarms.acknowledgeIncident.mutationOptions());
  const pending = acknowledge.isPending || withRebaseline.isPending || incident.isPending;

  const run = async () => {
    const text = note.trim() || undefined;
    try {
      if (incidentId !== undefined) {
        const done = await incident.mutateAsync({ id: incidentId, note: text });
        notifySuccess(t("alarmsArea.acknowledgedToast", { count: Math.max(done.acknowledged.length, 1) }));
      } else if (rebaseline) {
        await withRebaseline.mutateAsync({ id: ids[0]!, note: text });
        notifySuccess(t("alarmsArea.rebaselinedToast"));
      } else {
        await acknowledge.mutateAsync({ ids: [...ids], note: text });
        notifySuccess(t("alarmsArea.acknowledgedToast", { count: ids.length }));
      }
      setOpen(false);
      setNote("");
      onDone?.();
    } catch {
      // The global error handler has shown the server's message; the dialog stays open.
    } finally {
      await invalidate();
    }
  };

  return (
    <ButtonDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={
        incidentId !== undefined
          ? t("alarmsArea.acknowledgeIncidentTitle", { count: ids.length })
          : rebaseline
            ? t("alarmsArea.rebaselineTitle")
            : t("alarmsArea.acknowledgeTitle", { count: ids.length })
      }
      description={
        rebaseline ? t("alarmsArea.rebaselineDescription") : t("alarmsArea.acknowledgeDescription")
      }
    >
      <InputField
        id={noteId}
        label={t("alarmsArea.note")}
        value={note}
        maxLength={alarmNote.maxLength ?? undefined}
        onChange={(e) => setNote(e.target.value)}
      />
      <DialogFooter>
        <Button variant="outline" onClick={() => setOpen(false)}>
          {t("common.cancel")}
        </Button>
        <PendingButton
          onClick={() => void run()}
          disabled={pending || (ids.length === 0 && incidentId === undefined)}
          pending={pending}
        >
          {pending
            ? t("alarmsArea.acknowledging")
            : rebaseline
              ? t("alarmsArea.acknowledgeRebaseline")
              : t("alarmsArea.acknowledge")}
        </PendingButton>
      </DialogFooter>
    </ButtonDialog>
  );
}
