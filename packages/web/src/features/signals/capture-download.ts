/**
 * A capture's files, fetched with the session's bearer token (a plain link could not send it) and
 * handed to the browser under the name the server gives in Content-Disposition:
 *
 *   GET  /api/sensors/{sensorId}/fft/{fftId}/export?format=csv|uff58&data=spectrum|envelope|waveform&unit=…
 *   POST /api/sensors/{sensorId}/fft/{fftId}/chart-pdf   (JSON: what the chart shows, chartPdfInput)
 *
 * A failure answers JSON {message, messages}; its words go to the error toast (spec part 1 §8).
 */
import type { chartPdfInput } from "@plantwise/shared";
import type { z } from "zod";
import { i18n } from "@/i18n";
import { joinMessages } from "@/lib/api-error";
import { notifyErrorText, translateServerMessage } from "@/lib/notify";
import { saveBlob } from "@/lib/save-blob";
import { requestHeaders } from "@/lib/trpc";

export type ExportFormat = "csv" | "uff58";
export type ExportData = "spectrum" | "envelope" | "waveform";
export type ExportUnit = "g" | "mm/s" | "gE";

/** What the chart on screen shows, as the PDF is asked for it (chartPdfInput without the capture). */
export type ChartPdfScreen = Pick<
  z.input<typeof chartPdfInput>,
  "kind" | "unit" | "y_scale" | "db_reference" | "x_mode" | "range_hz" | "families" | "cursors"
>;

function captureBase(sensorId: number, fftId: number): string {
  return `/api/sensors/${sensorId}/fft/${fftId}`;
}

/** The export's address; the unit is left out when none applies (a waveform is in its own). */
export function captureExportUrl(
  sensorId: number,
  fftId: number,
  file: { format: ExportFormat; data: ExportData; unit?: ExportUnit | undefined },
): string {
  const query = new URLSearchParams({ format: file.format, data: file.data });
  if (file.unit) query.set("unit", file.unit);
  return `${captureBase(sensorId, fftId)}/export?${query.toString()}`;
}

export function chartPdfUrl(sensorId: number, fftId: number): string {
  return `${captureBase(sensorId, fftId)}/chart-pdf`;
}

/** Only the chart PDF's own fields, so nothing else the screen keeps is posted. */
export function chartPdfBody(screen: ChartPdfScreen): ChartPdfScreen {
  const { kind, unit, y_scale, db_reference, x_mode, range_hz, families, cursors } = screen;
  return { kind, unit, y_scale, db_reference, x_mode, range_hz, families, cursors };
}

/**
 * The file name of a Content-Disposition header: the RFC 5987 `filename*=UTF-8''…` form first (it
 * carries accents), else `filename="…"`; null when the header names none.
 */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ""));
    } catch {
      // a malformed escape: fall back to the plain form
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain?.[2] ?? plain?.[1]?.trim();
  return name ? name : null;
}

/** The words of a failed answer: its `messages`, else its `message`, else the HTTP status. */
async function failureText(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: string; messages?: string[][] };
    if (Array.isArray(body.messages) && body.messages.length > 0) return joinMessages(body.messages);
    if (body.message) return translateServerMessage(body.message);
  } catch {
    // not JSON (a proxy's page, an empty body)
  }
  return `HTTP ${response.status}`;
}

/**
 * Fetches a capture file (GET, or POST of `body` as JSON) and saves it; a failure is shown in the
 * error toast. Answers whether the file was saved.
 */
export async function downloadCaptureFile(
  url: string,
  fallbackName: string,
  body?: unknown,
): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: body === undefined ? "GET" : "POST",
      headers:
        body === undefined ? requestHeaders() : { ...requestHeaders(), "Content-Type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) {
      notifyErrorText(await failureText(response));
      return false;
    }
    const name = dispositionFilename(response.headers.get("Content-Disposition")) ?? fallbackName;
    saveBlob(await response.blob(), name);
    return true;
  } catch {
    // The request never got an answer (offline, the server down).
    notifyErrorText(i18n.t("signals.exports.unreachable"));
    return false;
  }
}
