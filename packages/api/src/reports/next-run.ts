/**
 * Schedule math of scheduled reports (spec part 2 §9: "Schedule units: minute, hour, day.
 * Periods: day, week, month, custom range").
 *
 * A report starts at `starts_at` and repeats every `every` `unit`s. Minute and hour steps are
 * fixed durations. Day steps keep the local wall-clock time of `starts_at` in the report's time
 * zone, so "every day at 09:00" stays 09:00 local across daylight-saving changes (the step is then
 * 23 or 25 hours long). Each run covers the period before it: the last local day, week or month
 * ending at the run, or the fixed custom range.
 */
import { type ReportPeriod, type ScheduleUnit, scheduleIntervalMinutes } from "@plantwise/shared";
import { wallClock, zonedTimeToUtc } from "../lib/zoned-time";

export { type WallClock, wallClock, zonedTimeToUtc } from "../lib/zoned-time";

export interface ReportSchedule {
  starts_at: Date;
  every: number;
  unit: ScheduleUnit;
  time_zone: string;
}

const MINUTE = 60_000;

/** An instant rounded down to its minute: schedules have minute precision. */
export function toMinute(at: Date): Date {
  return new Date(Math.floor(at.getTime() / MINUTE) * MINUTE);
}

/** The n-th run (0 is starts_at). */
export function occurrenceAt(schedule: ReportSchedule, n: number): Date {
  const start = toMinute(schedule.starts_at);
  if (schedule.unit !== "day") {
    return new Date(start.getTime() + n * scheduleIntervalMinutes(schedule.every, schedule.unit) * MINUTE);
  }
  const w = wallClock(start, schedule.time_zone);
  return zonedTimeToUtc(w.year, w.month, w.day + n * schedule.every, w.hour, w.minute, schedule.time_zone);
}

/** The index of the first run at or after `at` (0 when `at` is not after starts_at). */
function firstIndexFrom(schedule: ReportSchedule, at: Date): number {
  const step = scheduleIntervalMinutes(schedule.every, schedule.unit) * MINUTE;
  const elapsed = at.getTime() - toMinute(schedule.starts_at).getTime();
  if (elapsed <= 0) return 0;
  // Exact for fixed steps; for day steps DST moves a run by at most a few hours, so the estimate
  // is off by at most one in either direction and the loops settle it.
  let n = Math.ceil(elapsed / step);
  while (n > 0 && occurrenceAt(schedule, n - 1).getTime() >= at.getTime()) n--;
  while (occurrenceAt(schedule, n).getTime() < at.getTime()) n++;
  return n;
}

/** The first run at or after `at`. */
export function nextOccurrence(schedule: ReportSchedule, at: Date): Date {
  return occurrenceAt(schedule, firstIndexFrom(schedule, at));
}

/**
 * Runs from `from` (inclusive, itself a run) up to `until` (inclusive), at most `limit` of them,
 * and the run after the last one listed (where the schedule continues).
 */
export function occurrencesBetween(
  schedule: ReportSchedule,
  from: Date,
  until: Date,
  limit: number,
): { runs: Date[]; next: Date } {
  let n = firstIndexFrom(schedule, from);
  const runs: Date[] = [];
  let at = occurrenceAt(schedule, n);
  while (at.getTime() <= until.getTime() && runs.length < limit) {
    runs.push(at);
    n++;
    at = occurrenceAt(schedule, n);
  }
  return { runs, next: at };
}

export interface ReportPeriodSpec {
  period: ReportPeriod;
  period_from?: Date | null;
  period_to?: Date | null;
  time_zone: string;
}

/** Days in a month (1–12) of a year. */
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The period a run at `runAt` covers: the fixed custom range, or the last local day, week or month
 * ending at the run, starting at the same wall-clock time one day, seven days or one month earlier
 * (a month back from 31 March is 28 or 29 February, clamped to the month's last day).
 */
export function reportPeriod(spec: ReportPeriodSpec, runAt: Date): { from: Date; to: Date } {
  if (spec.period === "custom_range") {
    if (!spec.period_from || !spec.period_to)
      throw new Error("A custom range needs period_from and period_to");
    return { from: spec.period_from, to: spec.period_to };
  }
  const w = wallClock(runAt, spec.time_zone);
  let { year, month, day } = w;
  if (spec.period === "day") day -= 1;
  else if (spec.period === "week") day -= 7;
  else {
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
    day = Math.min(day, daysInMonth(year, month));
  }
  const from = zonedTimeToUtc(year, month, day, w.hour, w.minute, spec.time_zone);
  return { from: new Date(from.getTime() + w.second * 1000 + (runAt.getTime() % 1000)), to: runAt };
}
