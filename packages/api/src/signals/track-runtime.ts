/**
 * Run-hour tracking.
 *
 * Run hours are accumulated, not computed on read: `accumulateRunHours` adds, for each tracking
 * sensor, the time between consecutive velocity_rms readings (any axis, the largest per instant)
 * whose value is above the sensor's run_threshold, each interval capped at SENSOR_OFFLINE_AFTER_MS
 * (a gap longer than that is not counted as running), from run_hours_updated_at up to its newest
 * reading, which becomes the new run_hours_updated_at. The ingest path may call it after a batch;
 * the runtime-tracker procedure calls it before answering.
 */
import { type Database, rowsOf, schema } from "@plantwise/db";
import {
  ParameterType,
  runtimeTrackerInput,
  runtimeTrackerOutput,
  SENSOR_OFFLINE_AFTER_MS,
} from "@plantwise/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import { withPathAliases } from "../lib/fields";
import { checkPmSchedulesOfSensors } from "../maintenance/service";
import { editSignals, scopedSensor } from "./sensor-procedures";

const { sensors } = schema;

/** Adds run hours from velocity readings (module comment); returns the sensors' new totals. */
export async function accumulateRunHours(
  db: Database,
  sensorIds: readonly number[],
): Promise<{ id: number; run_hours: number }[]> {
  if (sensorIds.length === 0) return [];
  const tracking = await db
    .select({
      id: sensors.id,
      run_threshold: sensors.run_threshold,
      run_hours: sensors.run_hours,
      since: sensors.run_hours_updated_at,
    })
    .from(sensors)
    .where(and(inArray(sensors.id, [...sensorIds]), eq(sensors.run_hour_tracking, true)));
  const out: { id: number; run_hours: number }[] = [];
  const changed: number[] = [];
  for (const s of tracking) {
    const since = s.since ? sql`and ts >= ${s.since.toISOString()}::timestamptz` : sql``;
    const [row] = rowsOf<{ seconds: number | null; last: string | Date | null }>(
      await db.execute(sql`
        with instants as (
          select ts, max(value) as v from sensor_readings
          where sensor_id = ${s.id} and parameter_type = ${ParameterType.velocity_rms} ${since}
          group by ts
        ), spans as (
          select ts, v, lead(ts) over (order by ts) as next_ts from instants
        )
        select coalesce(sum(least(extract(epoch from next_ts - ts), ${SENSOR_OFFLINE_AFTER_MS / 1000}))
                 filter (where next_ts is not null and v > ${s.run_threshold}), 0)::float8 as seconds,
               max(ts) as last
        from spans`),
    );
    if (!row?.last) {
      out.push({ id: s.id, run_hours: s.run_hours });
      continue;
    }
    const runHours = s.run_hours + Number(row.seconds ?? 0) / 3600;
    await db
      .update(sensors)
      .set({ run_hours: runHours, run_hours_updated_at: new Date(row.last) })
      .where(eq(sensors.id, s.id));
    out.push({ id: s.id, run_hours: runHours });
    changed.push(s.id);
  }
  // PM schedules on these sensors' run hours may have come due; a failure there never loses the hours.
  await checkPmSchedulesOfSensors(db, changed).catch((error) =>
    console.error("[signals] PM check after run hours failed", error),
  );
  return out;
}

/** signals.runtimeTracker (PUT /sensors/{sensorId}/runtime-tracker). */
export const runtimeTracker = editSignals
  .input(withPathAliases(runtimeTrackerInput))
  .output(runtimeTrackerOutput)
  .mutation(async ({ ctx, input }) => {
    const sensor = await scopedSensor(ctx, input.sensor_id);
    const now = new Date();
    const startTracking = input.enabled && !sensor.run_hour_tracking;
    await ctx.db
      .update(sensors)
      .set({
        run_hour_tracking: input.enabled,
        ...(input.run_threshold === undefined ? {} : { run_threshold: input.run_threshold }),
        ...(input.reset ? { run_hours: 0 } : {}),
        // Counting starts now when switched on or reset; history before it is not counted.
        ...(input.reset || startTracking ? { run_hours_updated_at: now } : {}),
        updated_at: now,
      })
      .where(eq(sensors.id, sensor.id));
    if (input.enabled) await accumulateRunHours(ctx.db, [sensor.id]);
    const [row] = await ctx.db
      .select({
        run_hour_tracking: sensors.run_hour_tracking,
        run_hours: sensors.run_hours,
        run_threshold: sensors.run_threshold,
        run_hours_updated_at: sensors.run_hours_updated_at,
      })
      .from(sensors)
      .where(eq(sensors.id, sensor.id));
    return row!;
  });
