/**
 * Time on the plant's wall clock: a zone's offset, yyyy-mm-dd hh:mm text, and time-axis ticks on
 * round local times (hours at :00, days at midnight there).
 */

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
