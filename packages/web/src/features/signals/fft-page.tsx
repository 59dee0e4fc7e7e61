/**
 * /ncd/:id/fft/:fftId and /banner/:id/fft/:fftId — the analyst's workbench for one capture of a
 * sensor. Tabs (kept in the URL's `?tab=`): the spectrum (g or mm/s) and its envelope with cursors,
 * fault-frequency families and notes; the time waveform with its tools; "Compare" (multiple FFT: up
 * to four captures of the plant overlaid, fft-compare-tab.tsx); "Waterfall" (the axis's last
 * captures as a cascade, fft-waterfall-tab.tsx). Beside the chart: the capture's overall values, the
 * diagnosis of the capture on screen, and its notes. Below: the capture history (baseline, speed per
 * capture, picks for compare). "Request FFT" asks the gateway for a capture (axis, Fmax, lines, type)
 * and opens it when it arrives; the export menu gives CSV, UFF 58 and the chart as a one-page PDF.
 * "Create work order" opens the work order form on the sensor's item with this capture.
 */
import {
  AXIS_LABELS,
  hasPermission,
  type SpectrumView,
  WaveformKind,
  type WaveformSummary,
} from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams, useSearch } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { Button } from "@/components/ui/button";
import { LabelledSelect } from "@/components/ui/select-box";
import { CaptureWorkOrderAction } from "@/features/alarms/work-order-action";
import { useChartContext } from "@/features/sensors/chart-context";
import { SensorHeader } from "@/features/sensors/sensor-header";
import { WithSensor } from "@/features/sensors/sensor-record";
import { fftBase } from "@/features/sensors/sensor-routes";
import type { SensorDetails } from "@/features/sensors/sensor-types";
import { notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { CaptureExportMenu } from "./capture-export-menu";
import { CaptureHistoryCard } from "./capture-history-card";
import { CaptureNotesCard } from "./capture-notes-card";
import type { SpectrumScreenState } from "./charts/spectrum-state";
import { unitConverter } from "./charts/units";
import { formatZoned } from "./charts/zoned-time";
import { DiagnosisCard } from "./diagnosis-card";
import { type CaptureRef, defaultCompare, formatCaptureRefs, parseCaptureRefs } from "./fft-compare-tab";
import { FftOverallCard } from "./fft-overall-card";
import { FftRequestDialog } from "./fft-request-dialog";
import { FFT_TABS, type FftTab, FftTabs } from "./fft-tabs";
import { captureAxes, SoundPlayer } from "./sound-player";
import { useRequestedCapture } from "./use-requested-capture";

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
  const user = useAuthUser();
  const canEdit = hasPermission(user, ["edit_dashboard", "create_dashboard"], "any");
  const [location, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const tab: FftTab = (FFT_TABS as readonly string[]).includes(search.get("tab") ?? "")
    ? (search.get("tab") as FftTab)
    : "spectrum";
  const [unit, setUnit] = useState<"g" | "mm/s">("g");
  const [requestedAt, setRequestedAt] = useState<number | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const [screen, setScreen] = useState<SpectrumScreenState | null>(null);
  const { timeZone, measuringSystem } = useChartContext(sensor.plant_id);
  const base = fftBase(sensor);

  const captures = useQuery(trpc.signals.captures.queryOptions({ sensor_id: sensor.id, limit: 200 }));
  const list = (captures.data ?? []) as WaveformSummary[];
  // Every tab shows the capture's overall values and bearing beside it, so its spectrum is always read.
  const spectrum = useQuery(
    trpc.signals.spectrum.queryOptions({
      sensor_id: sensor.id,
      fft_id: fftId,
      kind: tab === "envelope" ? "envelope" : "spectrum",
      ...(tab === "envelope" ? {} : { unit }),
    }),
  );
  const view = spectrum.data as SpectrumView | undefined;
  const current = list.find((c) => c.id === fftId) ?? view?.capture;

  // The requested capture has arrived: say so and open it.
  const arrived = useRequestedCapture({ sensorId: sensor.id, requestedAt });
  useEffect(() => {
    if (!arrived) return;
    setRequestedAt(null);
    notifySuccess(t("signals.fft.arrived"));
    navigate(`/${base}/${sensor.id}/fft/${arrived.id}`);
  }, [arrived, base, navigate, sensor.id, t]);

  const pageFor = (id: number, next: FftTab = tab, extra = "") =>
    `/${base}/${sensor.id}/fft/${id}${next === "spectrum" && !extra ? "" : `?tab=${next}${extra}`}`;
  const setTab = (next: FftTab) => navigate(pageFor(fftId, next), { replace: true });
  const compareRefs: CaptureRef[] = parseCaptureRefs(search.get("with"));
  const refs =
    compareRefs.length > 0 ? compareRefs : defaultCompare({ sensor_id: sensor.id, fft_id: fftId }, list);
  const setCompare = (next: CaptureRef[]) =>
    navigate(`${location}?tab=compare&with=${formatCaptureRefs(next)}`, { replace: true });
  const captureLabel = (c: WaveformSummary) =>
    `${formatZoned(c.ts, timeZone)} · ${AXIS_LABELS[c.axis] ?? c.axis} · ${t(
      c.kind === WaveformKind.ENVELOPE ? "signals.fft.kindEnvelope" : "signals.fft.kindStandard",
    )}`;
  const known = list.some((c) => c.id === fftId);
  const spectral = tab === "spectrum" || tab === "envelope";

  return (
    <div className="flex flex-col gap-4">
      <SensorHeader
        sensor={sensor}
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <Link href={`/sensors/${sensor.id}/statistics`}>{t("sensors.statistics")}</Link>
            </Button>
            <FftRequestDialog
              sensor={sensor}
              canEdit={canEdit}
              onRequested={(_command, at) => setRequestedAt(at)}
            />
            <CaptureExportMenu
              sensorId={sensor.id}
              fftId={fftId}
              tab={tab === "envelope" || tab === "waveform" ? tab : "spectrum"}
              unit={unit}
              screenState={
                spectral && screen
                  ? {
                      ...screen,
                      kind: tab === "envelope" ? "envelope" : "spectrum",
                      unit: tab === "envelope" ? "gE" : unit,
                    }
                  : null
              }
            />
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
          className="flex min-w-0 max-w-full flex-col gap-1 sm:min-w-72"
          label={t("signals.fft.capture")}
          value={String(fftId)}
          options={[
            ...(known ? [] : [{ value: String(fftId), label: t("signals.fft.captureId", { id: fftId }) }]),
            ...list.map((c) => ({ value: String(c.id), label: captureLabel(c) })),
          ]}
          onChange={(v) => navigate(pageFor(Number(v)))}
        />
        {tab !== "envelope" && tab !== "waveform" ? (
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
        <p className="pb-1.5 text-xs text-muted-foreground">
          {view?.bearing ? t("signals.fft.bearing", { name: view.bearing.name }) : t("signals.fft.noBearing")}
        </p>
        <SoundPlayer key={fftId} sensorId={sensor.id} fftId={fftId} axes={captureAxes(current, list)} />
      </div>

      <div className="grid min-w-0 gap-4 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <FftTabs
          tab={tab}
          onTab={setTab}
          sensor={sensor}
          fftId={fftId}
          axis={current?.axis ?? 1}
          unit={unit}
          spectrum={spectrum}
          compare={{ refs, onChange: setCompare }}
          measuringSystem={measuringSystem}
          timeZone={timeZone}
          onScreenState={setScreen}
        />
        <div className="grid min-w-0 content-start gap-4 lg:grid-cols-2 xl:grid-cols-1">
          <FftOverallCard view={view} measuringSystem={measuringSystem} timeZone={timeZone} />
          <DiagnosisCard
            sensorId={sensor.id}
            fftId={fftId}
            measuringSystem={measuringSystem}
            timeZone={timeZone}
          />
          <CaptureNotesCard
            sensorId={sensor.id}
            fftId={fftId}
            notes={view?.notes ?? []}
            currentUserId={user?.id ?? null}
            canEdit={canEdit}
            timeZone={timeZone}
          />
        </div>
      </div>

      <CaptureHistoryCard
        sensor={sensor}
        currentId={fftId}
        captures={list}
        timeZone={timeZone}
        onOpen={(id) => navigate(pageFor(id))}
        selected={picked}
        onSelect={(ids) => {
          setPicked(ids);
          if (ids.length > 0)
            navigate(
              pageFor(
                fftId,
                "compare",
                `&with=${formatCaptureRefs(ids.map((id) => ({ sensor_id: sensor.id, fft_id: id })))}`,
              ),
              {
                replace: true,
              },
            );
        }}
        canEdit={canEdit}
        loading={captures.isPending}
      />
    </div>
  );
}
