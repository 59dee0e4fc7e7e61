/**
 * Level zone rows of a sensor's parameters (part 1 §3 "Threshold settings", part 2 §3): the key of
 * a zone row, the caller's sensors, and the write every zone procedure makes.
 *
 * Saving zones by hand (create, update, bulk save) sets source_type "manual"; a zone row must keep
 * warning_zone < alarm_zone when both are set (and warning_delta < alarm_delta), else 422 naming
 * the field. Zones are absolute values in the parameter's base unit.
 *
 * Deltas are fractions (0.5 = 50 % above the baseline); re-baselining is in rebaseline-rows.ts.
 */
import { schema, type Tx } from "@plantwise/db";
import { graphSourceTypeId, type LevelZoneFields } from "@plantwise/shared";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { invalid, type ScopedCtx } from "./sensor-procedures";

const { sensorLevelZones, sensors } = schema;

export type ZoneRow = typeof sensorLevelZones.$inferSelect;

/** warning < alarm for the zones and for the deltas, on the row as it will be. */
function checkOrder(merged: LevelZoneFields, prefix: string): void {
  const { warning_zone: w, alarm_zone: a, warning_delta: wd, alarm_delta: ad } = merged;
  if (w != null && a != null && !(w < a))
    throw invalid(`${prefix}alarm_zone`, "must be greater than warning_zone");
  if (wd != null && ad != null && !(wd < ad)) {
    throw invalid(`${prefix}alarm_delta`, "must be greater than warning_delta");
  }
}

export function defined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Sensors by id inside the caller's scope; NOT_FOUND when any is missing. */
export async function scopedSensorIds(ctx: ScopedCtx, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const rows = await ctx.db
    .select({ id: sensors.id })
    .from(sensors)
    .where(and(inArray(sensors.id, unique), inPlantScope(ctx.scope, sensors.plant_id)));
  if (rows.length !== unique.length) throw new AppError("NOT_FOUND", "Sensor not found");
  return unique;
}

interface ZoneWrite extends LevelZoneFields {
  sensor_id: number;
  parameter_type: number;
  axis: number;
}

/** The zone row of one parameter and axis of a sensor (the key of sensor_level_zones). */
export function zoneOfSeries(series: { sensor_id: number; parameter_type: number; axis: number }): SQL {
  return and(
    eq(sensorLevelZones.sensor_id, series.sensor_id),
    eq(sensorLevelZones.parameter_type, series.parameter_type),
    eq(sensorLevelZones.axis, series.axis),
  )!;
}

/**
 * Creates or updates one zone row by its key, as a manual change. `mode` "create" refuses an
 * existing row (409), "upsert" merges into it.
 */
export async function writeZone(
  tx: Tx,
  zone: ZoneWrite,
  userId: number,
  prefix: string,
  mode: "create" | "upsert",
): Promise<ZoneRow> {
  const { sensor_id, parameter_type, axis, ...fields } = zone;
  const [existing] = await tx.select().from(sensorLevelZones).where(zoneOfSeries(zone));
  if (existing && mode === "create") {
    throw new AppError(
      "CONFLICT",
      `${prefix}parameter_type: this parameter and axis already have level zones`,
      {
        messages: [[`${prefix}parameter_type: this parameter and axis already have level zones`]],
      },
    );
  }
  const changes = defined(fields);
  checkOrder({ ...(existing ?? {}), ...changes }, prefix);
  const stamp = { source_type: graphSourceTypeId("manual"), updated_by: userId, updated_at: new Date() };
  if (existing) {
    const [row] = await tx
      .update(sensorLevelZones)
      .set({ ...changes, ...stamp })
      .where(eq(sensorLevelZones.id, existing.id))
      .returning();
    return row!;
  }
  const [row] = await tx
    .insert(sensorLevelZones)
    .values({ sensor_id, parameter_type, axis, ...changes, ...stamp })
    .returning();
  return row!;
}
