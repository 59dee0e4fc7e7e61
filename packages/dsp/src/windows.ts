/**
 * Spectral windows and their correction factors.
 *
 * Windows are the periodic ("DFT-even") form, w[n] = Σ_j (−1)^j a_j cos(2πjn/N), n = 0…N−1: the form
 * for spectral analysis, whose coherent gain for a bin-centred sine is exactly a_0 (Harris, "On the
 * use of windows for harmonic analysis with the DFT", Proc. IEEE 66(1), 1978).
 *
 * Corrections (Brüel & Kjær / ISO 18431-1 convention):
 *  - amplitude correction  ACF = N / Σw        — restores a tone's peak height;
 *  - energy correction     ECF = √(N / Σw²)    — restores broadband RMS (band values, Parseval);
 *  - equivalent noise bandwidth ENBW = N·Σw² / (Σw)² bins.
 */
import { DspError } from "./errors";

export type WindowKind = "rectangular" | "hann" | "hamming" | "flattop";

export const WINDOW_KINDS: readonly WindowKind[] = ["rectangular", "hann", "hamming", "flattop"];

/**
 * Cosine-sum coefficients a_j. Flat-top: HFT95 (Heinzel, Rüdiger & Schilling, "Spectrum and spectral
 * density estimation by the DFT", 2002, §D); its amplitude flatness is 0.0044 dB (0.05 %), which
 * keeps off-bin tones inside 0.1 %. Every window is scaled to a peak of 1 (Σ|a_j| = 1),
 * so a flat-top's amplitude correction is 1/a_0 ≈ 4.68 as analysers report it.
 */
const COSINE_SUMS: Record<WindowKind, readonly number[]> = {
  rectangular: [1],
  hann: [0.5, 0.5],
  hamming: [0.54, 0.46],
  flattop: [1, 1.9383379, 1.3045202, 0.402827, 0.0350665],
};

/**
 * The window as frequency-domain taps c_0…c_J: a periodic cosine-sum window multiplies the DFT by a
 * (2J+1)-tap circular convolution, X_w[k] = c_0·X[k] + Σ_{j≥1} c_j·(X[k−j] + X[k+j]), with
 * c_0 = b_0 and c_j = (−1)^j·b_j / 2 (b the peak-normalised coefficients). Exactly equal to windowing
 * in time, and cheaper: the FFT skips the multiply pass (Harris 1978, §V).
 */
export function windowTaps(kind: WindowKind): Float64Array {
  assertKind(kind);
  let taps = tapCache.get(kind);
  if (!taps) {
    const a = COSINE_SUMS[kind];
    let peak = 0;
    for (const c of a) peak += Math.abs(c);
    taps = new Float64Array(a.length);
    for (let j = 0; j < a.length; j++)
      taps[j] = j === 0 ? a[0]! / peak : ((j % 2 === 0 ? 1 : -1) * a[j]!) / (2 * peak);
    tapCache.set(kind, taps);
  }
  return taps;
}
const tapCache = new Map<WindowKind, Float64Array>();

export interface WindowCorrections {
  /** N / Σw: multiply a windowed tone's amplitude by this. */
  amplitude: number;
  /** √(N / Σw²): multiply a windowed RMS / band value by this. */
  energy: number;
  /** Σw / N. */
  coherentGain: number;
  /** N·Σw² / (Σw)², in bins. */
  enbwBins: number;
  /** Σw and Σw², for single-sided scaling. */
  sum: number;
  sumOfSquares: number;
}

const windowCache = new Map<string, Float64Array>();
const correctionCache = new Map<string, WindowCorrections>();

function assertKind(kind: string): asserts kind is WindowKind {
  if (!(kind in COSINE_SUMS)) {
    throw new DspError("INVALID_ARGUMENT", `unknown window "${kind}": use one of ${WINDOW_KINDS.join(", ")}`);
  }
}

function assertLength(size: number): void {
  if (!Number.isInteger(size) || size < 1) {
    throw new DspError("INVALID_SIZE", `window length must be a positive integer (got ${size})`);
  }
}

/** The window of `kind` and length `size`; cached and shared, so never write into it. */
export function windowCoefficients(kind: WindowKind, size: number): Float64Array {
  assertKind(kind);
  assertLength(size);
  const key = `${kind}:${size}`;
  let w = windowCache.get(key);
  if (!w) {
    w = new Float64Array(size);
    const a = COSINE_SUMS[kind];
    let peak = 0;
    for (const c of a) peak += Math.abs(c);
    for (let n = 0; n < size; n++) {
      let v = 0;
      for (let j = 0; j < a.length; j++) {
        const sign = j % 2 === 0 ? 1 : -1;
        v += sign * a[j]! * Math.cos((2 * Math.PI * j * n) / size);
      }
      w[n] = v / peak;
    }
    windowCache.set(key, w);
  }
  return w;
}

export function windowCorrections(kind: WindowKind, size: number): WindowCorrections {
  const key = `${kind}:${size}`;
  let c = correctionCache.get(key);
  if (!c) {
    const w = windowCoefficients(kind, size);
    let sum = 0;
    let sumOfSquares = 0;
    for (let n = 0; n < size; n++) {
      sum += w[n]!;
      sumOfSquares += w[n]! * w[n]!;
    }
    c = {
      amplitude: size / sum,
      energy: Math.sqrt(size / sumOfSquares),
      coherentGain: sum / size,
      enbwBins: (size * sumOfSquares) / (sum * sum),
      sum,
      sumOfSquares,
    };
    correctionCache.set(key, c);
  }
  return c;
}
