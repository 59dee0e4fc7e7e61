/**
 * Envelope (demodulation) spectrum, the standard bearing-defect technique (McFadden & Smith,
 * "Vibration monitoring of rolling element bearings by the high-frequency resonance technique",
 * Tribology International 17(1), 1984): band-pass around the structural resonances the impacts
 * excite, take the magnitude of the analytic signal, then the spectrum of that envelope. Defect
 * repetition rates show up as lines of the envelope spectrum.
 *
 * Band-pass and Hilbert transform are both done in the frequency domain on blocks of N samples
 * (the largest FFT size the record holds): bins outside [low, high] are zeroed (an ideal band-pass),
 * and the Hilbert transform multiplies each positive-frequency bin by −i. Two inverse real FFTs give
 * x_bp and H{x_bp}; the envelope is √(x_bp² + H{x_bp}²). Its mean (the carrier's average amplitude)
 * is removed so the DC line does not swamp the defect lines.
 */
import { assertBand, assertFiniteSamples, assertSampleRate, DspError } from "./errors";
import { getRealFft, MAX_FFT_SIZE, MIN_FFT_SIZE } from "./fft";
import { type AmplitudeSpectrum, amplitudeSpectrum, type SpectrumOptions } from "./spectrum";

export const DEFAULT_ENVELOPE_BAND_HZ: readonly [number, number] = [1000, 5300];

export interface EnvelopeOptions extends SpectrumOptions {
  /** Demodulation band [low, high] Hz, inside Nyquist. Default 1000–5300 Hz. */
  band?: readonly [number, number];
}

export interface EnvelopeSpectrum extends AmplitudeSpectrum {
  band: readonly [number, number];
}

interface Scratch {
  re: Float64Array;
  im: Float64Array;
  hre: Float64Array;
  him: Float64Array;
  bp: Float64Array;
  h: Float64Array;
}
const scratchBySize = new Map<number, Scratch>();

function scratch(n: number): Scratch {
  let s = scratchBySize.get(n);
  if (!s) {
    const b = n / 2 + 1;
    s = {
      re: new Float64Array(b),
      im: new Float64Array(b),
      hre: new Float64Array(b),
      him: new Float64Array(b),
      bp: new Float64Array(n),
      h: new Float64Array(n),
    };
    scratchBySize.set(n, s);
  }
  return s;
}

/**
 * Envelope of `samples` in band [low, high], written into `out` (length floor(L/N)·N, N the largest
 * FFT size ≤ L). Returns N.
 */
export function envelopeSignal(
  samples: Float64Array | Float32Array,
  sampleRate: number,
  band: readonly [number, number],
  out: Float64Array,
): number {
  let n = MAX_FFT_SIZE;
  while (n > samples.length && n > MIN_FFT_SIZE) n >>= 1;
  if (samples.length < n) {
    throw new DspError(
      "INVALID_SIZE",
      `envelope needs at least ${MIN_FFT_SIZE} samples (got ${samples.length})`,
    );
  }
  const plan = getRealFft(n);
  const { re, im, hre, him, bp, h } = scratch(n);
  const m = n / 2;
  const df = sampleRate / n;
  // Bins strictly inside 0 < k < N/2: the Hilbert transform is zero at DC and Nyquist.
  const k0 = Math.max(1, Math.ceil(band[0] / df - 1e-9));
  const k1 = Math.min(m - 1, Math.floor(band[1] / df + 1e-9));
  const blocks = Math.floor(samples.length / n);
  for (let b = 0; b < blocks; b++) {
    plan.forward(samples.subarray(b * n, (b + 1) * n), re, im);
    hre.fill(0);
    him.fill(0);
    re.fill(0, 0, k0);
    im.fill(0, 0, k0);
    re.fill(0, k1 + 1);
    im.fill(0, k1 + 1);
    for (let k = k0; k <= k1; k++) {
      hre[k] = im[k]!; // −i·(a + ib) = b − ia
      him[k] = -re[k]!;
    }
    plan.inverse(re, im, bp);
    plan.inverse(hre, him, h);
    let mean = 0;
    for (let i = 0; i < n; i++) {
      const v = Math.sqrt(bp[i]! * bp[i]! + h[i]! * h[i]!);
      out[b * n + i] = v;
      mean += v;
    }
    mean /= n;
    for (let i = 0; i < n; i++) out[b * n + i]! -= mean;
  }
  return n;
}

/**
 * Envelope spectrum: demodulate in `band` (default 1000–5300 Hz), then `amplitudeSpectrum` of the
 * mean-removed envelope with the remaining options (window, scaling, lines, fmax, averages, overlap).
 * Throws DspError as amplitudeSpectrum, and BAND_OUTSIDE_NYQUIST when the band does not fit.
 */
export function envelopeSpectrum(
  samples: Float64Array | Float32Array,
  options: EnvelopeOptions,
): EnvelopeSpectrum {
  assertSampleRate(options.sampleRate);
  assertFiniteSamples(samples);
  const band = options.band ?? DEFAULT_ENVELOPE_BAND_HZ;
  assertBand(band[0], band[1], options.sampleRate);
  let n = MAX_FFT_SIZE;
  while (n > samples.length && n > MIN_FFT_SIZE) n >>= 1;
  const env = new Float64Array(Math.floor(samples.length / n) * n);
  envelopeSignal(samples, options.sampleRate, band, env);
  const { band: _band, ...spectrumOptions } = options;
  return { ...amplitudeSpectrum(env, spectrumOptions), band: [band[0], band[1]] };
}
