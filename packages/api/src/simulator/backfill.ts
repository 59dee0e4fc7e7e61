/**
 * The history a simulated gateway posts before its live batches, so a fresh demo opens on a week of
 * trends and captures:
 * - readings: the model's closed-form values at every 10-minute step after the sensor's newest
 *   reading (at most the window back), with hourly signal strength and battery;
 * - captures: a standard capture of every axis of every vibration sensor on a fixed time grid over
 *   the window (captures.ts: daily, every 6 h on the faulty machine), the model's waveform at
 *   that time, so its spectrum matches the trend values at the same step. Grid times already stored
 *   are skipped; the first grid time falls before the fault's onset (severity 0 during the window's
 *   first day), so each axis's baseline capture is a healthy one.
 * Both sit on fixed grids, so a resent step or capture is a duplicate, never a near-copy. Commands an
 * answer hands out meanwhile wait in the gateway's backlog for the first live batch.
 */
import { ParameterType, WaveformKind } from "@plantwise/shared";
import { capture, captureGrid, captureKey, type WaveformEntry } from "./captures";
import { Columns, type IngestBody, type PostContext, post, postWaveforms } from "./gateway";
import { channelsOf, modelValues, type Reading, statusAt } from "./model";
import type { SimGateway } from "./setup";

export const BACKFILL_STEP_MS = 10 * 60_000;
export const MAX_READINGS_PER_POST = 5000;

/** The backfill's first step: `windowMs` before `now`, on the 10-minute grid. */
export function windowStartOf(now: number, windowMs: number): number {
  return Math.ceil((now - windowMs) / BACKFILL_STEP_MS) * BACKFILL_STEP_MS;
}

/** Its last step: the 10-minute grid point at or before `now`. */
function windowEndOf(now: number): number {
  return Math.floor(now / BACKFILL_STEP_MS) * BACKFILL_STEP_MS;
}

/** Readings at every 10-minute step after each sensor's newest one (`last`), in posts of ≤ 5 000. */
export async function backfill(
  ctx: PostContext,
  gateway: SimGateway,
  now: number,
  windowMs: number,
  last: Map<number, number>,
  isStopped: () => boolean,
): Promise<void> {
  const end = windowEndOf(now);
  const windowStart = windowStartOf(now, windowMs);
  let batch = new Columns();
  const flush = async () => {
    if (batch.length === 0) return;
    const body: IngestBody = { readings: batch.cols };
    batch = new Columns();
    gateway.backlog.push(...(await post(ctx, gateway, body)));
  };
  for (const sensor of gateway.sensors) {
    const newest = last.get(sensor.id);
    const from =
      newest === undefined
        ? windowStart
        : Math.max(windowStart, Math.floor(newest / BACKFILL_STEP_MS + 1) * BACKFILL_STEP_MS);
    const perStep = channelsOf(sensor.spec).length + 2;
    for (let ts = from; ts <= end; ts += BACKFILL_STEP_MS) {
      if (isStopped()) return;
      if (batch.length + perStep > MAX_READINGS_PER_POST) await flush();
      batch.push(sensor.serial, ts, modelValues(sensor, ts));
      if (ts % 3_600_000 === 0) {
        const status = statusAt(sensor, ts);
        const history: Reading[] = [[ParameterType.signal_strength, 0, status.rssi]];
        if (status.battery !== null) history.push([ParameterType.battery, 0, status.battery]);
        batch.push(sensor.serial, ts, history);
      }
    }
  }
  await flush();
}

/**
 * Captures on each vibration sensor's grid over the window that are not stored yet (`stored`, keys of
 * `captureKey`), oldest first per sensor, synthesised one post at a time.
 */
export async function backfillCaptures(
  ctx: PostContext,
  gateway: SimGateway,
  now: number,
  windowMs: number,
  stored: ReadonlySet<string>,
  isStopped: () => boolean,
): Promise<void> {
  const from = windowStartOf(now, windowMs);
  const to = windowEndOf(now);
  function* missing(): Generator<WaveformEntry> {
    for (const sensor of gateway.sensors) {
      if (sensor.spec.kind !== "vibration") continue;
      for (const ts of captureGrid(sensor, from, to)) {
        for (const axis of sensor.spec.axes) {
          if (isStopped()) return;
          if (!stored.has(captureKey(sensor.id, axis, ts)))
            yield capture(sensor, axis, WaveformKind.STANDARD, ts);
        }
      }
    }
  }
  gateway.backlog.push(...(await postWaveforms(ctx, gateway, missing())));
}
