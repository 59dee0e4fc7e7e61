/**
 * The maths of the spectrum and waveform charts: orders, harmonics, bins, per-pixel decimation,
 * peaks (stepping between them, the highest on screen, the top of the list), and a waveform's peak
 * and RMS.
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
 * The level a line must pass to count as a peak when stepping between peaks: 3 × the spectrum's
 * median line (about 10 dB over the noise floor a median stands for).
 */
export function peakFloor(amplitudes: readonly number[]): number {
  if (amplitudes.length === 0) return 0;
  const sorted = Float64Array.from(amplitudes).sort();
  const mid = sorted.length >> 1;
  const median =
    sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return 3 * median;
}

/**
 * Whether bin `i` is a peak: a local maximum (higher than the line before, not lower than the one
 * after, so a flat top counts once) above `floor`. The end bins never are (one side is unknown).
 */
function isPeak(amplitudes: readonly number[], i: number, floor: number): boolean {
  const v = amplitudes[i] ?? 0;
  return v > floor && v > (amplitudes[i - 1] ?? 0) && v >= (amplitudes[i + 1] ?? 0);
}

/** The bin of the next peak after `fromBin` going up (+1) or down (−1), or null when there is none. */
export function nextPeak(
  amplitudes: readonly number[],
  fromBin: number,
  direction: 1 | -1,
  floor = peakFloor(amplitudes),
): number | null {
  const last = amplitudes.length - 1;
  // From before the first bin going up (or past the last going down), the search starts at the end.
  const start = direction > 0 ? Math.max(1, fromBin + 1) : Math.min(last - 1, fromBin - 1);
  for (let i = start; i >= 1 && i < last; i += direction) {
    if (isPeak(amplitudes, i, floor)) return i;
  }
  return null;
}

/** The bins of the `n` highest peaks between bins `from` and `to` (inclusive), highest first. */
export function highestPeaks(
  amplitudes: readonly number[],
  from: number,
  to: number,
  n: number,
  floor = peakFloor(amplitudes),
): number[] {
  const found: number[] = [];
  for (let i = Math.max(1, from); i <= Math.min(amplitudes.length - 2, to); i++) {
    if (isPeak(amplitudes, i, floor)) found.push(i);
  }
  return found.sort((a, b) => (amplitudes[b] ?? 0) - (amplitudes[a] ?? 0)).slice(0, n);
}

/** The largest line within ± `radius` bins of a frequency: what a cursor there reads. */
export function amplitudeNear(amplitudes: readonly number[], df: number, hz: number, radius = 1): number {
  const centre = binOf(hz, df, amplitudes.length);
  let best = amplitudes[centre] ?? 0;
  for (let i = Math.max(0, centre - radius); i <= Math.min(amplitudes.length - 1, centre + radius); i++) {
    best = Math.max(best, amplitudes[i] ?? 0);
  }
  return best;
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
