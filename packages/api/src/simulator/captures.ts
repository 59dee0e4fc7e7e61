/**
 * Waveform captures of the simulated sensors: what one capture carries (the model's waveform at its
 * time, its running speed), when the backfill takes them (a fixed time grid, denser on the faulty
 * machine so its history shows the fault growing), and how they are split into posts that respect
 * the ingest's limits.
 */
import { envelopeSignal } from "@plantwise/dsp";
import { INGEST_LIMITS, WaveformKind } from "@plantwise/shared";
import { CAPTURE_SAMPLES, type SimSensor, sampleRateOf, speedAt, synthesizeAxis } from "./model";

/**
 * Backfill capture period of a healthy sensor: daily at midnight UTC, 7 per axis over the week. A
 * capture costs a fresh start some 25 ms of CPU, mostly the embedded database storing its 32 KB, so
 * the week's ~450 captures of the demo's 55 axes about double the readings' backfill; twice a day
 * would triple it.
 */
export const CAPTURE_GRID_MS = 24 * 3_600_000;
/** Backfill capture period of a sensor with a scripted fault: every 6 hours, so its growth shows. */
export const FAULT_CAPTURE_GRID_MS = 6 * 3_600_000;
/** The period both grids are multiples of: every backfilled capture sits on a multiple of it. */
export const CAPTURE_GRID_GCD_MS = FAULT_CAPTURE_GRID_MS;
/** Waveform bytes per post (base64 text): half the body limit, the rest left for readings and status. */
const WAVEFORM_BYTES_PER_POST = INGEST_LIMITS.maxBodyBytes / 2;

export interface WaveformEntry {
  sensor: string;
  axis: number;
  kind: number;
  ts: number;
  sample_rate: number;
  unit: string;
  rpm: number;
  samples: string;
}

/** A capture of one axis: `samples` of the standard waveform, or of its envelope (1 kHz … 5.3 kHz). */
export function capture(
  sensor: SimSensor,
  axis: number,
  kind: number,
  ts: number,
  samples: number = CAPTURE_SAMPLES,
): WaveformEntry {
  const sampleRate = sampleRateOf(sensor);
  const signal = synthesizeAxis(sensor, axis, ts, samples);
  let values: Float32Array;
  if (kind === WaveformKind.ENVELOPE) {
    const envelope = new Float64Array(signal.length);
    envelopeSignal(signal, sampleRate, [1000, Math.min(5300, sampleRate / 2.56)], envelope);
    values = Float32Array.from(envelope);
  } else {
    values = Float32Array.from(signal);
  }
  return {
    sensor: sensor.serial,
    axis,
    kind,
    ts,
    sample_rate: sampleRate,
    unit: "g",
    rpm: Math.round(speedAt(sensor, ts) * 10) / 10,
    // Float32Array is little-endian on every platform Node supports, as the ingest format wants.
    samples: Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString("base64"),
  };
}

/** Standard captures of every axis the sensor reports, at `ts`. */
export function captureAxes(sensor: SimSensor, ts: number): WaveformEntry[] {
  return sensor.spec.axes.map((axis) => capture(sensor, axis, WaveformKind.STANDARD, ts));
}

export function capturePeriodOf(sensor: SimSensor): number {
  return sensor.spec.fault ? FAULT_CAPTURE_GRID_MS : CAPTURE_GRID_MS;
}

/**
 * The backfill's capture times of a sensor in [from, to]: multiples of its period since the epoch,
 * so a restart lands on the same times (a resent capture is a duplicate, never a near-copy).
 */
export function captureGrid(sensor: SimSensor, from: number, to: number): number[] {
  const period = capturePeriodOf(sensor);
  const times: number[] = [];
  for (let ts = Math.ceil(from / period) * period; ts <= to; ts += period) times.push(ts);
  return times;
}

/** Key of a stored standard capture of a sensor's axis at `ts`, ms (setup.ts `storedCaptures`). */
export function captureKey(sensorId: number, axis: number, ts: number): string {
  return `${sensorId}/${axis}/${ts}`;
}

/** Captures in order, grouped into posts of at most INGEST_LIMITS.maxWaveforms and a byte budget. */
export function* waveformPosts(captures: Iterable<WaveformEntry>): Generator<WaveformEntry[]> {
  let post: WaveformEntry[] = [];
  let bytes = 0;
  for (const entry of captures) {
    const size = entry.samples.length;
    if (
      post.length > 0 &&
      (post.length >= INGEST_LIMITS.maxWaveforms || bytes + size > WAVEFORM_BYTES_PER_POST)
    ) {
      yield post;
      post = [];
      bytes = 0;
    }
    post.push(entry);
    bytes += size;
  }
  if (post.length > 0) yield post;
}
