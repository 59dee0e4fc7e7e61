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
   */
  forwardPower(
    input: FftInput,
    power: Float64Array,
    bins: number,
    accumulate: boolean,
    taps: Float64Array,
  ): void;
  /**
   * The fast path: the spectrum packed as PFFFT orders it, N values
   * [Re X0, Re X(N/2), Re X1, Im X1, Re X2, Im X2, …], written into `out` (float32 out avoids any
   * conversion on the WASM path: input and output are one memory copy each).
   */
  forwardPacked(input: FftInput, out: Float32Array | Float64Array): void;
  /** Inverse of `forward`: im[0] and im[N/2] are ignored (they are zero for a real signal). */
  inverse(re: Float64Array, im: Float64Array, out: Float64Array): void;
}

/** One comparison per call: a short buffer would otherwise be read as NaN or written partly. */
export function assertLength(what: string, actual: number, needed: number): void {
  if (actual < needed) {
    throw new DspError("INVALID_SIZE", `${what} holds ${actual} values; this transform needs ${needed}`);
  }
}
