/**
 * Spectral band values: the RMS in arbitrary bands of one capture's velocity, acceleration or envelope
 * spectrum — order bands (0.8–1.2× running speed), bearing-defect bands (BPFO ± 2 %) and the like,
 * trended capture after capture.
 *
 * One Hann RMS spectrum of the capture serves every velocity and acceleration band, and one envelope
 * spectrum (envelope.ts) every envelope band, computed only when a band needs it. Both are taken up
 * to Nyquist so that a peak just above Fmax is seen for what it is, then each band, clipped at Fmax
 * (fs/2.56, the analyser's alias-free limit), is summed with the exact band energy of
 * band-energy.ts: each spectral peak whole, at its own frequency.
 */
import { type BandWeighting, groupsBandRms, type SpectralGroups, spectralGroups } from "./band-energy";
import { envelopeSpectrum } from "./envelope";
import { assertBand, assertFiniteSamples, assertSampleRate, DspError } from "./errors";
import { MIN_FFT_SIZE } from "./fft";
import { type AmplitudeSpectrum, amplitudeSpectrum } from "./spectrum";
import type { VelocityUnit } from "./units";
import { windowCorrections } from "./windows";

export type BandSpectrumKind = "velocity" | "acceleration" | "envelope";

export const BAND_SPECTRUM_KINDS: readonly BandSpectrumKind[] = ["velocity", "acceleration", "envelope"];

export interface SpectralBandSpec {
  low: number;
  high: number;
  spectrum: BandSpectrumKind;
}

export interface SpectralBandOptions {
  sampleRate: number;
  bands: readonly SpectralBandSpec[];
  /** Demodulation band of the envelope; default [min(1000, fmax/2), min(5300, fmax)], fmax = fs/2.56. */
  envelopeBand?: readonly [number, number];
  /** Default "mm/s". */
  velocityUnit?: VelocityUnit;
}

/** The envelope's demodulation band when none is given: 1000–5300 Hz, lowered to fit Fmax = fs/2.56. */
export function defaultEnvelopeBand(sampleRate: number): readonly [number, number] {
  const fmax = sampleRate / 2.56;
  return [Math.min(1000, fmax / 2), Math.min(5300, fmax)];
}

/** Refuses a band that is not a finite 0 ≤ low < high on a known spectrum, naming it by index. */
export function assertSpectralBands(bands: readonly SpectralBandSpec[], name = "bands"): void {
  if (!Array.isArray(bands)) throw new DspError("INVALID_ARGUMENT", `${name} must be an array of bands`);
  bands.forEach((band, i) => {
    const { low, high, spectrum } = band ?? ({} as Partial<SpectralBandSpec>);
    if (!BAND_SPECTRUM_KINDS.includes(spectrum as BandSpectrumKind)) {
      throw new DspError(
        "INVALID_ARGUMENT",
        `${name}[${i}].spectrum must be one of ${BAND_SPECTRUM_KINDS.join(", ")} (got ${spectrum})`,
      );
    }
    if (
      !(typeof low === "number" && typeof high === "number" && Number.isFinite(low) && Number.isFinite(high))
    ) {
      throw new DspError(
        "INVALID_ARGUMENT",
        `${name}[${i}] needs finite low and high Hz (got ${low}–${high})`,
      );
    }
    if (!(low >= 0 && high > low)) {
      throw new DspError("INVALID_ARGUMENT", `${name}[${i}] ${low}–${high} Hz must satisfy 0 ≤ low < high`);
    }
  });
}

interface Grouped {
  groups: SpectralGroups;
  enbwBins: number;
}

function grouped(spectrum: AmplitudeSpectrum): Grouped {
  return {
    groups: spectralGroups(spectrum.amplitudes, spectrum.df),
    enbwBins: windowCorrections("hann", spectrum.fftSize).enbwBins,
  };
}

/**
 * RMS in each band: mm/s or in/s (velocity), g (acceleration) or gE (envelope); null for a band that
 * lies wholly above the spectrum's Fmax (fs/2.56). A band reaching above Fmax is clipped there.
 * Needs at least 256 samples. Throws DspError: INVALID_ARGUMENT (a bad band, named by index),
 * EMPTY_INPUT, NON_FINITE_SAMPLE, INVALID_SAMPLE_RATE, INVALID_SIZE, BAND_OUTSIDE_NYQUIST (envelopeBand).
 */
export function spectralBandValues(
  samplesG: Float64Array | Float32Array,
  options: SpectralBandOptions,
): (number | null)[] {
  const { sampleRate, bands } = options;
  assertSampleRate(sampleRate);
  assertFiniteSamples(samplesG);
  assertSpectralBands(bands);
  if (samplesG.length < MIN_FFT_SIZE) {
    throw new DspError(
      "INVALID_SIZE",
      `${samplesG.length} samples are fewer than one FFT block of ${MIN_FFT_SIZE}`,
    );
  }
  const envelopeBand = options.envelopeBand ?? defaultEnvelopeBand(sampleRate);
  assertBand(envelopeBand[0], envelopeBand[1], sampleRate);
  const velocityUnit = options.velocityUnit ?? "mm/s";
  if (velocityUnit !== "mm/s" && velocityUnit !== "in/s") {
    throw new DspError("INVALID_ARGUMENT", `velocityUnit must be "mm/s" or "in/s" (got ${velocityUnit})`);
  }
  const fmax = sampleRate / 2.56;
  const spectrumOptions = { sampleRate, window: "hann", scaling: "rms", fmax: sampleRate / 2 } as const;
  let vibration: Grouped | null = null;
  let envelope: Grouped | null = null;
  return bands.map(({ low, high, spectrum }) => {
    if (low >= fmax) return null;
    let source: Grouped;
    if (spectrum === "envelope") {
      envelope ??= grouped(envelopeSpectrum(samplesG, { ...spectrumOptions, band: envelopeBand }));
      source = envelope;
    } else {
      vibration ??= grouped(amplitudeSpectrum(samplesG, spectrumOptions));
      source = vibration;
    }
    const weighting: BandWeighting = spectrum === "velocity" ? velocityUnit : "none";
    return groupsBandRms(source.groups, source.enbwBins, low, Math.min(high, fmax), weighting);
  });
}
