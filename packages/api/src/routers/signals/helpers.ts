/**
 * Shared pieces of the signals procedures: the permission gates, the scoped sensor lookup every
 * procedure starts from (a sensor outside the caller's plants is simply "not found"), the 422 helper
 * that names the field and the rule, and the mapping of DSP refusals to 422s.
 */
import { type Database, schema } from "@plantwise/db";
import { DspError } from "@plantwise/dsp";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Scope } from "../../auth/auth-user";
import { AppError } from "../../errors";
import { positiveId as idSchema, invalid, renamed } from "../../lib/fields";
import { inPlantScope } from "../../lib/scope";
import { permitted } from "../../trpc";

const { sensors } = schema;

/** Reading sensors and their signals. */
export const viewSignals = permitted("view_dashboard");
/** Changing zones and sending commands: the permissions of the /ncd-sensors screen (menu.ts). */
export const editSignals = permitted(["edit_dashboard", "create_dashboard"], "any");

export { idSchema, invalid };
export const axisSchema = z.coerce.number().int().min(0).max(3);

export type Sensor = typeof sensors.$inferSelect;
export interface ScopedCtx {
  db: Database;
  scope: Scope;
}

/** The sensor, inside the caller's plants; NOT_FOUND otherwise (never telling apart "elsewhere"). */
export async function scopedSensor(ctx: ScopedCtx, id: number): Promise<Sensor> {
  const [row] = await ctx.db
    .select()
    .from(sensors)
    .where(and(eq(sensors.id, id), inPlantScope(ctx.scope, sensors.plant_id)));
  if (!row) throw new AppError("NOT_FOUND", "Sensor not found");
  return row;
}

/** Runs DSP work, turning a DspError (too short a capture, a band beyond Nyquist…) into a 422. */
export function withDsp<T>(field: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof DspError) throw invalid(field, error.message);
    throw error;
  }
}

/** Epoch milliseconds or an ISO string, as a time. */
export const instantSchema = z.union([z.number().finite(), z.string().min(1)]).transform((v, c) => {
  const n = typeof v === "number" ? v : /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : Date.parse(v);
  if (!Number.isFinite(n)) {
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
