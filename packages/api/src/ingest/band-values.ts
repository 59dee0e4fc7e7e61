/**
 * Band values of a batch's captures, computed before the batch is stored and written in its
 * transaction (store.ts; a resent batch computes the same values again), then judged against level
 * zones with the batch's own readings. They are not counted as the gateway's readings. Band values are derived, so a failure to compute them is logged and
 * the batch is stored without them — a capture is never refused because its bands could not be read.
 */
import type { Database } from "@plantwise/db";
import { type BandReading, type BandZoneSeed, bandReadings } from "../analysis/service";
import { decodeSamples } from "../signals/service";
import type { ValidatedBatch } from "./batch";

export interface BatchBands {
  readings: BandReading[];
  zones: BandZoneSeed[];
}

const NONE: BatchBands = { readings: [], zones: [] };

/** The band readings of `batch.waveforms` and the zones their new series start with. */
export async function bandValuesOf(db: Database, batch: ValidatedBatch): Promise<BatchBands> {
  if (batch.waveforms.length === 0) return NONE;
  try {
    return await bandReadings(
      db,
      batch.waveforms.map((w) => ({
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
