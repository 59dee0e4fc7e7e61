/**
 * The geometry and maths of the waterfall (cascade) chart, shared by its canvas drawing and its
 * overlay: where each row sits, how a frequency becomes an x in Hz or in orders of that row's running
 * speed, min/max decimation of a row to pixel columns, which rows get a time label, which row is
 * visible under the pointer, and the colour map of the spectrogram view.
 */

export type XMode = "hz" | "orders";
export type AmplitudeScale = "linear" | "log";

export interface PlotRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A cascade inside a plot: the newest row's baseline on the plot's foot, each older row `dy` higher
 * and `dx` further right, so the oldest sits at the top right. `rowHeight` is the full-scale
 * amplitude of a row in pixels, `rowWidth` the length of its frequency axis.
 */
export interface CascadeLayout extends PlotRect {
  count: number;
  rowWidth: number;
  rowHeight: number;
  dx: number;
  dy: number;
}

/** Share of the plot's height the rows' offsets take (the rest is a row's full scale). */
const DEPTH_SHARE = 0.55;
/** Share of the plot's width the rows' rightward offsets take. */
const SKEW_SHARE = 0.12;

export function cascadeLayout(plot: PlotRect, count: number): CascadeLayout {
  const steps = Math.max(0, count - 1);
  const depth = steps === 0 ? 0 : plot.height * DEPTH_SHARE;
  const skew = steps === 0 ? 0 : plot.width * SKEW_SHARE;
  return {
    ...plot,
    count,
    rowWidth: plot.width - skew,
    rowHeight: plot.height - depth,
    dx: steps === 0 ? 0 : skew / steps,
    dy: steps === 0 ? 0 : depth / steps,
  };
}

/** The left end of row `i`'s baseline (rows oldest first: row 0 is at the back). */
export function rowOrigin(layout: CascadeLayout, i: number): { x: number; y: number } {
  const depth = layout.count - 1 - i;
  return { x: layout.left + depth * layout.dx, y: layout.top + layout.height - depth * layout.dy };
}

/** The band of row `i` in the colour-map view: oldest on top, newest at the foot, as in the cascade. */
export function mapBand(plot: PlotRect, count: number, i: number): { y: number; height: number } {
  const height = plot.height / Math.max(1, count);
  return { y: plot.top + i * height, height };
}

/** X units per hertz: 1 in Hz, 1 / running speed in orders (null when the speed is unknown). */
export function unitsPerHz(mode: XMode, runningSpeedHz: number | null | undefined): number | null {
  if (mode === "hz") return 1;
  return runningSpeedHz && runningSpeedHz > 0 ? 1 / runningSpeedHz : null;
}

/** Whether every capture has a running speed, so the orders axis can be offered. */
export function ordersAvailable(speeds: readonly (number | null | undefined)[]): boolean {
  return speeds.length > 0 && speeds.every((s) => s !== null && s !== undefined && s > 0);
}

/** The x axis's end: the highest line of any row, in Hz or in that row's orders. */
export function xExtent(
  rows: readonly ArrayLike<number>[],
  df: number,
  mode: XMode,
  speeds: readonly (number | null | undefined)[],
): number {
  let out = 0;
  rows.forEach((row, i) => {
    const per = unitsPerHz(mode, speeds[i]);
    if (per !== null) out = Math.max(out, Math.max(0, row.length - 1) * df * per);
  });
  return out;
}

/**
 * Min/max decimation of lines `first…last` of a row to pixel columns. Line k lies at
 * x = x0 + k·pxPerLine; its column is floor(x), clamped to 0…columns−1. Each column contributes its
 * smallest and largest line in their order along the row (one point when they are the same line),
 * written as (x, amplitude) pairs into `out` from the start: never more than 2 × columns points, and
 * no peak lost. Returns the number of points written. `out` must hold 4 × columns numbers.
 */
export function decimateRow(
  values: ArrayLike<number>,
  first: number,
  last: number,
  x0: number,
  pxPerLine: number,
  columns: number,
  out: Float64Array,
): number {
  if (out.length < columns * 4)
    throw new Error(`decimateRow: out holds ${out.length} numbers, needs ${columns * 4}`);
  let n = 0;
  let column = -1;
  let lo = -1;
  let hi = -1;
  const flush = () => {
    if (lo < 0) return;
    const a = Math.min(lo, hi);
    const b = Math.max(lo, hi);
    out[n * 2] = x0 + a * pxPerLine;
    out[n * 2 + 1] = values[a] ?? 0;
    n++;
    if (b !== a) {
      out[n * 2] = x0 + b * pxPerLine;
      out[n * 2 + 1] = values[b] ?? 0;
      n++;
    }
  };
  const maxColumn = columns - 1;
  for (let k = Math.max(0, first); k <= last && k < values.length; k++) {
    const raw = Math.floor(x0 + k * pxPerLine);
    const c = Math.min(maxColumn, Math.max(0, raw));
    const v = values[k] ?? 0;
    if (c !== column) {
      flush();
      column = c;
      lo = k;
      hi = k;
    } else {
      if (v < (values[lo] ?? 0)) lo = k;
      if (v > (values[hi] ?? 0)) hi = k;
    }
  }
  flush();
  return n;
}

/**
 * The largest amplitude inside the x range over all rows: the full scale every row shares, so rows
 * compare by height.
 */
export function visibleMax(
  rows: readonly ArrayLike<number>[],
  df: number,
  mode: XMode,
  speeds: readonly (number | null | undefined)[],
  domain: readonly [number, number],
): number {
  let max = 0;
  rows.forEach((row, i) => {
    const per = unitsPerHz(mode, speeds[i]);
    if (per === null || !(df > 0)) return;
    const first = Math.max(0, Math.ceil(domain[0] / (df * per) - 1e-9));
    const last = Math.min(row.length - 1, Math.floor(domain[1] / (df * per) + 1e-9));
    for (let k = first; k <= last; k++) {
      const v = row[k] ?? 0;
      if (v > max) max = v;
    }
  });
  return max;
}

/**
 * The strongest line within ± halfWidthHz of a frequency (what one pixel column of the drawing
 * shows), or the nearest line when none lies that close; clamped to the row.
 */
export function strongestLine(row: ArrayLike<number>, hz: number, halfWidthHz: number, df: number): number {
  const top = row.length - 1;
  if (top < 0 || !(df > 0)) return 0;
  const clamp = (k: number) => Math.min(top, Math.max(0, k));
  const k0 = clamp(Math.ceil((hz - halfWidthHz) / df - 1e-9));
  const k1 = clamp(Math.floor((hz + halfWidthHz) / df + 1e-9));
  if (k1 < k0) return clamp(Math.round(hz / df));
  let best = k0;
  for (let k = k0 + 1; k <= k1; k++) if ((row[k] ?? 0) > (row[best] ?? 0)) best = k;
  return best;
}

/** The largest amplitude of all rows and where it is (row, line), for the chart's text summary. */
export function strongestOfAll(
  rows: readonly ArrayLike<number>[],
): { row: number; line: number; value: number } | null {
  let out: { row: number; line: number; value: number } | null = null;
  rows.forEach((row, i) => {
    for (let k = 0; k < row.length; k++) {
      const v = row[k] ?? 0;
      if (out === null || v > out.value) out = { row: i, line: k, value: v };
    }
  });
  return out;
}

/** Floor of the log amplitude scale, as a share of the largest amplitude: three decades. */
export const LOG_FLOOR = 1e-3;

/** Height of an amplitude as a share of a row's full scale (0…1), linear or over three decades. */
export function amplitudeShare(amplitude: number, max: number, scale: AmplitudeScale): number {
  if (!(max > 0) || !(amplitude > 0)) return 0;
  if (scale === "linear") return Math.min(1, amplitude / max);
  const floor = max * LOG_FLOOR;
  if (amplitude <= floor) return 0;
  return Math.min(1, Math.log10(amplitude / floor) / Math.log10(1 / LOG_FLOOR));
}

/**
 * The rows that get a time label when rows are `rowGap` pixels apart and labels need `minGap`: every
 * step-th row counted from the newest (always labelled), oldest first in the result.
 */
export function labelledRows(count: number, rowGap: number, minGap: number): number[] {
  if (count <= 0) return [];
  const step = rowGap > 0 ? Math.max(1, Math.ceil(minGap / rowGap - 1e-9)) : count;
  const out: number[] = [];
  for (let depth = 0; depth < count; depth += step) out.push(count - 1 - depth);
  return out.reverse();
}

/**
 * The row seen at (px, py) of a cascade: the frontmost row whose filled area (between its baseline
 * and its trace) covers the point, as the drawing hides what lies behind it. Over empty space, the
 * row whose trace passes nearest under or over the point among those whose baseline is below it.
 * `heightAt(i, x)` is row i's trace height in pixels at x from its origin, or null beyond its end.
 */
export function cascadeRowAt(
  layout: CascadeLayout,
  px: number,
  py: number,
  heightAt: (row: number, x: number) => number | null,
): number | null {
  let nearest: number | null = null;
  let nearestGap = Number.POSITIVE_INFINITY;
  for (let i = layout.count - 1; i >= 0; i--) {
    const origin = rowOrigin(layout, i);
    const x = px - origin.x;
    if (x < 0 || x > layout.rowWidth || py > origin.y + 0.5) continue;
    const h = heightAt(i, x);
    if (h === null) continue;
    const top = origin.y - h;
    if (py >= top) return i;
    if (top - py < nearestGap) {
      nearestGap = top - py;
      nearest = i;
    }
  }
  return nearest;
}

/** Colour stops of the spectrogram, low to high: navy, blue, violet, pink, white (no status hues). */
export const COLOUR_MAP_STOPS: readonly (readonly [number, number, number])[] = [
  [12, 22, 64],
  [37, 99, 235],
  [139, 92, 246],
  [240, 171, 252],
  [255, 255, 255],
];

/** 256 RGB entries interpolated along the stops, for one lookup per pixel. */
export function colourMapLut(stops = COLOUR_MAP_STOPS): Uint8ClampedArray {
  const lut = new Uint8ClampedArray(256 * 3);
  const segments = stops.length - 1;
  for (let i = 0; i < 256; i++) {
    const pos = (i / 255) * segments;
    const s = Math.min(segments - 1, Math.floor(pos));
    const f = pos - s;
    const a = stops[s]!;
    const b = stops[s + 1]!;
    for (let c = 0; c < 3; c++) lut[i * 3 + c] = Math.round(a[c]! + (b[c]! - a[c]!) * f);
  }
  return lut;
}
