/**
 * "Set speed…" of one capture: the running speed an analyst read with it (a strobe, a hand tach),
 * in RPM, used by that capture's orders and fault markers instead of the gateway's (or the item's).
 * "Clear" sends null: the capture goes back to the gateway's speed. Validated with the shared
 * captureSpeedInput (a positive number up to 100 000).
 *
 *   <CaptureSpeedDialog sensorId={11} capture={picked} onClose={() => setPicked(null)} />
 */
import { CaptureSpeedSource, captureSpeedInput, type WaveformSummary } from "@plantwise/shared";
import { useMutation } from "@tanstack/react-query";
import { SaveIcon, XIcon } from "lucide-react";
import { FormProvider, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FormDialog } from "@/components/form/form-dialog";
import { localizedResolver } from "@/components/form/localized-resolver";
import { NumberField } from "@/components/form/number-field";
import { reportSaveError } from "@/components/form/server-errors";
import { Button } from "@/components/ui/button";
import { PendingButton } from "@/components/ui/pending-button";
import { notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { useRefreshCaptures } from "./capture-queries";
import { formatValue } from "./charts/units";

type SpeedValues = z.input<typeof captureSpeedInput>;
type SpeedOutput = z.output<typeof captureSpeedInput>;

export interface CaptureSpeedDialogProps {
  sensorId: number;
  /** The capture whose speed is set; the dialog is open while it is given. */
  capture: Pick<WaveformSummary, "id" | "rpm" | "rpm_source"> | null;
  onClose: () => void;
}

export function CaptureSpeedDialog({ sensorId, capture, onClose }: CaptureSpeedDialogProps) {
  const { t } = useTranslation();
  const entered = capture?.rpm_source === CaptureSpeedSource.MANUAL;
  return (
    <FormDialog
      open={capture !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("signals.history.speedTitle")}
      description={
        !capture
          ? undefined
          : capture.rpm === null
            ? t("signals.history.speedHelpUnknown")
            : t(entered ? "signals.history.speedHelpEntered" : "signals.history.speedHelpGateway", {
                speed: formatValue(capture.rpm, "RPM"),
              })
      }
    >
      {capture ? (
        <SpeedForm sensorId={sensorId} capture={capture} entered={entered} onDone={onClose} />
      ) : null}
    </FormDialog>
  );
}

function SpeedForm({
  sensorId,
  capture,
  entered,
  onDone,
}: {
  sensorId: number;
  capture: NonNullable<CaptureSpeedDialogProps["capture"]>;
  entered: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const refresh = useRefreshCaptures();
  const save = useMutation(trpc.analysis.setCaptureSpeed.mutationOptions({ meta: { handlesErrors: true } }));
  const form = useForm<SpeedValues, unknown, SpeedOutput>({
    resolver: localizedResolver(captureSpeedInput, t) as Resolver<SpeedValues, unknown, SpeedOutput>,
    defaultValues: { sensor_id: sensorId, fft_id: capture.id, rpm: entered ? capture.rpm : undefined },
  });

  const send = async (rpm: number | null) => {
    try {
      await save.mutateAsync({ sensor_id: sensorId, fft_id: capture.id, rpm });
      notifySuccess(t(rpm === null ? "signals.history.speedCleared" : "signals.history.speedSaved"));
      await refresh();
      onDone();
    } catch (error) {
      reportSaveError(error, form.setError, new Set(["rpm"]), t("messages.validationError"));
    }
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="flex min-w-0 flex-col gap-4"
        onSubmit={form.handleSubmit((values) => send(values.rpm))}
      >
        <NumberField name="rpm" label={t("signals.history.speed")} unit="RPM" min={0} step="any" required />
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={save.isPending || !entered}
            onClick={() => void send(null)}
          >
            <XIcon aria-hidden="true" />
            {t("signals.history.clearSpeed")}
          </Button>
          <PendingButton
            type="submit"
            size="sm"
            disabled={save.isPending}
            pending={save.isPending}
            icon={<SaveIcon aria-hidden="true" />}
          >
            {t("common.save")}
          </PendingButton>
        </div>
      </form>
    </FormProvider>
  );
}
