/**
 * The waterfall's plot: the canvas drawing (waterfall-draw.ts) under an svg overlay that carries
 * the axes, the rows' capture times, the hovered line's marker and the brush that zooms into a
 * band. The readout names the row's capture time, the frequency and the amplitude under the pointer
 * or finger. Geometry is waterfall-geometry.ts.
 */
import type { WaterfallView } from "@plantwise/shared";
import { localPoint } from "@visx/event";
import { Group } from "@visx/group";
import { scaleLinear, scaleLog } from "@visx/scale";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useTheme } from "@/lib/theme";
import { MinorValueTicks, ValueAxis, XAxis } from "./chart-axes";
import { leavesReadout, PlotBrush, Readout, touchReadout } from "./chart-overlays";
import { orderText } from "./peak-list";
import { decadeText, decadeTicks } from "./spectrum-scale";
import { formatValue } from "./units";
import { drawWaterfall, type WaterfallInput } from "./waterfall-draw";
import {
  linePoint,
  pickLine,
  timeLabels,
  type WaterfallGeometry,
  waterfallGeometry,
} from "./waterfall-geometry";
import { LOG_FLOOR } from "./waterfall-math";
import { formatZoned } from "./zoned-time";

export function WaterfallPlot({
  view,
  shown,
  width,
  height,
  unit,
  convert,
  timeZone,
  onZoom,
}: {
  view: WaterfallView;
  /** What is drawn: cascade or map, Hz or orders, the scale, the x range and the full scale (base unit). */
  shown: Pick<WaterfallGeometry, "display" | "mode" | "scale" | "domain" | "amplitudeMax">;
  width: number;
  height: number;
  unit: string;
  convert: (v: number) => number;
  timeZone: string;
  onZoom: (range: [number, number]) => void;
}) {
  const { t } = useTranslation();
  const [hover, setHover] = useState<{ row: number; line: number } | null>(null);
  const g = waterfallGeometry(view, shown, width, height);
  const { plot, layout, span, domain, mode } = g;
  const canvasRef = useWaterfallCanvas(g, width, height);

  const read = (event: Parameters<typeof localPoint>[0]) => {
    const point = localPoint(event);
    if (point) setHover(pickLine(g, point.x, point.y));
  };
  const hovered = hover === null ? null : linePoint(g, hover.row, hover.line);
  const hoverCapture = hover === null ? undefined : view.captures[hover.row];
  const hoverHz = (hover?.line ?? 0) * view.df;

  const x = scaleLinear<number>({ domain: [...domain], range: [0, span] });
  const maxShown = convert(shown.amplitudeMax);
  const front = plot.top + plot.height;
  const ampRange = [front, front - layout.rowHeight];
  const ampScale =
    shown.scale === "log"
      ? scaleLog<number>({ domain: [maxShown * LOG_FLOOR, maxShown], range: ampRange })
      : scaleLinear<number>({ domain: [0, maxShown], range: ampRange });
  const decades = shown.scale === "log" ? decadeTicks(maxShown * LOG_FLOOR, maxShown) : null;

  return (
    <>
      <canvas
        ref={canvasRef}
        width={Math.round(width * pixelRatio())}
        height={Math.round(height * pixelRatio())}
        style={{ width, height }}
        className="absolute top-0 left-0"
      />
      <svg
        width={width}
        height={height}
        className="absolute top-0 left-0"
        aria-hidden="true"
        {...touchReadout(read)}
      >
        {shown.display === "cascade" && maxShown > 0 ? (
          <Group left={plot.left}>
            <ValueAxis
              scale={ampScale}
              label={unit}
              tickValues={decades?.major}
              tickFormat={(v) =>
                decades ? decadeText(Number(v), decades.major) : formatValue(Number(v), "")
              }
            />
            {decades ? <MinorValueTicks scale={ampScale} values={decades.minor} /> : null}
          </Group>
        ) : null}
        <Group left={plot.left}>
          <XAxis
            top={front}
            scale={x}
            numTicks={Math.max(2, Math.floor(span / 80))}
            tickFormat={(v) => (mode === "orders" ? `${Number(v)}×` : String(Number(v)))}
            label={mode === "orders" ? t("signals.spectrum.ordersAxis") : t("signals.spectrum.hzAxis")}
          />
        </Group>
        <g data-testid="waterfall-times">
          {timeLabels(g, timeZone).map((label) => (
            <text key={label.row} x={label.x} y={label.y} dy={3} fontSize={10} fill="var(--muted-foreground)">
              {label.text}
            </text>
          ))}
        </g>
        {hovered ? (
          <g pointerEvents="none">
            {hovered.band ? (
              <rect
                x={plot.left}
                y={hovered.band.y}
                width={plot.width}
                height={hovered.band.height}
                fill="none"
                stroke="var(--foreground)"
              />
            ) : null}
            <circle
              cx={hovered.x}
              cy={hovered.y}
              r={3.5}
              fill="none"
              stroke="var(--foreground)"
              strokeWidth={1.5}
            />
          </g>
        ) : null}
        <Group left={plot.left} top={plot.top}>
          <PlotBrush
            xScale={x}
            yScale={scaleLinear<number>({ domain: [0, 1], range: [plot.height, 0] })}
            width={plot.width}
            height={plot.height}
            margin={{ left: plot.left, top: plot.top }}
            zoomable
            onMouseMove={read}
            onMouseLeave={(event) => {
              if (leavesReadout(event)) setHover(null);
            }}
            onBrushEnd={(bounds) => {
              if (!bounds) return;
              const a = Math.max(domain[0], Math.min(bounds.x0, bounds.x1));
              const b = Math.min(domain[1], Math.max(bounds.x0, bounds.x1));
              // Narrower than a few pixels is a click, not a zoom.
              if (b - a > ((domain[1] - domain[0]) / span) * 8) onZoom([a, b]);
            }}
          />
        </Group>
      </svg>
      {hover !== null && hoverCapture ? (
        <Readout className="left-16" testId="waterfall-readout">
          <p className="tabular-nums">{formatZoned(hoverCapture.ts, timeZone)}</p>
          <p className="tabular-nums">
            {t("signals.spectrum.frequency")}: {formatValue(hoverHz, "Hz")}
            {hoverCapture.running_speed_hz ? ` · ${orderText(hoverHz / hoverCapture.running_speed_hz)}` : ""}
          </p>
          <p className="tabular-nums">
            {t("signals.spectrum.amplitude")}:{" "}
            {formatValue(convert(view.rows[hover.row]?.[hover.line] ?? 0), unit)}
          </p>
        </Readout>
      ) : null}
    </>
  );
}

function pixelRatio(): number {
  return typeof window === "undefined" ? 1 : window.devicePixelRatio || 1;
}

/** Draws the waterfall on the returned canvas whenever what it shows, its size or the theme changes. */
function useWaterfallCanvas(g: WaterfallGeometry, width: number, height: number) {
  const ref = useRef<HTMLCanvasElement>(null);
  const theme = useTheme();
  const { view, display, mode, scale, domain, amplitudeMax, plot } = g;
  const input: WaterfallInput = useMemo(
    () => ({ rows: view.rows, df: view.df, runningSpeedHz: view.captures.map((c) => c.running_speed_hz) }),
    [view],
  );
  const { left, top, width: plotW, height: plotH } = plot;
  const [d0, d1] = domain;
  useEffect(() => {
    const canvas = ref.current;
    // jsdom (and a browser out of canvas memory) gives no context: the overlay still shows.
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx) return;
    // The colours come from the page's tokens, which the theme switches: redraw with the theme.
    canvas.dataset.theme = theme;
    const style = getComputedStyle(canvas);
    drawWaterfall(ctx, input, {
      width,
      height,
      pixelRatio: pixelRatio(),
      plot: { left, top, width: plotW, height: plotH },
      view: display,
      mode,
      xDomain: [d0, d1],
      amplitudeMax,
      scale,
      colors: {
        line: style.getPropertyValue("--muted-foreground").trim() || "gray",
        newest: style.getPropertyValue("--primary").trim() || "blue",
      },
    });
  }, [input, width, height, left, top, plotW, plotH, display, mode, d0, d1, amplitudeMax, scale, theme]);
  return ref;
}
