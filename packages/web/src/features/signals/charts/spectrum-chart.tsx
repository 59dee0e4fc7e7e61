/**
 * A capture's spectrum (UI.md "Charts"): frequency axis in Hz or in orders of the running speed
 * (drag across it to zoom into a band), linear or log amplitude, a cursor readout (frequency,
 * amplitude, order), harmonic cursors (click a peak, or pick one in the peak list, to mark its
 * 1×…10×), the view's markers (running-speed orders dotted, bearing defect frequencies dashed and
 * labelled BPFO/BPFI/BSF/FTF) and the top peaks. The plot itself is spectrum-plot.tsx.
 */
import type { SpectrumView } from "@plantwise/shared";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { ChartEmpty, ChartSize, ChartSkeleton } from "./chart-frame";
import { PeakList } from "./peak-list";
import { topPeaks } from "./spectrum-math";
import { SpectrumPlot, type XMode, type YScale } from "./spectrum-plot";
import { formatValue, unitConverter } from "./units";

export interface SpectrumChartProps {
  view: SpectrumView | undefined;
  loading?: boolean;
  measuringSystem: number;
  height?: number;
  width?: number;
}

export function SpectrumChart({ view, loading, measuringSystem, height = 300, width }: SpectrumChartProps) {
  const { t } = useTranslation();
  const [xMode, setXMode] = useState<XMode>("hz");
  const [yScale, setYScale] = useState<YScale>("linear");
  const [fundamental, setFundamental] = useState<number | null>(null);
  const [zoom, setZoom] = useState<[number, number] | null>(null);
  const conv = useMemo(() => unitConverter(view?.unit ?? "", measuringSystem), [view?.unit, measuringSystem]);
  if (loading || !view) return <ChartSkeleton height={height} label={t("signals.chart.loading")} />;
  if (view.amplitudes.length === 0) {
    return (
      <ChartEmpty
        height={height}
        title={t("signals.spectrum.empty")}
        body={t("signals.spectrum.emptyBody")}
      />
    );
  }
  const running = view.running_speed_hz;
  const ordersAvailable = running !== null && running > 0;
  const mode: XMode = ordersAvailable ? xMode : "hz";
  const peaks = topPeaks(view.peaks, 5);

  return (
    <div className="flex flex-col gap-2" data-testid="spectrum-chart">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <ToggleGroup
          label={t("signals.spectrum.xAxis")}
          value={mode}
          options={[
            { value: "hz", label: t("signals.spectrum.hz") },
            { value: "orders", label: t("signals.spectrum.orders"), disabled: !ordersAvailable },
          ]}
          onChange={(v) => setXMode(v as XMode)}
        />
        <ToggleGroup
          label={t("signals.spectrum.amplitude")}
          value={yScale}
          options={[
            { value: "linear", label: t("signals.spectrum.linear") },
            { value: "log", label: t("signals.spectrum.log") },
          ]}
          onChange={(v) => setYScale(v as YScale)}
        />
        {zoom !== null ? (
          <Button variant="outline" size="sm" onClick={() => setZoom(null)}>
            {t("signals.resetZoom")}
          </Button>
        ) : null}
        {fundamental !== null ? (
          <Button variant="outline" size="sm" onClick={() => setFundamental(null)}>
            {t("signals.spectrum.clearHarmonics")}
          </Button>
        ) : null}
        <span className="ml-auto text-muted-foreground">
          {ordersAvailable
            ? t("signals.spectrum.runningSpeed", {
                hz: formatValue(running, "Hz"),
                rpm: Math.round((running ?? 0) * 60),
              })
            : t("signals.spectrum.runningSpeedUnknown")}
        </span>
      </div>
      <ChartSize width={width} height={height}>
        {(w) => (
          <SpectrumPlot
            view={view}
            width={w}
            height={height}
            mode={mode}
            yScale={yScale}
            unit={conv.unit}
            convert={conv.convert}
            fundamental={fundamental}
            onPickFundamental={setFundamental}
            zoom={zoom}
            onZoom={setZoom}
          />
        )}
      </ChartSize>
      <PeakList
        peaks={peaks}
        unit={conv.unit}
        convert={conv.convert}
        running={running}
        onHarmonics={(hz) => setFundamental(hz)}
      />
    </div>
  );
}

function ToggleGroup({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string; disabled?: boolean }[];
  onChange: (value: string) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset
    <div role="group" aria-label={label} className="inline-flex items-center gap-1">
      <span className="text-muted-foreground">{label}</span>
      <div className="inline-flex overflow-hidden rounded-md border">
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            disabled={o.disabled}
            aria-pressed={value === o.value}
            onClick={() => onChange(o.value)}
            className={cn(
              "px-2 py-1 outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50",
              value === o.value ? "bg-primary text-primary-foreground" : "hover:bg-accent",
            )}
          >
            {o.label}
          </button>
        ))}
      </div>
    </div>
  );
}
