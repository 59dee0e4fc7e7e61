/**
 * Waveform captures and their spectra (the FFT page, GET /sensors/{sensorId}/ncd/fft).
 *
 * A capture's samples are Float32 little-endian (waveforms.samples). Spectra are computed in-process
 * with @plantwise/dsp (one spectrum is tens of microseconds to a few milliseconds; the worker pool
 * is for batches) and the DSP part of a view is kept in a small LRU per database, keyed by capture
 * id, kind, unit, window and scaling: captures never change. Markers are not cached, since they
 * depend on the item's RPM and bearing, which can.
 *
 * - kind "spectrum": amplitudeSpectrum of the samples (Fmax = fs/2.56); unit "mm/s" integrates an
 *   acceleration capture (g) line by line, v = a·g/(2πf), lines below dsp's default 2 Hz cut-off
 *   set to zero (DEFAULT_INTEGRATION_CUTOFF_HZ) rather than amplified.
 * - kind "envelope": envelopeSpectrum of a standard capture, demodulated in [min(1000, Fmax/2),
 *   min(5300, Fmax)] Hz; an envelope capture (kind 2) already holds the envelope, so its spectrum is
 *   taken directly. Unit "gE".
 * - markers: 1×, 2×, 3× running speed and the bearing's BPFO, BPFI, BSF, FTF with 2× and 3× of BPFO
 *   and BPFI (dsp bearingFrequencies), those up to Fmax.
 * - overall: dsp bandValues of an acceleration capture (velocity RMS 6–1000 Hz, acceleration RMS and
 *   peak, crest factor, kurtosis, 1000–5300 Hz band RMS); 0 where a value does not exist (a capture
 *   in another unit, a band beyond Nyquist, an all-zero record).
 */
import type { Database } from "@plantwise/db";
import {
  accelerationToVelocitySpectrum,
  amplitudeSpectrum,
  bandValues,
  envelopeSpectrum,
  findPeaks,
  type WindowKind,
} from "@plantwise/dsp";
import { type CaptureNote, type SpectrumView, WaveformKind } from "@plantwise/shared";
import { notesOfCapture } from "./capture-notes";
import { type Capture, captureSummary, decodeSamples } from "./capture-store";
import { faultMarkers, initialRange } from "./fault-markers";
import { type MachineContext, machineContext, runningSpeedHz } from "./machine";
import { invalid, type Sensor, withDsp } from "./sensor-procedures";

export type SpectrumKind = SpectrumView["kind"];
export type Scaling = SpectrumView["scaling"];

/** The envelope demodulation band for a sample rate (module comment). */
export function envelopeBand(sampleRate: number): [number, number] {
  const fmax = sampleRate / 2.56;
  return [Math.min(1000, fmax / 2), Math.min(5300, fmax)];
}

/** The DSP part of a SpectrumView: what depends on the samples and the options only. */
export type SpectrumCore = Omit<
  SpectrumView,
  | "capture"
  | "markers"
  | "running_speed_hz"
  | "running_speed_source"
  | "bearing"
  | "kinematics"
  | "initial_range_hz"
  | "envelope_band"
  | "notes"
>;

export interface SpectrumOptions {
  kind: SpectrumKind;
  /** Default: the capture's unit for a spectrum, "gE" for an envelope. */
  unit?: string | undefined;
  window?: WindowKind | undefined;
  scaling?: Scaling | undefined;
}

const CACHE_SIZE = 32;
const caches = new WeakMap<Database, Map<string, SpectrumCore>>();

function cached(db: Database, key: string, compute: () => SpectrumCore): SpectrumCore {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const value = compute();
  cache.set(key, value);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return value;
}

const NO_OVERALL: SpectrumCore["overall"] = {
  velocity_rms: 0,
  acceleration_rms: 0,
  acceleration_peak: 0,
  crest_factor: 0,
  kurtosis: 0,
  hf_band_rms: 0,
};

function computeCore(
  capture: Capture,
  kind: SpectrumKind,
  unit: string,
  window: WindowKind,
  scaling: Scaling,
) {
  const samples = decodeSamples(capture.samples);
  const sampleRate = capture.sample_rate;
  let amplitudes: Float64Array;
  let df: number;
  if (kind === "envelope") {
    const spectrum =
      capture.kind === WaveformKind.ENVELOPE
        ? amplitudeSpectrum(withoutMean(samples), { sampleRate, window, scaling })
        : envelopeSpectrum(samples, { sampleRate, window, scaling, band: envelopeBand(sampleRate) });
    amplitudes = spectrum.amplitudes;
    df = spectrum.df;
  } else {
    const spectrum = amplitudeSpectrum(samples, { sampleRate, window, scaling });
    df = spectrum.df;
    amplitudes =
      unit === capture.unit
        ? spectrum.amplitudes
        : accelerationToVelocitySpectrum(spectrum.amplitudes, spectrum.frequencies, { unit: "mm/s" });
  }
  // Peaks above the integration cut-off only: DC and the lowest lines say nothing about the machine.
  const skipLowBins = Math.max(1, Math.ceil(2 / df));
  const peaks = findPeaks(amplitudes, df, { maxPeaks: 10, skipLowBins }).map((p) => ({
    hz: p.frequency,
    amplitude: p.amplitude,
  }));
  let overall = NO_OVERALL;
  if (capture.unit === "g") {
    const v = bandValues(samples, { sampleRate });
    overall = {
      velocity_rms: v.velocityRms ?? 0,
      acceleration_rms: v.rms,
      acceleration_peak: v.peak,
      crest_factor: v.crestFactor ?? 0,
      kurtosis: v.kurtosis ?? 0,
      hf_band_rms: v.highFrequencyRms ?? 0,
    };
  }
  return {
    kind,
    unit,
    df,
    fmax: (amplitudes.length - 1) * df,
    lines: amplitudes.length - 1,
    window,
    scaling,
    amplitudes: Array.from(amplitudes),
    peaks,
    overall,
  } satisfies SpectrumCore;
}

function withoutMean(samples: Float32Array): Float64Array {
  let mean = 0;
  for (const s of samples) mean += s;
  mean /= samples.length || 1;
  const out = new Float64Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = samples[i]! - mean;
  return out;
}

/** The unit a view is in, or a 422 when the capture cannot be shown in the requested one. */
function resolveUnit(capture: Capture, options: SpectrumOptions): string {
  if (options.kind === "envelope") {
    if (options.unit !== undefined && options.unit !== "gE" && options.unit !== "g") {
      throw invalid("unit", "an envelope spectrum is in gE");
    }
    return "gE";
  }
  const unit = options.unit ?? capture.unit;
  if (unit === capture.unit) return unit;
  if (unit === "mm/s" && capture.unit === "g") return unit;
  throw invalid("unit", `a capture in ${capture.unit} cannot be shown in ${unit}`);
}

/**
 * The DSP part of a capture's view (lines, peaks, overall values), from the per-database LRU: what
 * a waterfall or a compare view needs of each capture without its markers and notes.
 */
export function spectrumCore(db: Database, capture: Capture, options: SpectrumOptions): SpectrumCore {
  const unit = resolveUnit(capture, options);
  const window = options.window ?? "hann";
  const scaling = options.scaling ?? "peak";
  return withDsp("fft_id", () =>
    cached(db, `${capture.id}:${options.kind}:${unit}:${window}:${scaling}`, () =>
      computeCore(capture, options.kind, unit, window, scaling),
    ),
  );
}

/** The running speed of a capture, RPM: the one an analyst entered, else the gateway's; null when neither. */
export function captureSpeedRpm(capture: Pick<Capture, "rpm" | "manual_rpm">): number | null {
  return capture.manual_rpm ?? capture.rpm;
}

/**
 * The whole SpectrumView of a capture of `sensor` (both already checked for scope). The machine
 * context and the capture's notes are read unless the caller already has them (capture-context.ts).
 */
export async function spectrumView(
  db: Database,
  sensor: Sensor,
  capture: Capture,
  options: SpectrumOptions,
  machine?: MachineContext,
  captureNotes?: CaptureNote[],
): Promise<SpectrumView> {
  const core = spectrumCore(db, capture, options);
  const [context, notes] = await Promise.all([
    machine ?? machineContext(db, sensor),
    captureNotes ?? notesOfCapture(db, capture.id),
  ]);
  const captureRpm = captureSpeedRpm(capture);
  const shaftHz = runningSpeedHz(captureRpm, context);
  const markers = withDsp("bearing", () => faultMarkers(shaftHz, context, core));
  return {
    capture: captureSummary(capture, notes.length),
    ...core,
    running_speed_hz: shaftHz,
    running_speed_source: shaftHz == null ? null : captureRpm != null && captureRpm > 0 ? "capture" : "item",
    markers,
    bearing: context.bearing ? { id: context.bearing.id, name: context.bearing.name } : null,
    kinematics: context.kinematics,
    initial_range_hz: initialRange(shaftHz, markers, core),
    envelope_band:
      options.kind === "envelope" && capture.kind !== WaveformKind.ENVELOPE
        ? envelopeBand(capture.sample_rate)
        : null,
    notes,
  };
}

/** Min/max pairs per chunk so the drawn envelope of the waveform survives decimation. */
export function decimate(
  samples: Float32Array,
  sampleRate: number,
  maxPoints: number,
): { dt: number; values: number[] } {
  if (samples.length <= maxPoints) return { dt: 1 / sampleRate, values: Array.from(samples) };
  const chunk = Math.ceil(samples.length / Math.floor(maxPoints / 2));
  const values: number[] = [];
  for (let start = 0; start < samples.length; start += chunk) {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    let minAt = start;
    let maxAt = start;
    const end = Math.min(samples.length, start + chunk);
    for (let i = start; i < end; i++) {
      const v = samples[i]!;
      if (v < min) {
        min = v;
        minAt = i;
      }
      if (v > max) {
        max = v;
        maxAt = i;
      }
    }
    if (minAt <= maxAt) values.push(min, max);
    else values.push(max, min);
  }
  return { dt: chunk / 2 / sampleRate, values };
}
