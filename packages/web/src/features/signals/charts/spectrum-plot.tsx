/**
 * The drawing of a spectrum: the line (decimated to the plot's width) on a linear, log (decades
 * labelled) or dB axis, the marker families' lines and labels, the highest peaks labelled, the
 * placed cursors, note pins, the pointer's readout, the axes, and the brush that zooms into a band
 * (a mouse click places a cursor, snapped to the peak it meant).
 */
import type { SpectrumMarker, SpectrumView } from "@plantwise/shared";
import { localPoint } from "@visx/event";
import { Group } from "@visx/group";
import { scaleLinear, scaleLog } from "@visx/scale";
import { LinePath } from "@visx/shape";
import { useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { MinorValueTicks, ValueAxis, ValueGrid, XAxis } from "./chart-axes";
import { LABELLED_MARGIN, plotSize } from "./chart-frame";
import { leavesReadout, PlotBrush, touchReadout } from "./chart-overlays";
import type { HoverStore } from "./cursor-hover";
import { CursorLines } from "./cursor-lines";
import type { CursorLine } from "./cursor-state";
import { layoutMarkers, MarkerLines } from "./marker-lines";
import { orderText } from "./peak-list";
import {
  binOf,
  decimateSpectrum,
  highestPeaks,
  orderOf,
  type SpectrumPoint,
  snapToPeak,
} from "./spectrum-math";
import { layoutPeakLabels, type PeakLabel, PeakLabels } from "./spectrum-peak-labels";
import { NotePins } from "./spectrum-pins";
import { HoverLine, HoverReadout } from "./spectrum-readout";
import { amplitudeDomain, DB, decadeText, decadeTicks, toDb, type YScale } from "./spectrum-scale";
import { formatValue } from "./units";

export type XMode = "hz" | "orders";
export type { SpectrumHover } from "./cursor-hover";
export type { YScale } from "./spectrum-scale";

export interface SpectrumPlotProps {
  view: SpectrumView;
  width: number;
  height: number;
  mode: XMode;
  yScale: YScale;
  /** 0 dB of the dB axis, in the displayed unit. */
  dbReference: number;
  unit: string;
  /** The view's amplitudes in the displayed unit. */
  amplitudes: readonly number[];
  /** The level a line must pass to count as a peak (spectrum-math peakFloor of `amplitudes`). */
  peakFloor: number;
  /** The band shown, Hz. */
  range: [number, number];
  /** The markers of the families switched on. */
  markers: readonly SpectrumMarker[];
  cursors: readonly CursorLine[];
  activeHz: number | null;
  peakLabelCount: number;
  /** Where the pointer is: written here, read by the pointer line, the readout and the chart. */
  hover: HoverStore;
  onPick: (hz: number) => void;
  onZoom: (range: [number, number]) => void;
}

export function SpectrumPlot(props: SpectrumPlotProps) {
  const { view, width, height, mode, yScale, dbReference, unit, amplitudes, range } = props;
  const { t } = useTranslation();
  // A tap reads the value under the finger; cursors are placed by mouse, or by the buttons under it.
  const touching = useRef(false);
  const m = LABELLED_MARGIN;
  const { innerW, innerH } = plotSize(width, height, m);
  const running = view.running_speed_hz ?? 1;
  const fmax = (amplitudes.length - 1) * view.df;
  const [f0, f1] = range;

  // What is drawn: the amplitude itself, or its dB over the reference.
  const shown = useMemo(
    () => (yScale === "db" ? amplitudes.map((a) => toDb(a, dbReference)) : amplitudes),
    [amplitudes, yScale, dbReference],
  );
  const b0 = binOf(f0, view.df, amplitudes.length);
  const b1 = binOf(f1, view.df, amplitudes.length);
  const visible = useMemo(() => shown.slice(b0, b1 + 1), [shown, b0, b1]);
  const drawn = useMemo(
    () => decimateSpectrum(visible, view.df, innerW).map((p) => ({ ...p, hz: p.hz + b0 * view.df })),
    [visible, view.df, innerW, b0],
  );
  // Kept while the band and axis stay, so the marker layout below is computed once per band.
  const { xScale, xOf } = useMemo(
    () => frequencyScale(mode, running, f0, f1, innerW),
    [mode, running, f0, f1, innerW],
  );
  const [lo, hi] = amplitudeDomain(visible, yScale);
  const y =
    yScale === "log"
      ? scaleLog<number>({ domain: [lo, hi], range: [innerH, 0], clamp: true })
      : scaleLinear<number>({ domain: [lo, hi], range: [innerH, 0], nice: yScale === "linear", clamp: true });
  const yOf = (v: number) => y(Math.max(lo, v)) ?? innerH;
  const yTicks = valueTicks(yScale, lo, hi);

  const placedMarkers = useMemo(
    () => layoutMarkers(props.markers, xOf, innerW, innerH),
    [props.markers, xOf, innerW, innerH],
  );
  // A phone's plot has room for fewer labels: one per 70 px at most.
  const labelCount = Math.min(props.peakLabelCount, Math.max(2, Math.floor(innerW / 70)));
  const peakBins = useMemo(
    () => highestPeaks(amplitudes, b0, b1, labelCount, props.peakFloor),
    [amplitudes, b0, b1, labelCount, props.peakFloor],
  );
  const peakLabels = layoutPeakLabels(
    peakBins.map((bin): PeakLabel => {
      const hz = peakHz(view, bin);
      const amplitude = amplitudes[bin] ?? 0;
      return {
        x: xOf(hz),
        tipY: yOf(shown[bin] ?? lo),
        lines: [
          mode === "orders" ? orderText(orderOf(hz, view.running_speed_hz)) : formatValue(hz, "Hz"),
          yScale === "db" ? formatValue(toDb(amplitude, dbReference), DB) : formatValue(amplitude, unit),
        ],
      };
    }),
    placedMarkers.flatMap((p) => (p.label ? [p.label] : [])),
    { width: innerW, height: innerH },
  );

  // A click picks the highest line within 6 px (at least 3 lines): the peak the analyst aimed at.
  const snapRadius = Math.max(3, Math.round((6 * (f1 - f0)) / innerW / view.df));
  const snap = (hz: number) => snapToPeak(hz, amplitudes, view.df, snapRadius);
  const hover = (hz: number | null, touch: boolean) =>
    props.hover.set(hz === null ? null : { hz, touch, peakHz: snap(hz) });
  const hzAt = (event: Parameters<typeof localPoint>[0]) => {
    const point = localPoint(event);
    if (!point) return null;
    const hz =
      mode === "orders" ? xScale.invert(point.x - m.left) * running : xScale.invert(point.x - m.left);
    return Math.min(f1, Math.max(f0, hz));
  };

  return (
    <>
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={t("signals.spectrum.label")}
        {...touchReadout((event) => hover(hzAt(event), true))}
        onPointerDownCapture={(event) => {
          touching.current = event.pointerType === "touch";
        }}
      >
        <Group left={m.left} top={m.top}>
          <ValueGrid scale={y} width={innerW} tickValues={yTicks.major} />
          <LinePath<SpectrumPoint>
            data={drawn}
            x={(p) => xOf(p.hz)}
            y={(p) => yOf(p.amplitude)}
            stroke="var(--primary)"
            strokeWidth={1}
          />
          <MarkerLines placed={placedMarkers} height={innerH} />
          <PeakLabels placed={peakLabels} />
          <CursorLines
            lines={props.cursors}
            xOf={xOf}
            width={innerW}
            height={innerH}
            activeHz={props.activeHz}
          />
          <HoverLine store={props.hover} df={view.df} lines={amplitudes.length} xOf={xOf} height={innerH} />
          <ValueAxis
            scale={y}
            label={
              yScale === "db" ? t("signals.spectrum.dbAxis", { ref: formatValue(dbReference, unit) }) : unit
            }
            tickValues={yTicks.major}
            tickFormat={(v) =>
              yScale === "log" ? decadeText(Number(v), yTicks.major ?? []) : formatValue(Number(v), "")
            }
          />
          {yScale === "log" ? <MinorValueTicks scale={y} values={yTicks.minor} /> : null}
          <XAxis
            top={innerH}
            scale={xScale}
            numTicks={Math.max(2, Math.floor(innerW / 80))}
            tickFormat={(v) => (mode === "orders" ? `${Number(v)}×` : String(Number(v)))}
            label={mode === "orders" ? t("signals.spectrum.ordersAxis") : t("signals.spectrum.hzAxis")}
          />
          <PlotBrush
            xScale={xScale}
            yScale={y}
            width={innerW}
            height={innerH}
            margin={m}
            zoomable
            onMouseMove={(event) => hover(hzAt(event), false)}
            onMouseLeave={(event) => {
              if (leavesReadout(event)) hover(null, false);
            }}
            onClick={(event) => {
              if (touching.current) return;
              const hz = hzAt(event);
              if (hz !== null) props.onPick(snap(hz));
            }}
            onBrushEnd={(bounds) => {
              if (!bounds) return;
              const scale = mode === "orders" ? running : 1;
              const a = Math.min(bounds.x0, bounds.x1) * scale;
              const b = Math.max(bounds.x0, bounds.x1) * scale;
              // A zoom narrower than a few bins shows nothing useful: treat it as a click.
              if (b - a >= view.df * 8) props.onZoom([Math.max(0, a), Math.min(fmax, b)]);
            }}
          />
          <NotePins notes={view.notes} xOf={xOf} width={innerW} />
        </Group>
      </svg>
      <HoverReadout
        store={props.hover}
        amplitudes={amplitudes}
        df={view.df}
        unit={unit}
        yScale={yScale}
        dbReference={dbReference}
        runningSpeedHz={view.running_speed_hz}
        markersNear={(hz) => placedMarkers.filter((p) => Math.abs(p.x - xOf(hz)) <= 4).map((p) => p.marker)}
      />
    </>
  );
}

/** The x scale of a band in Hz or orders, and the x of a frequency (Hz) on it. */
function frequencyScale(mode: XMode, running: number, f0: number, f1: number, innerW: number) {
  const perUnit = mode === "orders" ? running : 1;
  const xScale = scaleLinear<number>({ domain: [f0 / perUnit, f1 / perUnit], range: [0, innerW] });
  return { xScale, xOf: (hz: number) => xScale(hz / perUnit) };
}

/** Ticks of the value axis: decades (and 2…9 × decade unlabelled) on log, every 10 or 20 dB on dB. */
function valueTicks(scale: YScale, lo: number, hi: number): { major?: number[]; minor: number[] } {
  if (scale === "log") return decadeTicks(lo, hi);
  if (scale === "linear") return { minor: [] };
  const step = hi - lo > 60 ? 20 : 10;
  const major: number[] = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi; v += step) major.push(v);
  return { major, minor: [] };
}

/** A peak's frequency: the server's interpolated one when it lists that peak, else its bin's. */
function peakHz(view: SpectrumView, bin: number): number {
  const hz = bin * view.df;
  const listed = view.peaks.find((p) => Math.abs(p.hz - hz) <= view.df);
  return listed ? listed.hz : hz;
}
