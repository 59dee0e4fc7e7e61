/**
 * GET /dashboard/pdm: the predictive-maintenance dashboard of the sensors in scope (optionally one
 * plant): how many there are and in which state, by family, and per machine its sensors with their
 * latest velocity RMS. Archived sensors are left out; inactive ones count only as inactive.
 */
import { schema } from "@plantwise/db";
import {
  indicatorLevel,
  isSensorOnline,
  ParameterType,
  type PdmMachineSensor,
  pdmDashboardInput,
  pdmDashboardOutput,
} from "@plantwise/shared";
import { and, asc, desc, eq, gte, inArray } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { permitted } from "../trpc";
import { withSensorPlace } from "./sensor-place";

const { equipmentItems, machines, sensorReadings, sensors } = schema;

/** Velocity older than this is not "latest" any more (and would make the query scan history). */
const LATEST_VELOCITY_WINDOW_MS = 7 * 24 * 60 * 60_000;

/** A battery or signal at the "low" indicator or below (part 2 §5 thresholds) needs attention. */
const isLow = (value: number | null) => value != null && ["none", "low"].includes(indicatorLevel(value));

export const pdmDashboard = permitted("view_dashboard")
  .input(pdmDashboardInput)
  .output(pdmDashboardOutput)
  .query(async ({ ctx, input }) => {
    const now = Date.now();
    const query = ctx.db
      .select({
        id: sensors.id,
        name: sensors.name,
        family: sensors.family,
        rssi: sensors.rssi,
        battery: sensors.battery,
        last_seen_at: sensors.last_seen_at,
        is_inactive: sensors.is_inactive,
        equipment_item_id: sensors.equipment_item_id,
        equipment_name: equipmentItems.name,
        machine_id: machines.id,
        machine_name: machines.name,
      })
      .from(sensors)
      .$dynamic();
    const rows = await withSensorPlace(query)
      .where(
        and(
          inPlantScope(ctx.scope, sensors.plant_id),
          input.plant_id ? eq(sensors.plant_id, input.plant_id) : undefined,
          eq(sensors.is_archived, false),
        ),
      )
      .orderBy(asc(machines.name), asc(sensors.position), asc(sensors.id));
    const ids = rows.map((r) => r.id);
    const velocities =
      ids.length === 0
        ? []
        : await ctx.db
            .selectDistinctOn([sensorReadings.sensor_id, sensorReadings.axis], {
              sensor_id: sensorReadings.sensor_id,
              axis: sensorReadings.axis,
              value: sensorReadings.value,
              ts: sensorReadings.ts,
            })
            .from(sensorReadings)
            .where(
              and(
                inArray(sensorReadings.sensor_id, ids),
                eq(sensorReadings.parameter_type, ParameterType.velocity_rms),
                gte(sensorReadings.ts, new Date(now - LATEST_VELOCITY_WINDOW_MS)),
              ),
            )
            .orderBy(asc(sensorReadings.sensor_id), asc(sensorReadings.axis), desc(sensorReadings.ts));
    // The worst axis speaks for the sensor.
    const velocity = new Map<number, { value: number; ts: Date }>();
    for (const v of velocities) {
      const seen = velocity.get(v.sensor_id);
      if (!seen || v.value > seen.value) velocity.set(v.sensor_id, { value: v.value, ts: v.ts });
    }
    const counts = { total: rows.length, online: 0, offline: 0, inactive: 0, low_battery: 0, weak_signal: 0 };
    const byFamily = new Map<string, number>();
    const byMachine = new Map<
      number,
      { machine_id: number; machine_name: string; sensors: PdmMachineSensor[] }
    >();
    for (const r of rows) {
      const online = isSensorOnline(r.last_seen_at, now);
      if (r.is_inactive) counts.inactive++;
      else if (online) counts.online++;
      else counts.offline++;
      if (isLow(r.battery)) counts.low_battery++;
      if (isLow(r.rssi)) counts.weak_signal++;
      byFamily.set(r.family, (byFamily.get(r.family) ?? 0) + 1);
      if (r.machine_id == null) continue;
      const group = byMachine.get(r.machine_id) ?? {
        machine_id: r.machine_id,
        machine_name: r.machine_name ?? "",
        sensors: [],
      };
      const v = velocity.get(r.id);
      group.sensors.push({
        id: r.id,
        name: r.name,
        equipment_item_id: r.equipment_item_id,
        equipment_name: r.equipment_name,
        is_online: online,
        is_inactive: r.is_inactive,
        velocity_rms: v?.value ?? null,
        velocity_at: v?.ts ?? null,
      });
      byMachine.set(r.machine_id, group);
    }
    return {
      ...counts,
      by_family: [...byFamily]
        .map(([family, count]) => ({ family, count }))
        .sort((a, b) => b.count - a.count || a.family.localeCompare(b.family)),
      machines: [...byMachine.values()],
    };
  });
