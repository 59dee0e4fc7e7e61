/**
 * "Make baseline" of one capture, after a confirmation: the baseline is the reference later
 * captures of its axis and waveform type are compared with, and there is one per axis and type, so
 * the current one stops being it (analysis.setBaseline). Open while `capture` is set.
 *
 *   <CaptureBaselineDialog sensorId={11} capture={summary} label="2026-11-20 15:00 · X" onClose={…} />
 */
import { AXIS_LABELS, type WaveformSummary } from "@plantwise/shared";
import { useMutation } from "@tanstack/react-query";
import { FlagIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { PendingButton } from "@/components/ui/pending-button";
import { notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { kindLabelKey } from "./capture-labels";
import { useRefreshCaptures } from "./capture-queries";

export function CaptureBaselineDialog({
  sensorId,
  capture,
  label,
  onClose,
}: {
  sensorId: number;
  capture: Pick<WaveformSummary, "id" | "axis" | "kind"> | null;
  /** The capture as the list names it (its time and axis), for the question. */
  label: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const refresh = useRefreshCaptures();
  // Failures reach the app's error toast; the dialog stays open to try again.
  const mark = useMutation(trpc.analysis.setBaseline.mutationOptions());
  const confirm = async (target: Pick<WaveformSummary, "id">) => {
    try {
      await mark.mutateAsync({ sensor_id: sensorId, fft_id: target.id });
    } catch {
      return;
    }
    notifySuccess(t("signals.history.baselineSet"));
    onClose();
    await refresh();
  };
  return (
    <Dialog open={capture !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("signals.history.baselineTitle", { capture: label })}</DialogTitle>
          <DialogDescription>
            {capture
              ? t("signals.history.baselineHelp", {
                  axis: AXIS_LABELS[capture.axis] ?? capture.axis,
                  kind: t(kindLabelKey(capture.kind)),
                })
              : null}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <PendingButton
            pending={mark.isPending}
            disabled={mark.isPending || capture === null}
            icon={<FlagIcon aria-hidden="true" />}
            onClick={() => (capture ? void confirm(capture) : undefined)}
            data-testid="confirm-baseline"
          >
            {t("signals.history.makeBaseline")}
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
