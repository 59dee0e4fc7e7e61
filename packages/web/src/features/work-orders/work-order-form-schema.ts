/**
 * The work order form: the shared `workOrderFields`, with the scheduled start held as a date and a
 * time on the plant's clock (two inputs), turned into the instant the API takes on save.
 */
import { MIN_TOTAL_TIME_MINUTES, workOrderFields } from "@plantwise/shared";
import { z } from "zod";
import { dayBoundary } from "./list-scope";

export const workOrderFormSchema = workOrderFields.extend({
  scheduled_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  scheduled_time: z.string().regex(/^\d{2}:\d{2}$/),
  scheduled_start: z.unknown().optional(),
  due_at: z.string().optional(),
  total_minutes: z.coerce.number().int().min(MIN_TOTAL_TIME_MINUTES).max(1_000_000),
});
export type WorkOrderFormValues = z.output<typeof workOrderFormSchema>;

/** A plant-clock day and hh:mm as an ISO instant. */
export function plantInstant(day: string, time: string, timeZone: string): string {
  const midnight = Date.parse(dayBoundary(day, timeZone, false));
  const [h, m] = time.split(":").map(Number) as [number, number];
  return new Date(midnight + (h * 60 + m) * 60_000).toISOString();
}

/** The wall-clock parts of an instant in the plant's zone. */
export function plantParts(iso: string, timeZone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return { date: `${get("year")}-${get("month")}-${get("day")}`, time: `${get("hour")}:${get("minute")}` };
}
