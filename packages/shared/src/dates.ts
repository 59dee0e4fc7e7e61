import { tz } from "@date-fns/tz";
import {
  addQuarters,
  endOfDay,
  endOfMonth,
  endOfQuarter,
  endOfYear,
  startOfDay,
  startOfMonth,
  startOfQuarter,
  startOfYear,
  subDays,
  subHours,
  subMonths,
} from "date-fns";

/** Date-range presets of statistics screens (part 1 §9). */
export const DATE_PRESETS = [
  "today",
  "yesterday",
  "last_1_day",
  "last_7_days",
  "last_30_days",
  "last_60_days",
  "last_90_days",
  "this_month",
  "last_month",
  "this_year",
  "last_3_months",
  "last_12_months",
  "year_to_date",
  "q1",
  "q2",
  "q3",
  "q4",
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** Hour presets: the last 1, 3 and 12 hours. */
export const HOUR_PRESETS = [1, 3, 12] as const;
export type HourPreset = (typeof HOUR_PRESETS)[number];

/** Presets unavailable in compare mode. */
export const COMPARE_DISABLED_PRESETS: readonly DatePreset[] = [
  "last_30_days",
  "last_60_days",
  "last_90_days",
];

export function presetAllowed(preset: DatePreset, compareMode: boolean): boolean {
  return !compareMode || !COMPARE_DISABLED_PRESETS.includes(preset);
}

export interface DateRange {
  from: Date;
  to: Date;
}

/**
 * The instants a preset covers, computed in the plant's time zone ("today" in Calgary starts at
 * Calgary's midnight). "Last N days" ends now and starts at the midnight N−1 days back, so
 * today counts as one of them; quarters are those of the current year.
 */
export function presetRange(preset: DatePreset, now: Date = new Date(), timeZone = "UTC"): DateRange {
  const range = zonedPresetRange(preset, now, timeZone);
  // Plain Dates: the zone was only needed to find the boundaries.
  return { from: new Date(range.from.getTime()), to: new Date(range.to.getTime()) };
}

function zonedPresetRange(preset: DatePreset, now: Date, timeZone: string): DateRange {
  const ctx = { in: tz(timeZone) };
  const lastDays = (n: number): DateRange => ({ from: startOfDay(subDays(now, n - 1, ctx), ctx), to: now });
  const quarter = (q: number): DateRange => {
    const first = addQuarters(startOfYear(now, ctx), q - 1, ctx);
    return { from: startOfQuarter(first, ctx), to: endOfQuarter(first, ctx) };
  };
  const ranges: Record<DatePreset, () => DateRange> = {
    today: () => ({ from: startOfDay(now, ctx), to: now }),
    yesterday: () => {
      const day = subDays(now, 1, ctx);
      return { from: startOfDay(day, ctx), to: endOfDay(day, ctx) };
    },
    last_1_day: () => ({ from: subHours(now, 24), to: now }),
    last_7_days: () => lastDays(7),
    last_30_days: () => lastDays(30),
    last_60_days: () => lastDays(60),
    last_90_days: () => lastDays(90),
    this_month: () => ({ from: startOfMonth(now, ctx), to: now }),
    last_month: () => {
      const month = subMonths(now, 1, ctx);
      return { from: startOfMonth(month, ctx), to: endOfMonth(month, ctx) };
    },
    this_year: () => ({ from: startOfYear(now, ctx), to: endOfYear(now, ctx) }),
    last_3_months: () => ({ from: startOfDay(subMonths(now, 3, ctx), ctx), to: now }),
    last_12_months: () => ({ from: startOfDay(subMonths(now, 12, ctx), ctx), to: now }),
    year_to_date: () => ({ from: startOfYear(now, ctx), to: now }),
    q1: () => quarter(1),
    q2: () => quarter(2),
    q3: () => quarter(3),
    q4: () => quarter(4),
  };
  return ranges[preset]();
}

export function hourPresetRange(hours: HourPreset, now: Date = new Date()): DateRange {
  return { from: subHours(now, hours), to: now };
}

/** Screens with a date range, and the preset each opens with (part 1 §9, part 2 §2). */
export const DEFAULT_RANGE_PRESETS = {
  sensor_statistics: "today",
  equipment_statistics: "today",
  machine_statistics: "today",
  asset_statistics: "today",
  process_statistics: "today",
  plant_statistics: "last_7_days",
  production_line_statistics: "last_7_days",
  utility_statistics: "last_7_days",
  maintenance_logs: "last_7_days",
  work_orders: "last_7_days",
  roi_one_pagers: "last_7_days",
} as const satisfies Record<string, DatePreset>;
export type RangeScreen = keyof typeof DEFAULT_RANGE_PRESETS;

/** A saved range older than about 1 day and 6 hours is reset to its default. */
export const STALE_RANGE_MS = 30 * 60 * 60 * 1000;

export interface SavedRange extends DateRange {
  /** When the user chose it. */
  savedAt: Date;
}

/** The range a screen shows: the saved one while fresh, else the screen's default. */
export function effectiveRange(
  screen: RangeScreen,
  saved: SavedRange | null | undefined,
  now: Date = new Date(),
  timeZone = "UTC",
): DateRange {
  if (saved && now.getTime() - saved.savedAt.getTime() <= STALE_RANGE_MS) {
    return { from: saved.from, to: saved.to };
  }
  return presetRange(DEFAULT_RANGE_PRESETS[screen], now, timeZone);
}

/** Whole days between two instants, counting partial days (for range labels). */
export function rangeDays(range: DateRange): number {
  return Math.max(1, Math.ceil((range.to.getTime() - range.from.getTime()) / 86_400_000));
}
