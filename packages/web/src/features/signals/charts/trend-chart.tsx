/**
 * A parameter's trend (UI.md "Charts"): per bucket a min/max band and the mean line, split where
 * buckets are missing so gaps stay gaps; warning and alarm zones as shaded bands; time axis in the
 * plant's time zone; brush to zoom (the parent refetches at the new range); hover readout; the unit
 * in the user's measuring system; and a text summary (latest value and its state) for everyone who
 * cannot read the picture.
 */
import { AXIS_LABELS, parameterTypeInfo, type TrendPoint, type TrendSeries } from "@plantwise/shared";
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Brush } from "@visx/brush";
import { localPoint } from "@visx/event";
import { GridRows } from "@visx/grid";
import { Group } from "@visx/group";
import { scaleLinear } from "@visx/scale";
import { Area, LinePath } from "@visx/shape";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import { axisLabel, CHART_MARGIN, ChartEmpty, ChartSize, ChartSkeleton, tickLabel } from "./chart-frame";
import {
  formatValue,
  formatZoned,
  metricColor,
  splitSegments,
  unitConverter,
  valueDomain,
  type ZoneState,
  zonedTimeTicks,
  zoneState,
} from "./chart-utils";

/** The smallest range a brush may zoom to. */
const MIN_ZOOM_MS = 60_000;

export interface TrendChartProps {
  series: TrendSeries | undefined;
  loading?: boolean;
  /** The plant's IANA zone: ticks, readout and summary use its wall clock. */
  timeZone: string;
  /** 1 metric, 2 imperial. */
  measuringSystem: number;
  height?: number;
  /** Fixed width in pixels; by default the chart fills its container. */
  width?: number;
  /** Called with the brushed range; without it the chart does not offer zooming. */
  onZoom?: (range: { from: number; to: number }) => void;
}

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
  if (loading || !series) return <ChartSkeleton height={height} label={t("signals.chart.loading")} />;
  const info = parameterTypeInfo(series.parameter_type);
  const name = info ? t(`signals.parameters.${info.key}`) : String(series.parameter_type);
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

const STATE_CLASS: Record<ZoneState, string> = {
  normal: "text-status-normal",
  warning: "text-status-warning",
  alarm: "text-status-alarm",
  unknown: "text-muted-foreground",
};

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
      <span className={cn("font-medium", STATE_CLASS[state])}>{t(`signals.state.${state}`)}</span>
    </p>
  );
}

function TrendPlot({
  series,
  width,
  height,
  timeZone,
  measuringSystem,
  onZoom,
}: {
  series: TrendSeries;
  width: number;
  height: number;
  timeZone: string;
  measuringSystem: number;
  onZoom: TrendChartProps["onZoom"];
}) {
  const { t } = useTranslation();
  const [hover, setHover] = useState<TrendPoint | null>(null);
  const m = CHART_MARGIN;
  const innerW = Math.max(10, width - m.left - m.right);
  const innerH = Math.max(10, height - m.top - m.bottom);
  const conv = useMemo(() => unitConverter(series.unit, measuringSystem), [series.unit, measuringSystem]);
  const color = metricColor(series.parameter_type);

  const points = useMemo(
    () =>
      series.points.map((p) => ({
        ...p,
        min: conv.convert(p.min),
        max: conv.convert(p.max),
        mean: conv.convert(p.mean),
      })),
    [series.points, conv],
  );
  const segments = useMemo(() => splitSegments(points, series.bucket_ms), [points, series.bucket_ms]);
  const warning = series.warning_zone === null ? null : conv.convert(series.warning_zone);
  const alarm = series.alarm_zone === null ? null : conv.convert(series.alarm_zone);
  const x = useMemo(
    () => scaleLinear<number>({ domain: [series.from, series.to], range: [0, innerW] }),
    [series.from, series.to, innerW],
  );
  const y = useMemo(
    () =>
      scaleLinear<number>({ domain: valueDomain(points, [warning, alarm]), range: [innerH, 0], nice: true }),
    [points, warning, alarm, innerH],
  );
  const ticks = useMemo(
    () => zonedTimeTicks(series.from, series.to, timeZone, Math.max(2, Math.floor(innerW / 90))),
    [series.from, series.to, timeZone, innerW],
  );
  const tickLabels = new Map(ticks.map((tick) => [tick.t, tick.label]));
  const [yMin, yMax] = y.domain() as [number, number];
  const clampY = (v: number) => y(Math.min(yMax, Math.max(yMin, v)));

  const onMove = (event: Parameters<typeof localPoint>[0]) => {
    const point = localPoint(event);
    if (!point) return;
    const at = x.invert(point.x - m.left);
    let best: TrendPoint | null = null;
    for (const p of points) if (!best || Math.abs(p.t - at) < Math.abs(best.t - at)) best = p;
    setHover(best);
  };

  const unitLabel = conv.unit ? conv.unit : t("signals.chart.noUnit");
  return (
    <>
      <svg width={width} height={height} role="img" aria-label={t("signals.chart.trendLabel")}>
        <Group left={m.left} top={m.top}>
          <GridRows scale={y} width={innerW} stroke="var(--border)" numTicks={5} />
          {warning !== null ? (
            <rect
              x={0}
              width={innerW}
              y={clampY(alarm ?? yMax)}
              height={Math.max(0, clampY(warning) - clampY(alarm ?? yMax))}
              fill="var(--status-warning)"
              opacity={0.12}
              data-testid="warning-zone"
            />
          ) : null}
          {alarm !== null ? (
            <rect
              x={0}
              width={innerW}
              y={clampY(yMax)}
              height={Math.max(0, clampY(alarm) - clampY(yMax))}
              fill="var(--status-alarm)"
              opacity={0.12}
              data-testid="alarm-zone"
            />
          ) : null}
          {segments.map(([first, ...rest]) =>
            !first ? null : rest.length === 0 ? (
              <circle
                key={first.t}
                cx={x(first.t)}
                cy={y(first.mean)}
                r={2.5}
                fill={color}
                data-testid="trend-segment"
              />
            ) : (
              <g key={first.t} data-testid="trend-segment">
                <Area<TrendPoint>
                  data={[first, ...rest]}
                  x={(p) => x(p.t)}
                  y0={(p) => y(p.min)}
                  y1={(p) => y(p.max)}
                  fill={color}
                  opacity={0.2}
                />
                <LinePath<TrendPoint>
                  data={[first, ...rest]}
                  x={(p) => x(p.t)}
                  y={(p) => y(p.mean)}
                  stroke={color}
                  strokeWidth={1.75}
                />
              </g>
            ),
          )}
          {hover ? (
            <line
              x1={x(hover.t)}
              x2={x(hover.t)}
              y1={0}
              y2={innerH}
              stroke="var(--muted-foreground)"
              strokeDasharray="3 3"
              pointerEvents="none"
            />
          ) : null}
          <AxisLeft
            scale={y}
            numTicks={5}
            stroke="var(--border)"
            tickStroke="var(--border)"
            tickLabelProps={() => ({ ...tickLabel, textAnchor: "end", dx: -4, dy: 3 })}
            label={unitLabel}
            labelOffset={36}
            labelProps={axisLabel}
          />
          <AxisBottom
            top={innerH}
            scale={x}
            tickValues={ticks.map((tick) => tick.t)}
            tickFormat={(v) => tickLabels.get(Number(v)) ?? ""}
            stroke="var(--border)"
            tickStroke="var(--border)"
            tickLabelProps={() => ({ ...tickLabel, textAnchor: "middle" })}
          />
          <Brush
            xScale={x}
            yScale={y}
            width={innerW}
            height={innerH}
            margin={{ left: m.left, top: m.top }}
            handleSize={8}
            resizeTriggerAreas={["left", "right"]}
            brushDirection="horizontal"
            disableDraggingSelection={!onZoom}
            resetOnEnd
            useWindowMoveEvents
            selectedBoxStyle={{ fill: "var(--primary)", fillOpacity: 0.12, stroke: "var(--primary)" }}
            onMouseMove={onMove}
            onMouseLeave={() => setHover(null)}
            onBrushEnd={(bounds) => {
              if (!bounds || !onZoom) return;
              const from = Math.round(Math.min(bounds.x0, bounds.x1));
              const to = Math.round(Math.max(bounds.x0, bounds.x1));
              if (to - from >= MIN_ZOOM_MS) onZoom({ from, to });
            }}
          />
        </Group>
      </svg>
      {hover ? (
        <div
          className="pointer-events-none absolute top-1 rounded-md border bg-popover px-2 py-1 text-xs shadow-sm"
          style={{ left: Math.min(width - 170, Math.max(0, m.left + x(hover.t) + 8)) }}
          data-testid="trend-readout"
        >
          <p className="font-medium tabular-nums">{formatZoned(hover.t, timeZone)}</p>
          <p className="tabular-nums">
            {t("signals.chart.mean")}: {formatValue(hover.mean, conv.unit)}
          </p>
          <p className="text-muted-foreground tabular-nums">
            {t("signals.chart.range", {
              min: formatValue(hover.min, conv.unit),
              max: formatValue(hover.max, conv.unit),
            })}
          </p>
        </div>
      ) : null}
    </>
  );
}
