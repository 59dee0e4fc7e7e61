/**
 * Waveform captures as stored: Float32 little-endian samples (waveforms.samples), read by id (the
 * newest of a sensor is read with the sensor: capture-context.ts).
 */
import { type Database, schema } from "@plantwise/db";
import { CaptureSpeedSource, type WaveformSummary } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { AppError } from "../errors";

const { waveforms } = schema;

export type Capture = typeof waveforms.$inferSelect;

/** Float32 little-endian bytes → samples. */
export function decodeSamples(bytes: Uint8Array): Float32Array {
  const n = Math.floor(bytes.byteLength / 4);
  const view = new DataView(bytes.buffer, bytes.byteOffset, n * 4);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = view.getFloat32(i * 4, true);
  return out;
}

/** Samples → Float32 little-endian bytes, as ingest stores them (tests and fixtures write captures with it). */
export function encodeSamples(samples: ArrayLike<number>): Uint8Array {
  const bytes = new Uint8Array(samples.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < samples.length; i++) view.setFloat32(i * 4, samples[i]!, true);
  return bytes;
}

/** A capture row's columns without its samples (what lists select). */
export type CaptureRow = Omit<Capture, "samples" | "created_at">;

/**
 * The summary of a capture: Fmax and lines from its sampling (N = 2.56 · lines), the running speed
 * an analyst entered winning over the gateway's.
 */
export function captureSummary(c: CaptureRow, noteCount = 0): WaveformSummary {
  const rpm = c.manual_rpm ?? c.rpm;
  return {
    id: c.id,
    sensor_id: c.sensor_id,
    axis: c.axis,
    kind: c.kind,
    ts: c.ts.getTime(),
    sample_rate: c.sample_rate,
    sample_count: c.sample_count,
    unit: c.unit,
    rpm,
    rpm_source:
      c.manual_rpm != null ? CaptureSpeedSource.MANUAL : c.rpm != null ? CaptureSpeedSource.GATEWAY : null,
    fmax: c.sample_rate / 2.56,
    lines: Math.floor(c.sample_count / 2.56),
    is_baseline: c.is_baseline,
    note_count: noteCount,
  };
}

/** The capture `fftId` of the (already scoped) sensor; NOT_FOUND otherwise. */
export async function sensorCapture(db: Database, sensorId: number, fftId: number): Promise<Capture> {
  const [row] = await db
    .select()
    .from(waveforms)
    .where(and(eq(waveforms.id, fftId), eq(waveforms.sensor_id, sensorId)));
  if (!row) throw new AppError("NOT_FOUND", "Capture not found");
  return row;
}
