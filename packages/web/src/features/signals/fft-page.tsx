/**
 * /ncd/:id/fft/:fftId and /banner/:id/fft/:fftId — one capture of a sensor: a capture picker, the
 * spectrum (g or mm/s), its envelope, the time waveform (tabs kept in the URL's `?tab=`), the
 * capture's overall values, the running speed and bearing markers, and "Request FFT", which queues a
 * command to the gateway and then watches for the new capture (progress stays visible meanwhile).
 * "Play sound" plays the capture on each of its axes (sound-player.tsx) and the "Diagnosis" card
 * lists the faults found in the latest capture (diagnosis-card.tsx). "Create work order" opens the
 * new work order form on the sensor's item with this capture (and the item's open incident).
 */
import {
  AXIS_LABELS,
  type SpectrumView,
  WaveformKind,
  type WaveformSummary,
  type WaveformView,
} from "@plantwise/shared";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ActivityIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams, useSearch } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PendingButton } from "@/components/ui/pending-button";
import { LabelledSelect } from "@/components/ui/select-box";
import { CaptureWorkOrderAction } from "@/features/alarms/work-order-action";
import { useChartContext } from "@/features/sensors/chart-context";
import { SensorHeader } from "@/features/sensors/sensor-header";
import { WithSensor } from "@/features/sensors/sensor-record";
import { fftBase } from "@/features/sensors/sensor-routes";
import type { SensorDetails } from "@/features/sensors/sensor-types";
import { notifyOnError, notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { SpectrumChart } from "./charts/spectrum-chart";
import { formatValue, unitConverter } from "./charts/units";
import { WaveformChart } from "./charts/waveform-chart";
import { formatZoned } from "./charts/zoned-time";
import { DiagnosisCard } from "./diagnosis-card";
import { ChartError } from "./signal-controls";
import { captureAxes, SoundPlayer } from "./sound-player";

const TABS = ["spectrum", "envelope", "waveform"] as const;
type Tab = (typeof TABS)[number];

/** How long the page keeps looking for the capture an FFT request asked for. */
const REQUEST_WATCH_MS = 15 * 60_000;

export function FftPage() {
  const params = useParams<{ id: string; fftId: string }>();
  return (
    <WithSensor id={Number(params.id)}>
      {(sensor) => <Fft sensor={sensor} fftId={Number(params.fftId)} />}
    </WithSensor>
  );
}

function Fft({ sensor, fftId }: { sensor: SensorDetails; fftId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [location, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const tab: Tab = (TABS as readonly string[]).includes(search.get("tab") ?? "")
    ? (search.get("tab") as Tab)
    : "spectrum";
  const [unit, setUnit] = useState<"g" | "mm/s">("g");
  const [requestedAt, setRequestedAt] = useState<number | null>(null);
  const { timeZone, measuringSystem } = useChartContext(sensor.plant_id);
  const base = fftBase(sensor);

  const captures = useQuery({
    ...trpc.signals.captures.queryOptions({ sensor_id: sensor.id, limit: 50 }),
    refetchInterval: requestedAt !== null ? 15_000 : false,
  });
  const list = (captures.data ?? []) as WaveformSummary[];
  const spectrum = useQuery({
    ...trpc.signals.spectrum.queryOptions({
      sensor_id: sensor.id,
      fft_id: fftId,
      kind: tab === "envelope" ? "envelope" : "spectrum",
      ...(tab === "envelope" ? {} : { unit }),
    }),
  });
  const waveform = useQuery({
    ...trpc.signals.waveform.queryOptions({ sensor_id: sensor.id, fft_id: fftId, max_points: 2000 }),
    enabled: tab === "waveform",
  });
  const request = useMutation(trpc.signals.requestFft.mutationOptions({ meta: { handlesErrors: true } }));

  // A capture newer than the request means the gateway answered: stop watching and say so.
  const newest = list[0];
  useEffect(() => {
    if (requestedAt === null) return;
    if (newest && newest.ts >= requestedAt) {
      setRequestedAt(null);
      notifySuccess(t("signals.fft.arrived"));
    } else if (Date.now() - requestedAt > REQUEST_WATCH_MS) {
      setRequestedAt(null);
    }
  }, [newest, requestedAt, t]);

  const setTab = (next: Tab) =>
    navigate(next === "spectrum" ? location : `${location}?tab=${next}`, { replace: true });
  const captureLabel = (c: WaveformSummary) =>
    `${formatZoned(c.ts, timeZone)} · ${AXIS_LABELS[c.axis] ?? c.axis} · ${t(
      c.kind === WaveformKind.ENVELOPE ? "signals.fft.kindEnvelope" : "signals.fft.kindStandard",
    )}`;
  const known = list.some((c) => c.id === fftId);
  const view = spectrum.data as SpectrumView | undefined;

  const requestFft = () =>
    notifyOnError(async () => {
      await request.mutateAsync({ sensor_id: sensor.id });
      notifySuccess(t("signals.fft.requested"));
      setRequestedAt(Date.now());
    });

  return (
    <div className="flex flex-col gap-4">
      <SensorHeader
        sensor={sensor}
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <Link href={`/sensors/${sensor.id}/statistics`}>{t("sensors.statistics")}</Link>
            </Button>
            <PendingButton
              size="sm"
              onClick={() => void requestFft()}
              disabled={request.isPending || requestedAt !== null}
              pending={request.isPending || requestedAt !== null}
              icon={<ActivityIcon aria-hidden="true" />}
            >
              {t("signals.fft.request")}
            </PendingButton>
            <CaptureWorkOrderAction itemId={sensor.equipment_item_id ?? null} waveformId={fftId} />
          </>
        }
      />
      {requestedAt !== null ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t("signals.fft.waiting")}
        </p>
      ) : null}

      <div className="flex flex-wrap items-end gap-3">
        <LabelledSelect
          className="flex min-w-72 flex-col gap-1"
          label={t("signals.fft.capture")}
          value={String(fftId)}
          options={[
            ...(known ? [] : [{ value: String(fftId), label: t("signals.fft.captureId", { id: fftId }) }]),
            ...list.map((c) => ({ value: String(c.id), label: captureLabel(c) })),
          ]}
          onChange={(v) =>
            navigate(`/${base}/${sensor.id}/fft/${v}${tab === "spectrum" ? "" : `?tab=${tab}`}`)
          }
        />
        {tab === "spectrum" ? (
          <LabelledSelect
            className="flex min-w-32 flex-col gap-1"
            label={t("signals.fft.unit")}
            value={unit}
            options={[
              { value: "g", label: t("signals.fft.unitG") },
              {
                value: "mm/s",
                label: t("signals.fft.unitVelocity", { unit: unitConverter("mm/s", measuringSystem).unit }),
              },
            ]}
            onChange={(v) => setUnit(v as "g" | "mm/s")}
          />
        ) : null}
        {view?.bearing ? (
          <p className="pb-1.5 text-xs text-muted-foreground">
            {t("signals.fft.bearing", { name: view.bearing.name })}
          </p>
        ) : (
          <p className="pb-1.5 text-xs text-muted-foreground">{t("signals.fft.noBearing")}</p>
        )}
        <SoundPlayer
          key={fftId}
          sensorId={sensor.id}
          fftId={fftId}
          axes={captureAxes(list.find((c) => c.id === fftId) ?? view?.capture, list)}
        />
      </div>

      <div className="grid gap-4 xl:grid-cols-[1fr_18rem]">
        <Card>
          <CardHeader className="pb-0">
            <div role="tablist" aria-label={t("signals.fft.views")} className="flex gap-1 border-b">
              {TABS.map((name) => (
                <button
                  key={name}
                  type="button"
                  role="tab"
                  aria-selected={tab === name}
                  onClick={() => setTab(name)}
                  className={cn(
                    "-mb-px h-9 border-b-2 px-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    tab === name
                      ? "border-primary text-foreground"
                      : "border-transparent text-muted-foreground hover:text-foreground",
                  )}
                >
                  {t(`signals.fft.tabs.${name}`)}
                </button>
              ))}
            </div>
          </CardHeader>
          <CardContent className="pt-4" role="tabpanel">
            {tab === "waveform" ? (
              waveform.isError ? (
                <ChartError height={240} onRetry={() => void waveform.refetch()} />
              ) : (
                <WaveformChart
                  view={waveform.data as WaveformView | undefined}
                  captureRms={view?.capture.unit === "g" ? view.overall.acceleration_rms : null}
                  loading={waveform.isPending}
                  measuringSystem={measuringSystem}
                />
              )
            ) : spectrum.isError ? (
              <ChartError height={300} onRetry={() => void spectrum.refetch()} />
            ) : (
              <SpectrumChart view={view} loading={spectrum.isPending} measuringSystem={measuringSystem} />
            )}
          </CardContent>
        </Card>
        <div className="grid content-start gap-4 lg:grid-cols-2 xl:grid-cols-1">
          <OverallCard view={view} measuringSystem={measuringSystem} timeZone={timeZone} />
          <DiagnosisCard sensorId={sensor.id} measuringSystem={measuringSystem} timeZone={timeZone} />
        </div>
      </div>
    </div>
  );
}

function OverallCard({
  view,
  measuringSystem,
  timeZone,
}: {
  view: SpectrumView | undefined;
  measuringSystem: number;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const velocity = unitConverter("mm/s", measuringSystem);
  const rows: [string, string][] = view
    ? [
        [
          t("signals.parameters.velocity_rms"),
          formatValue(velocity.convert(view.overall.velocity_rms), velocity.unit),
        ],
        [t("signals.parameters.acceleration_rms"), formatValue(view.overall.acceleration_rms, "g")],
        [t("signals.parameters.acceleration_peak"), formatValue(view.overall.acceleration_peak, "g")],
        [t("signals.parameters.crest_factor"), formatValue(view.overall.crest_factor, "")],
        [t("signals.parameters.kurtosis"), formatValue(view.overall.kurtosis, "")],
        [t("signals.parameters.hf_band_rms"), formatValue(view.overall.hf_band_rms, "g")],
        [t("signals.fft.fmax"), formatValue(view.fmax, "Hz")],
        [t("signals.fft.lines"), String(view.lines)],
        [t("signals.fft.resolution"), formatValue(view.df, "Hz")],
        [t("signals.fft.sampleRate"), formatValue(view.capture.sample_rate, "Hz")],
        [t("signals.fft.window"), `${view.window} · ${view.scaling}`],
      ]
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t("signals.fft.overall")}</CardTitle>
        {view ? (
          <p className="text-xs text-muted-foreground tabular-nums">
            {formatZoned(view.capture.ts, timeZone)} · {AXIS_LABELS[view.capture.axis]}
          </p>
        ) : null}
      </CardHeader>
      <CardContent>
        {view ? (
          <dl className="flex flex-col gap-1.5 text-sm" data-testid="overall-values">
            {rows.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-2">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="text-right tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">{t("signals.fft.overallLater")}</p>
        )}
      </CardContent>
    </Card>
  );
}
