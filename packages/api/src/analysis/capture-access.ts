/**
 * Every workbench procedure starts from one capture of one sensor, both inside the caller's plants:
 * a sensor elsewhere, or a capture of another sensor, is "not found".
 */
import type { Database } from "@plantwise/db";
import type { Scope } from "../access/auth-user";
import { type Capture, type Sensor, scopedSensor, sensorCapture } from "../signals/service";

export interface ScopedCtx {
  db: Database;
  scope: Scope;
}

export async function scopedCapture(
  ctx: ScopedCtx,
  sensorId: number,
  fftId: number,
): Promise<{ sensor: Sensor; capture: Capture }> {
  const sensor = await scopedSensor(ctx, sensorId);
  const capture = await sensorCapture(ctx.db, sensor.id, fftId);
  return { sensor, capture };
}
