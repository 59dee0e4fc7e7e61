/**
 * The simulated machines' vibration and temperature, for the device simulator.
 *
 * A sensor's signal is a budget of components, all derived from its seed spec (seed/sensors.ts):
 * running-speed orders (1×, 2×, 3×), a pass frequency (vanes, blades, gear teeth with 1× sidebands),
 * twice line frequency on motors (60 Hz grid), white noise, and — on the faulty machine — a bearing
 * outer-race defect: impacts at BPFO ringing a 3.1 kHz resonance plus BPFO harmonics in the velocity
 * band. Component amplitudes are velocities (mm/s RMS) scaled by the daily load cycle, the axis
 * (X radial 1, Y 0.8, Z axial 0.6) and the sensor's gain. The running speed follows the load too
 * (`speedAt`): induction motors slip more under load, so the shaft runs 0.5 % above the sensor's rpm
 * at the night's light load and 0.5 % below it at the afternoon peak, and every frequency with it.
 *
 * Two views of the same budget keep backfill and live values consistent:
 * - `synthesizeAxis` turns it into a waveform (dsp `synthesize`, seeded by sensor, axis and time), from
 *   which live values are measured with dsp `bandValues` and captures are posted;
 * - `modelValues` computes the same values in closed form for the 10-minute backfill (thousands of
 *   points, no waveform): power sums for RMS values, impact energy A²·f/(4ζω), kurtosis from the
 *   fourth moments of sines (1.5), Gaussian noise (3) and decaying impacts (1.5·ζω/f), with a little
 *   multiplicative noise per point.
 *
 * The fault grows with severity s(t) = clamp((t − anchor − 1 day) / 6 days, 0, 1), anchor being the
 * first backfilled point: BPFO velocity 8.5·s^1.5 mm/s and impact amplitude 0.1 + 8.5·s^1.5 g, so the
 * X velocity crosses the 4.5 mm/s warning on day 5 and the 7.1 mm/s alarm on day 7, the HF band its
 * 0.5/1 g zones shortly before; the bearing runs 8 °C warmer at s = 1. After the first week it stays
 * at s = 1 (the bearing is due for replacement).
 */
import type { DemoSensorSeed } from "@plantwise/db";
import {
  type BearingGeometry,
  bandValues,
  bearingFrequencies,
  HIGH_FREQUENCY_BAND_HZ,
  OVERALL_VELOCITY_BAND_HZ,
  STANDARD_GRAVITY_MM_PER_S2,
  seededRandom,
  synthesize,
  type Tone,
} from "@plantwise/dsp";
import { ParameterType } from "@plantwise/shared";

export const CAPTURE_SAMPLES = 8192;
const DAY_MS = 86_400_000;
const LINE_HZ = 60;
const RESONANCE_HZ = 3100;
const DAMPING = 0.06;
const AXIS_FACTOR: Readonly<Record<number, number>> = { 1: 1, 2: 0.8, 3: 0.6 };
/** Plant time is Eastern (Hamilton Works): the load cycle peaks mid-afternoon local time. */
const LOCAL_OFFSET_MS = -5 * 3_600_000;
/** Relative speed change per unit of load: ±0.5 % over the load's 0.6 … 1 swing. */
const SLIP_PER_LOAD = 0.025;

/** A sensor as the simulator plays it; rpm, gain and fmax change with commands. */
export interface SimSensor {
  id: number;
  serial: string;
  spec: DemoSensorSeed;
  /** The item's bearing, for the fault's defect frequency. */
  bearing: BearingGeometry | null;
  rpm: number;
  gain: number;
  fmax: number;
  /** Start of the fault's growth clock (first backfilled point), ms. */
  anchor: number;
  /** Stable per-sensor seed mixed from the run seed and the serial. */
  key: number;
}

export interface Channel {
  parameter_type: number;
  axis: number;
}

/** What a sensor reports every step: velocity and acceleration RMS per axis, the X-axis waveform values, temperature. */
export function channelsOf(spec: DemoSensorSeed): Channel[] {
  const out: Channel[] = [];
  if (spec.kind === "vibration") {
    for (const axis of spec.axes) out.push({ parameter_type: ParameterType.velocity_rms, axis });
    for (const axis of spec.axes) out.push({ parameter_type: ParameterType.acceleration_rms, axis });
    const x = spec.axes[0]!;
    out.push({ parameter_type: ParameterType.acceleration_peak, axis: x });
    out.push({ parameter_type: ParameterType.hf_band_rms, axis: x });
    out.push({ parameter_type: ParameterType.crest_factor, axis: x });
    out.push({ parameter_type: ParameterType.kurtosis, axis: x });
  }
  out.push({ parameter_type: ParameterType.temperature, axis: 0 });
  return out;
}

/** FNV-1a of a text mixed with a number: stable seeds from serials and times. */
export function mix(seed: number, text: string): number {
  let h = (2166136261 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}

/** A standard normal that depends only on its inputs, so a recomputed point has the same value. */
function gauss(key: number, label: string): number {
  const random = seededRandom(mix(key, label));
  const u1 = 1 - random();
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * random());
}

export function severityAt(sensor: SimSensor, ts: number): number {
  if (!sensor.spec.fault) return 0;
  return Math.min(1, Math.max(0, (ts - sensor.anchor - DAY_MS) / (6 * DAY_MS)));
}

/** 0.6 at night … 1 mid-afternoon; its mean over a day is 0.8. */
export function loadAt(ts: number): number {
  const hour = ((((ts + LOCAL_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / 3_600_000;
  return 0.8 + 0.2 * Math.sin((2 * Math.PI * (hour - 9)) / 24);
}

/** Running speed at `ts`, RPM: the sensor's rpm at mean load, ±0.5 % with the load's slip. */
export function speedAt(sensor: SimSensor, ts: number): number {
  return sensor.rpm * (1 - SLIP_PER_LOAD * (loadAt(ts) - 0.8));
}

export function sampleRateOf(sensor: SimSensor): number {
  return 2.56 * sensor.fmax;
}

interface Budget {
  /** Tones with velocity RMS (mm/s); converted to g when synthesised. */
  tones: { frequency: number; velocity: number }[];
  noiseG: number;
  impacts: { defectHz: number; amplitude: number } | null;
}

function budgetOf(sensor: SimSensor, axis: number, ts: number): Budget {
  const { spec } = sensor;
  const shaft = speedAt(sensor, ts) / 60;
  const scale = (0.75 + 0.25 * loadAt(ts)) * (AXIS_FACTOR[axis] ?? 1) * sensor.gain;
  const pass = (spec.pass_order ?? 0) * shaft;
  const weights: [number, number][] = [
    [shaft, 0.8],
    [2 * shaft, 0.4],
    [3 * shaft, 0.15],
  ];
  if (spec.machine === "motor") weights.push([2 * LINE_HZ, 0.25]);
  if (spec.machine === "pump" || spec.machine === "compressor") weights.push([pass, 0.55]);
  if (spec.machine === "fan") weights.push([pass, 0.35]);
  if (spec.machine === "gearbox") weights.push([pass, 0.35], [pass - shaft, 0.12], [pass + shaft, 0.12]);
  const norm = Math.hypot(...weights.map(([, w]) => w));
  const tones = weights
    .filter(([f]) => f > 0)
    .map(([frequency, w]) => ({ frequency, velocity: (spec.velocity * scale * w) / norm }));
  const s = severityAt(sensor, ts);
  let impacts: Budget["impacts"] = null;
  if (s > 0 && sensor.bearing) {
    const bpfo = bearingFrequencies(sensor.bearing, shaft).bpfo;
    const growth = s ** 1.5 * (AXIS_FACTOR[axis] ?? 1) * sensor.gain;
    const harmonics = [1, 0.5, 0.3];
    const hnorm = Math.hypot(...harmonics);
    for (const [k, w] of harmonics.entries()) {
      tones.push({ frequency: (k + 1) * bpfo, velocity: (8.5 * growth * w) / hnorm });
    }
    impacts = { defectHz: bpfo, amplitude: 0.1 + 8.5 * growth };
  }
  return { tones, noiseG: 0.02 * sensor.gain, impacts };
}

function toneG(frequency: number, velocityRms: number): number {
  return (velocityRms * 2 * Math.PI * frequency) / STANDARD_GRAVITY_MM_PER_S2;
}

/** The sensor's acceleration waveform (g) on one axis at `ts`: `length` samples at 2.56 × fmax. */
export function synthesizeAxis(
  sensor: SimSensor,
  axis: number,
  ts: number,
  length: number = CAPTURE_SAMPLES,
): Float64Array {
  const sampleRate = sampleRateOf(sensor);
  const budget = budgetOf(sensor, axis, ts);
  const random = seededRandom(mix(sensor.key, `phase/${axis}/${ts}`));
  const tones: Tone[] = budget.tones
    .filter((t) => t.frequency < sampleRate / 2)
    .map((t) => ({
      frequency: t.frequency,
      amplitude: toneG(t.frequency, t.velocity) * Math.SQRT2,
      phase: 2 * Math.PI * random(),
    }));
  return synthesize({
    sampleRate,
    length,
    tones,
    noiseRms: budget.noiseG,
    seed: mix(sensor.key, `noise/${axis}/${ts}`) | 0,
    ...(budget.impacts && RESONANCE_HZ < sampleRate / 2
      ? {
          impacts: {
            defectHz: budget.impacts.defectHz,
            resonanceHz: RESONANCE_HZ,
            dampingRatio: DAMPING,
            amplitude: budget.impacts.amplitude,
            firstImpactS: random() / budget.impacts.defectHz,
          },
        }
      : {}),
  });
}

/** Temperature at `ts`: load and a small daily ambient swing, warmer with the fault. */
export function temperatureAt(sensor: SimSensor, ts: number): number {
  const load = loadAt(ts);
  const ambient = 1.5 * Math.sin((2 * Math.PI * (ts + LOCAL_OFFSET_MS - 0.25 * DAY_MS)) / DAY_MS);
  const noise = 0.3 * gauss(sensor.key, `temp/${ts}`);
  return sensor.spec.temperature - 8 * (1 - load) + ambient + 8 * severityAt(sensor, ts) + noise;
}

export type Reading = [parameter_type: number, axis: number, value: number];

/** Live values: measured on freshly synthesised waveforms of every axis. */
export function liveValues(sensor: SimSensor, ts: number): Reading[] {
  const out: Reading[] = [];
  if (sensor.spec.kind === "vibration") {
    const sampleRate = sampleRateOf(sensor);
    for (const [i, axis] of sensor.spec.axes.entries()) {
      const v = bandValues(synthesizeAxis(sensor, axis, ts), { sampleRate });
      out.push([ParameterType.velocity_rms, axis, v.velocityRms ?? 0]);
      out.push([ParameterType.acceleration_rms, axis, v.rms]);
      if (i > 0) continue;
      out.push([ParameterType.acceleration_peak, axis, v.peak]);
      out.push([ParameterType.hf_band_rms, axis, v.highFrequencyRms ?? 0]);
      out.push([ParameterType.crest_factor, axis, v.crestFactor ?? 0]);
      out.push([ParameterType.kurtosis, axis, v.kurtosis ?? 0]);
    }
  }
  out.push([ParameterType.temperature, 0, temperatureAt(sensor, ts)]);
  return out.map(([p, a, v]) => [p, a, round(v)]);
}

/** Backfill values: the closed-form counterpart of `liveValues` (see the module comment). */
export function modelValues(sensor: SimSensor, ts: number): Reading[] {
  const out: Reading[] = [];
  if (sensor.spec.kind === "vibration") {
    const sampleRate = sampleRateOf(sensor);
    const nyquist = sampleRate / 2;
    const [vLow, vHigh] = OVERALL_VELOCITY_BAND_HZ;
    const hfLow = HIGH_FREQUENCY_BAND_HZ[0];
    const hfHigh = Math.min(HIGH_FREQUENCY_BAND_HZ[1], nyquist);
    for (const [i, axis] of sensor.spec.axes.entries()) {
      const b = budgetOf(sensor, axis, ts);
      const jitter = (label: string) => 1 + 0.04 * gauss(sensor.key, `${label}/${axis}/${ts}`);
      let velocity2 = 0;
      let tonePower = 0;
      /** Largest tone's RMS. */
      let tonePeak = 0;
      let toneM4 = 0;
      let hfPower = 0;
      for (const t of b.tones) {
        if (t.frequency >= nyquist) continue;
        if (t.frequency >= vLow && t.frequency <= vHigh) velocity2 += t.velocity ** 2;
        const a = toneG(t.frequency, t.velocity);
        tonePower += a * a;
        toneM4 += a ** 4;
        tonePeak = Math.max(tonePeak, a);
        if (t.frequency >= hfLow && t.frequency <= hfHigh) hfPower += a * a;
      }
      const noisePower = b.noiseG ** 2;
      // White noise: velocity density ∝ 1/f² over the band; the HF band holds its share of Nyquist.
      const noiseDensity = (noisePower / nyquist) * (STANDARD_GRAVITY_MM_PER_S2 / (2 * Math.PI)) ** 2;
      velocity2 += noiseDensity * (1 / vLow - 1 / Math.min(vHigh, nyquist));
      hfPower += (noisePower * (hfHigh - hfLow)) / nyquist;
      let impactPower = 0;
      let impactPeak = 0;
      let impactKurtosis = 0;
      if (b.impacts && RESONANCE_HZ < nyquist) {
        const decay = DAMPING * 2 * Math.PI * RESONANCE_HZ;
        impactPower = (b.impacts.defectHz * b.impacts.amplitude ** 2) / (4 * decay);
        impactPeak = b.impacts.amplitude;
        impactKurtosis = (1.5 * decay) / b.impacts.defectHz;
        hfPower += impactPower;
        velocity2 += impactPower * (STANDARD_GRAVITY_MM_PER_S2 / (2 * Math.PI * RESONANCE_HZ)) ** 2;
        // Below the resonance each impact line k·f carries ≈ 2·f·A/ω peak (the ring's DC gain).
        const line = (Math.SQRT2 * b.impacts.defectHz * b.impacts.amplitude) / (2 * Math.PI * RESONANCE_HZ);
        for (let f = b.impacts.defectHz; f <= vHigh; f += b.impacts.defectHz) {
          velocity2 += ((line * STANDARD_GRAVITY_MM_PER_S2) / (2 * Math.PI * f)) ** 2;
        }
      }
      const power = tonePower + noisePower + impactPower;
      const rms = Math.sqrt(power);
      out.push([ParameterType.velocity_rms, axis, Math.sqrt(velocity2) * jitter("v")]);
      out.push([ParameterType.acceleration_rms, axis, rms * jitter("a")]);
      if (i > 0) continue;
      // Sines of random phase rarely line up: the largest one's peak and the rest's RMS.
      const peak =
        Math.SQRT2 * (tonePeak + Math.sqrt(Math.max(0, tonePower - tonePeak ** 2))) +
        impactPeak +
        3.2 * b.noiseG;
      // Fourth moment of independent parts: Σ m4 + 6·Σ m2·m2'; a sum of sines has 3·P² − 1.5·Σ a⁴.
      const m4 =
        3 * tonePower ** 2 -
        1.5 * toneM4 +
        3 * noisePower ** 2 +
        impactKurtosis * impactPower ** 2 +
        6 * (tonePower * noisePower + tonePower * impactPower + noisePower * impactPower);
      out.push([ParameterType.acceleration_peak, axis, peak * jitter("p")]);
      out.push([ParameterType.hf_band_rms, axis, Math.sqrt(hfPower) * jitter("hf")]);
      out.push([ParameterType.crest_factor, axis, (peak / rms) * jitter("cf")]);
      out.push([ParameterType.kurtosis, axis, (m4 / power ** 2) * jitter("k")]);
    }
  }
  out.push([ParameterType.temperature, 0, temperatureAt(sensor, ts)]);
  return out.map(([p, a, v]) => [p, a, round(v)]);
}

/** Signal strength and battery around the sensor's nominal values (battery only when battery powered). */
export function statusAt(sensor: SimSensor, ts: number): { rssi: number; battery: number | null } {
  const rssi = Math.round(Math.min(100, Math.max(0, sensor.spec.rssi + 3 * gauss(sensor.key, `rssi/${ts}`))));
  const battery = sensor.spec.power_type === 1 ? sensor.spec.battery : null;
  return { rssi, battery };
}

function round(v: number): number {
  return Math.round(v * 10_000) / 10_000;
}
