/**
 * GET /sensors: sensors in the user's plants with the names of their item, asset, machine and
 * controller, signal and battery indicators, and online state, in one joined query.
 */
import { schema } from "@plantwise/db";
import {
  indicatorLevel,
  isSensorOnline,
  listSensorsInput,
  listSensorsOutput,
  SENSOR_OFFLINE_AFTER_MS,
  type SensorStatus,
} from "@plantwise/shared";
import { and, count, eq, gte, isNull, lt, or, type SQL } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { givenFilters, listOrder, pagedList, searchIn, type TotalColumn } from "../lib/list";
import { permitted } from "../trpc";
import { withSensorPlace } from "./sensor-place";

const { assets, controllers, equipmentItems, machines, sensors } = schema;

/**
 * The status filter. Archived sensors show only when asked for; inactive ones count neither as
 * online nor offline (nobody expects readings from them).
 */
function statusFilter(status: SensorStatus | undefined, cutoff: Date): SQL | undefined {
  if (status === "archived") return eq(sensors.is_archived, true);
  const live = eq(sensors.is_archived, false);
  if (status === "inactive") return and(live, eq(sensors.is_inactive, true));
  const active = and(live, eq(sensors.is_inactive, false));
  if (status === "online") return and(active, gte(sensors.last_seen_at, cutoff));
  if (status === "offline")
    return and(active, or(isNull(sensors.last_seen_at), lt(sensors.last_seen_at, cutoff)));
  return live;
}

export const listSensors = permitted("view_dashboard")
  .input(listSensorsInput)
  .output(listSensorsOutput)
  .query(async ({ ctx, input }) => {
    const now = Date.now();
    const where = and(
      inPlantScope(ctx.scope, sensors.plant_id),
      givenFilters(input, {
        plant_id: sensors.plant_id,
        equipment_item_id: sensors.equipment_item_id,
        controller_id: sensors.controller_id,
        family: sensors.family,
      }),
      statusFilter(input.status, new Date(now - SENSOR_OFFLINE_AFTER_MS)),
      searchIn(input.q, sensors.name, sensors.serial_number, sensors.location, equipmentItems.name),
    );
    const sortable = {
      name: sensors.name,
      serial_number: sensors.serial_number,
      family: sensors.family,
      type: sensors.type,
      // An item's own order (with equipment_item_id): the order positions saved.
      position: sensors.position,
      last_seen_at: sensors.last_seen_at,
      rssi: sensors.rssi,
      battery: sensors.battery,
      equipment_name: equipmentItems.name,
      machine_name: machines.name,
      controller_name: controllers.name,
      created_at: sensors.created_at,
    };
    const rows = (total: TotalColumn) =>
      ctx.db
        .select({
          id: sensors.id,
          name: sensors.name,
          serial_number: sensors.serial_number,
          family: sensors.family,
          type: sensors.type,
          data_set: sensors.data_set,
          power_type: sensors.power_type,
          port_number: sensors.port_number,
          position: sensors.position,
          location: sensors.location,
          rssi: sensors.rssi,
          battery: sensors.battery,
          last_seen_at: sensors.last_seen_at,
          is_inactive: sensors.is_inactive,
          is_archived: sensors.is_archived,
          equipment_item_id: sensors.equipment_item_id,
          equipment_name: equipmentItems.name,
          asset_id: assets.id,
          asset_name: assets.name,
          machine_id: machines.id,
          machine_name: machines.name,
          controller_id: sensors.controller_id,
          controller_name: controllers.name,
          plant_id: sensors.plant_id,
          fmax: sensors.fmax,
          rpm_source: sensors.rpm_source,
          run_hour_tracking: sensors.run_hour_tracking,
          run_hours: sensors.run_hours,
          total,
        })
        .from(sensors)
        .$dynamic();
    const page = await pagedList(input, {
      rows: (total) =>
        withSensorPlace(rows(total))
          .leftJoin(controllers, eq(controllers.id, sensors.controller_id))
          .where(where),
      count: ctx.db
        .select({ n: count() })
        .from(sensors)
        .leftJoin(equipmentItems, eq(equipmentItems.id, sensors.equipment_item_id))
        .where(where),
      order: listOrder(input, sortable, "name", sensors.id),
    });
    const data = page.data.map((r) => ({
      ...r,
      rssi_level: indicatorLevel(r.rssi),
      battery_level: indicatorLevel(r.battery),
      is_online: isSensorOnline(r.last_seen_at, now),
    }));
    return { ...page, data };
  });
