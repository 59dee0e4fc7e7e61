/**
 * The maths of the spectrum and waveform charts: orders, harmonics, bins, per-pixel decimation,
 * marker label rows, the amplitude axis, top peaks, and a waveform's peak and RMS.
 */
import type { SpectrumPeak } from "@plantwise/shared";

/** Order of a frequency against the running speed (both Hz), or null when the speed is unknown. */
export function orderOf(hz: number, runningSpeedHz: number | null | undefined): number | null {
  if (!runningSpeedHz || runningSpeedHz <= 0) return null;
  return hz / runningSpeedHz;
}

/** 1× … n× of a fundamental, within fmax. */
export function harmonics(fundamentalHz: number, fmax: number, n = 10): number[] {
  if (!(fundamentalHz > 0)) return [];
  const out: number[] = [];
  for (let k = 1; k <= n; k++) {
    const hz = fundamentalHz * k;
    if (hz > fmax) break;
    out.push(hz);
  }
  return out;
}

/** The bin of a frequency (bins are Δf apart from 0 Hz), clamped to the spectrum. */
export function binOf(hz: number, df: number, lines: number): number {
  if (!(df > 0) || lines <= 0) return 0;
  return Math.min(lines - 1, Math.max(0, Math.round(hz / df)));
}

/** The strongest bin within ± `radius` bins of a frequency: a click snaps to the peak it meant. */
export function snapToPeak(hz: number, amplitudes: readonly number[], df: number, radius = 3): number {
  const centre = binOf(hz, df, amplitudes.length);
  let best = centre;
  for (let i = Math.max(0, centre - radius); i <= Math.min(amplitudes.length - 1, centre + radius); i++) {
    if ((amplitudes[i] ?? 0) > (amplitudes[best] ?? 0)) best = i;
  }
  return best * df;
}

export interface SpectrumPoint {
  hz: number;
  amplitude: number;
}

/**
 * At most two points per pixel column (the column's min and max), so a thousand-pixel chart never
 * draws 25 600 lines yet no peak disappears.
 */
export function decimateSpectrum(
  amplitudes: readonly number[],
  df: number,
  columns: number,
): SpectrumPoint[] {
  const n = amplitudes.length;
  if (n === 0) return [];
  const cols = Math.max(1, Math.floor(columns));
  if (n <= cols * 2) return amplitudes.map((amplitude, i) => ({ hz: i * df, amplitude }));
  const at = (i: number) => amplitudes[i] ?? 0;
  const out: SpectrumPoint[] = [];
  const per = n / cols;
  for (let c = 0; c < cols; c++) {
    const start = Math.floor(c * per);
    const end = Math.min(n, Math.floor((c + 1) * per));
    let lo = start;
    let hi = start;
    for (let i = start; i < end; i++) {
      if (at(i) < at(lo)) lo = i;
      if (at(i) > at(hi)) hi = i;
    }
    const [first, second] = lo <= hi ? [lo, hi] : [hi, lo];
    out.push({ hz: first * df, amplitude: at(first) });
    if (second !== first) out.push({ hz: second * df, amplitude: at(second) });
  }
  return out;
}

/**
 * A row (0 … rows−1) for each label at pixel `xs[i]` so that labels in one row stay `gap` pixels
 * apart; −1 when no row has room (the marker keeps its line, and its label shows on zooming in).
 */
export function labelRows(xs: readonly number[], gap: number, rows = 3): number[] {
  const out: number[] = xs.map(() => -1);
  const last: number[] = Array.from({ length: rows }, () => Number.NEGATIVE_INFINITY);
  const order = xs.map((x, i) => ({ x, i })).sort((a, b) => a.x - b.x);
  for (const { x, i } of order) {
    const row = last.findIndex((l) => x - l >= gap);
    if (row >= 0) {
      out[i] = row;
      last[row] = x;
    }
  }
  return out;
}

/** The y domain of a spectrum: linear from 0, log from a floor 4 decades under the maximum. */
export function amplitudeDomain(amplitudes: readonly number[], scale: "linear" | "log"): [number, number] {
  let max = 0;
  for (const a of amplitudes) if (a > max) max = a;
  if (max <= 0) return scale === "log" ? [1e-6, 1] : [0, 1];
  if (scale === "linear") return [0, max * 1.05];
  return [max * 1e-4, max * 1.5];
}

/** The top `n` peaks, strongest first. */
export function topPeaks(peaks: readonly SpectrumPeak[], n = 5): SpectrumPeak[] {
  return [...peaks].sort((a, b) => b.amplitude - a.amplitude).slice(0, n);
}

/** Peak (largest magnitude) and RMS of waveform samples. */
export function waveformStats(values: readonly number[]): { peak: number; rms: number } {
  if (values.length === 0) return { peak: 0, rms: 0 };
  let peak = 0;
  let sum = 0;
  for (const v of values) {
    peak = Math.max(peak, Math.abs(v));
    sum += v * v;
  }
  return { peak, rms: Math.sqrt(sum / values.length) };
}
