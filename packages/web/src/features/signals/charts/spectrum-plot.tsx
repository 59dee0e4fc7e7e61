/**
 * The drawing of a spectrum: the line (decimated to the plot's width), markers with staggered
 * labels, harmonic cursors, the pointer's cursor and readout, the axes, and the brush that zooms
 * into a band (a click picks the fundamental of the harmonic cursors).
 */
import type { SpectrumMarker, SpectrumView } from "@plantwise/shared";
import { localPoint } from "@visx/event";
import { Group } from "@visx/group";
import { scaleLinear, scaleLog } from "@visx/scale";
import { LinePath } from "@visx/shape";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ValueAxis, ValueGrid, XAxis } from "./chart-axes";
import { LABELLED_MARGIN, plotSize } from "./chart-frame";
import { CursorLine, leavesReadout, PlotBrush, Readout, touchReadout } from "./chart-overlays";
import { orderText } from "./peak-list";
import {
  amplitudeDomain,
  binOf,
  decimateSpectrum,
  harmonics,
  labelRows,
  orderOf,
  type SpectrumPoint,
  snapToPeak,
} from "./spectrum-math";
import { formatValue } from "./units";

export type XMode = "hz" | "orders";
export type YScale = "linear" | "log";

export function SpectrumPlot({
  view,
  width,
  height,
  mode,
  yScale,
  unit,
  convert,
  fundamental,
  onPickFundamental,
  zoom,
  onZoom,
}: {
  view: SpectrumView;
  width: number;
  height: number;
  mode: XMode;
  yScale: YScale;
  unit: string;
  convert: (v: number) => number;
  fundamental: number | null;
  onPickFundamental: (hz: number) => void;
  /** The frequency range shown (Hz); null for 0 … Fmax. */
  zoom: [number, number] | null;
  onZoom: (range: [number, number]) => void;
}) {
  const { t } = useTranslation();
  const [cursor, setCursor] = useState<number | null>(null);
  // A tap reads the value under the finger; harmonics are marked by mouse, or from the peak list.
  const touching = useRef(false);
  const m = LABELLED_MARGIN;
  const { innerW, innerH } = plotSize(width, height, m);
  const running = view.running_speed_hz ?? 1;
  const toX = (hz: number) => (mode === "orders" ? hz / running : hz);
  const fmax = (view.amplitudes.length - 1) * view.df;

  const [f0, f1] = zoom ?? [0, fmax];
  const amplitudes = useMemo(() => view.amplitudes.map(convert), [view.amplitudes, convert]);
  const b0 = binOf(f0, view.df, amplitudes.length);
  const b1 = binOf(f1, view.df, amplitudes.length);
  const visible = useMemo(() => amplitudes.slice(b0, b1 + 1), [amplitudes, b0, b1]);
  const drawn = useMemo(
    () => decimateSpectrum(visible, view.df, innerW).map((p) => ({ ...p, hz: p.hz + b0 * view.df })),
    [visible, view.df, innerW, b0],
  );
  const x = scaleLinear<number>({ domain: [toX(f0), toX(f1)], range: [0, innerW] });
  const [lo, hi] = amplitudeDomain(visible, yScale);
  const markers = view.markers.filter((marker) => marker.hz >= f0 && marker.hz <= f1);
  const rows = labelRows(
    markers.map((marker) => x(toX(marker.hz))),
    44,
  );
  const y =
    yScale === "log"
      ? scaleLog<number>({ domain: [lo, hi], range: [innerH, 0], clamp: true })
      : scaleLinear<number>({ domain: [lo, hi], range: [innerH, 0], nice: true });
  const yOf = (a: number) => y(yScale === "log" ? Math.max(lo, a) : a);
  const harmonicLines = (fundamental === null ? [] : harmonics(fundamental, fmax, 10)).filter(
    (hz) => hz >= f0 && hz <= f1,
  );

  const hzAt = (event: Parameters<typeof localPoint>[0]) => {
    const point = localPoint(event);
    if (!point) return null;
    return hzOfX(point.x - m.left);
  };
  const hzOfX = (px: number) => {
    const value = x.invert(px);
    const hz = mode === "orders" ? value * running : value;
    return Math.min(f1, Math.max(f0, hz));
  };
  const cursorBin = cursor === null ? null : binOf(cursor, view.df, amplitudes.length);
  const cursorHz = cursorBin === null ? null : cursorBin * view.df;

  return (
    <>
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={t("signals.spectrum.label")}
        {...touchReadout((event) => setCursor(hzAt(event)))}
        onPointerDownCapture={(event) => {
          touching.current = event.pointerType === "touch";
        }}
      >
        <Group left={m.left} top={m.top}>
          <ValueGrid scale={y} width={innerW} />
          <LinePath<SpectrumPoint>
            data={drawn}
            x={(p) => x(toX(p.hz))}
            y={(p) => yOf(p.amplitude)}
            stroke="var(--primary)"
            strokeWidth={1}
          />
          {markers.map((marker, i) => (
            <MarkerLine
              key={`${marker.kind}-${marker.label}`}
              marker={marker}
              x={x(toX(marker.hz))}
              height={innerH}
              row={rows[i] ?? -1}
            />
          ))}
          {harmonicLines.map((hz, i) => (
            <g key={hz} data-testid="harmonic-cursor">
              <line
                x1={x(toX(hz))}
                x2={x(toX(hz))}
                y1={0}
                y2={innerH}
                stroke="var(--foreground)"
                strokeWidth={1}
              />
              <text x={x(toX(hz)) + 2} y={innerH - 4} fontSize={10} fill="var(--foreground)">
                {`${i + 1}×`}
              </text>
            </g>
          ))}
          {cursorHz !== null ? <CursorLine x={x(toX(cursorHz))} height={innerH} dash="2 3" /> : null}
          <ValueAxis scale={y} label={unit} tickFormat={(v) => formatValue(Number(v), "")} />
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
            onMouseMove={(event) => setCursor(hzAt(event))}
            onMouseLeave={(event) => {
              if (leavesReadout(event)) setCursor(null);
            }}
            onClick={(event) => {
              if (touching.current) return;
              const hz = hzAt(event);
              if (hz !== null) onPickFundamental(snapToPeak(hz, amplitudes, view.df));
            }}
            onBrushEnd={(bounds) => {
              if (!bounds) return;
              const a =
                mode === "orders" ? Math.min(bounds.x0, bounds.x1) * running : Math.min(bounds.x0, bounds.x1);
              const b =
                mode === "orders" ? Math.max(bounds.x0, bounds.x1) * running : Math.max(bounds.x0, bounds.x1);
              // A zoom narrower than a few bins shows nothing useful: treat it as a click.
              if (b - a >= view.df * 8) onZoom([Math.max(0, a), Math.min(fmax, b)]);
            }}
          />
        </Group>
      </svg>
      {cursorBin !== null && cursorHz !== null ? (
        <Readout className="right-4" testId="spectrum-readout">
          <p className="tabular-nums">
            {t("signals.spectrum.frequency")}: {formatValue(cursorHz, "Hz")}
          </p>
          <p className="tabular-nums">
            {t("signals.spectrum.amplitude")}: {formatValue(amplitudes[cursorBin], unit)}
          </p>
          <p className="tabular-nums">
            {t("signals.spectrum.order")}: {orderText(orderOf(cursorHz, view.running_speed_hz))}
          </p>
        </Readout>
      ) : null}
    </>
  );
}

/** Order markers dotted and muted; bearing markers dashed in the alarm hue, so both read apart. */
function MarkerLine({
  marker,
  x,
  height,
  row,
}: {
  marker: SpectrumMarker;
  x: number;
  height: number;
  /** Label row (staggered so labels do not overlap); −1 draws the line only. */
  row: number;
}) {
  const bearing = marker.kind === "bearing";
  const stroke = bearing ? "var(--status-alarm)" : "var(--muted-foreground)";
  return (
    <g data-testid={`marker-${marker.kind}`} pointerEvents="none">
      <title>{`${marker.label} · ${formatValue(marker.hz, "Hz")}`}</title>
      <line x1={x} x2={x} y1={0} y2={height} stroke={stroke} strokeDasharray={bearing ? "6 3" : "1 3"} />
      {row >= 0 ? (
        <text x={x + 2} y={10 + row * 11} fontSize={10} fill={stroke}>
          {marker.label}
        </text>
      ) : null}
    </g>
  );
}
