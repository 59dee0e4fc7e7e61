/**
 * "Request FFT": asks the sensor's gateway for a new capture (signals.requestFft queues the
 * command). The dialog picks the axis (X by default), Fmax among the FFT Hz limits (the sensor's
 * own by default), the spectral lines (DEFAULT_FFT_LINES by default) and the waveform type, shows
 * the resolution they give, and after sending follows the command (fft-request-progress.tsx).
 *
 *   <FftRequestDialog sensor={sensor} canEdit={canEdit} onRequested={(commandId, requestedAt) => …} />
 *
 * - `sensor`: the page's sensor (id, name, fmax, controller); without a controller nothing can be sent.
 * - `canEdit`: users who may not edit signals do not get the button.
 * - `onRequested(commandId, requestedAt)`: the command was queued; `requestedAt` is its creation
 *   time (epoch ms), to give `useRequestedCapture` (use-requested-capture.ts), which watches for
 *   the capture the gateway will send.
 */
import {
  AXIS_LABELS,
  DEFAULT_FFT_LINES,
  FFT_HZ_LIMITS,
  FFT_REQUEST_LINES,
  requestFftInput,
  WaveformKind,
} from "@plantwise/shared";
import { useMutation } from "@tanstack/react-query";
import { ActivityIcon, SendIcon } from "lucide-react";
import { useState } from "react";
import { FormProvider, type Resolver, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FormFields } from "@/components/form/form-fields";
import { localizedResolver } from "@/components/form/localized-resolver";
import { reportSaveError } from "@/components/form/server-errors";
import { ButtonDialog } from "@/components/ui/button-dialog";
import { PendingButton } from "@/components/ui/pending-button";
import { ToolButton } from "@/components/ui/tool-button";
import type { SensorDetails } from "@/features/sensors/sensor-types";
import { notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { formatValue } from "./charts/units";
import { FftRequestProgress, isWaiting, useCommandStage } from "./fft-request-progress";

type RequestValues = z.input<typeof requestFftInput>;
type RequestOutput = z.output<typeof requestFftInput>;

export interface FftRequestDialogProps {
  sensor: Pick<SensorDetails, "id" | "name" | "fmax" | "controller">;
  canEdit: boolean;
  onRequested: (commandId: number, requestedAt: number) => void;
}

/** Samples are 2.56 × lines, taken at 2.56 × Fmax. */
const OVERSAMPLING = 2.56;

/** What a capture of `lines` lines up to `fmax` Hz gives: its line spacing (Hz) and length (s). */
export function fftResolution(fmax: number, lines: number) {
  return {
    df: fmax / lines,
    seconds: lines / fmax,
    samples: Math.round(OVERSAMPLING * lines),
    sampleRate: OVERSAMPLING * fmax,
  };
}

/** The sensor's Fmax when it is one of the limits a request may name, else the nearest of them. */
export function defaultFmax(sensorFmax: number | null | undefined): number {
  const limits: readonly number[] = FFT_HZ_LIMITS;
  if (sensorFmax == null || !Number.isFinite(sensorFmax)) return Math.max(...limits);
  if (limits.includes(sensorFmax)) return sensorFmax;
  return limits.reduce((best, v) => (Math.abs(v - sensorFmax) < Math.abs(best - sensorFmax) ? v : best));
}

const FORM_FIELDS = new Set(["axis", "fmax", "lines", "kind"]);

export function FftRequestDialog({ sensor, canEdit, onRequested }: FftRequestDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [commandId, setCommandId] = useState<number | null>(null);
  const controllerId = sensor.controller?.id ?? 0;
  const stage = useCommandStage(controllerId, commandId);
  const waiting = commandId !== null && isWaiting(stage);
  if (!canEdit) return null;
  return (
    <ButtonDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <ToolButton icon={ActivityIcon} size="sm" variant="default" data-testid="request-fft">
          {t("signals.request.button")}
        </ToolButton>
      }
      title={t("signals.request.title", { name: sensor.name })}
      description={sensor.controller ? t("signals.request.help") : t("signals.request.noController")}
    >
      {() => (
        <div className="flex min-w-0 flex-col gap-4">
          <RequestForm
            sensor={sensor}
            blocked={!sensor.controller || waiting}
            onSent={(id, at) => {
              setCommandId(id);
              onRequested(id, at);
            }}
          />
          {commandId !== null ? <FftRequestProgress stage={stage} /> : null}
        </div>
      )}
    </ButtonDialog>
  );
}

function RequestForm({
  sensor,
  blocked,
  onSent,
}: {
  sensor: FftRequestDialogProps["sensor"];
  blocked: boolean;
  onSent: (commandId: number, requestedAt: number) => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const request = useMutation(trpc.signals.requestFft.mutationOptions({ meta: { handlesErrors: true } }));
  const form = useForm<RequestValues, unknown, RequestOutput>({
    resolver: localizedResolver(requestFftInput, t) as Resolver<RequestValues, unknown, RequestOutput>,
    defaultValues: {
      sensor_id: sensor.id,
      axis: 1,
      fmax: defaultFmax(sensor.fmax),
      lines: DEFAULT_FFT_LINES,
      kind: WaveformKind.STANDARD,
    },
  });
  const [fmax, lines] = useWatch({ control: form.control, name: ["fmax", "lines"] }) as [number, number];
  const resolution = fftResolution(Number(fmax), Number(lines));

  const send = form.handleSubmit(async (values) => {
    try {
      const row = await request.mutateAsync(values);
      // The server's clock, the one the capture's time will be read against; the browser's if unreadable.
      const created = new Date(row.created_at).getTime();
      onSent(row.id, Number.isFinite(created) ? created : Date.now());
      notifySuccess(t("signals.request.sent"));
    } catch (error) {
      reportSaveError(error, form.setError, FORM_FIELDS, t("messages.validationError"));
    }
  });

  const numberOptions = (values: readonly number[], unit: string) =>
    values.map((v) => ({ value: String(v), label: unit ? `${v} ${unit}` : String(v) }));

  return (
    <FormProvider {...form}>
      <form onSubmit={send} noValidate className="flex min-w-0 flex-col gap-4">
        <FormFields
          columns={2}
          fields={[
            {
              kind: "select",
              name: "axis",
              label: t("signals.request.axis"),
              parse: Number,
              options: [1, 2, 3].map((axis) => ({ value: String(axis), label: AXIS_LABELS[axis] ?? "" })),
            },
            {
              kind: "select",
              name: "kind",
              label: t("signals.request.kind"),
              parse: Number,
              options: [
                { value: String(WaveformKind.STANDARD), label: t("signals.request.kindStandard") },
                { value: String(WaveformKind.ENVELOPE), label: t("signals.request.kindEnvelope") },
              ],
            },
            {
              kind: "select",
              name: "fmax",
              label: t("signals.request.fmax"),
              parse: Number,
              options: numberOptions(FFT_HZ_LIMITS, "Hz"),
            },
            {
              kind: "select",
              name: "lines",
              label: t("signals.request.lines"),
              parse: Number,
              options: numberOptions(FFT_REQUEST_LINES, ""),
            },
          ]}
        />
        <dl
          className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-md bg-muted/50 p-3 text-sm"
          data-testid="fft-resolution"
          aria-live="polite"
        >
          <dt className="text-muted-foreground">{t("signals.request.resolution")}</dt>
          <dd className="tabular-nums">{formatValue(resolution.df, "Hz")}</dd>
          <dt className="text-muted-foreground">{t("signals.request.length")}</dt>
          <dd className="tabular-nums">{formatValue(resolution.seconds, "s")}</dd>
          <dt className="text-muted-foreground">{t("signals.request.samples")}</dt>
          <dd className="tabular-nums">
            {t("signals.request.samplesAt", {
              samples: resolution.samples,
              rate: formatValue(resolution.sampleRate, "Hz"),
            })}
          </dd>
        </dl>
        <div className="flex justify-end">
          <PendingButton
            type="submit"
            size="sm"
            disabled={blocked || request.isPending}
            pending={request.isPending}
            icon={<SendIcon aria-hidden="true" />}
          >
            {t("signals.request.send")}
          </PendingButton>
        </div>
      </form>
    </FormProvider>
  );
}
