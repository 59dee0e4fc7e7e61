/**
 * The last captures of one sensor axis as a waterfall (UI.md "Charts"): a cascade of spectra, oldest
 * at the back, newest at the front, nearer rows hiding what lies behind them; or a colour map
 * (rows as time, amplitude as colour, with its scale). Frequency in Hz or in orders of each row's
 * own running speed, one amplitude scale for all rows (linear or log), drag to zoom into a band,
 * a readout of the row's capture time, frequency and amplitude, and a text summary for screen
 * readers. The drawing is waterfall-plot.tsx over waterfall-draw.ts.
 */
import { AXIS_LABELS, type WaterfallView } from "@plantwise/shared";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { FrequencyAxisToggle, LinearLogToggle } from "./axis-toggles";
import { ChartEmpty, ChartSize, ChartSkeleton } from "./chart-frame";
import { ToggleGroup } from "./spectrum-toggle-group";
import { formatValue, unitConverter } from "./units";
import type { WaterfallDisplay } from "./waterfall-geometry";
import {
  type AmplitudeScale,
  COLOUR_MAP_STOPS,
  LOG_FLOOR,
  ordersAvailable,
  strongestOfAll,
  visibleMax,
  type XMode,
  xExtent,
} from "./waterfall-math";
import { WaterfallPlot } from "./waterfall-plot";
import { formatZoned } from "./zoned-time";

export interface WaterfallChartProps {
  view: WaterfallView | undefined;
  loading?: boolean;
  measuringSystem: number;
  /** The plant's time zone: the rows' capture times are on its wall clock. */
  timeZone: string;
  height?: number;
  width?: number;
  /** The frequency axis it opens with (orders fall back to Hz when a capture has no speed). */
  xMode?: XMode;
}

const GRADIENT = `linear-gradient(to right, ${COLOUR_MAP_STOPS.map((c) => `rgb(${c.join(" ")})`).join(", ")})`;

export function WaterfallChart({
  view,
  loading,
  measuringSystem,
  timeZone,
  height = 360,
  width,
  xMode = "hz",
}: WaterfallChartProps) {
  const { t } = useTranslation();
  const [modeChoice, setModeChoice] = useState<XMode>(xMode);
  const [scale, setScale] = useState<AmplitudeScale>("linear");
  const [display, setDisplay] = useState<WaterfallDisplay>("cascade");
  const [zoom, setZoom] = useState<[number, number] | null>(null);
  const conv = useMemo(() => unitConverter(view?.unit ?? "", measuringSystem), [view?.unit, measuringSystem]);
  const speeds = useMemo(() => view?.captures.map((c) => c.running_speed_hz) ?? [], [view]);
  const canOrders = ordersAvailable(speeds);
  const mode: XMode = canOrders ? modeChoice : "hz";
  const extent = useMemo(() => (view ? xExtent(view.rows, view.df, mode, speeds) : 0), [view, mode, speeds]);
  const domain = useMemo<[number, number]>(() => zoom ?? [0, extent], [zoom, extent]);
  const amplitudeMax = useMemo(
    () => (view ? visibleMax(view.rows, view.df, mode, speeds, domain) : 0),
    [view, mode, speeds, domain],
  );
  const strongest = useMemo(() => (view ? strongestOfAll(view.rows) : null), [view]);

  if (loading || !view) return <ChartSkeleton height={height} label={t("signals.chart.loading")} />;
  if (view.rows.length === 0 || extent <= 0) {
    return (
      <ChartEmpty
        height={height}
        title={t("signals.waterfall.empty")}
        body={t("signals.waterfall.emptyBody")}
      />
    );
  }
  const first = view.captures[0];
  const last = view.captures.at(-1);
  const summary = t("signals.waterfall.summary", {
    count: view.rows.length,
    axis: AXIS_LABELS[view.axis] ?? String(view.axis),
    from: first ? formatZoned(first.ts, timeZone) : "—",
    to: last ? formatZoned(last.ts, timeZone) : "—",
    fmax: formatValue(view.fmax, "Hz"),
    amplitude: formatValue(conv.convert(strongest?.value ?? 0), conv.unit),
    frequency: formatValue((strongest?.line ?? 0) * view.df, "Hz"),
    at: formatZoned(view.captures[strongest?.row ?? 0]?.ts ?? 0, timeZone),
  });
  const maxShown = conv.convert(amplitudeMax);
  const setMode = (value: XMode) => {
    setModeChoice(value);
    setZoom(null);
  };

  return (
    <div className="flex flex-col gap-2" data-testid="waterfall-chart">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <ToggleGroup
          label={t("signals.waterfall.view")}
          value={display}
          options={[
            { value: "cascade", label: t("signals.waterfall.cascade") },
            { value: "colormap", label: t("signals.waterfall.colourMap") },
          ]}
          onChange={(v) => setDisplay(v as WaterfallDisplay)}
        />
        <FrequencyAxisToggle value={mode} canOrders={canOrders} onChange={setMode} />
        <LinearLogToggle value={scale} onChange={setScale} />
        {canOrders ? null : (
          <span className="text-muted-foreground">{t("signals.waterfall.ordersUnavailable")}</span>
        )}
        {zoom !== null ? (
          <Button variant="outline" size="sm" onClick={() => setZoom(null)}>
            {t("signals.resetZoom")}
          </Button>
        ) : null}
      </div>
      <div role="img" aria-label={summary} data-testid="waterfall-plot">
        <ChartSize width={width} height={height}>
          {(w) => (
            <WaterfallPlot
              view={view}
              shown={{ display, mode, scale, domain, amplitudeMax }}
              width={w}
              height={height}
              unit={conv.unit}
              convert={conv.convert}
              timeZone={timeZone}
              onZoom={setZoom}
            />
          )}
        </ChartSize>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {display === "colormap" ? (
          <span className="inline-flex items-center gap-2" data-testid="waterfall-scale">
            <span className="whitespace-nowrap">{t("signals.waterfall.scale")}</span>
            <span className="whitespace-nowrap tabular-nums">
              {formatValue(scale === "log" ? maxShown * LOG_FLOOR : 0, conv.unit)}
            </span>
            <span
              aria-hidden="true"
              className="h-2 w-24 rounded-sm border"
              style={{ background: GRADIENT }}
            />
            <span className="whitespace-nowrap tabular-nums">{formatValue(maxShown, conv.unit)}</span>
          </span>
        ) : null}
        {view.skipped > 0 ? <span>{t("signals.waterfall.skipped", { count: view.skipped })}</span> : null}
      </div>
    </div>
  );
}
