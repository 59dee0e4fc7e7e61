/**
 * Band values for captures already stored, computed in the background when a band is created or
 * redefined: the last BACKFILL_DAYS of standard captures of every sensor the band applies to, read
 * CHUNK at a time so memory stays flat, then written in the job's commit (a redefined band's old
 * values go in the same transaction, so its trend never mixes old and new edges).
 */
import { type Database, hourlyRollupKind, schema, type Tx } from "@plantwise/db";
import { bandParameterType, WaveformKind } from "@plantwise/shared";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { enqueueJob, type JobContext, registerJobHandler } from "../lib/job-runner";
import { captureSpeedRpm, decodeSamples } from "../signals/service";
import { deleteBandReadings, rewriteBandReadings, seedBandZones } from "./band-store";
import { type BandReading, type BandZoneSeed, bandReadings } from "./band-values";

const { equipmentItems, sensors, spectralBands, waveforms } = schema;

export const BAND_BACKFILL_JOB = "band-values";
export const BACKFILL_DAYS = 30;
const CHUNK = 16;

export async function enqueueBandBackfill(tx: Tx, bandId: number, replace: boolean): Promise<void> {
  await enqueueJob(tx, { kind: BAND_BACKFILL_JOB, payload: { band_id: bandId, replace } });
}

async function sensorsOfBand(db: Database, band: typeof spectralBands.$inferSelect): Promise<number[]> {
  if (band.sensor_id !== null) return [band.sensor_id];
  if (band.equipment_type_id === null) return [];
  const rows = await db
    .select({ id: sensors.id })
    .from(sensors)
    .innerJoin(equipmentItems, eq(equipmentItems.id, sensors.equipment_item_id))
    .where(
      and(
        eq(equipmentItems.equipment_type_id, band.equipment_type_id),
        band.company_id === null ? undefined : eq(sensors.company_id, band.company_id),
      ),
    );
  return rows.map((r) => r.id);
}

/** The job: computes, then commits the band's values (module comment). */
export async function runBandBackfill({ db, job, now }: JobContext) {
  const bandId = Number(job.payload.band_id);
  const [band] = await db.select().from(spectralBands).where(eq(spectralBands.id, bandId));
  if (!band) return;
  const sensorIds = await sensorsOfBand(db, band);
  const since = new Date(now.getTime() - BACKFILL_DAYS * 86_400_000);
  const readings: BandReading[] = [];
  const zones: BandZoneSeed[] = [];
  const only = new Set([band.id]);
  let afterId = 0;
  for (;;) {
    if (sensorIds.length === 0) break;
    const chunk = await db
      .select()
      .from(waveforms)
      .where(
        and(
          inArray(waveforms.sensor_id, sensorIds),
          eq(waveforms.kind, WaveformKind.STANDARD),
          gte(waveforms.ts, since),
          gte(waveforms.id, afterId + 1),
        ),
      )
      .orderBy(asc(waveforms.id))
      .limit(CHUNK);
    if (chunk.length === 0) break;
    afterId = chunk.at(-1)!.id;
    const values = await bandReadings(
      db,
      chunk.map((c) => ({
        sensor_id: c.sensor_id,
        axis: c.axis,
        kind: c.kind,
        ts: c.ts.getTime(),
        sample_rate: c.sample_rate,
        unit: c.unit,
        rpm: captureSpeedRpm(c),
        samples: decodeSamples(c.samples),
      })),
      only,
    );
    readings.push(...values.readings);
    zones.push(...values.zones);
  }
  const keepRollup = (await hourlyRollupKind(db)) === "table";
  return async (tx: Tx) => {
    if (job.payload.replace === true) await deleteBandReadings(tx, bandParameterType(band.id), keepRollup);
    await rewriteBandReadings(tx, readings, keepRollup);
    await seedBandZones(tx, zones);
    return { band_id: band.id, values: readings.length };
  };
}

/** Registers the job's handler (main.ts; tests). */
export function registerBandJobs(): void {
  registerJobHandler(BAND_BACKFILL_JOB, runBandBackfill);
}
