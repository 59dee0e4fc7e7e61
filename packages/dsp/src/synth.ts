/**
 * Deterministic vibration signals for tests and the device simulator: a sum of sines, running-speed
 * harmonics, bearing-defect impacts ringing a structural resonance, and Gaussian noise. The same
 * seed gives the same samples on every platform (a 32-bit integer generator, no Math.random).
 */
import { assertSampleRate, DspError } from "./errors";

export interface Tone {
  readonly frequency: number;
  /** Peak amplitude. */
  readonly amplitude: number;
  /** Phase in radians at t = 0 (default 0); the tone is amplitude·sin(2π·f·t + phase). */
  readonly phase?: number;
}

/** Harmonics of running speed: amplitudes[k] belongs to order k + 1. */
export interface RunningSpeedHarmonics {
  readonly shaftHz: number;
  readonly amplitudes: readonly number[];
}

/**
 * A localised bearing defect: an impact every 1/defectHz seconds, each exciting a resonance that
 * rings and decays — the textbook model behind envelope analysis (Randall & Antoni 2011):
 *   x(t) = Σ_k amplitude · e^(−ζ·2π·fn·τ) · sin(2π·fn·τ),   τ = t − k/defectHz − firstImpactS ≥ 0.
 */
export interface BearingImpacts {
  readonly defectHz: number;
  readonly resonanceHz: number;
  /** Damping ratio ζ (0 < ζ < 1); 0.05 rings for about three cycles to e^(−1). */
  readonly dampingRatio: number;
  readonly amplitude: number;
  /** Time of the first impact, seconds (default 0). */
  readonly firstImpactS?: number;
}

export interface SynthOptions {
  readonly sampleRate: number;
  readonly length: number;
  readonly tones?: readonly Tone[];
  readonly harmonics?: RunningSpeedHarmonics;
  readonly impacts?: BearingImpacts;
  /** Standard deviation of additive white Gaussian noise (default 0: none). */
  readonly noiseRms?: number;
  /** Seed of the noise generator (default 1). */
  readonly seed?: number;
}

/**
 * mulberry32 (Tommy Ettinger, public domain): a 32-bit state generator, fast and good enough for
 * test noise; returns numbers in [0, 1).
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function positive(name: string, v: number): void {
  if (!(Number.isFinite(v) && v > 0)) invalidArg(`${name} must be a positive number (got ${v})`);
}

function finite(name: string, v: number): void {
  if (!Number.isFinite(v)) invalidArg(`${name} must be a finite number (got ${v})`);
}

function invalidArg(message: string): never {
  throw new DspError("INVALID_ARGUMENT", message);
}

function addTone(out: Float64Array, sampleRate: number, f: number, amp: number, phase: number): void {
  const w = (2 * Math.PI * f) / sampleRate;
  for (let n = 0; n < out.length; n++) out[n]! += amp * Math.sin(w * n + phase);
}

/** The sum of every configured component, written into a new Float64Array of `length` samples. */
export function synthesize(options: SynthOptions): Float64Array {
  const { sampleRate, length } = options;
  assertSampleRate(sampleRate);
  if (!(Number.isInteger(length) && length >= 1)) {
    throw new DspError("INVALID_SIZE", `length must be an integer ≥ 1 (got ${length})`);
  }
  const nyquist = sampleRate / 2;
  const out = new Float64Array(length);
  for (const [i, tone] of (options.tones ?? []).entries()) {
    positive(`tones[${i}].frequency`, tone.frequency);
    finite(`tones[${i}].amplitude`, tone.amplitude);
    finite(`tones[${i}].phase`, tone.phase ?? 0);
    if (tone.frequency >= nyquist) {
      throw new DspError(
        "BAND_OUTSIDE_NYQUIST",
        `tones[${i}].frequency ${tone.frequency} Hz must be below Nyquist (${nyquist} Hz)`,
      );
    }
    addTone(out, sampleRate, tone.frequency, tone.amplitude, tone.phase ?? 0);
  }
  if (options.harmonics) {
    const { shaftHz, amplitudes } = options.harmonics;
    positive("harmonics.shaftHz", shaftHz);
    amplitudes.forEach((amp, k) => {
      finite(`harmonics.amplitudes[${k}]`, amp);
      const f = (k + 1) * shaftHz;
      if (f >= nyquist) {
        throw new DspError(
          "BAND_OUTSIDE_NYQUIST",
          `harmonic ${k + 1}× of ${shaftHz} Hz (${f} Hz) must be below Nyquist (${nyquist} Hz)`,
        );
      }
      addTone(out, sampleRate, f, amp, 0);
    });
  }
  if (options.impacts) addImpacts(out, sampleRate, options.impacts);
  const noiseRms = options.noiseRms ?? 0;
  if (!(Number.isFinite(noiseRms) && noiseRms >= 0)) {
    invalidArg(`noiseRms must be a finite number ≥ 0 (got ${noiseRms})`);
  }
  if (noiseRms > 0) {
    const seed = options.seed ?? 1;
    if (!Number.isInteger(seed)) invalidArg(`seed must be an integer (got ${seed})`);
    const random = seededRandom(seed);
    // Box–Muller: two uniforms give two independent standard normals.
    for (let n = 0; n < length; n += 2) {
      const u1 = 1 - random(); // (0, 1]: log stays finite
      const u2 = random();
      const r = noiseRms * Math.sqrt(-2 * Math.log(u1));
      out[n]! += r * Math.cos(2 * Math.PI * u2);
      if (n + 1 < length) out[n + 1]! += r * Math.sin(2 * Math.PI * u2);
    }
  }
  return out;
}

function addImpacts(out: Float64Array, sampleRate: number, impacts: BearingImpacts): void {
  const { defectHz, resonanceHz, dampingRatio, amplitude, firstImpactS = 0 } = impacts;
  positive("impacts.defectHz", defectHz);
  positive("impacts.resonanceHz", resonanceHz);
  finite("impacts.amplitude", amplitude);
  if (!(Number.isFinite(firstImpactS) && firstImpactS >= 0)) {
    invalidArg(`impacts.firstImpactS must be a finite number ≥ 0 (got ${firstImpactS})`);
  }
  if (!(dampingRatio > 0 && dampingRatio < 1)) {
    invalidArg(`impacts.dampingRatio must lie in (0, 1) (got ${dampingRatio})`);
  }
  if (resonanceHz >= sampleRate / 2) {
    throw new DspError(
      "BAND_OUTSIDE_NYQUIST",
      `impacts.resonanceHz ${resonanceHz} Hz must be below Nyquist (${sampleRate / 2} Hz)`,
    );
  }
  const decayPerS = dampingRatio * 2 * Math.PI * resonanceHz;
  // Each ring is cut where its envelope falls below 1e-9 of the impact: ln(1e9)/decay seconds.
  const ringSamples = Math.ceil((Math.log(1e9) / decayPerS) * sampleRate);
  const w = 2 * Math.PI * resonanceHz;
  const durationS = out.length / sampleRate;
  for (let k = 0; ; k++) {
    const t0 = firstImpactS + k / defectHz;
    if (t0 >= durationS) break;
    const first = Math.ceil(t0 * sampleRate);
    const end = Math.min(out.length, first + ringSamples);
    for (let n = first; n < end; n++) {
      const tau = n / sampleRate - t0;
      out[n]! += amplitude * Math.exp(-decayPerS * tau) * Math.sin(w * tau);
    }
  }
}
