/**
 * Amplitude spectrum: real FFT → window (applied as frequency-domain taps, see `windowTaps`) →
 * single-sided scaling, with Welch-style averaging of overlapping blocks (Welch, IEEE Trans. Audio
 * Electroacoust. 15(2), 1967). Synchronous; it uses the float64 JS FFT until `await initFft()` has
 * loaded the WASM SIMD one (call it once per thread, e.g. at worker start-up).
 *
 * Scaling of bin k of one block with window w (Σw = coherent sum):
 *   peak:  A_k = 2·|X_k| / Σw   (DC and Nyquist: |X_k| / Σw — they have no mirror image)
 *   rms:   A_k = √2·|X_k| / Σw  (DC: |X_0| / Σw — the RMS of a constant is the constant)
 * so a bin-centred sine of amplitude A reads A (peak) or A/√2 (rms) with any window: dividing by
 * Σw is the window's amplitude correction. Averages combine power: A_k = √(mean over blocks of A_k²).
 *
 * Lines follow the analyser convention N = 2.56·lines (the 2.56 leaves room for the anti-alias
 * filter's roll-off), so Fmax = lines·Δf = fs / 2.56; the spec's FFT Hz limits are the Fmax values
 * of FFT_FMAX_HZ, each sampled at 2.56·Fmax.
 */
import { assertFiniteSamples, assertSampleRate, DspError } from "./errors";
import { assertFftSize, type FftBackend, getRealFft, MAX_FFT_SIZE, MIN_FFT_SIZE } from "./fft";
import { type WindowKind, windowCoefficients, windowCorrections, windowTaps } from "./windows";

export type SpectrumScaling = "peak" | "rms";

/** The spec's FFT Hz limits (Fmax choices). */
export const FFT_FMAX_HZ = [10600, 5300, 2600, 1300, 650, 325] as const;
/** Lines for FFT sizes 256…65536 (N = 2.56·lines). */
export const SPECTRUM_LINES = [100, 200, 400, 800, 1600, 3200, 6400, 12800, 25600] as const;

/** Sample rate an analyser uses for a given Fmax: 2.56·Fmax (10600 Hz → 27136 Hz). */
export function sampleRateForFmax(fmax: number): number {
  return 2.56 * fmax;
}

/** The largest of the spec's FFT Hz limits that a sample rate supports alias-free (≤ fs/2.56), or null. */
export function standardFmaxFor(sampleRate: number): number | null {
  assertSampleRate(sampleRate);
  for (const f of FFT_FMAX_HZ) if (f <= sampleRate / 2.56 + 1e-9) return f;
  return null;
}

export interface SpectrumOptions {
  /** Samples per second (Hz). */
  sampleRate: number;
  /** Default "hann". */
  window?: WindowKind;
  /** Default "peak". */
  scaling?: SpectrumScaling;
  /** Lines (100…25600, N = 2.56·lines). Default: the largest FFT that fits the samples (≤ 65536). */
  lines?: number;
  /** Highest frequency reported, Hz (≤ Nyquist). Default fs/2.56. */
  fmax?: number;
  /** Blocks averaged. Default: every block that fits with the given overlap. */
  averages?: number;
  /** Overlap between blocks as a fraction 0 ≤ overlap < 1. Default 0. */
  overlap?: number;
}

export interface AmplitudeSpectrum {
  /** Amplitude of bins 0…n−1 in the input's unit (peak or RMS, per `scaling`). */
  amplitudes: Float64Array;
  /** Frequency of each bin, Hz (k·Δf). */
  frequencies: Float64Array;
  /** Bin spacing Δf = fs/N, Hz. */
  df: number;
  fftSize: number;
  /** Highest frequency reported (the last bin's frequency), Hz. */
  fmax: number;
  averages: number;
  overlap: number;
  window: WindowKind;
  scaling: SpectrumScaling;
  sampleRate: number;
  backend: FftBackend;
}

/** Resolves FFT size, hop and block count from the options; throws on anything impossible. */
export function planBlocks(
  length: number,
  options: Pick<SpectrumOptions, "lines" | "averages" | "overlap">,
): { fftSize: number; hop: number; averages: number } {
  const overlap = options.overlap ?? 0;
  if (!(overlap >= 0 && overlap < 1)) {
    throw new DspError("INVALID_ARGUMENT", `overlap must be a fraction 0 ≤ overlap < 1 (got ${overlap})`);
  }
  const { averages } = options;
  if (averages !== undefined && !(Number.isInteger(averages) && averages >= 1)) {
    throw new DspError("INVALID_ARGUMENT", `averages must be a positive integer (got ${averages})`);
  }
  const hopFor = (n: number) => Math.max(1, Math.round(n * (1 - overlap)));
  let fftSize: number;
  if (options.lines !== undefined) {
    fftSize = options.lines * 2.56;
    if (!SPECTRUM_LINES.includes(options.lines as (typeof SPECTRUM_LINES)[number])) {
      throw new DspError(
        "INVALID_ARGUMENT",
        `lines must be one of ${SPECTRUM_LINES.join(", ")} (got ${options.lines})`,
      );
    }
  } else {
    fftSize = MAX_FFT_SIZE;
    while (fftSize > MIN_FFT_SIZE && ((averages ?? 1) - 1) * hopFor(fftSize) + fftSize > length) {
      fftSize >>= 1;
    }
  }
  assertFftSize(fftSize);
  if (length < fftSize) {
    throw new DspError("INVALID_SIZE", `${length} samples are fewer than one FFT block of ${fftSize}`);
  }
  const hop = hopFor(fftSize);
  const available = Math.floor((length - fftSize) / hop) + 1;
  if (averages !== undefined && averages > available) {
    throw new DspError(
      "INVALID_ARGUMENT",
      `${averages} averages of ${fftSize} samples with overlap ${overlap} need ${(averages - 1) * hop + fftSize} samples (got ${length})`,
    );
  }
  return { fftSize, hop, averages: averages ?? available };
}

/** Everything about a spectrum except its values: what `amplitudeSpectrumInto` returns. */
export interface SpectrumLayout {
  /** Bins written: 0…bins−1. */
  bins: number;
  df: number;
  fftSize: number;
  fmax: number;
  averages: number;
  hop: number;
  overlap: number;
  window: WindowKind;
  scaling: SpectrumScaling;
  sampleRate: number;
}

/** Validates the options against a record of `length` samples and resolves the spectrum's layout. */
export function spectrumLayout(length: number, options: SpectrumOptions): SpectrumLayout {
  assertSampleRate(options.sampleRate);
  if (length === 0) throw new DspError("EMPTY_INPUT", "samples is empty");
  const { sampleRate } = options;
  const window = options.window ?? "hann";
  const scaling = options.scaling ?? "peak";
  if (scaling !== "peak" && scaling !== "rms") {
    throw new DspError("INVALID_ARGUMENT", `scaling must be "peak" or "rms" (got ${scaling})`);
  }
  const { fftSize, hop, averages } = planBlocks(length, options);
  const df = sampleRate / fftSize;
  const fmaxRequested = options.fmax ?? sampleRate / 2.56;
  if (!(fmaxRequested > 0 && fmaxRequested <= sampleRate / 2)) {
    throw new DspError(
      "BAND_OUTSIDE_NYQUIST",
      `fmax ${fmaxRequested} Hz must be above 0 and at most Nyquist (${sampleRate / 2} Hz)`,
    );
  }
  const lastBin = Math.min(fftSize / 2, Math.floor(fmaxRequested / df + 1e-9));
  windowCoefficients(window, fftSize); // refuses an unknown window here, before any work
  return {
    bins: lastBin + 1,
    df,
    fftSize,
    fmax: lastBin * df,
    averages,
    hop,
    overlap: options.overlap ?? 0,
    window,
    scaling,
    sampleRate,
  };
}

/**
 * The allocation-free form of `amplitudeSpectrum`: writes the amplitudes of bins 0…bins−1 into the
 * caller's `out` (length ≥ bins; bin k is at k·df Hz) and returns the layout. Same errors as
 * `amplitudeSpectrum`, plus INVALID_ARGUMENT when `out` is too short.
 */
export function amplitudeSpectrumInto(
  samples: Float64Array | Float32Array,
  options: SpectrumOptions,
  out: Float64Array,
): SpectrumLayout {
  const layout = spectrumLayout(samples.length, options);
  const { bins, fftSize, hop, averages, window, scaling } = layout;
  if (out.length < bins) {
    throw new DspError("INVALID_ARGUMENT", `output holds ${out.length} bins; this spectrum needs ${bins}`);
  }
  // Samples after the last block are not transformed: check those here, the rest through the result.
  for (let i = (averages - 1) * hop + fftSize; i < samples.length; i++) {
    if (!Number.isFinite(samples[i]!)) {
      throw new DspError(
        "NON_FINITE_SAMPLE",
        `samples[${i}] is ${samples[i]}: every sample must be a finite number`,
      );
    }
  }
  const taps = windowTaps(window);
  const { sum } = windowCorrections(window, fftSize);
  const plan = getRealFft(fftSize);
  const nyquistBin = fftSize / 2;
  const edgeGain = 1 / sum;
  const sideGain = (scaling === "peak" ? 2 : Math.SQRT2) / sum;
  let checksum: number;
  if (averages === 1) {
    // One block: the FFT's output pass writes the scaled amplitudes directly.
    const gains = { edge: edgeGain, side: sideGain };
    checksum = plan.forwardPower(samples.subarray(0, fftSize), out, bins, false, taps, gains);
  } else {
    // Power accumulates in `out`; one pass then turns the mean power into scaled amplitudes.
    checksum = 0;
    for (let b = 0; b < averages; b++) {
      checksum += plan.forwardPower(samples.subarray(b * hop, b * hop + fftSize), out, bins, b > 0, taps);
    }
    const inner = Math.min(bins, nyquistBin);
    const perBlock = 1 / averages;
    out[0] = Math.sqrt(out[0]! * perBlock) * edgeGain;
    for (let k = 1; k < inner; k++) out[k] = Math.sqrt(out[k]! * perBlock) * sideGain;
    if (bins > nyquistBin) out[nyquistBin] = Math.sqrt(out[nyquistBin]! * perBlock) * edgeGain;
  }
  // A NaN or ±Infinity sample (or a value beyond float32's range) makes bins non-finite, and so the
  // sum of every value written; only then is the input scanned, to name the bad sample.
  if (!Number.isFinite(checksum)) {
    assertFiniteSamples(samples);
    throw new DspError("NON_FINITE_SAMPLE", "samples overflow the float32 range of the FFT");
  }
  return layout;
}

/**
 * Single-sided amplitude spectrum of `samples` (any unit; the result is in the same unit), with its
 * frequency axis. Throws DspError: EMPTY_INPUT, NON_FINITE_SAMPLE, INVALID_SAMPLE_RATE, INVALID_SIZE
 * (fewer samples than one block), BAND_OUTSIDE_NYQUIST (fmax above fs/2), INVALID_ARGUMENT (lines,
 * averages, overlap, scaling, window).
 */
export function amplitudeSpectrum(
  samples: Float64Array | Float32Array,
  options: SpectrumOptions,
): AmplitudeSpectrum {
  const layout = spectrumLayout(samples.length, options);
  const amplitudes = new Float64Array(layout.bins);
  amplitudeSpectrumInto(samples, options, amplitudes);
  const { bins, hop: _hop, ...rest } = layout;
  // The frequency axis is built on first read: most callers only read amplitudes and df, and a
  // second array of N/2 + 1 doubles costs as much as a tenth of the transform.
  let frequencies: Float64Array | null = null;
  return {
    ...rest,
    amplitudes,
    get frequencies(): Float64Array {
      if (!frequencies) {
        frequencies = new Float64Array(bins);
        for (let k = 0; k < bins; k++) frequencies[k] = k * layout.df;
      }
      return frequencies;
    },
    backend: getRealFft(layout.fftSize).backend,
  };
}
