/**
 * Band values of captures: for each standard acceleration capture, the RMS energy in every band
 * that applies to its sensor (band-rows.ts), placed at the capture's running speed (band-edges.ts),
 * computed by the DSP pool in batches of alike captures. Each value is a reading of parameter type
 * BAND_PARAMETER_BASE + band id on the capture's axis at the capture's time, so it trends and is
 * judged against level zones like any reading; a band's warning/alarm seed the zones of a series
 * that has none yet, dated from the series' first value so that value is judged too (zones judge
 * only readings taken after they were made).
 */
import { type Database, schema } from "@plantwise/db";
import type { BandSpectrumKind, SpectralBandSpec } from "@plantwise/dsp";
import { BandSpectrum, bandParameterType, WaveformKind } from "@plantwise/shared";
import { inArray } from "drizzle-orm";
import { type MachineContext, machineContext, runningSpeedHz } from "../signals/service";
import { bandEdgesHz } from "./band-edges";
import { type BandRow, bandsOfSensors } from "./band-rows";
import { spectralBandsOf } from "./dsp-pool";

const { sensors } = schema;

/** What band values need of a capture. */
export interface BandCapture {
  sensor_id: number;
  axis: number;
  kind: number;
  /** Epoch ms. */
  ts: number;
  sample_rate: number;
  unit: string;
  /** The capture's own running speed, RPM (entered or the gateway's), null when it has none. */
  rpm: number | null;
  samples: Float32Array;
}

export interface BandReading {
  sensor_id: number;
  parameter_type: number;
  axis: number;
  ts: number;
  value: number;
}

/** Zones a band gives a series that has none yet. */
export interface BandZoneSeed {
  sensor_id: number;
  parameter_type: number;
  axis: number;
  warning_zone: number | null;
  alarm_zone: number | null;
  /** The series' first value of this batch, epoch ms: the zones judge from it on. */
  since: number;
}

const SPECTRUM_KIND: Record<number, BandSpectrumKind> = {
  [BandSpectrum.VELOCITY]: "velocity",
  [BandSpectrum.ACCELERATION]: "acceleration",
  [BandSpectrum.ENVELOPE]: "envelope",
};

interface Job {
  capture: BandCapture;
  bands: { band: BandRow; spec: SpectralBandSpec }[];
}

/** The band readings (and zone seeds) of `captures`; captures no band applies to cost one query. */
export async function bandReadings(
  db: Database,
  captures: readonly BandCapture[],
  onlyBandIds?: ReadonlySet<number>,
): Promise<{ readings: BandReading[]; zones: BandZoneSeed[] }> {
  const eligible = captures.filter(
    (c) => c.kind === WaveformKind.STANDARD && c.unit === "g" && c.samples.length >= 256,
  );
  const bySensor = await bandsOfSensors(db, [...new Set(eligible.map((c) => c.sensor_id))]);
  if (bySensor.size === 0) return { readings: [], zones: [] };
  const machines = await machinesOf(db, [...bySensor.keys()]);
  const jobs: Job[] = [];
  for (const capture of eligible) {
    const machine = machines.get(capture.sensor_id);
    const bands = bySensor.get(capture.sensor_id);
    if (!machine || !bands) continue;
    const shaftHz = runningSpeedHz(capture.rpm, machine);
    const nyquist = capture.sample_rate / 2;
    const placed: Job["bands"] = [];
    for (const band of bands) {
      if (onlyBandIds && !onlyBandIds.has(band.id)) continue;
      const edges = bandEdgesHz(band, shaftHz, machine);
      const spectrum = SPECTRUM_KIND[band.spectrum];
      if (!edges || !spectrum || edges[0] < 0 || edges[0] >= nyquist) continue;
      placed.push({ band, spec: { low: edges[0], high: edges[1], spectrum } });
    }
    if (placed.length > 0) jobs.push({ capture, bands: placed });
  }
  const readings: BandReading[] = [];
  for (const group of groupAlike(jobs)) {
    const values = await spectralBandsOf(
      group.map((j) => j.capture.samples),
      group[0]!.capture.sample_rate,
      group.map((j) => j.bands.map((b) => b.spec)),
    );
    for (const [i, job] of group.entries()) {
      for (const [k, { band }] of job.bands.entries()) {
        const value = values[i]?.[k];
        if (value == null || !Number.isFinite(value)) continue;
        readings.push({
          sensor_id: job.capture.sensor_id,
          parameter_type: bandParameterType(band.id),
          axis: job.capture.axis,
          ts: job.capture.ts,
          value,
        });
      }
    }
  }
  return { readings, zones: zoneSeeds(jobs) };
}

/** Captures of one length and sample rate go to the pool together (a batch is equal-length). */
function groupAlike(jobs: Job[]): Job[][] {
  const groups = new Map<string, Job[]>();
  for (const job of jobs) {
    const key = `${job.capture.samples.length}:${job.capture.sample_rate}`;
    const list = groups.get(key) ?? [];
    list.push(job);
    groups.set(key, list);
  }
  return [...groups.values()];
}

function zoneSeeds(jobs: Job[]): BandZoneSeed[] {
  const seeds = new Map<string, BandZoneSeed>();
  for (const { capture, bands } of jobs) {
    for (const { band } of bands) {
      if (band.warning_zone == null && band.alarm_zone == null) continue;
      const parameter_type = bandParameterType(band.id);
      const key = `${capture.sensor_id}:${parameter_type}:${capture.axis}`;
      const since = Math.min(seeds.get(key)?.since ?? capture.ts, capture.ts);
      seeds.set(key, {
        sensor_id: capture.sensor_id,
        parameter_type,
        axis: capture.axis,
        warning_zone: band.warning_zone,
        alarm_zone: band.alarm_zone,
        since,
      });
    }
  }
  return [...seeds.values()];
}

async function machinesOf(db: Database, sensorIds: number[]): Promise<Map<number, MachineContext>> {
  const rows = await db.select().from(sensors).where(inArray(sensors.id, sensorIds));
  const out = new Map<number, MachineContext>();
  for (const sensor of rows) out.set(sensor.id, await machineContext(db, sensor));
  return out;
}
