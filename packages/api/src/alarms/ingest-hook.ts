/**
 * What ingest does for alarms after a batch is stored (ingest/ingest.ts): clear the offline alarms
 * of the devices that just reported, judge battery and signal when the batch carried status, and
 * evaluate the level series the batch touched. Each step is its own transaction and never fails the
 * ingest answer: the readings are stored, so whatever could not be judged now is caught up by the
 * sweep (jobs.ts), which evaluates every series whose readings are newer than its last_ts.
 */
import type { Database } from "@plantwise/db";
import { clearOnReport, evaluateDeviceStatus } from "./device";
import { dueSeries, evaluateSeriesList, type SeriesKey } from "./evaluate";

/**
 * What evaluation needs of a stored gateway batch. Ingest's validated batch has this shape; it is
 * spelled here so that alarms, which ingest calls, does not depend back on ingest.
 */
export interface StoredBatch {
  readings: {
    sensor_id: ArrayLike<number>;
    parameter_type: ArrayLike<number>;
    axis: ArrayLike<number>;
  };
  /** Newest accepted timestamp per sensor id. */
  seen: ReadonlyMap<number, number>;
  status: readonly { sensor_id: number }[];
}

/** The distinct (sensor, parameter, axis) series of the batch's readings. */
export function touchedSeries(batch: StoredBatch): SeriesKey[] {
  const r = batch.readings;
  const seen = new Map<string, SeriesKey>();
  for (let i = 0; i < r.sensor_id.length; i++) {
    const key = `${r.sensor_id[i]}:${r.parameter_type[i]}:${r.axis[i]}`;
    if (!seen.has(key)) {
      seen.set(key, { sensorId: r.sensor_id[i]!, parameterType: r.parameter_type[i]!, axis: r.axis[i]! });
    }
  }
  return [...seen.values()];
}

async function logged(step: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    console.error(`[alarms] ${step} after ingest failed; the sweep catches up`, error);
  }
}

export async function evaluateAfterIngest(
  db: Database,
  controllerId: number,
  batch: StoredBatch,
  now: Date = new Date(),
): Promise<void> {
  await logged("clearing offline alarms", () => clearOnReport(db, controllerId, [...batch.seen.keys()], now));
  if (batch.status.length > 0) {
    await logged("battery and signal", () =>
      evaluateDeviceStatus(
        db,
        batch.status.map((s) => s.sensor_id),
      ),
    );
  }
  await logged("level evaluation", async () =>
    evaluateSeriesList(db, await dueSeries(db, touchedSeries(batch))),
  );
}
