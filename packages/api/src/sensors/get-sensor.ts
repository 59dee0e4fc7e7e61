/**
 * GET /sensors/{id}: every column of the sensor (its displayed settings), its controller, where it
 * is mounted (item, asset, machine, line), the item's bearing, its level zones and the latest reading
 * of each parameter and axis.
 */
import { type Database, schema } from "@plantwise/db";
import { indicatorLevel, isSensorOnline, sensorDetails } from "@plantwise/shared";
import { and, asc, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { withItemLine } from "../hierarchy/service";
import { idInput } from "../lib/input";
import { jsonRows } from "../lib/json-rows";
import { permitted } from "../trpc";

const {
  assets,
  bearings,
  controllers,
  equipmentItems,
  machines,
  productionLines,
  sensorLevelZones,
  sensorReadings,
  sensors,
} = schema;

/**
 * The latest reading of each parameter and axis, as a JSON column. The derived table takes the
 * readings table's name, so the JSON fields name its columns as they are.
 */
function latestReadings(db: Database, sensorId: number) {
  const latest = db
    .selectDistinctOn([sensorReadings.parameter_type, sensorReadings.axis], {
      parameter_type: sensorReadings.parameter_type,
      axis: sensorReadings.axis,
      value: sensorReadings.value,
      ts: sensorReadings.ts,
    })
    .from(sensorReadings)
    .where(eq(sensorReadings.sensor_id, sensorId))
    .orderBy(asc(sensorReadings.parameter_type), asc(sensorReadings.axis), desc(sensorReadings.ts));
  return jsonRows(
    {
      parameter_type: sensorReadings.parameter_type,
      axis: sensorReadings.axis,
      value: sensorReadings.value,
      ts: sensorReadings.ts,
    },
    sql`from (${latest}) as ${sensorReadings}`,
    [asc(sensorReadings.parameter_type), asc(sensorReadings.axis)],
  );
}

/**
 * The sensor in scope with its controller, the item it is mounted on, where that item sits (asset,
 * machine, line), the item's bearing, its level zones and the latest readings: one statement.
 */
function sensorWithMount(db: Database, scope: Scope, id: number) {
  const query = db
    .select({
      sensor: sensors,
      controller_id: controllers.id,
      controller_name: controllers.name,
      controller_type: controllers.type,
      controller_transport: controllers.transport,
      item_id: equipmentItems.id,
      item_name: equipmentItems.name,
      asset_id: assets.id,
      asset_name: assets.name,
      machine_id: machines.id,
      machine_name: machines.name,
      line_id: productionLines.id,
      line_name: productionLines.name,
      bearing_id: bearings.id,
      bearing_name: bearings.designation,
      zones: jsonRows(
        getTableColumns(sensorLevelZones),
        sql`from ${sensorLevelZones} where ${eq(sensorLevelZones.sensor_id, id)}`,
        [asc(sensorLevelZones.parameter_type), asc(sensorLevelZones.axis)],
      ),
      latest: latestReadings(db, id),
    })
    .from(sensors)
    .leftJoin(controllers, eq(controllers.id, sensors.controller_id))
    .leftJoin(equipmentItems, eq(equipmentItems.id, sensors.equipment_item_id))
    .$dynamic();
  return withItemLine(query)
    .leftJoin(bearings, eq(bearings.id, equipmentItems.bearing_id))
    .where(and(eq(sensors.id, id), inPlantScope(scope, sensors.plant_id)));
}

export const getSensor = permitted("view_dashboard")
  .input(idInput)
  .output(sensorDetails)
  .query(async ({ ctx, input }) => {
    // Another tenant's sensor looks exactly like a missing one.
    const [row] = await sensorWithMount(ctx.db, ctx.scope, input.id);
    if (!row) throw new AppError("NOT_FOUND", "Sensor not found");
    const { sensor, zones, latest, ...path } = row;
    const named = (id: number | null, name: string | null) => (id == null ? null : { id, name: name ?? "" });
    return {
      ...sensor,
      rssi_level: indicatorLevel(sensor.rssi),
      battery_level: indicatorLevel(sensor.battery),
      is_online: isSensorOnline(sensor.last_seen_at),
      controller:
        path.controller_id == null
          ? null
          : {
              id: path.controller_id,
              name: path.controller_name ?? "",
              type: path.controller_type ?? 0,
              transport: path.controller_transport ?? "",
            },
      item: named(path.item_id, path.item_name),
      asset: named(path.asset_id, path.asset_name),
      machine: named(path.machine_id, path.machine_name),
      line: named(path.line_id, path.line_name),
      bearing: named(path.bearing_id, path.bearing_name),
      zones,
      latest,
    };
  });
