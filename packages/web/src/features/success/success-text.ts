/** How the success screens write money, percentages and dates (the spec's yyyy-mm-dd). */
import { formatDate } from "@plantwise/shared";

/** An amount of money in the reader's locale, two decimals. */
export function moneyText(value: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );
}

/** An ROI percentage in the reader's locale, or null when there is none (nothing was spent). */
export function percentText(value: number | null, language: string): string | null {
  if (value === null) return null;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)} %`;
}

/** yyyy-mm-dd in the zone, or a dash. */
export function dayText(value: string | null | undefined, timeZone: string): string {
  return value ? formatDate(value, { timeZone }) : "—";
}

/** yyyy-mm-dd hh:mm in the zone, or a dash. */
export function dayTimeText(value: string | null | undefined, timeZone: string): string {
  return value ? formatDate(value, { withTime: true, timeZone }).slice(0, 16) : "—";
}

/** The zone of a plant the signed-in user has (UTC for one they lack). */
export function zoneOf(plants: readonly { id: number; time_zone: string }[], plantId: number | undefined) {
  return plants.find((p) => p.id === plantId)?.time_zone ?? "UTC";
}
