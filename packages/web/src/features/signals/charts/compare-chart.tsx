/**
 * Up to four spectra overlaid (UI.md "Charts"): any sensors of a plant, or a baseline against the
 * latest capture. Each trace has its colour and dash; the legend names each (sensor, item, capture
 * time on the plant's clock, axis, baseline) and shows its amplitude at the one cursor all traces
 * share. Hz or orders (each trace by its own running speed), linear or log amplitude, drag to zoom.
 * The plot itself is compare-plot.tsx.
 */
import { AXIS_LABELS, type CompareTrace, type CompareView } from "@plantwise/shared";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { FrequencyAxisToggle, LinearLogToggle } from "./axis-toggles";
import { ChartEmpty, ChartSize, ChartSkeleton } from "./chart-frame";
import {
  compareExtent,
  compareOrdersAvailable,
  TRACE_COLOUR_CLASSES,
  traceAt,
  traceKey,
} from "./compare-math";
import { ComparePlot, TraceSwatch } from "./compare-plot";
import { formatValue, unitConverter } from "./units";
import type { AmplitudeScale, XMode } from "./waterfall-math";
import { formatZoned } from "./zoned-time";

export interface CompareChartProps {
  view: CompareView | undefined;
  loading?: boolean;
  measuringSystem: number;
  /** The plant's time zone: capture times are on its wall clock. */
  timeZone: string;
  height?: number;
  width?: number;
}

export function CompareChart({
  view,
  loading,
  measuringSystem,
  timeZone,
  height = 320,
  width,
}: CompareChartProps) {
  const { t } = useTranslation();
  const [modeChoice, setModeChoice] = useState<XMode>("hz");
  const [yScale, setYScale] = useState<AmplitudeScale>("linear");
  const [zoom, setZoom] = useState<[number, number] | null>(null);
  const [cursor, setCursor] = useState<number | null>(null);
  const conv = useMemo(() => unitConverter(view?.unit ?? "", measuringSystem), [view?.unit, measuringSystem]);
  const traces = view?.traces ?? [];
  const canOrders = compareOrdersAvailable(traces);
  const mode: XMode = canOrders ? modeChoice : "hz";
  const extent = useMemo(() => compareExtent(view?.traces ?? [], mode), [view?.traces, mode]);
  const domain = useMemo<[number, number]>(() => zoom ?? [0, extent], [zoom, extent]);

  if (loading || !view) return <ChartSkeleton height={height} label={t("signals.chart.loading")} />;
  if (traces.length === 0 || extent <= 0) {
    return (
      <ChartEmpty height={height} title={t("signals.compare.empty")} body={t("signals.compare.emptyBody")} />
    );
  }
  // Zoom and cursor are in the axis's units: switching Hz and orders starts afresh.
  const setMode = (value: XMode) => {
    setModeChoice(value);
    setZoom(null);
    setCursor(null);
  };

  return (
    <div className={cn("flex flex-col gap-2", TRACE_COLOUR_CLASSES)} data-testid="compare-chart">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <FrequencyAxisToggle value={mode} canOrders={canOrders} onChange={setMode} />
        <LinearLogToggle value={yScale} onChange={setYScale} />
        {zoom !== null ? (
          <Button variant="outline" size="sm" onClick={() => setZoom(null)}>
            {t("signals.resetZoom")}
          </Button>
        ) : null}
        {canOrders ? null : (
          <span className="text-muted-foreground">{t("signals.compare.ordersUnavailable")}</span>
        )}
      </div>
      <ChartSize width={width} height={height}>
        {(w) => (
          <ComparePlot
            view={view}
            width={w}
            height={height}
            mode={mode}
            yScale={yScale}
            unit={conv.unit}
            convert={conv.convert}
            domain={domain}
            onZoom={setZoom}
            cursor={cursor}
            onCursor={setCursor}
            timeZone={timeZone}
          />
        )}
      </ChartSize>
      <ul
        className="grid gap-x-6 gap-y-1 text-xs sm:grid-cols-2"
        aria-label={t("signals.compare.legend")}
        data-testid="compare-legend"
      >
        {traces.map((trace, i) => {
          const reading = cursor === null ? null : traceAt(trace.spectrum, cursor, mode);
          return (
            <LegendEntry
              key={traceKey(trace)}
              index={i}
              trace={trace}
              timeZone={timeZone}
              value={
                cursor === null
                  ? null
                  : reading === null
                    ? "—"
                    : formatValue(conv.convert(reading.amplitude), conv.unit)
              }
            />
          );
        })}
      </ul>
    </div>
  );
}

function LegendEntry({
  index,
  trace,
  timeZone,
  value,
}: {
  index: number;
  trace: CompareTrace;
  timeZone: string;
  /** The trace's amplitude at the cursor, written out; null without a cursor. */
  value: string | null;
}) {
  const { t } = useTranslation();
  const { sensor, spectrum } = trace;
  const where = sensor.item_name ?? sensor.machine_name;
  return (
    <li className="flex min-w-0 items-start gap-2 py-0.5" data-testid="compare-legend-entry">
      <span className="mt-1 flex shrink-0">
        <TraceSwatch index={index} />
      </span>
      {/* Wraps on a phone rather than cutting off the axis and the baseline mark. */}
      <span className="min-w-0 flex-1 break-words">
        <span className="font-medium">{sensor.name}</span>
        {where ? <span className="text-muted-foreground"> · {where}</span> : null}
        <span className="text-muted-foreground">
          {" · "}
          {formatZoned(spectrum.capture.ts, timeZone)}
          {" · "}
          {t("signals.compare.axis", { axis: AXIS_LABELS[spectrum.capture.axis] ?? spectrum.capture.axis })}
        </span>
        {spectrum.capture.is_baseline ? (
          <span className="ml-1.5 rounded-sm border px-1 text-[10px] uppercase tracking-wide">
            {t("signals.compare.baseline")}
          </span>
        ) : null}
      </span>
      {value !== null ? <span className="shrink-0 tabular-nums font-medium">{value}</span> : null}
    </li>
  );
}
