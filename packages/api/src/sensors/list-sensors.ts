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
import { and, count, eq, gte, ilike, isNull, lt, or, type SQL } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { likePattern, listMeta, listOrder, listWindow } from "../lib/list";
import { permitted } from "../trpc";

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
      input.plant_id ? eq(sensors.plant_id, input.plant_id) : undefined,
      input.equipment_item_id ? eq(sensors.equipment_item_id, input.equipment_item_id) : undefined,
      input.controller_id ? eq(sensors.controller_id, input.controller_id) : undefined,
      input.family ? eq(sensors.family, input.family) : undefined,
      statusFilter(input.status, new Date(now - SENSOR_OFFLINE_AFTER_MS)),
      input.q
        ? or(
            ilike(sensors.name, likePattern(input.q)),
            ilike(sensors.serial_number, likePattern(input.q)),
            ilike(sensors.location, likePattern(input.q)),
            ilike(equipmentItems.name, likePattern(input.q)),
          )
        : undefined,
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
    const { limit, offset } = listWindow(input);
    const [rows, [total]] = await Promise.all([
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
        })
        .from(sensors)
        .leftJoin(equipmentItems, eq(equipmentItems.id, sensors.equipment_item_id))
        .leftJoin(assets, eq(assets.id, equipmentItems.asset_id))
        .leftJoin(machines, eq(machines.id, assets.machine_id))
        .leftJoin(controllers, eq(controllers.id, sensors.controller_id))
        .where(where)
        .orderBy(...listOrder(input, sortable, "name", sensors.id))
        .limit(limit)
        .offset(offset),
      ctx.db
        .select({ n: count() })
        .from(sensors)
        .leftJoin(equipmentItems, eq(equipmentItems.id, sensors.equipment_item_id))
        .where(where),
    ]);
    return {
      data: rows.map((r) => ({
        ...r,
        rssi_level: indicatorLevel(r.rssi),
        battery_level: indicatorLevel(r.battery),
        is_online: isSensorOnline(r.last_seen_at, now),
      })),
      meta: listMeta(input, Number(total?.n ?? 0)),
    };
  });
