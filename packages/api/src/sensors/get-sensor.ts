/**
 * GET /sensors/{id}: every column of the sensor (its displayed settings), its controller, where it
 * is mounted (item, asset, machine, line), the item's bearing, its level zones and the latest reading
 * of each parameter and axis.
 */
import { type Reader, schema } from "@plantwise/db";
import { indicatorLevel, isSensorOnline, sensorDetails } from "@plantwise/shared";
import { asc, desc, eq } from "drizzle-orm";
import { withItemLine } from "../hierarchy/service";
import { idInput } from "../lib/input";
import { permitted } from "../trpc";
import { sensorInScope } from "./fields";

const {
  assets,
  bearings,
  controllers,
  equipmentItems,
  machines,
  productionLines,
  sensorLevelZones,
  sensorReadings,
} = schema;

/** The controller a sensor reads through: its name, type and transport. */
function controllerOf(db: Reader, controllerId: number) {
  return db
    .select({
      id: controllers.id,
      name: controllers.name,
      type: controllers.type,
      transport: controllers.transport,
    })
    .from(controllers)
    .where(eq(controllers.id, controllerId));
}

/** The item a sensor is mounted on, where that item sits (asset, machine, line) and its bearing. */
function mountOf(db: Reader, itemId: number) {
  const query = db
    .select({
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
    })
    .from(equipmentItems)
    .$dynamic();
  return withItemLine(query)
    .leftJoin(bearings, eq(bearings.id, equipmentItems.bearing_id))
    .where(eq(equipmentItems.id, itemId));
}

export const getSensor = permitted("view_dashboard")
  .input(idInput)
  .output(sensorDetails)
  .query(async ({ ctx, input }) => {
    const sensor = await sensorInScope(ctx.db, ctx.scope, input.id);
    const [controller] = sensor.controller_id == null ? [] : await controllerOf(ctx.db, sensor.controller_id);
    const [path] = sensor.equipment_item_id == null ? [] : await mountOf(ctx.db, sensor.equipment_item_id);
    const [zones, latest] = await Promise.all([
      ctx.db
        .select()
        .from(sensorLevelZones)
        .where(eq(sensorLevelZones.sensor_id, sensor.id))
        .orderBy(asc(sensorLevelZones.parameter_type), asc(sensorLevelZones.axis)),
      ctx.db
        .selectDistinctOn([sensorReadings.parameter_type, sensorReadings.axis], {
          parameter_type: sensorReadings.parameter_type,
          axis: sensorReadings.axis,
          value: sensorReadings.value,
          ts: sensorReadings.ts,
        })
        .from(sensorReadings)
        .where(eq(sensorReadings.sensor_id, sensor.id))
        .orderBy(asc(sensorReadings.parameter_type), asc(sensorReadings.axis), desc(sensorReadings.ts)),
    ]);
    const named = (id: number | null | undefined, name: string | null | undefined) =>
      id == null ? null : { id, name: name ?? "" };
    return {
      ...sensor,
      rssi_level: indicatorLevel(sensor.rssi),
      battery_level: indicatorLevel(sensor.battery),
      is_online: isSensorOnline(sensor.last_seen_at),
      controller: controller ?? null,
      item: named(path?.item_id, path?.item_name),
      asset: named(path?.asset_id, path?.asset_name),
      machine: named(path?.machine_id, path?.machine_name),
      line: named(path?.line_id, path?.line_name),
      bearing: named(path?.bearing_id, path?.bearing_name),
      zones,
      latest,
    };
  });
