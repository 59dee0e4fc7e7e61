/**
 * Band values of a batch's captures, computed before the batch is stored and written in its
 * transaction (store.ts; a resent batch computes the same values again), then judged against level
 * zones with the batch's own readings. They are not counted as the gateway's readings. Band values are derived, so a failure to compute them is logged and
 * the batch is stored without them — a capture is never refused because its bands could not be read.
 */
import { type Database, rowsOf } from "@plantwise/db";
import { sql } from "drizzle-orm";
import { type BandReading, type BandZoneSeed, bandReadings } from "../analysis/service";
import { decodeSamples } from "../signals/service";
import type { ValidatedBatch } from "./batch";

export interface BatchBands {
  readings: BandReading[];
  zones: BandZoneSeed[];
}

const NONE: BatchBands = { readings: [], zones: [] };

/**
 * The band readings of the batch's new captures and the zones their new series start with. A capture
 * already stored (a gateway resending a batch) has its values already, so no DSP runs for it.
 */
export async function bandValuesOf(db: Database, batch: ValidatedBatch): Promise<BatchBands> {
  if (batch.waveforms.length === 0) return NONE;
  try {
    const fresh = await notStored(db, batch.waveforms);
    if (fresh.length === 0) return NONE;
    return await bandReadings(
      db,
      fresh.map((w) => ({
        sensor_id: w.sensor_id,
        axis: w.axis,
        kind: w.kind,
        ts: w.ts,
        sample_rate: w.sample_rate,
        unit: w.unit,
        rpm: w.rpm,
        samples: decodeSamples(w.samples),
      })),
    );
  } catch (error) {
    console.error("[ingest] band values not computed; the captures are stored without them:", error);
    return NONE;
  }
}

/** The captures of `waveforms` that have no stored row yet (the waveforms' unique key). */
async function notStored(db: Database, waveforms: ValidatedBatch["waveforms"]) {
  const rows = rowsOf<{ sensor_id: number; axis: number; kind: number; ms: number }>(
    await db.execute(sql`select w.sensor_id, w.axis, w.kind, extract(epoch from w.ts) * 1000 as ms
      from waveforms w
      join jsonb_to_recordset(${JSON.stringify(
        waveforms.map((c) => ({ sensor_id: c.sensor_id, axis: c.axis, kind: c.kind, ts: c.ts })),
      )}::jsonb) as c(sensor_id int, axis int2, kind int2, ts float8)
        on w.sensor_id = c.sensor_id and w.axis = c.axis and w.kind = c.kind
          and w.ts = to_timestamp(c.ts / 1000.0)`),
  );
  const stored = new Set(rows.map((r) => `${r.sensor_id}:${r.axis}:${r.kind}:${Math.round(Number(r.ms))}`));
  return waveforms.filter((c) => !stored.has(`${c.sensor_id}:${c.axis}:${c.kind}:${c.ts}`));
}

/** The batch as evaluation sees it: its readings and the band readings, series by series. */
export function withBandSeries(batch: ValidatedBatch, bands: BatchBands): ValidatedBatch {
  if (bands.readings.length === 0) return batch;
  const r = batch.readings;
  return {
    ...batch,
    readings: {
      sensor_id: [...r.sensor_id, ...bands.readings.map((b) => b.sensor_id)],
      parameter_type: [...r.parameter_type, ...bands.readings.map((b) => b.parameter_type)],
      axis: [...r.axis, ...bands.readings.map((b) => b.axis)],
      ts: [...r.ts, ...bands.readings.map((b) => b.ts)],
      value: [...r.value, ...bands.readings.map((b) => b.value)],
    },
  };
}
