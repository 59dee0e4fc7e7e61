/**
 * Commands to a sensor through its controller, and run-hour tracking.
 *
 * Every command is a controller_commands row in status PROCESS that the gateway collects with its
 * next ingest post and answers later; a sensor without a controller cannot take one (422).
 *
 * - Gain adjustment: INCREASE doubles the gain, DECREASE halves it, RESET sets it to 1; the gain
 *   stays within 1…64 (a step beyond is a 422). The step starts from the gain of the newest
 *   adjustment still in PROCESS, else the sensor's gain, so two quick clicks make two steps. The
 *   gain_adjustments row (result PROCESS, gain_before/gain_after) and the "gain_adjustment" command
 *   {type, gain} are written in one transaction; the sensor's `gain` changes when the gateway
 *   answers SUCCESS (ingest's command results).
 * - Equipment RPM: command "equipment_rpm" {rpm}, 0 < rpm ≤ 100 000.
 * - FFT request: command "fft_request" {axis, fmax, kind}; fmax one of the spec's FFT Hz limits
 *   (the sensor's fmax by default), axis 1 (X) and kind standard by default.
 * - Sound waveform (a read, so view permission): answers the URL of the WAV (sound-route.ts) once
 *   the capture is known.
 *
 * Run hours are accumulated, not computed on read: `accumulateRunHours` adds, for each tracking
 * sensor, the time between consecutive velocity_rms readings (any axis, the largest per instant)
 * whose value is above the sensor's run_threshold, each interval capped at SENSOR_OFFLINE_AFTER_MS
 * (a gap longer than that is not counted as running), from run_hours_updated_at up to its newest
 * reading, which becomes the new run_hours_updated_at. The ingest path may call it after a batch;
 * the runtime-tracker procedure calls it before answering.
 */
import { type Database, rowsOf, schema, type Tx } from "@plantwise/db";
import {
  CommandStatus,
  type ControllerCommand,
  controllerCommandRow,
  equipmentRpmInput,
  type GAIN_ADJUSTMENT_TYPES,
  gainAdjustmentInput,
  gainAdjustmentOutput,
  ParameterType,
  requestFftInput,
  runtimeTrackerInput,
  runtimeTrackerOutput,
  SENSOR_OFFLINE_AFTER_MS,
  soundWaveformInput,
  soundWaveformOutput,
} from "@plantwise/shared";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { AppError } from "../errors";
import { withPathAliases } from "../lib/fields";
import { sensorCapture } from "./capture-store";
import { editSignals, invalid, type Sensor, scopedSensor, viewSignals } from "./sensor-procedures";

const { controllerCommands, gainAdjustments, sensors, waveforms } = schema;

export const GAIN_LIMITS = { min: 1, max: 64 } as const;

function requireController(sensor: Sensor): number {
  if (sensor.controller_id == null) {
    throw invalid("sensor_id", "the sensor has no controller to send the command to");
  }
  return sensor.controller_id;
}

/** Queues one command for the sensor's controller. */
export async function queueCommand(
  db: Database | Tx,
  sensor: Sensor,
  command: ControllerCommand,
  payload: Record<string, unknown>,
  userId: number,
) {
  const [row] = await db
    .insert(controllerCommands)
    .values({
      company_id: sensor.company_id,
      controller_id: requireController(sensor),
      sensor_id: sensor.id,
      command,
      payload,
      status: CommandStatus.PROCESS,
      user_id: userId,
    })
    .returning();
  return row!;
}

/** The gain after one step, or a 422 when the step leaves 1…64. */
export function nextGain(type: (typeof GAIN_ADJUSTMENT_TYPES)[number], gain: number): number {
  if (type === "RESET") return GAIN_LIMITS.min;
  const next = type === "INCREASE" ? gain * 2 : gain / 2;
  if (next > GAIN_LIMITS.max)
    throw invalid("type", `the gain is already at its maximum of ${GAIN_LIMITS.max}`);
  if (next < GAIN_LIMITS.min)
    throw invalid("type", `the gain is already at its minimum of ${GAIN_LIMITS.min}`);
  return next;
}

/** signals.gainAdjustment (PUT /sensors/{sensorId}/gain-adjustment). */
export const gainAdjustment = editSignals
  .input(withPathAliases(gainAdjustmentInput))
  .output(gainAdjustmentOutput)
  .mutation(async ({ ctx, input }) => {
    const sensor = await scopedSensor(ctx, input.sensor_id);
    requireController(sensor);
    return ctx.db.transaction(async (tx) => {
      const [pending] = await tx
        .select({ gain_after: gainAdjustments.gain_after })
        .from(gainAdjustments)
        .where(
          and(eq(gainAdjustments.sensor_id, sensor.id), eq(gainAdjustments.result, CommandStatus.PROCESS)),
        )
        .orderBy(desc(gainAdjustments.created_at), desc(gainAdjustments.id))
        .limit(1);
      const before = pending?.gain_after ?? sensor.gain;
      const after = nextGain(input.type, before);
      const command = await queueCommand(
        tx,
        sensor,
        "gain_adjustment",
        { type: input.type, gain: after },
        ctx.user.id,
      );
      const [adjustment] = await tx
        .insert(gainAdjustments)
        .values({
          sensor_id: sensor.id,
          command_id: command.id,
          type: input.type,
          result: CommandStatus.PROCESS,
          gain_before: before,
          gain_after: after,
          user_id: ctx.user.id,
        })
        .returning();
      return { ...adjustment!, command };
    });
  });

/** signals.equipmentRpm (POST /sensors/commands/{sensorId}/equipment-rpm). */
export const equipmentRpm = editSignals
  .input(withPathAliases(equipmentRpmInput))
  .output(controllerCommandRow)
  .mutation(async ({ ctx, input }) => {
    const sensor = await scopedSensor(ctx, input.sensor_id);
    return queueCommand(ctx.db, sensor, "equipment_rpm", { rpm: input.rpm }, ctx.user.id);
  });

/** signals.requestFft (POST /sensors/{sensorId}/ncd/fft). */
export const requestFft = editSignals
  .input(withPathAliases(requestFftInput))
  .output(controllerCommandRow)
  .mutation(async ({ ctx, input }) => {
    const sensor = await scopedSensor(ctx, input.sensor_id);
    const payload = { axis: input.axis, fmax: input.fmax ?? sensor.fmax, kind: input.kind };
    return queueCommand(ctx.db, sensor, "fft_request", payload, ctx.user.id);
  });

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
  }
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

/** The URL of a capture's WAV (GET is an Express route, sound-route.ts). */
export function soundWaveformUrl(sensorId: number, fftId: number, axis: number): string {
  return `/api/sensors/${sensorId}/fft/${fftId}/sound-waveform/${axis}`;
}

/**
 * The capture to play: `fftId` itself when on `axis`, else the capture of the same instant and kind
 * on that axis (a tri-axial capture is one row per axis).
 */
export async function captureOnAxis(db: Database, sensorId: number, fftId: number, axis: number) {
  const capture = await sensorCapture(db, sensorId, fftId);
  if (capture.axis === axis) return capture;
  const [sibling] = await db
    .select()
    .from(waveforms)
    .where(
      and(
        eq(waveforms.sensor_id, sensorId),
        eq(waveforms.kind, capture.kind),
        eq(waveforms.ts, capture.ts),
        eq(waveforms.axis, axis),
      ),
    );
  if (!sibling) throw new AppError("NOT_FOUND", "Capture not found on this axis");
  return sibling;
}

/** signals.soundWaveform (POST /sensors/{sensorId}/fft/{fftId}/sound-waveform/{axis}). */
export const soundWaveform = viewSignals
  .input(withPathAliases(soundWaveformInput))
  .output(soundWaveformOutput)
  .mutation(async ({ ctx, input }) => {
    const sensor = await scopedSensor(ctx, input.sensor_id);
    const capture = await captureOnAxis(ctx.db, sensor.id, input.fft_id, input.axis);
    return { url: soundWaveformUrl(sensor.id, capture.id, capture.axis) };
  });
