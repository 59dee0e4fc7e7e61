/**
 * What ingest does for alarms after a batch is stored (ingest/ingest.ts): clear the offline alarms
 * of the devices that just reported, judge battery and signal when the batch carried status, and
 * evaluate the level series the batch touched. Each step is its own transaction and never fails the
 * ingest answer: the readings are stored, so whatever could not be judged now is caught up by the
 * sweeps (jobs.ts), which evaluate every series whose readings are newer than its last_ts and clear
 * the offline alarms of devices that are online again.
 *
 * One statement first asks what there is to do (offline alarms to clear, level series due), so the
 * common post, with nothing open and no zones, costs that statement and nothing more.
 */
import { type Database, rowsOf, schema } from "@plantwise/db";
import { sql } from "drizzle-orm";
import { clearOnReport, clearsOnReport, evaluateDeviceStatus } from "./device";
import { evaluateSeriesList, type SeriesKey, seriesKeysOf } from "./evaluate";
import { keyTuples } from "./series-state";

const { sensorLevelZones, sensors } = schema;

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
  /** False: the batch stored no reading that was not there already (a batch sent again). */
  fresh?: boolean;
}

/** The distinct (sensor, parameter, axis) series of the batch's readings. */
export function touchedSeries(batch: StoredBatch): SeriesKey[] {
  const r = batch.readings;
  // One exact number per series (sensor id below 2³¹, parameter type a smallint, band values'
  // included, axis 0–3: 31 + 15 + 4 bits), so that a batch of 20 000 readings builds no string per
  // reading.
  const seen = new Map<number, SeriesKey>();
  for (let i = 0; i < r.sensor_id.length; i++) {
    const key = (r.sensor_id[i]! * 32_768 + r.parameter_type[i]!) * 16 + r.axis[i]!;
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

/**
 * The touched series that have zones (of sensors in service). Whether a series has readings to
 * judge is the evaluation's own first question, under its locks: a batch that stored readings has
 * some for nearly every series it touched, so asking here too would only repeat it.
 */
function zonedSeriesQuery(touched: readonly SeriesKey[]) {
  return sql`select z.sensor_id, z.parameter_type, z.axis
    from ${sensorLevelZones} z
    join ${sensors} s on s.id = z.sensor_id and not s.is_archived
    where (z.sensor_id, z.parameter_type, z.axis) in (${keyTuples(touched)})
    order by z.sensor_id, z.parameter_type, z.axis`;
}

/**
 * What the batch leaves to do, in one statement: whether offline alarms clear, and the level
 * series to judge (none for a batch that stored nothing new: a batch sent again, whose readings
 * were judged when they first came, or are the sweep's to catch up).
 */
async function workAfterIngest(
  db: Database,
  controllerId: number,
  batch: StoredBatch,
  now: Date,
): Promise<{ offline: boolean; due: SeriesKey[] }> {
  const touched = batch.fresh === false ? [] : touchedSeries(batch);
  const due =
    touched.length === 0
      ? sql`'[]'::jsonb`
      : sql`(select coalesce(jsonb_agg(jsonb_build_object('sensor_id', d.sensor_id,
            'parameter_type', d.parameter_type, 'axis', d.axis)), '[]'::jsonb)
          from (${zonedSeriesQuery(touched)}) d)`;
  const [row] = rowsOf<{
    offline: boolean;
    due: { sensor_id: number; parameter_type: number; axis: number }[];
  }>(
    await db.execute(sql`select ${clearsOnReport(controllerId, [...batch.seen.keys()], now)} as offline,
      ${due} as due`),
  );
  return { offline: row?.offline === true, due: seriesKeysOf(row?.due ?? []) };
}

export async function evaluateAfterIngest(
  db: Database,
  controllerId: number,
  batch: StoredBatch,
  now: Date = new Date(),
): Promise<void> {
  let work: Awaited<ReturnType<typeof workAfterIngest>> = { offline: false, due: [] };
  await logged("finding alarm work", async () => {
    work = await workAfterIngest(db, controllerId, batch, now);
  });
  if (work.offline) {
    await logged("clearing offline alarms", () =>
      clearOnReport(db, controllerId, [...batch.seen.keys()], now),
    );
  }
  if (batch.status.length > 0) {
    await logged("battery and signal", () =>
      evaluateDeviceStatus(
        db,
        batch.status.map((s) => s.sensor_id),
      ),
    );
  }
  const { due } = work;
  if (due.length > 0) await logged("level evaluation", () => evaluateSeriesList(db, due));
}
