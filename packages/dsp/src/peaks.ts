import { assertFiniteSamples, DspError } from "./errors";

/** One spectral peak, refined between bins. */
export interface SpectrumPeak {
  /** Index of the local-maximum bin. */
  readonly bin: number;
  /** Interpolated frequency in Hz: (bin + offset)·binHz. */
  readonly frequency: number;
  /** Interpolated peak height, in the spectrum's own unit. */
  readonly amplitude: number;
}

export interface PeakOptions {
  /** Peaks lower than this are ignored (default 0: every local maximum). */
  readonly minAmplitude?: number;
  /** At most this many peaks, highest first (default: all). */
  readonly maxPeaks?: number;
  /** Bin 0 (DC) is never a peak; skip this many low bins as well (default 1: DC only). */
  readonly skipLowBins?: number;
}

function assertBinHz(binHz: number): void {
  if (!(Number.isFinite(binHz) && binHz > 0)) {
    throw new DspError("INVALID_ARGUMENT", `binHz must be a positive number of Hz (got ${binHz})`);
  }
}

/**
 * Refines the local maximum at bin k by fitting a parabola through (k−1, α), (k, β), (k+1, γ):
 *
 *   p = ½·(α − γ) / (α − 2β + γ)      offset in bins, |p| ≤ ½
 *   y = β − ¼·(α − γ)·p                height at the vertex
 *
 * Exact for a quadratic-shaped peak; for a windowed sinusoid its bias is a small fraction of a bin
 * (J. O. Smith, "Spectral Audio Signal Processing", Quadratic Interpolation of Spectral Peaks).
 * Edge bins and flat tops get offset 0.
 */
function refine(spectrum: ArrayLike<number>, k: number, binHz: number): SpectrumPeak {
  const beta = spectrum[k]!;
  if (k === 0 || k === spectrum.length - 1) {
    return { bin: k, frequency: k * binHz, amplitude: beta };
  }
  const alpha = spectrum[k - 1]!;
  const gamma = spectrum[k + 1]!;
  const denom = alpha - 2 * beta + gamma;
  if (denom === 0) return { bin: k, frequency: k * binHz, amplitude: beta };
  const p = (0.5 * (alpha - gamma)) / denom;
  return { bin: k, frequency: (k + p) * binHz, amplitude: beta - 0.25 * (alpha - gamma) * p };
}

/**
 * Local maxima of a one-sided amplitude spectrum (bin k covers k·binHz), each refined by
 * parabolic interpolation, sorted by amplitude, highest first. A plateau counts once, at its
 * first bin (strictly greater than the left neighbour, not less than the right).
 */
export function findPeaks(
  spectrum: ArrayLike<number>,
  binHz: number,
  options: PeakOptions = {},
): SpectrumPeak[] {
  assertFiniteSamples(spectrum, "spectrum");
  assertBinHz(binHz);
  const { minAmplitude = 0, maxPeaks = Number.POSITIVE_INFINITY, skipLowBins = 1 } = options;
  if (!(Number.isInteger(skipLowBins) && skipLowBins >= 0)) {
    throw new DspError("INVALID_ARGUMENT", `skipLowBins must be an integer ≥ 0 (got ${skipLowBins})`);
  }
  if (!(maxPeaks >= 1)) {
    throw new DspError("INVALID_ARGUMENT", `maxPeaks must be ≥ 1 (got ${maxPeaks})`);
  }
  const peaks: SpectrumPeak[] = [];
  const last = spectrum.length - 1;
  for (let k = Math.max(1, skipLowBins); k < last; k++) {
    const v = spectrum[k]!;
    if (v > spectrum[k - 1]! && v >= spectrum[k + 1]! && v >= minAmplitude) {
      peaks.push(refine(spectrum, k, binHz));
    }
  }
  peaks.sort((a, b) => b.amplitude - a.amplitude || a.bin - b.bin);
  return Number.isFinite(maxPeaks) ? peaks.slice(0, maxPeaks) : peaks;
}

/** A running-speed order and the peak found for it (null when the search window holds none). */
export interface OrderPeak {
  readonly order: number;
  /** order × shaft frequency, Hz. */
  readonly expectedHz: number;
  readonly peak: SpectrumPeak | null;
}

export interface OrderOptions {
  /** Orders to look for (default [1, 2, 3]: 1×, 2×, 3× running speed). */
  readonly orders?: readonly number[];
  /**
   * Half-width of the search window around each order, in Hz. Default: 2 bins, enough for the
   * slip between nameplate and actual speed while staying clear of the next order.
   */
  readonly toleranceHz?: number;
}

/** order × rpm / 60, in Hz. */
export function orderFrequencies(rpm: number, orders: readonly number[] = [1, 2, 3]): number[] {
  if (!(Number.isFinite(rpm) && rpm > 0)) {
    throw new DspError("INVALID_ARGUMENT", `rpm must be a positive number (got ${rpm})`);
  }
  return orders.map((order) => {
    if (!(Number.isFinite(order) && order > 0)) {
      throw new DspError("INVALID_ARGUMENT", `order must be a positive number (got ${order})`);
    }
    return (order * rpm) / 60;
  });
}

/**
 * For each running-speed order, the highest bin inside [expected − tolerance, expected + tolerance]
 * that is a local maximum of the whole spectrum, refined as in findPeaks. A window with no local
 * maximum (a monotone slope) yields peak null rather than the window's edge bin, so a skirt of a
 * neighbouring line is not reported as an order.
 */
export function findOrderPeaks(
  spectrum: ArrayLike<number>,
  binHz: number,
  rpm: number,
  options: OrderOptions = {},
): OrderPeak[] {
  assertFiniteSamples(spectrum, "spectrum");
  assertBinHz(binHz);
  const orders = options.orders ?? [1, 2, 3];
  const toleranceHz = options.toleranceHz ?? 2 * binHz;
  if (!(Number.isFinite(toleranceHz) && toleranceHz >= 0)) {
    throw new DspError("INVALID_ARGUMENT", `toleranceHz must be a number ≥ 0 (got ${toleranceHz})`);
  }
  const expected = orderFrequencies(rpm, orders);
  const last = spectrum.length - 1;
  return orders.map((order, i) => {
    const expectedHz = expected[i]!;
    const lo = Math.max(1, Math.ceil((expectedHz - toleranceHz) / binHz));
    const hi = Math.min(last - 1, Math.floor((expectedHz + toleranceHz) / binHz));
    let best = -1;
    for (let k = lo; k <= hi; k++) {
      const v = spectrum[k]!;
      const isMax = v > spectrum[k - 1]! && v >= spectrum[k + 1]!;
      if (isMax && (best < 0 || v > spectrum[best]!)) best = k;
    }
    return { order, expectedHz, peak: best < 0 ? null : refine(spectrum, best, binHz) };
  });
}
