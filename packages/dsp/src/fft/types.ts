import { DspError } from "../errors";

/** Samples a transform reads: float64 or float32 typed arrays. */
export type FftInput = Float64Array | Float32Array;

/** Which implementation runs the transforms. */
export type FftBackend = "wasm-simd-f32" | "js-float64";

/**
 * A real FFT plan for one power-of-two size N. Output is the single-sided spectrum X[0…N/2]
 * (N/2 + 1 bins) as separate real/imaginary arrays owned by the caller; unscaled, so
 * X[k] = Σ x[n]·e^{−2πikn/N}. `inverse` is the exact inverse (it divides by N).
 */
export interface RealFftPlan {
  readonly size: number;
  readonly backend: FftBackend;
  /** Forward transform; when `window` is given, input[n]·window[n] is transformed (fused, no copy). */
  forward(input: FftInput, outRe: Float64Array, outIm: Float64Array, window?: FftInput): void;
  /**
   * |X_w[k]|² for k < bins (bins ≤ N/2 + 1), written into `power` or, with `accumulate`, added to it.
   * The window is applied in the frequency domain from its taps (see `windowTaps`): the spectrum
   * pipeline's fused path, with no multiply pass and no copy to separate re/im arrays.
   * With `amplitude` (and `accumulate` false) it writes √|X_w[k]|² · gain instead, the edge gain for
   * DC and Nyquist and the side gain elsewhere: a single-block spectrum in one pass.
   * Returns the sum of the values written: non-finite exactly when one of them is.
   */
  forwardPower(
    input: FftInput,
    power: Float64Array,
    bins: number,
    accumulate: boolean,
    taps: Float64Array,
    amplitude?: AmplitudeGains,
  ): number;
  /**
   * The fast path: the spectrum packed as PFFFT orders it, N values
   * [Re X0, Re X(N/2), Re X1, Im X1, Re X2, Im X2, …], written into `out` (float32 out avoids any
   * conversion on the WASM path: input and output are one memory copy each).
   */
  forwardPacked(input: FftInput, out: Float32Array | Float64Array): void;
  /**
   * The zero-copy fast path, FFTW-style: the plan's own input buffer (N values). Write the samples
   * into it and call `forwardInPlace`. On the WASM path it is a view of the kernel's memory, so take
   * it again after creating another plan (a memory grow detaches old views; their length reads 0).
   */
  inputView(): Float32Array | Float64Array;
  /**
   * Transforms what `inputView()` holds and returns the packed spectrum (layout of `forwardPacked`)
   * as the plan's own buffer: valid until the next transform on this plan; copy what must outlive it.
   */
  forwardInPlace(): Float32Array | Float64Array;
  /** Inverse of `forward`: im[0] and im[N/2] are ignored (they are zero for a real signal). */
  inverse(re: Float64Array, im: Float64Array, out: Float64Array): void;
}

/** Gains that turn a bin's power into a scaled amplitude: A = √P · gain. */
export interface AmplitudeGains {
  /** DC and Nyquist bins (no mirror image). */
  edge: number;
  /** Every other bin. */
  side: number;
}

/** Writes P, adds P, or writes √P·gain into `out[k]`, as `forwardPower` is asked to; returns what it wrote or added. */
export function storePower(
  out: Float64Array,
  k: number,
  p: number,
  accumulate: boolean,
  amplitude: AmplitudeGains | undefined,
  nyquist: number,
): number {
  if (amplitude) {
    const a = Math.sqrt(p) * (k === 0 || k === nyquist ? amplitude.edge : amplitude.side);
    out[k] = a;
    return a;
  }
  if (accumulate) out[k]! += p;
  else out[k] = p;
  return p;
}

/** One comparison per call: a short buffer would otherwise be read as NaN or written partly. */
export function assertLength(what: string, actual: number, needed: number): void {
  if (actual < needed) {
    throw new DspError("INVALID_SIZE", `${what} holds ${actual} values; this transform needs ${needed}`);
  }
}
