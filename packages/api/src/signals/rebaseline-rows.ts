/**
 * Re-baselining level zones: baseline := the mean of the parameter's readings over the 24 hours
 * (or `hours`) ending at its latest reading — or of its last `samples` readings when given. When
 * the row has deltas, warning_zone := baseline × (1 + warning_delta) and alarm_zone := baseline ×
 * (1 + alarm_delta). source_type becomes "rebaseline". A zone with no readings in the window, or
 * whose new zones would break warning < alarm, is left as it was and listed under `skipped`.
 * rebaselineZones (rebaseline-zones.ts) does one sensor, rebaselineItem (rebaseline-item.ts) every
 * sensor of an item, rebaseline (rebaseline-sensors.ts) the sensors named by `ids`. Each is one
 * transaction.
 */
import { type Database, rowsOf, schema, type Tx } from "@plantwise/db";
import { graphSourceTypeId } from "@plantwise/shared";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { ZoneRow } from "./zone-rows";

const { sensorLevelZones } = schema;

export interface BaselineWindow {
  hours?: number | undefined;
  samples?: number | undefined;
}

/** The baseline of one parameter (module comment), or null without readings. */
export async function measureBaseline(
  db: Database | Tx,
  key: { sensor_id: number; parameter_type: number; axis: number },
  window: BaselineWindow,
): Promise<number | null> {
  const where = sql`sensor_id = ${key.sensor_id} and parameter_type = ${key.parameter_type} and axis = ${key.axis}`;
  const query =
    window.samples !== undefined
      ? sql`select avg(value)::float8 as mean from (
            select value from sensor_readings where ${where} order by ts desc limit ${window.samples}) last_readings`
      : sql`select avg(value)::float8 as mean from sensor_readings
            where ${where} and ts >= (select max(ts) from sensor_readings where ${where})
              - make_interval(secs => ${(window.hours ?? 24) * 3600})`;
  const [row] = rowsOf<{ mean: number | null }>(await db.execute(query));
  return row?.mean == null ? null : Number(row.mean);
}

export interface RebaselineResult {
  updated: ZoneRow[];
  skipped: { sensor_id: number; parameter_type: number; axis: number; reason: string }[];
}

/**
 * Re-baselines the given zone rows (module comment). `sourceType` records who asked: the zone
 * screens' "rebaseline", or "acknowledge_rebaseline" when an alarm is acknowledged with a re-baseline.
 */
export async function rebaselineRows(
  tx: Tx,
  zones: ZoneRow[],
  window: BaselineWindow,
  userId: number,
  sourceType = graphSourceTypeId("rebaseline"),
) {
  const result: RebaselineResult = { updated: [], skipped: [] };
  for (const zone of zones) {
    const key = { sensor_id: zone.sensor_id, parameter_type: zone.parameter_type, axis: zone.axis };
    const baseline = await measureBaseline(tx, key, window);
    if (baseline === null) {
      result.skipped.push({ ...key, reason: "no readings in the baseline window" });
      continue;
    }
    const warning = zone.warning_delta == null ? zone.warning_zone : baseline * (1 + zone.warning_delta);
    const alarm = zone.alarm_delta == null ? zone.alarm_zone : baseline * (1 + zone.alarm_delta);
    if (warning != null && alarm != null && !(warning < alarm)) {
      result.skipped.push({ ...key, reason: "the new zones would not keep warning below alarm" });
      continue;
    }
    const [row] = await tx
      .update(sensorLevelZones)
      .set({
        baseline,
        warning_zone: warning,
        alarm_zone: alarm,
        source_type: sourceType,
        updated_by: userId,
        updated_at: new Date(),
      })
      .where(eq(sensorLevelZones.id, zone.id))
      .returning();
    result.updated.push(row!);
  }
  return result;
}

/** The zone rows of the given sensors, by sensor, parameter and axis. */
export function zonesOf(tx: Tx, sensorIds: number[]) {
  return tx
    .select()
    .from(sensorLevelZones)
    .where(inArray(sensorLevelZones.sensor_id, sensorIds.length > 0 ? sensorIds : [-1]))
    .orderBy(
      asc(sensorLevelZones.sensor_id),
      asc(sensorLevelZones.parameter_type),
      asc(sensorLevelZones.axis),
    );
}
