/**
 * The arithmetic of the chart PDF, apart from any drawing: the amplitude axis in linear, log
 * (decades) or dB (20·log10(a/ref)) form, round ticks, the frequency range and its bins, the
 * min/max decimation that keeps a 25 600-line spectrum to two points per horizontal point,
 * staggered label rows, and the number formats of the page.
 */

export type YScale = "linear" | "log" | "db";

/** Round tick values covering [min, max], about `count` of them. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!(max > min)) return [min];
  const raw = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const ticks: number[] = [];
  for (let v = Math.ceil(min / step - 1e-9) * step; v <= max + step * 1e-9; v += step)
    ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

export interface AmplitudeAxis {
  scale: YScale;
  /** The axis' bottom and top in its own terms: amplitude (linear), log10 of it (log), dB (db). */
  lo: number;
  hi: number;
  /** Tick positions in the axis' terms, and their labels. */
  ticks: { at: number; label: string }[];
  /** An amplitude in the axis' terms, clamped to the bottom where it has none (0 on log or dB). */
  of: (amplitude: number) => number;
}

/** A tick's label: up to 10 significant digits, no float noise ("0.30000000000000004" → "0.3"). */
export function tickLabel(value: number): string {
  return String(Number(value.toPrecision(10)));
}

/** Decades covered on a log axis at most: below that, lines are floor noise. */
const LOG_DECADES = 5;
/** dB covered below the top at most. */
const DB_SPAN = 100;

/**
 * The amplitude axis for the values on screen. Linear starts at 0 and ends on a round tick above
 * the largest; log spans whole decades from the smallest positive value (at most five decades
 * below the largest); dB spans 10 dB steps the same way, at most 100 dB.
 */
export function amplitudeAxis(values: readonly number[], scale: YScale, dbReference: number): AmplitudeAxis {
  let max = 0;
  let minPositive = Number.POSITIVE_INFINITY;
  for (const v of values) {
    if (v > max) max = v;
    if (v > 0 && v < minPositive) minPositive = v;
  }
  if (scale === "linear") {
    const top = max > 0 ? max * 1.05 : 1;
    const ticks = niceTicks(0, top, 5);
    const step = ticks.length > 1 ? ticks[1]! - ticks[0]! : top;
    const hi = Math.ceil(top / step - 1e-9) * step;
    if (ticks.at(-1)! < hi - step * 1e-9) ticks.push(Number(hi.toPrecision(12)));
    return { scale, lo: 0, hi, ticks: ticks.map((t) => ({ at: t, label: tickLabel(t) })), of: (a) => a };
  }
  if (scale === "log") {
    if (max <= 0) [max, minPositive] = [1, 1e-3];
    const hi = Math.ceil(Math.log10(max) - 1e-9);
    const lo = Math.min(hi - 1, Math.max(Math.floor(Math.log10(minPositive) + 1e-9), hi - LOG_DECADES));
    const ticks = [];
    for (let d = lo; d <= hi; d++) ticks.push({ at: d, label: tickLabel(10 ** d) });
    return { scale, lo, hi, ticks, of: (a) => (a > 0 ? Math.max(lo, Math.log10(a)) : lo) };
  }
  const db = (a: number) => 20 * Math.log10(a / dbReference);
  if (max <= 0) [max, minPositive] = [dbReference, dbReference / 1000];
  const hi = Math.ceil(db(max) / 10 - 1e-9) * 10;
  const lo = Math.min(hi - 10, Math.max(Math.floor(db(minPositive) / 10 + 1e-9) * 10, hi - DB_SPAN));
  const ticks = niceTicks(lo, hi, 6).map((t) => ({ at: t, label: tickLabel(t) }));
  return { scale, lo, hi, ticks, of: (a) => (a > 0 ? Math.max(lo, db(a)) : lo) };
}

/** The frequency range drawn, within 0…Fmax; the whole spectrum when the asked one is empty. */
export function drawnRange(range: readonly [number, number] | undefined, fmax: number): [number, number] {
  const from = Math.max(0, Math.min(range?.[0] ?? 0, fmax));
  const to = Math.max(0, Math.min(range?.[1] ?? fmax, fmax));
  return to > from ? [from, to] : [0, fmax];
}

export interface TracePoint {
  hz: number;
  amplitude: number;
}

/**
 * The lines of bins first…last as at most two points per column (each column's smallest and
 * largest, in frequency order), so no peak is lost however many lines there are. With no more
 * than two lines per column every line is kept.
 */
export function decimate(
  amplitudes: readonly number[],
  df: number,
  first: number,
  last: number,
  columns: number,
): TracePoint[] {
  const from = Math.max(0, first);
  const to = Math.min(amplitudes.length - 1, last);
  const n = to - from + 1;
  if (n <= 0) return [];
  const point = (i: number): TracePoint => ({ hz: i * df, amplitude: amplitudes[i]! });
  const cols = Math.max(1, Math.floor(columns));
  if (n <= 2 * cols) return Array.from({ length: n }, (_, k) => point(from + k));
  const out: TracePoint[] = [];
  for (let c = 0; c < cols; c++) {
    const start = from + Math.floor((c * n) / cols);
    const end = from + Math.floor(((c + 1) * n) / cols);
    let lo = start;
    let hi = start;
    for (let i = start + 1; i < end; i++) {
      if (amplitudes[i]! < amplitudes[lo]!) lo = i;
      if (amplitudes[i]! > amplitudes[hi]!) hi = i;
    }
    out.push(point(Math.min(lo, hi)));
    if (hi !== lo) out.push(point(Math.max(lo, hi)));
  }
  return out;
}

/**
 * A row (0…rows−1) for each label, given its left edge and width, so that labels of one row stay
 * `gap` apart; −1 for a label no row has room for (its line is drawn, its name is in the table
 * or the legend). Labels are taken in the order given.
 */
export function labelRows(spans: readonly { x: number; width: number }[], rows: number, gap = 3): number[] {
  const ends = Array<number>(rows).fill(Number.NEGATIVE_INFINITY);
  return spans.map(({ x, width }) => {
    const row = ends.findIndex((end) => x >= end + gap);
    if (row >= 0) ends[row] = x + width;
    return row;
  });
}

/** Decimals that show a frequency to a tenth of the resolution (0–4). */
export function hzDecimals(df: number): number {
  if (!(df > 0)) return 2;
  return Math.min(4, Math.max(0, Math.ceil(-Math.log10(df) - 1e-9) + 1));
}

/** A value with `digits` significant digits, trailing zeros dropped, in plain notation where sensible. */
export function significant(value: number, digits = 4): string {
  if (!Number.isFinite(value)) return "–";
  if (value === 0) return "0";
  const magnitude = Math.abs(value);
  if (magnitude >= 1e-4 && magnitude < 1e7) {
    const decimals = Math.max(0, digits - 1 - Math.floor(Math.log10(magnitude)));
    return String(Number(value.toFixed(Math.min(decimals, 10))));
  }
  return value.toExponential(digits - 1).replace(/\.?0+e/, "e");
}
