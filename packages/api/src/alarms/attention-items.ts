/**
 * alarms.itemStatus: the items of a plant (or of one line, machine or asset in it), worst health
 * first, each with its open alarms by severity and its latest overall values: velocity RMS (the
 * worst axis of its sensors) and temperature (the hottest sensor), from the last seven days. For the
 * hierarchy pages' item tables and the item cards.
 */
import { schema } from "@plantwise/db";
import {
  AlarmSeverity,
  healthRank,
  type ItemStatusRow,
  itemStatusInput,
  itemStatusOutput,
  ParameterType,
} from "@plantwise/shared";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { withItemLine } from "../hierarchy/service";
import { LATEST_READING_WINDOW_MS, type LatestReading, latestReadings } from "./attention-readings";
import { itemHealthRows, rollupFilter } from "./health";
import { viewAlarms } from "./list-alarms";
import { type SeriesKey, seriesId } from "./series-state";

const { alarms, assets, equipmentItems, equipmentTypes, machines, productionLines, sensors } = schema;

/** The axes a vibration sensor may report velocity on; temperature is on axis 0. */
const VELOCITY_AXES = [1, 2, 3] as const;

type Latest = { value: number; axis: number; at: Date } | null;

/** The larger of two readings (the worst axis, the hottest sensor). */
function higher(current: Latest, axis: number, reading: LatestReading | undefined): Latest {
  if (!reading) return current;
  return current && current.value >= reading.value ? current : { value: reading.value, axis, at: reading.ts };
}

export const itemStatus = viewAlarms
  .input(itemStatusInput)
  .output(itemStatusOutput)
  .query(async ({ ctx, input }) => {
    const filter = await rollupFilter(ctx.db, ctx.scope, input.plant_id);
    const where = and(
      filter(equipmentItems.plant_id),
      input.production_line_id ? eq(productionLines.id, input.production_line_id) : undefined,
      input.machine_id ? eq(machines.id, input.machine_id) : undefined,
      input.asset_id ? eq(assets.id, input.asset_id) : undefined,
    );
    const items = await withItemLine(
      ctx.db
        .select({
          id: equipmentItems.id,
          name: equipmentItems.name,
          equipment_type_id: equipmentItems.equipment_type_id,
          equipment_type_name: equipmentTypes.name,
          asset_id: assets.id,
          asset_name: assets.name,
          machine_id: machines.id,
          machine_name: machines.name,
          production_line_id: productionLines.id,
          production_line_name: productionLines.name,
        })
        .from(equipmentItems)
        .leftJoin(equipmentTypes, eq(equipmentTypes.id, equipmentItems.equipment_type_id))
        .$dynamic(),
    )
      .where(where)
      .orderBy(asc(equipmentItems.name), asc(equipmentItems.id));
    if (items.length === 0) return [];
    const ids = items.map((i) => i.id);

    const [health, counts, sensorRows] = await Promise.all([
      itemHealthRows(ctx.db, filter, ids),
      ctx.db
        .select({
          item: alarms.equipment_item_id,
          warning: sql<number>`count(*) filter (where ${alarms.severity} = ${AlarmSeverity.WARNING})`.mapWith(
            Number,
          ),
          alarm: sql<number>`count(*) filter (where ${alarms.severity} = ${AlarmSeverity.ALARM})`.mapWith(
            Number,
          ),
        })
        .from(alarms)
        .where(
          and(inArray(alarms.equipment_item_id, ids), isNull(alarms.cleared_at), filter(alarms.plant_id)),
        )
        .groupBy(alarms.equipment_item_id),
      ctx.db
        .select({ id: sensors.id, item: sensors.equipment_item_id })
        .from(sensors)
        .where(and(inArray(sensors.equipment_item_id, ids), eq(sensors.is_archived, false))),
    ]);

    const keys: SeriesKey[] = sensorRows.flatMap((s) => [
      ...VELOCITY_AXES.map((axis) => ({ sensorId: s.id, parameterType: ParameterType.velocity_rms, axis })),
      { sensorId: s.id, parameterType: ParameterType.temperature, axis: 0 },
    ]);
    const latest = await latestReadings(ctx.db, keys, new Date(Date.now() - LATEST_READING_WINDOW_MS));
    const velocity = new Map<number, Latest>();
    const temperature = new Map<number, Latest>();
    for (const s of sensorRows) {
      if (s.item == null) continue;
      let v = velocity.get(s.item) ?? null;
      for (const axis of VELOCITY_AXES) {
        v = higher(
          v,
          axis,
          latest.get(seriesId({ sensorId: s.id, parameterType: ParameterType.velocity_rms, axis })),
        );
      }
      velocity.set(s.item, v);
      temperature.set(
        s.item,
        higher(
          temperature.get(s.item) ?? null,
          0,
          latest.get(seriesId({ sensorId: s.id, parameterType: ParameterType.temperature, axis: 0 })),
        ),
      );
    }

    const healthOf = new Map(health.map((h) => [h.id, h.health]));
    const countsOf = new Map(counts.map((c) => [c.item, c]));
    const rows: ItemStatusRow[] = items.map((item) => ({
      ...item,
      health: healthOf.get(item.id) ?? "no_data",
      open_counts: { warning: countsOf.get(item.id)?.warning ?? 0, alarm: countsOf.get(item.id)?.alarm ?? 0 },
      velocity: velocity.get(item.id) ?? null,
      temperature: temperature.get(item.id) ?? null,
    }));
    // Stable: items of equal health keep their name order.
    return rows.sort((a, b) => healthRank(b.health) - healthRank(a.health));
  });
