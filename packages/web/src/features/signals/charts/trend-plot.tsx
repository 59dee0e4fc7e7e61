/**
 * The drawing of a trend: zone bands, each run of buckets as a min/max band and a mean line (a lone
 * bucket as a dot), the hover cursor and readout, the axes, and the brush that zooms.
 */
import type { TrendPoint, TrendSeries } from "@plantwise/shared";
import { localPoint } from "@visx/event";
import { Group } from "@visx/group";
import { scaleLinear } from "@visx/scale";
import { Area, LinePath } from "@visx/shape";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ValueAxis, ValueGrid, XAxis } from "./chart-axes";
import { CHART_MARGIN, plotSize } from "./chart-frame";
import { CursorLine, leavesReadout, PlotBrush, Readout, touchReadout } from "./chart-overlays";
import { splitSegments, valueDomain } from "./trend-math";
import { formatValue, metricColor, unitConverter } from "./units";
import { formatZoned, zonedTimeTicks } from "./zoned-time";

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

/** The smallest range a brush may zoom to. */
const MIN_ZOOM_MS = 60_000;

export function TrendPlot({
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
  const { innerW, innerH } = plotSize(width, height, m);
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
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={t("signals.chart.trendLabel")}
        {...touchReadout(onMove)}
      >
        <Group left={m.left} top={m.top}>
          <ValueGrid scale={y} width={innerW} />
          {warning !== null ? (
            <ZoneBand
              width={innerW}
              top={clampY(alarm ?? yMax)}
              bottom={clampY(warning)}
              color="var(--status-warning)"
              testId="warning-zone"
            />
          ) : null}
          {alarm !== null ? (
            <ZoneBand
              width={innerW}
              top={clampY(yMax)}
              bottom={clampY(alarm)}
              color="var(--status-alarm)"
              testId="alarm-zone"
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
          {hover ? <CursorLine x={x(hover.t)} height={innerH} dash="3 3" /> : null}
          <ValueAxis scale={y} label={unitLabel} />
          <XAxis
            top={innerH}
            scale={x}
            tickValues={ticks.map((tick) => tick.t)}
            tickFormat={(v) => tickLabels.get(Number(v)) ?? ""}
          />
          <PlotBrush
            xScale={x}
            yScale={y}
            width={innerW}
            height={innerH}
            margin={m}
            zoomable={Boolean(onZoom)}
            onMouseMove={onMove}
            onMouseLeave={(event) => {
              if (leavesReadout(event)) setHover(null);
            }}
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
        <Readout
          style={{ left: Math.min(width - 170, Math.max(0, m.left + x(hover.t) + 8)) }}
          testId="trend-readout"
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
        </Readout>
      ) : null}
    </>
  );
}

/** A zone shaded across the plot between two pixel heights. */
function ZoneBand({
  width,
  top,
  bottom,
  color,
  testId,
}: {
  width: number;
  top: number;
  bottom: number;
  color: string;
  testId: string;
}) {
  return (
    <rect
      x={0}
      width={width}
      y={top}
      height={Math.max(0, bottom - top)}
      fill={color}
      opacity={0.12}
      data-testid={testId}
    />
  );
}
