/**
 * Shared pieces of the signals procedures: the permission gates, the scoped sensor lookup every
 * procedure starts from (a sensor outside the caller's plants is simply "not found"), the 422 helper
 * that names the field and the rule, and the mapping of DSP refusals to 422s.
 */
import { type Database, schema } from "@plantwise/db";
import { DspError } from "@plantwise/dsp";
import { and, eq } from "drizzle-orm";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { positiveId as idSchema, invalid } from "../lib/fields";
import { permitted } from "../trpc";

const { sensors } = schema;

/** Reading sensors and their signals. */
export const viewSignals = permitted("view_dashboard");
/** Changing zones and sending commands: the permissions of the /ncd-sensors screen (menu.ts). */
export const editSignals = permitted(["edit_dashboard", "create_dashboard"], "any");

export { idSchema, invalid };

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
