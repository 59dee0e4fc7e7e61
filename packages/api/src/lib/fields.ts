/**
 * Input pieces every router shares: a positive id, the 422 that names a field and its rule (spec
 * §8's `messages`), and the renaming of REST path parameters. The REST paths name parameters in
 * camelCase (`{itemId}`, `{sensorId}`) while procedures take snake_case; the path wins over a body
 * value of the same meaning, as in the facade.
 */
import { EARLIEST_INSTANT, LATEST_INSTANT, recordId } from "@plantwise/shared";
import { z } from "zod";
import { AppError } from "../errors";

/** A record id: a positive integer a serial column can hold (shared `recordId`). */
export const positiveId = recordId;

/** A 422 naming the field and the rule broken. */
export function invalid(field: string, rule: string): AppError {
  return new AppError("BAD_REQUEST", `${field}: ${rule}`, { messages: [[`${field}: ${rule}`]] });
}

/** Accepts `names`' keys (path parameters) as the snake_case fields they map to. */
export function renamed<T extends z.ZodType>(names: Record<string, string>, inner: T) {
  return z.preprocess((value) => {
    if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [from, to] of Object.entries(names)) {
      if (from in out) {
        out[to] = out[from];
        delete out[from];
      }
    }
    return out;
  }, inner);
}

/** Epoch milliseconds or an ISO string, as a time. */
export const instantSchema = z.union([z.number().finite(), z.string().min(1)]).transform((v, c) => {
  const n = typeof v === "number" ? v : /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : Date.parse(v);
  // Outside years 1–9999 a Date is invalid (past ±8.64e15 ms) or PostgreSQL cannot hold it.
  if (!Number.isFinite(n) || n < EARLIEST_INSTANT.getTime() || n > LATEST_INSTANT.getTime()) {
    c.addIssue({ code: "custom", message: "must be epoch milliseconds or an ISO date-time" });
    return z.NEVER;
  }
  return n;
});

const PATH_ALIASES: Record<string, string> = {
  sensorId: "sensor_id",
  fftId: "fft_id",
  itemId: "item_id",
  zoneId: "zone_id",
};

/**
 * The REST paths name their parameters sensorId, fftId, itemId, zoneId; the tRPC inputs (the API
 * contract) sensor_id, fft_id, item_id, zone_id. Either spelling is accepted; the snake_case one is
 * what the procedure sees.
 */
export function withPathAliases<T extends z.ZodType>(schema: T) {
  return renamed(PATH_ALIASES, schema);
}
