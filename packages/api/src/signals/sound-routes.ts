/**
 * GET /sensors/{sensorId}/fft/{fftId}/sound-waveform/{axis} (relative to /api): a capture as a
 * playable 16-bit PCM mono WAV, so an analyst can listen to a machine. Binary, so it is a plain
 * Express route next to the REST facade, authenticated like the picture routes (lib/uploads.ts):
 * the bearer session, the view_dashboard permission, the sensor inside the caller's plants.
 *
 * The samples are centred (mean removed) and scaled so the largest lands at 90 % of full scale.
 * The WAV plays at the capture's sample rate (rounded to whole hertz); below 8 kHz, which many
 * players refuse, it is up-sampled by the smallest whole factor reaching 8 kHz, by linear
 * interpolation, so pitch and duration stay those of the machine.
 *
 * Mount before the facade (its catch-all answers unknown paths with 404):
 *   app.use("/api", soundWaveformRoutes(services));
 */
import express, { type Request, type Response, type Router } from "express";
import { authorize, sendHttpError } from "../access/authorize";
import type { AppServices } from "../context";
import { AppError } from "../errors";
import { decodeSamples } from "./capture-store";
import { captureOnAxis } from "./get-sound-waveform";
import { scopedSensor } from "./sensor-procedures";

export const MIN_PLAYABLE_RATE_HZ = 8000;
const HEADROOM = 0.9;

/** The 16-bit PCM mono WAV of `samples` (module comment), with its sample rate. */
export function encodeWav(samples: Float32Array, sampleRate: number): { wav: Buffer; sampleRate: number } {
  const factor = sampleRate < MIN_PLAYABLE_RATE_HZ ? Math.ceil(MIN_PLAYABLE_RATE_HZ / sampleRate) : 1;
  const rate = Math.round(sampleRate * factor);
  const n = samples.length;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += samples[i]!;
  mean /= n || 1;
  let peak = 0;
  for (let i = 0; i < n; i++) peak = Math.max(peak, Math.abs(samples[i]! - mean));
  const scale = peak > 0 ? (HEADROOM * 32767) / peak : 0;
  const count = n === 0 ? 0 : (n - 1) * factor + 1;
  const wav = Buffer.alloc(44 + count * 2);
  wav.write("RIFF", 0, "ascii");
  wav.writeUInt32LE(36 + count * 2, 4);
  wav.write("WAVE", 8, "ascii");
  wav.write("fmt ", 12, "ascii");
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28); // byte rate
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write("data", 36, "ascii");
  wav.writeUInt32LE(count * 2, 40);
  for (let j = 0; j < count; j++) {
    const i = Math.floor(j / factor);
    const frac = (j % factor) / factor;
    const a = samples[i]! - mean;
    const b = i + 1 < n ? samples[i + 1]! - mean : a;
    const v = Math.round((a + (b - a) * frac) * scale);
    wav.writeInt16LE(Math.max(-32768, Math.min(32767, v)), 44 + j * 2);
  }
  return { wav, sampleRate: rate };
}

function positiveInt(value: unknown, what: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new AppError("NOT_FOUND", `${what} not found`);
  return n;
}

export function soundWaveformRoutes(services: AppServices): Router {
  const api = express.Router();
  api.get("/sensors/:sensorId/fft/:fftId/sound-waveform/:axis", async (req: Request, res: Response) => {
    try {
      const { scope } = await authorize(services, req, "view_dashboard");
      const axis = Number(req.params.axis);
      if (!Number.isInteger(axis) || axis < 0 || axis > 3) {
        throw new AppError("BAD_REQUEST", "axis: must be 0, 1, 2 or 3", {
          messages: [["axis: must be 0, 1, 2 or 3"]],
        });
      }
      const sensor = await scopedSensor(
        { db: services.db, scope },
        positiveInt(req.params.sensorId, "Sensor"),
      );
      const capture = await captureOnAxis(
        services.db,
        sensor.id,
        positiveInt(req.params.fftId, "Capture"),
        axis,
      );
      const { wav } = encodeWav(decodeSamples(capture.samples), capture.sample_rate);
      res.setHeader("Content-Type", "audio/wav");
      res.setHeader("Content-Length", String(wav.length));
      res.setHeader("Content-Disposition", `inline; filename="capture-${capture.id}-axis-${axis}.wav"`);
      res.setHeader("Cache-Control", "private, max-age=3600");
      res.status(200).end(wav);
    } catch (error) {
      sendHttpError(res, error, "sound-waveform");
    }
  });
  return api;
}
