/**
 * Local wall-clock time in an IANA zone ↔ instants, correct on daylight-saving days. Used by the
 * report schedules (day steps keep local time) and the daily summaries (a user's chosen time).
 *
 * zonedTimeToUtc checks each candidate instant against the wall clock it should show:
 * - one matches: that instant;
 * - both match (a time repeated by fall-back): the first occurrence;
 * - none (a time skipped by spring-forward): the same minutes after the gap (02:30 → 03:30).
 * Taking "the later of two guesses" instead, as an earlier version did, answers one hour late for
 * every time after a spring-forward change (07:00 Chicago on 2026-03-08 came out as 08:00 CDT).
 */
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

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock fields of an instant in a zone. */
export function wallClock(instant: number | Date, timeZone: string): WallClock {
  const p = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((x) => [x.type, Number(x.value)]),
  );
  return {
    year: p.year!,
    month: p.month!,
    day: p.day!,
    hour: p.hour! % 24,
    minute: p.minute!,
    second: p.second!,
  };
}

/** The wall clock of an instant as if it were UTC milliseconds (comparable with Date.UTC). */
function wallClockMs(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

const HALF_DAY = 12 * 3_600_000;

/**
 * The instant a local wall-clock time happens in a zone. Fields may overflow (day 32 is the 1st of
 * the next month), as with Date.UTC.
 */
export function zonedTimeToUtc(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  timeZone: string,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offsets before and after any change that day.
  const before = wallClockMs(wall - HALF_DAY, timeZone) - (wall - HALF_DAY);
  const after = wallClockMs(wall + HALF_DAY, timeZone) - (wall + HALF_DAY);
  const candidates = [wall - before, wall - after].sort((a, b) => a - b);
  const match = candidates.find((c) => wallClockMs(c, timeZone) === wall);
  return new Date(match ?? wall - before);
}
