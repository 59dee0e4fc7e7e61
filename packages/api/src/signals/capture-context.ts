/**
 * What the FFT page and the fault diagnosis read before any DSP, in one statement: the sensor (in
 * the caller's scope, else NOT_FOUND), what the markers need of its machine (machine.ts), and the
 * capture on screen with its notes — the one `fftId` names (NOT_FOUND when the sensor has no such
 * capture), else the newest standard capture, else the newest of any kind.
 */
import { schema } from "@plantwise/db";
import { type CaptureNote, WaveformKind } from "@plantwise/shared";
import { and, desc, eq, sql } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { notesColumn, notesOfRows } from "./capture-notes";
import type { Capture } from "./capture-store";
import { type MachineContext, machineContextOf, machineFields, withMachine } from "./machine";
import type { ScopedCtx, Sensor } from "./sensor-procedures";

const { equipmentItems, sensors, waveforms } = schema;

export interface CaptureContext {
  sensor: Sensor;
  machine: MachineContext;
  capture: Capture | null;
  /** The capture's notes, oldest first (none without a capture). */
  notes: CaptureNote[];
}

export async function captureContext(
  ctx: ScopedCtx,
  sensorId: number,
  fftId: number | undefined,
): Promise<CaptureContext> {
  const picked = ctx.db
    .select()
    .from(waveforms)
    .where(
      and(eq(waveforms.sensor_id, sensors.id), fftId === undefined ? undefined : eq(waveforms.id, fftId)),
    )
    .orderBy(sql`(${waveforms.kind} = ${WaveformKind.STANDARD}) desc`, desc(waveforms.ts), desc(waveforms.id))
    .limit(1)
    .as("capture");
  const query = ctx.db
    .select({
      sensor: sensors,
      ...machineFields,
      capture: picked._.selectedFields,
      notes: notesColumn(sql`${picked.id}`),
    })
    .from(sensors)
    .leftJoin(equipmentItems, eq(equipmentItems.id, sensors.equipment_item_id))
    .$dynamic();
  const [row] = await withMachine(query)
    .leftJoinLateral(picked, sql`true`)
    .where(and(eq(sensors.id, sensorId), inPlantScope(ctx.scope, sensors.plant_id)));
  if (!row) throw new AppError("NOT_FOUND", "Sensor not found");
  const capture = row.capture?.id == null ? null : (row.capture as Capture);
  if (!capture && fftId !== undefined) throw new AppError("NOT_FOUND", "Capture not found");
  return {
    sensor: row.sensor,
    machine: machineContextOf(row.sensor, row),
    capture,
    notes: capture ? notesOfRows(row.notes) : [],
  };
}
