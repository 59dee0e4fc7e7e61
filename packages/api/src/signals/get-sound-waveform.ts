/**
 * Sound waveform (a read, so view permission): answers the URL of the WAV (sound-routes.ts) once
 * the capture is known.
 */
import { type Database, schema } from "@plantwise/db";
import { soundWaveformInput, soundWaveformOutput } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { AppError } from "../errors";
import { withPathAliases } from "../lib/fields";
import { sensorCapture } from "./capture-store";
import { scopedSensor, viewSignals } from "./sensor-procedures";

const { waveforms } = schema;

/** The URL of a capture's WAV (GET is an Express route, sound-routes.ts). */
export function soundWaveformUrl(sensorId: number, fftId: number, axis: number): string {
  return `/api/sensors/${sensorId}/fft/${fftId}/sound-waveform/${axis}`;
}

/**
 * The capture to play: `fftId` itself when on `axis`, else the capture of the same instant and kind
 * on that axis (a tri-axial capture is one row per axis).
 */
export async function captureOnAxis(db: Database, sensorId: number, fftId: number, axis: number) {
  const capture = await sensorCapture(db, sensorId, fftId);
  if (capture.axis === axis) return capture;
  const [sibling] = await db
    .select()
    .from(waveforms)
    .where(
      and(
        eq(waveforms.sensor_id, sensorId),
        eq(waveforms.kind, capture.kind),
        eq(waveforms.ts, capture.ts),
        eq(waveforms.axis, axis),
      ),
    );
  if (!sibling) throw new AppError("NOT_FOUND", "Capture not found on this axis");
  return sibling;
}

/** signals.soundWaveform (POST /sensors/{sensorId}/fft/{fftId}/sound-waveform/{axis}). */
export const soundWaveform = viewSignals
  .input(withPathAliases(soundWaveformInput))
  .output(soundWaveformOutput)
  .mutation(async ({ ctx, input }) => {
    const sensor = await scopedSensor(ctx, input.sensor_id);
    const capture = await captureOnAxis(ctx.db, sensor.id, input.fft_id, input.axis);
    return { url: soundWaveformUrl(sensor.id, capture.id, capture.axis) };
  });
