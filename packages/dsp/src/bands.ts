/**
 * Band values of an acceleration record in g: the overall and band RMS levels and the waveform
 * statistics a condition-monitoring point trends.
 *
 * Band RMS comes from the Hann-windowed RMS spectrum by Parseval's identity, energy-corrected:
 *   RMS²(band) = Σ A_k² / ENBW,   A_k the RMS-scaled line, ENBW in bins
 * (A_k carries the amplitude correction; dividing by ENBW turns it into the energy correction), the
 * sum taken over whole spectral peaks whose frequency lies in the band, each weighted at that
 * frequency: velocity is a·g/(2πf) (see band-energy.ts, which makes this exact for tones, and
 * units.ts). Waveform values use every sample:
 * peak = max|x|, peak-to-peak = max − min, crest factor = peak / RMS, kurtosis = m4 / m2² on the
 * mean-removed signal (3 for Gaussian noise, 1.5 for a sine; impacts raise it).
 */
import { groupsBandRms, spectralGroups } from "./band-energy";
import { assertBand, assertFiniteSamples, assertSampleRate } from "./errors";
import { amplitudeSpectrum } from "./spectrum";
import type { VelocityUnit } from "./units";
import { windowCorrections } from "./windows";

/** Overall velocity band of the spec, Hz. */
export const OVERALL_VELOCITY_BAND_HZ: readonly [number, number] = [6, 1000];
/** High-frequency acceleration band of the spec, Hz. */
export const HIGH_FREQUENCY_BAND_HZ: readonly [number, number] = [1000, 5300];

export interface BandValueOptions {
  sampleRate: number;
  /** Default "mm/s". */
  velocityUnit?: VelocityUnit;
  /** Default 6–1000 Hz, clipped to Nyquist; an explicit band must fit inside Nyquist. */
  velocityBand?: readonly [number, number];
  /** Default 1000–5300 Hz, clipped to Nyquist; an explicit band must fit inside Nyquist. */
  highFrequencyBand?: readonly [number, number];
}

export interface BandValues {
  /** RMS velocity in `velocityBand`, in `velocityUnit`; null when the default band lies beyond Nyquist. */
  velocityRms: number | null;
  velocityUnit: VelocityUnit;
  velocityBand: readonly [number, number] | null;
  /** RMS acceleration in `highFrequencyBand`, g; null when the default band lies beyond Nyquist. */
  highFrequencyRms: number | null;
  highFrequencyBand: readonly [number, number] | null;
  /** Waveform values in g. */
  rms: number;
  peak: number;
  peakToPeak: number;
  /** peak / RMS; null for an all-zero record. */
  crestFactor: number | null;
  /** m4 / m2²; null for a constant record. */
  kurtosis: number | null;
}

function resolveBand(
  explicit: readonly [number, number] | undefined,
  fallback: readonly [number, number],
  sampleRate: number,
): readonly [number, number] | null {
  if (explicit) {
    assertBand(explicit[0], explicit[1], sampleRate);
    return explicit;
  }
  const high = Math.min(fallback[1], sampleRate / 2);
  return fallback[0] < high ? [fallback[0], high] : null;
}

/**
 * Band values of `samplesG` (acceleration, g). Needs at least 256 samples (one FFT block).
 * Throws DspError: EMPTY_INPUT, NON_FINITE_SAMPLE, INVALID_SAMPLE_RATE, INVALID_SIZE,
 * BAND_OUTSIDE_NYQUIST (explicit band).
 */
export function bandValues(samplesG: Float64Array | Float32Array, options: BandValueOptions): BandValues {
  const { sampleRate } = options;
  assertSampleRate(sampleRate);
  assertFiniteSamples(samplesG);
  const velocityUnit = options.velocityUnit ?? "mm/s";
  const velocityBand = resolveBand(options.velocityBand, OVERALL_VELOCITY_BAND_HZ, sampleRate);
  const highFrequencyBand = resolveBand(options.highFrequencyBand, HIGH_FREQUENCY_BAND_HZ, sampleRate);

  const spectrum = amplitudeSpectrum(samplesG, {
    sampleRate,
    window: "hann",
    scaling: "rms",
    fmax: sampleRate / 2,
  });
  const { enbwBins } = windowCorrections("hann", spectrum.fftSize);
  const groups = spectralGroups(spectrum.amplitudes, spectrum.df);

  const n = samplesG.length;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  let sumSquares = 0;
  for (let i = 0; i < n; i++) {
    const x = samplesG[i]!;
    if (x < min) min = x;
    if (x > max) max = x;
    sum += x;
    sumSquares += x * x;
  }
  const mean = sum / n;
  let m2 = 0;
  let m4 = 0;
  for (let i = 0; i < n; i++) {
    const d = samplesG[i]! - mean;
    const d2 = d * d;
    m2 += d2;
    m4 += d2 * d2;
  }
  m2 /= n;
  m4 /= n;
  const rms = Math.sqrt(sumSquares / n);
  const peak = Math.max(Math.abs(min), Math.abs(max));
  return {
    velocityRms: velocityBand
      ? groupsBandRms(groups, enbwBins, velocityBand[0], velocityBand[1], velocityUnit)
      : null,
    velocityUnit,
    velocityBand,
    highFrequencyRms: highFrequencyBand
      ? groupsBandRms(groups, enbwBins, highFrequencyBand[0], highFrequencyBand[1], "none")
      : null,
    highFrequencyBand,
    rms,
    peak,
    peakToPeak: max - min,
    crestFactor: rms > 0 ? peak / rms : null,
    kurtosis: m2 > 0 ? m4 / (m2 * m2) : null,
  };
}
