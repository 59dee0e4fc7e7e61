/**
 * The maths of the compare chart: each trace's x in Hz or in orders of its own running speed, the
 * x axis over the union of the traces, the lines of a trace inside a range, the amplitude of each
 * trace at the shared cursor, and the look (colour and dash) that tells traces apart.
 */
import type { CompareTrace, SpectrumView } from "@plantwise/shared";
import { binOf } from "./spectrum-math";
import { ordersAvailable, unitsPerHz, type XMode } from "./waterfall-math";

/**
 * Trace colours: blue, magenta, ink and cyan, a lighter tone of each in the dark theme. None is a
 * status hue (green, amber, red) and they differ in lightness as well as hue, so colour-blind
 * readers tell them apart; every trace has its own dash pattern too.
 */
export const TRACE_COLOUR_CLASSES = [
  "[--compare-1:oklch(0.5_0.16_255)] dark:[--compare-1:oklch(0.74_0.13_250)]",
  "[--compare-2:oklch(0.52_0.2_330)] dark:[--compare-2:oklch(0.76_0.15_330)]",
  "[--compare-3:oklch(0.28_0.02_257)] dark:[--compare-3:oklch(0.93_0.01_250)]",
  "[--compare-4:oklch(0.6_0.1_215)] dark:[--compare-4:oklch(0.83_0.09_210)]",
].join(" ");

export interface TraceStyle {
  colour: string;
  /** SVG stroke-dasharray; undefined for a solid line. */
  dash: string | undefined;
}

export const TRACE_STYLES: readonly TraceStyle[] = [
  { colour: "var(--compare-1)", dash: undefined },
  { colour: "var(--compare-2)", dash: "7 3" },
  { colour: "var(--compare-3)", dash: "2 2" },
  { colour: "var(--compare-4)", dash: "9 3 2 3" },
];

export function traceStyle(i: number): TraceStyle {
  return TRACE_STYLES[i % TRACE_STYLES.length]!;
}

/** A trace's identity in lists: its sensor, capture and kind. */
export function traceKey(trace: CompareTrace): string {
  return `${trace.sensor.id}-${trace.spectrum.capture.id}-${trace.spectrum.kind}`;
}

/** Orders need every trace's running speed: each trace is converted by its own. */
export function compareOrdersAvailable(traces: readonly CompareTrace[]): boolean {
  return ordersAvailable(traces.map((tr) => tr.spectrum.running_speed_hz));
}

/** X units per Hz of a trace, falling back to Hz's 1 when its speed is unknown. */
export function tracePerHz(spectrum: SpectrumView, mode: XMode): number {
  return unitsPerHz(mode, spectrum.running_speed_hz) ?? 1;
}

/** The x axis's end: the highest line of any trace, in Hz or in that trace's orders. */
export function compareExtent(traces: readonly CompareTrace[], mode: XMode): number {
  let out = 0;
  for (const { spectrum } of traces) {
    out = Math.max(
      out,
      Math.max(0, spectrum.amplitudes.length - 1) * spectrum.df * tracePerHz(spectrum, mode),
    );
  }
  return out;
}

/** The first and last line of a trace inside an x range, or null when none is. */
export function linesInRange(
  spectrum: SpectrumView,
  mode: XMode,
  range: readonly [number, number],
): [number, number] | null {
  const unitsPerLine = spectrum.df * tracePerHz(spectrum, mode);
  if (!(unitsPerLine > 0)) return null;
  const first = Math.max(0, Math.ceil(range[0] / unitsPerLine - 1e-9));
  const last = Math.min(spectrum.amplitudes.length - 1, Math.floor(range[1] / unitsPerLine + 1e-9));
  return last >= first ? [first, last] : null;
}

export interface TraceReading {
  /** The nearest line's frequency, Hz, and its x in the current mode. */
  hz: number;
  x: number;
  /** Base unit. */
  amplitude: number;
}

/**
 * A trace's amplitude at the cursor (x in Hz or orders), snapped to its nearest line; null past its
 * Fmax (more than half a line beyond its last line).
 */
export function traceAt(spectrum: SpectrumView, x: number, mode: XMode): TraceReading | null {
  const per = tracePerHz(spectrum, mode);
  const lines = spectrum.amplitudes.length;
  const hz = x / per;
  if (lines === 0 || hz < 0 || hz > (lines - 0.5) * spectrum.df) return null;
  const line = binOf(hz, spectrum.df, lines);
  return { hz: line * spectrum.df, x: line * spectrum.df * per, amplitude: spectrum.amplitudes[line] ?? 0 };
}
