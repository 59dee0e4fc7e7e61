/**
 * The FFT page's chart card: its tab list and the view of the tab chosen — spectrum or envelope
 * (SpectrumChart), time waveform (WaveformChart, fetched when shown), compare and waterfall.
 */
import type { SpectrumView, WaveformView } from "@plantwise/shared";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import type { SensorDetails } from "@/features/sensors/sensor-types";
import { useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { SpectrumChart } from "./charts/spectrum-chart";
import type { SpectrumScreenState } from "./charts/spectrum-state";
import { WaveformChart } from "./charts/waveform-chart";
import { type CaptureRef, FftCompareTab } from "./fft-compare-tab";
import { FftWaterfallTab } from "./fft-waterfall-tab";
import { ChartError } from "./signal-controls";

export const FFT_TABS = ["spectrum", "envelope", "waveform", "compare", "waterfall"] as const;
export type FftTab = (typeof FFT_TABS)[number];

export function FftTabs({
  tab,
  onTab,
  sensor,
  fftId,
  axis,
  unit,
  spectrum,
  compare,
  measuringSystem,
  timeZone,
  onScreenState,
}: {
  tab: FftTab;
  onTab: (tab: FftTab) => void;
  sensor: SensorDetails;
  fftId: number;
  axis: number;
  unit: "g" | "mm/s";
  spectrum: Pick<UseQueryResult<unknown, unknown>, "data" | "isError" | "isPending" | "refetch">;
  compare: { refs: CaptureRef[]; onChange: (refs: CaptureRef[]) => void };
  measuringSystem: number;
  timeZone: string;
  onScreenState: (state: SpectrumScreenState) => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const waveform = useQuery({
    ...trpc.signals.waveform.queryOptions({ sensor_id: sensor.id, fft_id: fftId, max_points: 4000 }),
    enabled: tab === "waveform",
  });
  const view = spectrum.data as SpectrumView | undefined;
  // On a phone the tab strip scrolls sideways: keep the chosen tab in sight.
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chosen = strip.current?.querySelector<HTMLElement>(`[data-tab="${tab}"]`);
    chosen?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [tab]);
  return (
    <Card className="min-w-0">
      <CardHeader className="pb-0">
        <div
          ref={strip}
          role="tablist"
          aria-label={t("signals.fft.views")}
          className="flex gap-1 overflow-x-auto border-b [scrollbar-width:none]"
        >
          {FFT_TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              data-tab={name}
              aria-selected={tab === name}
              onClick={() => onTab(name)}
              className={cn(
                "-mb-px h-9 shrink-0 border-b-2 px-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring",
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
        {tab === "compare" ? (
          <FftCompareTab
            refs={compare.refs}
            onChange={compare.onChange}
            plantId={sensor.plant_id}
            unit={unit}
            measuringSystem={measuringSystem}
            timeZone={timeZone}
          />
        ) : tab === "waterfall" ? (
          <FftWaterfallTab
            sensorId={sensor.id}
            axis={axis}
            unit={unit}
            measuringSystem={measuringSystem}
            timeZone={timeZone}
          />
        ) : tab === "waveform" ? (
          waveform.isError ? (
            <ChartError height={240} onRetry={() => void waveform.refetch()} />
          ) : (
            <WaveformChart
              view={waveform.data as WaveformView | undefined}
              captureRms={view?.capture.unit === "g" ? view.overall.acceleration_rms : null}
              runningSpeedHz={view?.running_speed_hz ?? null}
              loading={waveform.isPending}
              measuringSystem={measuringSystem}
            />
          )
        ) : spectrum.isError ? (
          <ChartError height={300} onRetry={() => void spectrum.refetch()} />
        ) : (
          <SpectrumChart
            view={view}
            loading={spectrum.isPending}
            measuringSystem={measuringSystem}
            onScreenState={onScreenState}
          />
        )}
      </CardContent>
    </Card>
  );
}
