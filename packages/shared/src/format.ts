import { tz } from "@date-fns/tz";
import { format } from "date-fns";

export type TimeAgoUnit = "second" | "minute" | "hour" | "day" | "month";

/** Under 60 s in seconds, under an hour in minutes, under a day in hours, under 30 days in days, else months. */
export function timeAgoParts(
  from: Date | string | number,
  now: Date = new Date(),
): {
  value: number;
  unit: TimeAgoUnit;
} {
  const seconds = Math.max(0, Math.floor((now.getTime() - new Date(from).getTime()) / 1000));
  if (seconds < 60) return { value: seconds, unit: "second" };
  if (seconds < 3600) return { value: Math.floor(seconds / 60), unit: "minute" };
  if (seconds < 86_400) return { value: Math.floor(seconds / 3600), unit: "hour" };
  const days = Math.floor(seconds / 86_400);
  if (days < 30) return { value: days, unit: "day" };
  return { value: Math.floor(days / 30), unit: "month" };
}

export function timeAgo(from: Date | string | number, now: Date = new Date(), locale = "en"): string {
  const { value, unit } = timeAgoParts(from, now);
  return new Intl.RelativeTimeFormat(locale, { numeric: "always" }).format(-value, unit);
}

/**
 * Decimals for a number: 1 from 1 upwards, then one more for each leading zero below 1, up to 7
 * (0.5 → 2, 0.05 → 3, 0.0000005 → 7).
 */
export function decimalsFor(value: number): number {
  const magnitude = Math.abs(value);
  if (magnitude >= 1 || magnitude === 0 || !Number.isFinite(magnitude)) return 1;
  const leadingZeros = Math.ceil(-Math.log10(magnitude) - 1e-9) - 1;
  return Math.min(7, Math.max(2, 2 + leadingZeros));
}

export function roundNumber(value: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimalsFor(value);
  return Math.round(value * factor) / factor;
}

/** yyyy-mm-dd, with hh:mm:ss when asked, in the given time zone (else the runtime's). */
export function formatDate(
  value: Date | string | number,
  options: { withTime?: boolean; timeZone?: string } = {},
): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const pattern = options.withTime ? "yyyy-MM-dd HH:mm:ss" : "yyyy-MM-dd";
  return options.timeZone ? format(date, pattern, { in: tz(options.timeZone) }) : format(date, pattern);
}
