/**
 * When a scheduled report runs next, computed in the report's own time zone so "09:00 daily"
 * stays 09:00 local across daylight-saving changes.
 */
export type ReportFrequency = "daily" | "weekly" | "monthly";

export interface ReportSchedule {
  frequency: ReportFrequency;
  /** "HH:MM" local time. */
  time_of_day: string;
  /** 1 Monday … 7 Sunday (weekly). */
  day_of_week?: number | null;
  /** 1 … 28 (monthly). */
  day_of_month?: number | null;
  time_zone: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a local wall-clock time happens in a zone. A time skipped by a spring-forward gap
 * resolves to the same number of minutes after the gap (02:30 → 03:30).
 */
export function zonedTimeToUtc(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  timeZone: string,
): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = guess - offsetAt(guess, timeZone);
  const second = guess - offsetAt(first, timeZone);
  return new Date(Math.max(first, second));
}

/** ISO weekday, 1 Monday … 7 Sunday, of a calendar date. */
function isoWeekday(year: number, month: number, day: number): number {
  const d = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return d === 0 ? 7 : d;
}

/** The first run strictly after `now`. */
export function nextRunAt(schedule: ReportSchedule, now: Date = new Date()): Date {
  const [hh, mm] = schedule.time_of_day.split(":").map(Number) as [number, number];
  const today = wallClock(now.getTime(), schedule.time_zone);
  for (let i = 0; i < 62; i++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + i));
    const y = date.getUTCFullYear();
    const m = date.getUTCMonth() + 1;
    const d = date.getUTCDate();
    if (schedule.frequency === "weekly" && isoWeekday(y, m, d) !== (schedule.day_of_week ?? 1)) continue;
    if (schedule.frequency === "monthly" && d !== (schedule.day_of_month ?? 1)) continue;
    const at = zonedTimeToUtc(y, m, d, hh, mm, schedule.time_zone);
    if (at.getTime() > now.getTime()) return at;
  }
  throw new Error("No run found within 62 days: the schedule is invalid");
}
