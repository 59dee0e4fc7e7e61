/**
 * The drawing of the compare chart: every trace decimated to its share of the plot's width, each
 * in its colour and dash and drawn up to its own Fmax; one cursor shared by all traces (a dot on
 * each where the cursor meets it) with a readout listing every trace's amplitude there; the axes;
 * and the brush that zooms into a band.
 */
import type { CompareView } from "@plantwise/shared";
import { localPoint } from "@visx/event";
import { Group } from "@visx/group";
import { scaleLinear, scaleLog } from "@visx/scale";
import { LinePath } from "@visx/shape";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { MinorValueTicks, ValueAxis, ValueGrid, XAxis } from "./chart-axes";
import { LABELLED_MARGIN, plotSize } from "./chart-frame";
import { CursorLine, leavesReadout, PlotBrush, Readout, touchReadout } from "./chart-overlays";
import { linesInRange, type TraceReading, traceAt, traceKey, tracePerHz, traceStyle } from "./compare-math";
import { orderText } from "./peak-list";
import { decimateSpectrum, type SpectrumPoint } from "./spectrum-math";
import { amplitudeDomain, decadeText, decadeTicks } from "./spectrum-scale";
import { formatValue } from "./units";
import type { AmplitudeScale, XMode } from "./waterfall-math";
import { formatZoned } from "./zoned-time";

export function ComparePlot({
  view,
  width,
  height,
  mode,
  yScale,
  unit,
  convert,
  domain,
  onZoom,
  cursor,
  onCursor,
  timeZone,
}: {
  view: CompareView;
  width: number;
  height: number;
  mode: XMode;
  yScale: AmplitudeScale;
  unit: string;
  convert: (v: number) => number;
  /** The x range shown, Hz or orders. */
  domain: [number, number];
  onZoom: (range: [number, number]) => void;
  /** The shared cursor, Hz or orders; null when none. */
  cursor: number | null;
  onCursor: (x: number | null) => void;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const m = LABELLED_MARGIN;
  const { innerW, innerH } = plotSize(width, height, m);
  const [d0, d1] = domain;
  const x = scaleLinear<number>({ domain, range: [0, innerW] });

  // Each trace's lines in range, converted and decimated to the pixels its range covers.
  const drawn = useMemo(
    () =>
      view.traces.map(({ spectrum }) => {
        const lines = linesInRange(spectrum, mode, domain);
        if (lines === null) return { points: [] as SpectrumPoint[], max: 0 };
        const [b0, b1] = lines;
        const per = tracePerHz(spectrum, mode);
        const visible = spectrum.amplitudes.slice(b0, b1 + 1).map(convert);
        const covered = ((b1 - b0) * spectrum.df * per) / (domain[1] - domain[0]);
        const columns = Math.max(1, Math.round(innerW * covered));
        const points = decimateSpectrum(visible, spectrum.df, columns).map((p) => ({
          hz: (p.hz + b0 * spectrum.df) * per,
          amplitude: p.amplitude,
        }));
        return { points, max: visible.reduce((a, b) => Math.max(a, b), 0) };
      }),
    [view.traces, mode, domain, convert, innerW],
  );
  const [lo, hi] = amplitudeDomain([Math.max(0, ...drawn.map((d) => d.max))], yScale);
  const y =
    yScale === "log"
      ? scaleLog<number>({ domain: [lo, hi], range: [innerH, 0], clamp: true })
      : scaleLinear<number>({ domain: [lo, hi], range: [innerH, 0], nice: true });
  const yOf = (a: number) => y(yScale === "log" ? Math.max(lo, a) : a);
  const decades = yScale === "log" ? decadeTicks(lo, hi) : null;

  const xAt = (event: Parameters<typeof localPoint>[0]) => {
    const point = localPoint(event);
    if (!point) return null;
    return Math.min(d1, Math.max(d0, x.invert(point.x - m.left)));
  };
  const readings: (TraceReading | null)[] =
    cursor === null ? [] : view.traces.map(({ spectrum }) => traceAt(spectrum, cursor, mode));

  return (
    <>
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={t("signals.compare.label", { count: view.traces.length })}
        {...touchReadout((event) => onCursor(xAt(event)))}
      >
        <Group left={m.left} top={m.top}>
          <ValueGrid scale={y} width={innerW} tickValues={decades?.major} />
          {drawn.map((d, i) => {
            const style = traceStyle(i);
            return (
              <LinePath<SpectrumPoint>
                // biome-ignore lint/suspicious/noArrayIndexKey: a trace is its place in the view
                key={i}
                data={d.points}
                x={(p) => x(p.hz)}
                y={(p) => yOf(p.amplitude)}
                stroke={style.colour}
                strokeDasharray={style.dash}
                strokeWidth={1.25}
                data-testid="compare-trace"
              />
            );
          })}
          {cursor !== null ? <CursorLine x={x(cursor)} height={innerH} dash="2 3" /> : null}
          {readings.map((r, i) =>
            r === null ? null : (
              <circle
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per trace, in trace order
                key={i}
                cx={x(r.x)}
                cy={yOf(convert(r.amplitude))}
                r={3}
                fill={traceStyle(i).colour}
                pointerEvents="none"
              />
            ),
          )}
          <ValueAxis
            scale={y}
            label={unit}
            tickValues={decades?.major}
            tickFormat={(v) => (decades ? decadeText(Number(v), decades.major) : formatValue(Number(v), ""))}
          />
          {decades ? <MinorValueTicks scale={y} values={decades.minor} /> : null}
          <XAxis
            top={innerH}
            scale={x}
            numTicks={Math.max(2, Math.floor(innerW / 80))}
            tickFormat={(v) => (mode === "orders" ? `${Number(v)}×` : String(Number(v)))}
            label={mode === "orders" ? t("signals.spectrum.ordersAxis") : t("signals.spectrum.hzAxis")}
          />
          <PlotBrush
            xScale={x}
            yScale={y}
            width={innerW}
            height={innerH}
            margin={m}
            zoomable
            onMouseMove={(event) => onCursor(xAt(event))}
            onMouseLeave={(event) => {
              if (leavesReadout(event)) onCursor(null);
            }}
            onBrushEnd={(bounds) => {
              if (!bounds) return;
              const a = Math.max(d0, Math.min(bounds.x0, bounds.x1));
              const b = Math.min(d1, Math.max(bounds.x0, bounds.x1));
              // Narrower than a few pixels is a click, not a zoom.
              if (b - a > ((d1 - d0) / innerW) * 8) onZoom([a, b]);
            }}
          />
        </Group>
      </svg>
      {cursor !== null ? (
        <Readout className="right-4 max-w-[calc(100%-5rem)]" testId="compare-readout">
          <p className="tabular-nums font-medium">
            {mode === "orders"
              ? `${t("signals.spectrum.order")}: ${orderText(cursor)}`
              : `${t("signals.spectrum.frequency")}: ${formatValue(cursor, "Hz")}`}
          </p>
          {view.traces.map((trace, i) => {
            const r = readings[i] ?? null;
            return (
              <p
                key={traceKey(trace)}
                className="flex items-center gap-1.5 tabular-nums"
                data-testid="compare-reading"
              >
                <TraceSwatch index={i} />
                <span className="min-w-0 truncate">
                  {trace.sensor.name} · {formatZoned(trace.spectrum.capture.ts, timeZone).slice(5)}
                </span>
                <span className="ml-auto whitespace-nowrap pl-2 font-medium">
                  {r === null ? "—" : formatValue(convert(r.amplitude), unit)}
                </span>
              </p>
            );
          })}
        </Readout>
      ) : null}
    </>
  );
}

/** A short stretch of a trace's line, in its colour and dash: its key in the legend and readout. */
export function TraceSwatch({ index }: { index: number }) {
  const style = traceStyle(index);
  return (
    <svg width={22} height={8} aria-hidden="true" className="shrink-0">
      <line x1={1} x2={21} y1={4} y2={4} stroke={style.colour} strokeWidth={2} strokeDasharray={style.dash} />
    </svg>
  );
}
