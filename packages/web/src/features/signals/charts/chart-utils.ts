/**
 * Pure helpers behind the signal charts (UI.md "Charts"): unit conversion to the user's measuring
 * system, splitting a downsampled trend into segments at missing buckets (gaps stay gaps), time ticks
 * in the plant's time zone, zone state of a value, and the spectrum maths (orders, harmonics, bins,
 * per-pixel decimation). Kept apart from the React components so they are unit-tested directly.
 */
import {
  MeasuringSystem,
  MM_PER_INCH,
  parameterTypeInfo,
  roundNumber,
  type SpectrumPeak,
  type TrendPoint,
} from "@plantwise/shared";

export type MeasuringSystemId = (typeof MeasuringSystem)[keyof typeof MeasuringSystem];

/** A unit converter: the unit shown and how a base-unit value becomes it. */
export interface UnitConverter {
  unit: string;
  convert: (value: number) => number;
}

const identity = (value: number) => value;

/**
 * Base units are metric (shared/sensors.ts). Imperial shows mm/s as in/s and °C as °F; other units
 * (g, %, A, PSI, RPM…) are the same in both systems.
 */
export function unitConverter(
  unit: string,
  system: MeasuringSystemId | number | null | undefined,
): UnitConverter {
  if (system !== MeasuringSystem.IMPERIAL) return { unit, convert: identity };
  if (unit === "mm/s") return { unit: "in/s", convert: (v) => v / MM_PER_INCH };
  if (unit === "mm") return { unit: "in", convert: (v) => v / MM_PER_INCH };
  if (unit === "°C") return { unit: "°F", convert: (v) => (v * 9) / 5 + 32 };
  return { unit, convert: identity };
}

/** A value rounded by the spec's rule (more decimals below 1) with its unit, or "—". */
export function formatValue(value: number | null | undefined, unit: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  const rounded = roundNumber(value);
  return unit ? `${rounded} ${unit}` : String(rounded);
}

/** Chart colour of a parameter (UI.md: velocity green, acceleration yellow, others primary). */
export function metricColor(parameterType: number): string {
  const metric = parameterTypeInfo(parameterType)?.metric;
  if (metric === "velocity") return "var(--metric-velocity)";
  if (metric === "acceleration") return "var(--metric-acceleration)";
  return "var(--primary)";
}

export type ZoneState = "normal" | "warning" | "alarm" | "unknown";

/** Where a value sits against its level zones (absolute values, same unit). */
export function zoneState(
  value: number | null | undefined,
  warning: number | null | undefined,
  alarm: number | null | undefined,
): ZoneState {
  if (value === null || value === undefined || !Number.isFinite(value)) return "unknown";
  if (alarm !== null && alarm !== undefined && value >= alarm) return "alarm";
  if (warning !== null && warning !== undefined && value >= warning) return "warning";
  return "normal";
}

/**
 * Splits trend points into drawable runs, so a line never bridges missing data. The expected step is
 * the larger of the bucket and the series' own cadence (its lower-quartile step: a sensor reporting
 * every 10 minutes into 1-minute buckets is not missing nine buckets out of ten). Points stay in one
 * run while the step to the next is at most 1.5 buckets (bucketed) or 2.5 cadences (raw or sparse).
 */
export function splitSegments(points: readonly TrendPoint[], bucketMs: number): TrendPoint[][] {
  if (points.length === 0) return [];
  const sorted = [...points].sort((a, b) => a.t - b.t);
  const cadence = typicalStep(sorted);
  const expected = Math.max(bucketMs, cadence);
  const factor = bucketMs > 0 && expected === bucketMs ? 1.5 : 2.5;
  const limit = expected > 0 ? expected * factor : Number.POSITIVE_INFINITY;
  const segments: TrendPoint[][] = [];
  let current: TrendPoint[] = [];
  let previous: TrendPoint | undefined;
  for (const point of sorted) {
    if (previous && point.t - previous.t > limit) {
      segments.push(current);
      current = [];
    }
    current.push(point);
    previous = point;
  }
  segments.push(current);
  return segments;
}

/** The lower-quartile step between consecutive points: the series' cadence, robust to outages. */
function typicalStep(sorted: readonly TrendPoint[]): number {
  if (sorted.length < 2) return 0;
  const steps: number[] = [];
  for (let i = 1; i < sorted.length; i++) steps.push((sorted[i]?.t ?? 0) - (sorted[i - 1]?.t ?? 0));
  steps.sort((a, b) => a - b);
  return steps[Math.floor(steps.length / 4)] ?? 0;
}

/** The y domain covering the band and the zones, padded by 5 %, never flat. */
export function valueDomain(
  points: readonly TrendPoint[],
  zones: readonly (number | null | undefined)[] = [],
): [number, number] {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const p of points) {
    lo = Math.min(lo, p.min);
    hi = Math.max(hi, p.max);
  }
  for (const z of zones) {
    if (z === null || z === undefined || !Number.isFinite(z)) continue;
    lo = Math.min(lo, z);
    hi = Math.max(hi, z);
  }
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return [0, 1];
  if (lo === hi) return [lo - Math.max(1, Math.abs(lo) * 0.1), hi + Math.max(1, Math.abs(hi) * 0.1)];
  const pad = (hi - lo) * 0.05;
  // Non-negative quantities keep 0 as their floor instead of a meaningless negative pad.
  return [lo >= 0 && lo - pad < 0 ? 0 : lo - pad, hi + pad];
}

/** The zone's offset from UTC at an instant, in milliseconds (Toronto in winter → −5 h). */
export function zoneOffsetMs(t: number, timeZone: string): number {
  const parts = wallClock(t, timeZone);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return asUtc - Math.floor(t / 1000) * 1000;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClock(t: number, timeZone: string): WallClock {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    clockFormats.set(timeZone, format);
  }
  const out: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(t))) {
    if (part.type !== "literal") out[part.type] = Number(part.value);
  }
  const get = (key: string) => out[key] ?? 0;
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour") === 24 ? 0 : get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/** yyyy-mm-dd, hh:mm or both, on the plant's wall clock. */
export function formatZoned(
  t: number,
  timeZone: string,
  style: "date" | "time" | "datetime" = "datetime",
): string {
  const c = wallClock(t, timeZone);
  const date = `${c.year}-${pad2(c.month)}-${pad2(c.day)}`;
  const time = `${pad2(c.hour)}:${pad2(c.minute)}`;
  if (style === "date") return date;
  if (style === "time") return time;
  return `${date} ${time}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const TICK_STEPS = [
  MINUTE,
  5 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  2 * DAY,
  7 * DAY,
  14 * DAY,
  30 * DAY,
  91 * DAY,
];

export interface TimeTick {
  t: number;
  label: string;
}

/**
 * At most `count` ticks between from and to, on round wall-clock times of the plant's zone (hours
 * at :00, days at midnight there). A tick whose day differs from the previous tick's shows its date.
 */
export function zonedTimeTicks(from: number, to: number, timeZone: string, count = 6): TimeTick[] {
  if (!(to > from) || count < 1) return [];
  const span = to - from;
  const step = TICK_STEPS.find((s) => span / s <= count) ?? 91 * DAY;
  const ticks: TimeTick[] = [];
  const offset = zoneOffsetMs(from, timeZone);
  // Align on the zone's wall clock: floor(local / step) * step, converted back to an instant.
  const alignStep = Math.min(step, DAY);
  let local = Math.ceil((from + offset) / alignStep) * alignStep;
  let previousDay = "";
  for (let guard = 0; guard < 500; guard++) {
    const t = local - zoneOffsetMs(local - offset, timeZone);
    if (t > to) break;
    if (t >= from) {
      const day = formatZoned(t, timeZone, "date");
      const label =
        step >= DAY
          ? day.slice(5)
          : day !== previousDay && ticks.length > 0
            ? day.slice(5)
            : formatZoned(t, timeZone, "time");
      ticks.push({ t, label });
      previousDay = day;
    }
    local += step;
  }
  return ticks;
}

/** Order of a frequency against the running speed (both Hz), or null when the speed is unknown. */
export function orderOf(hz: number, runningSpeedHz: number | null | undefined): number | null {
  if (!runningSpeedHz || runningSpeedHz <= 0) return null;
  return hz / runningSpeedHz;
}

/** 1× … n× of a fundamental, within fmax. */
export function harmonics(fundamentalHz: number, fmax: number, n = 10): number[] {
  if (!(fundamentalHz > 0)) return [];
  const out: number[] = [];
  for (let k = 1; k <= n; k++) {
    const hz = fundamentalHz * k;
    if (hz > fmax) break;
    out.push(hz);
  }
  return out;
}

/** The bin of a frequency (bins are Δf apart from 0 Hz), clamped to the spectrum. */
export function binOf(hz: number, df: number, lines: number): number {
  if (!(df > 0) || lines <= 0) return 0;
  return Math.min(lines - 1, Math.max(0, Math.round(hz / df)));
}

/** The strongest bin within ± `radius` bins of a frequency: a click snaps to the peak it meant. */
export function snapToPeak(hz: number, amplitudes: readonly number[], df: number, radius = 3): number {
  const centre = binOf(hz, df, amplitudes.length);
  let best = centre;
  for (let i = Math.max(0, centre - radius); i <= Math.min(amplitudes.length - 1, centre + radius); i++) {
    if ((amplitudes[i] ?? 0) > (amplitudes[best] ?? 0)) best = i;
  }
  return best * df;
}

export interface SpectrumPoint {
  hz: number;
  amplitude: number;
}

/**
 * At most two points per pixel column (the column's min and max), so a thousand-pixel chart never
 * draws 25 600 lines yet no peak disappears.
 */
export function decimateSpectrum(
  amplitudes: readonly number[],
  df: number,
  columns: number,
): SpectrumPoint[] {
  const n = amplitudes.length;
  if (n === 0) return [];
  const cols = Math.max(1, Math.floor(columns));
  if (n <= cols * 2) return amplitudes.map((amplitude, i) => ({ hz: i * df, amplitude }));
  const at = (i: number) => amplitudes[i] ?? 0;
  const out: SpectrumPoint[] = [];
  const per = n / cols;
  for (let c = 0; c < cols; c++) {
    const start = Math.floor(c * per);
    const end = Math.min(n, Math.floor((c + 1) * per));
    let lo = start;
    let hi = start;
    for (let i = start; i < end; i++) {
      if (at(i) < at(lo)) lo = i;
      if (at(i) > at(hi)) hi = i;
    }
    const [first, second] = lo <= hi ? [lo, hi] : [hi, lo];
    out.push({ hz: first * df, amplitude: at(first) });
    if (second !== first) out.push({ hz: second * df, amplitude: at(second) });
  }
  return out;
}

/**
 * A row (0 … rows−1) for each label at pixel `xs[i]` so that labels in one row stay `gap` pixels
 * apart; −1 when no row has room (the marker keeps its line, and its label shows on zooming in).
 */
export function labelRows(xs: readonly number[], gap: number, rows = 3): number[] {
  const out: number[] = xs.map(() => -1);
  const last: number[] = Array.from({ length: rows }, () => Number.NEGATIVE_INFINITY);
  const order = xs.map((x, i) => ({ x, i })).sort((a, b) => a.x - b.x);
  for (const { x, i } of order) {
    const row = last.findIndex((l) => x - l >= gap);
    if (row >= 0) {
      out[i] = row;
      last[row] = x;
    }
  }
  return out;
}

/** The y domain of a spectrum: linear from 0, log from a floor 4 decades under the maximum. */
export function amplitudeDomain(amplitudes: readonly number[], scale: "linear" | "log"): [number, number] {
  let max = 0;
  for (const a of amplitudes) if (a > max) max = a;
  if (max <= 0) return scale === "log" ? [1e-6, 1] : [0, 1];
  if (scale === "linear") return [0, max * 1.05];
  return [max * 1e-4, max * 1.5];
}

/** The top `n` peaks, strongest first. */
export function topPeaks(peaks: readonly SpectrumPeak[], n = 5): SpectrumPeak[] {
  return [...peaks].sort((a, b) => b.amplitude - a.amplitude).slice(0, n);
}

/** Peak (largest magnitude) and RMS of waveform samples. */
export function waveformStats(values: readonly number[]): { peak: number; rms: number } {
  if (values.length === 0) return { peak: 0, rms: 0 };
  let peak = 0;
  let sum = 0;
  for (const v of values) {
    peak = Math.max(peak, Math.abs(v));
    sum += v * v;
  }
  return { peak, rms: Math.sqrt(sum / values.length) };
}
