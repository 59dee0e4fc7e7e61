/**
 * A capture's files, relative to /api, authenticated like the sound route (the bearer session, the
 * view_dashboard permission, the sensor inside the caller's plants):
 * - GET /sensors/{sensorId}/fft/{fftId}/export?format=csv|uff58&data=spectrum|envelope|waveform&unit=
 *   — the spectrum (in g, or mm/s from an acceleration capture), the envelope spectrum (gE) or the
 *   full-resolution time waveform, as CSV or UFF 58 ASCII (csv-export.ts, uff58.ts);
 * - POST /sensors/{sensorId}/fft/{fftId}/chart-pdf with what is on screen (chartPdfInput: scale,
 *   range, marker families, cursors) — the one-page chart PDF in the reader's language (chart-pdf.ts).
 * Binary or text files, so plain Express routes next to the REST facade. Mount before the facade.
 */
import { captureExportInput, chartPdfInput, languageCode } from "@plantwise/shared";
import express, { type Request, type Response, type Router } from "express";
import type { z } from "zod";
import { authorize, sendHttpError } from "../access/authorize";
import type { AppServices } from "../context";
import { validationFailed } from "../errors";
import { decodeSamples, spectrumView } from "../signals/service";
import { scopedCapture } from "./capture-access";
import { capturePlace } from "./capture-place";
import { renderChartPdf } from "./chart-pdf";
import { exportMeta, spectrumCsv, waveformCsv } from "./csv-export";
import { uff58Spectrum, uff58Waveform } from "./uff58";

function parsed<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationFailed(result.error);
  return result.data;
}

function send(res: Response, body: Buffer | string, type: string, filename: string): void {
  res.setHeader("Content-Type", type);
  res.setHeader("Content-Disposition", `attachment; filename="${filename}"`);
  res.setHeader("Cache-Control", "private, no-store");
  res.status(200).end(body);
}

export function captureExportRoutes(services: AppServices): Router {
  const api = express.Router();
  api.get("/sensors/:sensorId/fft/:fftId/export", async (req: Request, res: Response) => {
    try {
      const { scope } = await authorize(services, req, "view_dashboard");
      const input = parsed(captureExportInput, {
        ...req.query,
        sensor_id: req.params.sensorId,
        fft_id: req.params.fftId,
      });
      const ctx = { db: services.db, scope };
      const { sensor, capture } = await scopedCapture(ctx, input.sensor_id, input.fft_id);
      const place = await capturePlace(services.db, sensor);
      const base = `capture-${capture.id}-${input.data}`;
      const extension = input.format === "csv" ? "csv" : "uff";
      const type = input.format === "csv" ? "text/csv; charset=utf-8" : "text/plain; charset=us-ascii";
      if (input.data === "waveform") {
        const samples = decodeSamples(capture.samples);
        const view = await spectrumView(services.db, sensor, capture, { kind: "spectrum" });
        const meta = exportMeta(view.capture, sensor.name, place.item_name);
        const text =
          input.format === "csv"
            ? waveformCsv(samples, capture.sample_rate, capture.unit, meta)
            : uff58Waveform(samples, capture.sample_rate, capture.unit, meta);
        send(res, text, type, `${base}.${extension}`);
        return;
      }
      const kind = input.data === "envelope" ? "envelope" : "spectrum";
      const view = await spectrumView(services.db, sensor, capture, { kind, unit: input.unit });
      const meta = exportMeta(view.capture, sensor.name, place.item_name);
      const text = input.format === "csv" ? spectrumCsv(view, meta) : uff58Spectrum(view, meta);
      send(res, text, type, `${base}.${extension}`);
    } catch (error) {
      sendHttpError(res, error, "capture-export");
    }
  });
  api.post("/sensors/:sensorId/fft/:fftId/chart-pdf", express.json({ limit: "256kb" }), async (req, res) => {
    try {
      const { scope, user } = await authorize(services, req, "view_dashboard");
      const input = parsed(chartPdfInput, {
        ...(typeof req.body === "object" && req.body !== null ? req.body : {}),
        sensor_id: req.params.sensorId,
        fft_id: req.params.fftId,
      });
      const ctx = { db: services.db, scope };
      const { sensor, capture } = await scopedCapture(ctx, input.sensor_id, input.fft_id);
      const place = await capturePlace(services.db, sensor);
      const view = await spectrumView(services.db, sensor, capture, { kind: input.kind, unit: input.unit });
      const pdf = await renderChartPdf(
        {
          view,
          y_scale: input.y_scale,
          x_mode: input.x_mode,
          families: input.families,
          cursors: input.cursors,
          range_hz: input.range_hz,
          path: place.path,
          sensor_name: sensor.name,
          time_zone: place.time_zone,
          db_reference: input.db_reference,
          generated_at: Date.now(),
        },
        languageCode(user.language),
      );
      send(res, pdf, "application/pdf", `capture-${capture.id}-${input.kind}.pdf`);
    } catch (error) {
      sendHttpError(res, error, "chart-pdf");
    }
  });
  return api;
}
