/**
 * A parameter's trend (UI.md "Charts"): per bucket a min/max band and the mean line, split where
 * buckets are missing so gaps stay gaps; warning and alarm zones as shaded bands; time axis in the
 * plant's time zone; brush to zoom (the parent refetches at the new range); hover readout; the unit
 * in the user's measuring system; and a text summary (latest value and its state) for everyone who
 * cannot read the picture. The plot itself is trend-plot.tsx.
 */
import { AXIS_LABELS, type TrendPoint, type TrendSeries } from "@plantwise/shared";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import { useParameterNames } from "../parameter-pickers";
import { ChartEmpty, ChartSize, ChartSkeleton } from "./chart-frame";
import { type TrendChartProps, TrendPlot } from "./trend-plot";

export type { TrendChartProps };

import { formatValue, unitConverter, ZONE_STATE_TEXT, zoneState } from "./units";
import { formatZoned } from "./zoned-time";

export function TrendChart({
  series,
  loading,
  timeZone,
  measuringSystem,
  height = 260,
  width,
  onZoom,
}: TrendChartProps) {
  const { t } = useTranslation();
  const { parameterName } = useParameterNames();
  if (loading || !series) return <ChartSkeleton height={height} label={t("signals.chart.loading")} />;
  const name = parameterName(series.parameter_type);
  if (series.points.length === 0) {
    return (
      <ChartEmpty
        height={height}
        title={t("signals.chart.noReadings", { name })}
        body={t("signals.chart.noReadingsBody", {
          from: formatZoned(series.from, timeZone),
          to: formatZoned(series.to, timeZone),
        })}
      />
    );
  }
  return (
    <div className="flex flex-col gap-1" data-testid="trend-chart">
      <ChartSize width={width} height={height}>
        {(w) => (
          <TrendPlot
            series={series}
            width={w}
            height={height}
            timeZone={timeZone}
            measuringSystem={measuringSystem}
            onZoom={onZoom}
          />
        )}
      </ChartSize>
      <TrendSummary series={series} name={name} timeZone={timeZone} measuringSystem={measuringSystem} />
    </div>
  );
}

/** "Latest velocity RMS (X): 3.2 mm/s at 2026-05-01 10:00 · Warning" — visible and read out. */
export function TrendSummary({
  series,
  name,
  timeZone,
  measuringSystem,
}: {
  series: TrendSeries;
  name: string;
  timeZone: string;
  measuringSystem: number;
}) {
  const { t } = useTranslation();
  const conv = unitConverter(series.unit, measuringSystem);
  const last = series.points.reduce<TrendPoint | undefined>((a, p) => (!a || p.t > a.t ? p : a), undefined);
  const state = zoneState(last?.mean, series.warning_zone, series.alarm_zone);
  const axis = series.axis ? ` (${AXIS_LABELS[series.axis] ?? series.axis})` : "";
  return (
    <p className="text-xs text-muted-foreground" data-testid="trend-summary">
      {last
        ? t("signals.chart.latest", {
            name: `${name}${axis}`,
            value: formatValue(conv.convert(last.mean), conv.unit),
            at: formatZoned(last.t, timeZone),
          })
        : t("signals.chart.noLatest", { name })}
      {" · "}
      <span className={cn("font-medium", ZONE_STATE_TEXT[state])}>{t(`signals.state.${state}`)}</span>
    </p>
  );
}
