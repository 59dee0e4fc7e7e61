/**
 * Draws a waterfall on a 2D canvas, without React: a cascade (nearer rows hide what lies behind
 * them, as on an analyst's cascade plot) or a colour map (a spectrogram: rows as time, amplitude as
 * colour). Each row is decimated to the canvas's device-pixel columns (min and max per column) into
 * one reused buffer and drawn as one path: 100 rows of 3 200 lines cost about as much as 100 rows of
 * the canvas's width, and no point allocates.
 */
import {
  type AmplitudeScale,
  amplitudeShare,
  cascadeLayout,
  colourMapLut,
  decimateRow,
  mapBand,
  type PlotRect,
  rowOrigin,
  unitsPerHz,
  type XMode,
} from "./waterfall-math";

export interface WaterfallInput {
  /** Amplitudes per row, oldest first; rows[i][k] is line k, k·df Hz. */
  rows: readonly ArrayLike<number>[];
  df: number;
  /** Running speed of each row, Hz (for orders); null when unknown. */
  runningSpeedHz: readonly (number | null)[];
}

export interface WaterfallDrawOptions {
  /** The canvas's size in CSS pixels, and device pixels per CSS pixel. */
  width: number;
  height: number;
  pixelRatio: number;
  /** The plot inside the canvas, CSS pixels. */
  plot: PlotRect;
  view: "cascade" | "colormap";
  mode: XMode;
  /** The x range shown, in Hz or orders. */
  xDomain: readonly [number, number];
  /** Full scale of every row (the largest amplitude shown). */
  amplitudeMax: number;
  scale: AmplitudeScale;
  /** Stroke of the older rows and of the newest (front) row. */
  colors: { line: string; newest: string };
}

/** Scratch for one row's decimated points, grown when a wider canvas needs it and then reused. */
let scratch = new Float64Array(0);
function pointBuffer(columns: number): Float64Array {
  if (scratch.length < columns * 4) scratch = new Float64Array(columns * 4);
  return scratch;
}

let lut: Uint8ClampedArray | null = null;

/** Where row `i`'s lines fall on a row `span` device pixels long, or null when it has no x here. */
function rowMapping(input: WaterfallInput, options: WaterfallDrawOptions, i: number, span: number) {
  const per = unitsPerHz(options.mode, input.runningSpeedHz[i]);
  const [d0, d1] = options.xDomain;
  if (per === null || !(d1 > d0) || !(input.df > 0)) return null;
  const unitsPerLine = input.df * per;
  const pxPerLine = (unitsPerLine / (d1 - d0)) * span;
  return {
    x0: (-d0 / (d1 - d0)) * span,
    pxPerLine,
    first: Math.max(0, Math.ceil(d0 / unitsPerLine - 1e-9)),
    last: Math.floor(d1 / unitsPerLine + 1e-9),
  };
}

export function drawWaterfall(
  ctx: CanvasRenderingContext2D,
  input: WaterfallInput,
  options: WaterfallDrawOptions,
): void {
  const r = options.pixelRatio;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, Math.round(options.width * r), Math.round(options.height * r));
  if (input.rows.length === 0) return;
  if (options.view === "colormap") drawColourMap(ctx, input, options);
  else drawCascade(ctx, input, options);
}

/**
 * The cascade, front (newest) to back. Hidden lines are removed with a floating horizon: for every
 * device-pixel column, the highest point any nearer row has reached. A nearer row's area (between
 * its trace and its baseline) covers everything of the rows behind it at or under that height in
 * that column, because rows further back sit higher, so a back row is stroked only where it rises
 * above the horizon, and its line is cut where it crosses it. Filling each row's area with the
 * background instead (back to front) draws the same picture, but a filled path of thousands of
 * edges costs Chromium's software rasteriser 8 to 50 times the stroke, the most on a log scale
 * where the noise floor rises into the plot (bench/waterfall.ts measures both).
 */
function drawCascade(ctx: CanvasRenderingContext2D, input: WaterfallInput, options: WaterfallDrawOptions) {
  const r = options.pixelRatio;
  const count = input.rows.length;
  const layout = cascadeLayout(options.plot, count);
  const span = layout.rowWidth * r;
  const columns = Math.max(1, Math.floor(span));
  const out = pointBuffer(columns);
  const full = layout.rowHeight * r;
  const last = Math.ceil(options.width * r);
  const { horizon, rowTop } = horizonBuffers(last + 1);
  // Bevel joins: a miter would overshoot every sharp peak by a few pixels.
  ctx.lineJoin = "bevel";
  for (let i = count - 1; i >= 0; i--) {
    const row = input.rows[i]!;
    const map = rowMapping(input, options, i, span);
    if (map === null) continue;
    const n = decimateRow(row, map.first, map.last, map.x0, map.pxPerLine, columns, out);
    if (n === 0) continue;
    const origin = rowOrigin(layout, i);
    const ox = origin.x * r;
    const oy = origin.y * r;
    for (let j = 0; j < n; j++) {
      out[j * 2] = ox + out[j * 2]!;
      out[j * 2 + 1] = oy - amplitudeShare(out[j * 2 + 1]!, options.amplitudeMax, options.scale) * full;
    }
    // Older rows in a thin line, so a dense cascade stays legible; the newest stands out.
    const newest = i === count - 1;
    ctx.strokeStyle = newest ? options.colors.newest : options.colors.line;
    ctx.lineWidth = newest ? 1.25 * r : 0.75 * r;
    ctx.beginPath();
    strokeAboveHorizon(ctx, out, n, horizon, rowTop, last);
    ctx.stroke();
    // This row now hides, in each column it crossed, what lies under its highest point.
    const c0 = columnOf(out[0]!, last);
    const c1 = columnOf(out[(n - 1) * 2]!, last);
    for (let c = c0; c <= c1; c++) {
      if (rowTop[c]! < horizon[c]!) horizon[c] = rowTop[c]!;
      rowTop[c] = Number.POSITIVE_INFINITY;
    }
  }
}

let horizonScratch = new Float64Array(0);
let rowTopScratch = new Float64Array(0);
/** Per-column horizon (nothing drawn yet: +∞) and the current row's highest point, reused across draws. */
function horizonBuffers(columns: number) {
  if (horizonScratch.length < columns) {
    horizonScratch = new Float64Array(columns);
    rowTopScratch = new Float64Array(columns);
  }
  horizonScratch.fill(Number.POSITIVE_INFINITY);
  rowTopScratch.fill(Number.POSITIVE_INFINITY);
  return { horizon: horizonScratch, rowTop: rowTopScratch };
}

function columnOf(x: number, last: number): number {
  return Math.min(last, Math.max(0, Math.floor(x)));
}

/** Where along u→v the line reaches height h (0…1); the segment's middle when it is level. */
function crossing(uy: number, vy: number, h: number): number {
  return vy === uy ? 0.5 : Math.min(1, Math.max(0, (h - uy) / (vy - uy)));
}

/**
 * Adds to the path the parts of the row's polyline (points (x, y) in `pts`, device px) above the
 * horizon of their column, and records the row's highest point per column in `rowTop`. A segment
 * longer than a column (a zoomed-in row) is checked at every column it crosses, so a narrow peak of
 * a nearer row still cuts it; those in-between points are only drawn where the line is cut.
 */
function strokeAboveHorizon(
  ctx: CanvasRenderingContext2D,
  pts: Float64Array,
  n: number,
  horizon: Float64Array,
  rowTop: Float64Array,
  last: number,
) {
  let ux = pts[0]!;
  let uy = pts[1]!;
  let uc = columnOf(ux, last);
  let uVisible = uy < horizon[uc]!;
  if (uy < rowTop[uc]!) rowTop[uc] = uy;
  if (uVisible) ctx.moveTo(ux, uy);
  const step = (vx: number, vy: number, real: boolean) => {
    const vc = columnOf(vx, last);
    if (vy < rowTop[vc]!) rowTop[vc] = vy;
    const vVisible = vy < horizon[vc]!;
    if (uVisible && !vVisible) {
      const t = crossing(uy, vy, horizon[vc]!);
      ctx.lineTo(ux + (vx - ux) * t, uy + (vy - uy) * t);
    } else if (!uVisible && vVisible) {
      const t = crossing(uy, vy, horizon[uc]!);
      ctx.moveTo(ux + (vx - ux) * t, uy + (vy - uy) * t);
      if (real) ctx.lineTo(vx, vy);
    } else if (vVisible && real) {
      ctx.lineTo(vx, vy);
    }
    ux = vx;
    uy = vy;
    uc = vc;
    uVisible = vVisible;
  };
  for (let j = 1; j < n; j++) {
    const bx = pts[j * 2]!;
    const by = pts[j * 2 + 1]!;
    const ax = ux;
    const ay = uy;
    const end = columnOf(bx, last);
    // In-between points at the centre of each column the segment crosses (collinear with it, so a
    // visible stretch needs no lineTo at them).
    for (let c = uc + 1; c < end; c++) step(c + 0.5, ay + ((by - ay) * (c + 0.5 - ax)) / (bx - ax), false);
    step(bx, by, true);
  }
}

/** Rows as bands of pixels, each column coloured by the largest line that falls in it. */
function drawColourMap(ctx: CanvasRenderingContext2D, input: WaterfallInput, options: WaterfallDrawOptions) {
  const r = options.pixelRatio;
  const { plot } = options;
  const width = Math.max(1, Math.round(plot.width * r));
  const height = Math.max(1, Math.round(plot.height * r));
  const image = ctx.createImageData(width, height);
  const data = image.data;
  lut ??= colourMapLut();
  const count = input.rows.length;
  for (let i = 0; i < count; i++) {
    const row = input.rows[i]!;
    const map = rowMapping(input, options, i, width);
    if (map === null) continue;
    const band = mapBand({ ...plot, top: 0 }, count, i);
    const y0 = Math.round(band.y * r);
    const y1 = Math.min(height, Math.round((band.y + band.height) * r));
    if (y1 <= y0) continue;
    const last = Math.min(map.last, row.length - 1);
    for (let c = 0; c < width; c++) {
      // Lines whose x falls in column c; none when zoomed past one line per pixel: the nearest.
      let k0 = Math.ceil((c - map.x0) / map.pxPerLine);
      let k1 = Math.ceil((c + 1 - map.x0) / map.pxPerLine) - 1;
      if (k1 < k0) {
        k0 = Math.round((c + 0.5 - map.x0) / map.pxPerLine);
        k1 = k0;
      }
      k0 = Math.max(k0, map.first);
      k1 = Math.min(k1, last);
      if (k1 < k0) continue;
      let max = row[k0] ?? 0;
      for (let k = k0 + 1; k <= k1; k++) {
        const v = row[k] ?? 0;
        if (v > max) max = v;
      }
      const at = Math.round(amplitudeShare(max, options.amplitudeMax, options.scale) * 255) * 3;
      const p = (y0 * width + c) * 4;
      data[p] = lut[at]!;
      data[p + 1] = lut[at + 1]!;
      data[p + 2] = lut[at + 2]!;
      data[p + 3] = 255;
    }
    // The band's first pixel row, repeated down the band.
    const rowBytes = width * 4;
    for (let y = y0 + 1; y < y1; y++) data.copyWithin(y * rowBytes, y0 * rowBytes, (y0 + 1) * rowBytes);
  }
  ctx.putImageData(image, Math.round(plot.left * r), Math.round(plot.top * r));
}
