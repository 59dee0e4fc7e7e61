/** Calendar arithmetic on plain dates "yyyy-mm-dd" (UTC-based so no local zone moves a day). */

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);

export function addDays(day: string, n: number): string {
  return iso(ms(day) + n * 86_400_000);
}

/** Monday of the day's week. */
export function weekStart(day: string): string {
  const weekday = (new Date(ms(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The days a month grid shows: whole weeks from the Monday on or before the 1st to the Sunday on or after the last. */
export function monthGrid(anyDay: string): string[] {
  const first = `${anyDay.slice(0, 7)}-01`;
  const d = new Date(ms(first));
  const last = iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
  const days: string[] = [];
  for (let day = weekStart(first); ms(day) <= ms(addDays(weekStart(last), 6)); day = addDays(day, 1)) {
    days.push(day);
  }
  return days;
}

export function weekDays(anyDay: string): string[] {
  const start = weekStart(anyDay);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** The month `n` months after the day's month (its 1st). */
export function shiftMonth(day: string, n: number): string {
  const d = new Date(ms(day));
  return iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
}
