/**
 * Vibration units: acceleration in g ↔ velocity in mm/s or in/s, by integration in the frequency
 * domain. For a sinusoid a(t) = A·sin(2πft), v(t) = −A/(2πf)·cos(2πft): each line divides by 2πf
 * (integration) or multiplies by it (differentiation). 1 g = 9806.65 mm/s² (standard gravity,
 * CGPM 1901); 1 in = 25.4 mm exactly.
 *
 * Integration amplifies the lowest frequencies without bound (1/f), so lines below a cut-off are set
 * to zero rather than amplified: sensor noise and the DC offset would otherwise dominate the result.
 */
import { assertFiniteSamples, assertSampleRate, DspError } from "./errors";
import { getRealFft } from "./fft";

export const STANDARD_GRAVITY_MM_PER_S2 = 9806.65;
export const MM_PER_INCH = 25.4;
/** Default cut-off of integration, Hz: below the spec's 6 Hz overall-velocity band edge. */
export const DEFAULT_INTEGRATION_CUTOFF_HZ = 2;

export type VelocityUnit = "mm/s" | "in/s";
export type UnitSystem = "metric" | "imperial";

export function velocityUnitFor(system: UnitSystem): VelocityUnit {
  return system === "imperial" ? "in/s" : "mm/s";
}

/** Converts a velocity between mm/s and in/s. */
export function convertVelocity(value: number, from: VelocityUnit, to: VelocityUnit): number {
  if (from === to) return value;
  return from === "mm/s" ? value / MM_PER_INCH : value * MM_PER_INCH;
}

/** mm/s² or in/s² per g. */
function gIn(unit: VelocityUnit): number {
  return unit === "mm/s" ? STANDARD_GRAVITY_MM_PER_S2 : STANDARD_GRAVITY_MM_PER_S2 / MM_PER_INCH;
}

function assertCutoff(lowCutoffHz: number): void {
  if (!(Number.isFinite(lowCutoffHz) && lowCutoffHz > 0)) {
    throw new DspError(
      "INVALID_ARGUMENT",
      `low-frequency cut-off must be a positive number of Hz (got ${lowCutoffHz})`,
    );
  }
}

export interface IntegrationOptions {
  /** Default "mm/s". */
  unit?: VelocityUnit;
  /** Lines below this frequency are zeroed, Hz. Default 2. */
  lowCutoffHz?: number;
}

/**
 * Velocity amplitude spectrum from an acceleration amplitude spectrum in g (same scaling, peak or RMS,
 * as the input): v_k = a_k · g / (2π f_k), zero below the cut-off.
 */
export function accelerationToVelocitySpectrum(
  amplitudesG: Float64Array,
  frequencies: Float64Array,
  options: IntegrationOptions = {},
): Float64Array {
  if (amplitudesG.length !== frequencies.length) {
    throw new DspError("INVALID_ARGUMENT", "amplitudes and frequencies must have the same length");
  }
  assertFiniteSamples(amplitudesG, "amplitudes");
  const cutoff = options.lowCutoffHz ?? DEFAULT_INTEGRATION_CUTOFF_HZ;
  assertCutoff(cutoff);
  const scale = gIn(options.unit ?? "mm/s") / (2 * Math.PI);
  const out = new Float64Array(amplitudesG.length);
  for (let k = 0; k < out.length; k++) {
    const f = frequencies[k]!;
    out[k] = f >= cutoff ? (amplitudesG[k]! * scale) / f : 0;
  }
  return out;
}

/** Acceleration amplitude spectrum in g from a velocity spectrum: a_k = v_k · 2π f_k / g. */
export function velocityToAccelerationSpectrum(
  amplitudes: Float64Array,
  frequencies: Float64Array,
  unit: VelocityUnit = "mm/s",
): Float64Array {
  if (amplitudes.length !== frequencies.length) {
    throw new DspError("INVALID_ARGUMENT", "amplitudes and frequencies must have the same length");
  }
  assertFiniteSamples(amplitudes, "amplitudes");
  const scale = (2 * Math.PI) / gIn(unit);
  const out = new Float64Array(amplitudes.length);
  for (let k = 0; k < out.length; k++) out[k] = amplitudes[k]! * frequencies[k]! * scale;
  return out;
}

/**
 * Velocity waveform from an acceleration waveform in g: FFT, divide each line by i·2πf (zero below the
 * cut-off and at Nyquist), inverse FFT. The record is treated as one period, so its length must be an
 * FFT size (power of two 256…65536); the result has zero mean.
 */
export function integrateAccelerationToVelocity(
  samplesG: Float64Array | Float32Array,
  options: IntegrationOptions & { sampleRate: number },
): Float64Array {
  assertSampleRate(options.sampleRate);
  assertFiniteSamples(samplesG);
  const cutoff = options.lowCutoffHz ?? DEFAULT_INTEGRATION_CUTOFF_HZ;
  assertCutoff(cutoff);
  const n = samplesG.length;
  const plan = getRealFft(n);
  const m = n / 2;
  const re = new Float64Array(m + 1);
  const im = new Float64Array(m + 1);
  plan.forward(samplesG, re, im);
  const df = options.sampleRate / n;
  const g = gIn(options.unit ?? "mm/s");
  for (let k = 0; k <= m; k++) {
    const f = k * df;
    if (f < cutoff || k === m) {
      re[k] = 0;
      im[k] = 0;
      continue;
    }
    // (a + ib) / (i·ω) = (b − ia) / ω
    const s = g / (2 * Math.PI * f);
    const a = re[k]!;
    re[k] = im[k]! * s;
    im[k] = -a * s;
  }
  const out = new Float64Array(n);
  plan.inverse(re, im, out);
  return out;
}
