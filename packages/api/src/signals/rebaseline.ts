/**
 * Re-baselining level zones: baseline := the mean of the parameter's readings over the 24 hours
 * (or `hours`) ending at its latest reading — or of its last `samples` readings when given. When
 * the row has deltas, warning_zone := baseline × (1 + warning_delta) and alarm_zone := baseline ×
 * (1 + alarm_delta). source_type becomes "rebaseline". A zone with no readings in the window, or
 * whose new zones would break warning < alarm, is left as it was and listed under `skipped`.
 * rebaselineZones does one sensor, rebaselineItem every sensor of an item, rebaseline the sensors
 * named by `ids`. Each is one transaction.
 */
import { type Database, rowsOf, schema, type Tx } from "@plantwise/db";
import {
  graphSourceTypeId,
  rebaselineInput,
  rebaselineItemInput,
  rebaselineOutput,
  rebaselineZonesInput,
} from "@plantwise/shared";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { withPathAliases } from "../lib/fields";
import { editSignals, invalid, scopedSensor } from "./sensor-procedures";
import { defined, scopedSensorIds, writeZone, type ZoneRow } from "./zones";

const { equipmentItems, sensorLevelZones, sensors } = schema;

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

function zonesOf(tx: Tx, sensorIds: number[]) {
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

/** signals.rebaselineZones (PUT /sensors/jobs/level-zones/re-baseline). */
export const rebaselineZones = editSignals
  .input(withPathAliases(rebaselineZonesInput))
  .output(rebaselineOutput)
  .mutation(async ({ ctx, input }) => {
    const sensor = await scopedSensor(ctx, input.sensor_id);
    if (input.axis !== undefined && input.parameter_type === undefined) {
      throw invalid("parameter_type", "is required with axis");
    }
    return ctx.db.transaction(async (tx) => {
      if (input.parameter_type !== undefined) {
        const key = { sensor_id: sensor.id, parameter_type: input.parameter_type, axis: input.axis ?? 0 };
        await writeZone(
          tx,
          { ...key, ...defined({ warning_delta: input.warning_delta, alarm_delta: input.alarm_delta }) },
          ctx.user.id,
          "",
          "upsert",
        );
      } else if (input.warning_delta !== undefined || input.alarm_delta !== undefined) {
        throw invalid("parameter_type", "is required to set deltas");
      }
      const zones = (await zonesOf(tx, [sensor.id])).filter(
        (z) =>
          input.parameter_type === undefined ||
          (z.parameter_type === input.parameter_type && z.axis === (input.axis ?? 0)),
      );
      return rebaselineRows(tx, zones, input, ctx.user.id);
    });
  });

/** signals.rebaselineItem (PUT /sensors/{itemId}/rebaseline): every sensor of the item. */
export const rebaselineItem = editSignals
  .input(withPathAliases(rebaselineItemInput))
  .output(rebaselineOutput)
  .mutation(async ({ ctx, input }) => {
    const [item] = await ctx.db
      .select({ id: equipmentItems.id })
      .from(equipmentItems)
      .where(and(eq(equipmentItems.id, input.item_id), inPlantScope(ctx.scope, equipmentItems.plant_id)));
    if (!item) throw new AppError("NOT_FOUND", "Equipment item not found");
    const ids = (
      await ctx.db
        .select({ id: sensors.id })
        .from(sensors)
        .where(and(eq(sensors.equipment_item_id, item.id), inPlantScope(ctx.scope, sensors.plant_id)))
    ).map((s) => s.id);
    return ctx.db.transaction(async (tx) => rebaselineRows(tx, await zonesOf(tx, ids), input, ctx.user.id));
  });

/** signals.rebaseline (PUT /sensors/rebaseline): the sensors named by ids. */
export const rebaseline = editSignals
  .input(rebaselineInput)
  .output(rebaselineOutput)
  .mutation(async ({ ctx, input }) => {
    const ids = await scopedSensorIds(ctx, input.ids);
    return ctx.db.transaction(async (tx) => rebaselineRows(tx, await zonesOf(tx, ids), input, ctx.user.id));
  });
