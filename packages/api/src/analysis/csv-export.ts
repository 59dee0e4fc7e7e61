/**
 * A capture as CSV, for a spreadsheet or a script: a few `# key: value` lines saying what was
 * measured, then one header row and one row per spectral line or per sample.
 *
 * The text is UTF-8 without a byte-order mark, lines end in LF, cells are separated by commas and
 * numbers use "." as the decimal mark whatever the reader's locale, so the file reads the same in
 * every tool (pandas: `read_csv(path, comment="#")`). Numbers carry 9 significant digits: enough
 * to give back every float32 sample exactly, and more than any spectrum line means.
 */
import { axisLabel, type SpectrumView, WaveformKind, type WaveformSummary } from "@plantwise/shared";

/** What an exported file says about where and when its capture was taken. */
export interface ExportMeta {
  sensor_id: number;
  sensor_name: string;
  /** The item the sensor is on; null when it is on none. */
  item_name: string | null;
  capture_id: number;
  /** Capture time, epoch milliseconds. */
  ts: number;
  /** 1 X, 2 Y, 3 Z (0 for a single-axis quantity). */
  axis: number;
  /** WaveformKind of the capture: 1 standard, 2 envelope. */
  kind: number;
  /** Running speed at capture time, RPM; null when unknown. */
  rpm: number | null;
}

/** The meta of a capture from its summary and the names around it. */
export function exportMeta(
  capture: WaveformSummary,
  sensorName: string,
  itemName: string | null,
): ExportMeta {
  return {
    sensor_id: capture.sensor_id,
    sensor_name: sensorName,
    item_name: itemName,
    capture_id: capture.id,
    ts: capture.ts,
    axis: capture.axis,
    kind: capture.kind,
    rpm: capture.rpm,
  };
}

/** A number in plain "." notation with 9 significant digits, trailing zeros dropped; empty if not finite. */
export function plainNumber(value: number): string {
  if (!Number.isFinite(value)) return "";
  if (value === 0) return "0";
  const [mantissa = "", exponent] = value.toPrecision(9).split("e");
  const trimmed = mantissa.includes(".") ? mantissa.replace(/\.?0+$/, "") : mantissa;
  return exponent === undefined ? trimmed : `${trimmed}e${exponent}`;
}

/** A header value on one line (names are typed by users and may hold line breaks). */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

function headerLines(entries: [string, string | number | null][]): string[] {
  return entries.map(([key, value]) => `# ${key}: ${value === null ? "" : oneLine(String(value))}`);
}

export function captureKindName(kind: number): string {
  return kind === WaveformKind.ENVELOPE ? "envelope" : "standard";
}

function commonHeader(meta: ExportMeta): [string, string | number | null][] {
  return [
    ["sensor", meta.sensor_name],
    ["item", meta.item_name],
    ["capture", meta.capture_id],
    ["captured_at_utc", new Date(meta.ts).toISOString()],
    ["axis", axisLabel(meta.axis) || String(meta.axis)],
    ["capture_kind", captureKindName(meta.kind)],
  ];
}

/** The running speed a spectrum's orders use, Hz: the view's (capture or item), else the meta's. */
export function exportRunningSpeedHz(view: SpectrumView, meta: ExportMeta): number | null {
  if (view.running_speed_hz !== null && view.running_speed_hz > 0) return view.running_speed_hz;
  return meta.rpm !== null && meta.rpm > 0 ? meta.rpm / 60 : null;
}

/** One row per spectral line: frequency, amplitude, and the order when the running speed is known. */
export function spectrumCsv(view: SpectrumView, meta: ExportMeta): string {
  const speed = exportRunningSpeedHz(view, meta);
  const unit = oneLine(view.unit);
  const lines = headerLines([
    ...commonHeader(meta),
    ["spectrum", view.kind],
    ["unit", unit],
    ["scaling", view.scaling],
    ["fmax_hz", plainNumber(view.fmax)],
    ["lines", view.lines],
    ["df_hz", plainNumber(view.df)],
    ["window", view.window],
    ["envelope_band_hz", view.envelope_band ? view.envelope_band.map(plainNumber).join("-") : null],
    ["running_speed_hz", speed === null ? "unknown" : plainNumber(speed)],
    ["running_speed_rpm", speed === null ? "unknown" : plainNumber(speed * 60)],
  ]);
  lines.push(speed === null ? `frequency_hz,amplitude_${unit}` : `frequency_hz,order,amplitude_${unit}`);
  view.amplitudes.forEach((amplitude, k) => {
    const hz = k * view.df;
    const cells = speed === null ? [hz, amplitude] : [hz, hz / speed, amplitude];
    lines.push(cells.map(plainNumber).join(","));
  });
  return `${lines.join("\n")}\n`;
}

/** One row per sample: its time from the capture's start and its value. */
export function waveformCsv(
  samples: ArrayLike<number>,
  sampleRate: number,
  unit: string,
  meta: ExportMeta,
): string {
  const u = oneLine(unit);
  const lines = headerLines([
    ...commonHeader(meta),
    ["unit", u],
    ["sample_rate_hz", plainNumber(sampleRate)],
    ["samples", samples.length],
    ["running_speed_rpm", meta.rpm === null ? "unknown" : plainNumber(meta.rpm)],
  ]);
  lines.push(`time_s,value_${u}`);
  for (let i = 0; i < samples.length; i++) {
    lines.push(`${plainNumber(i / sampleRate)},${plainNumber(samples[i]!)}`);
  }
  return `${lines.join("\n")}\n`;
}
