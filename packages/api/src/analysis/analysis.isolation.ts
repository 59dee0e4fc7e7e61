/**
 * Tenant isolation of every `analysis.*` procedure, spread into isolation.test.ts's REGISTRY, with
 * the tenant's workbench fixtures (a note on its capture, a band on its sensor and one on its item
 * type) and the snapshot of what A must never change of B: baselines and entered speeds, notes,
 * bands and item kinematics. Every procedure starts from a sensor, a capture, a note, a band, an item
 * or an item type looked up in the caller's scope, so each is scoped-by-id.
 */
import { type Database, schema } from "@plantwise/db";
import { BandBasis, BandSpectrum } from "@plantwise/shared";
import { asc, inArray } from "drizzle-orm";
import type { AssetFixtures } from "../hierarchy/assets.isolation";
import type { IsolationEntry, SensorFixtures } from "../sensors/sensors.isolation";

export interface AnalysisFixtures {
  note: number;
  band: number;
  typeBand: number;
}

interface TenantFixtures {
  company: number;
  admin: number;
  assets: AssetFixtures;
  sensors: SensorFixtures;
  analysis: AnalysisFixtures;
}
type Fixtures = { a: TenantFixtures; b: TenantFixtures };
type Entry = IsolationEntry<(f: Fixtures) => unknown>;

export async function createAnalysisFixtures(
  db: Database,
  refs: { company: number; admin: number; assets: AssetFixtures; sensors: SensorFixtures },
): Promise<AnalysisFixtures> {
  const [note] = await db
    .insert(schema.captureNotes)
    .values({
      waveform_id: refs.sensors.waveform,
      sensor_id: refs.sensors.sensor,
      user_id: refs.admin,
      body: "Bearing greased after this capture",
    })
    .returning({ id: schema.captureNotes.id });
  const band = { basis: BandBasis.ORDERS, low: 0.8, high: 1.2, spectrum: BandSpectrum.VELOCITY };
  const [sensorBand, typeBand] = await db
    .insert(schema.spectralBands)
    .values([
      { ...band, company_id: refs.company, sensor_id: refs.sensors.sensor, name: "1× band" },
      { ...band, company_id: refs.company, equipment_type_id: refs.assets.type, name: "1× type band" },
    ])
    .returning({ id: schema.spectralBands.id });
  return { note: note!.id, band: sensorBand!.id, typeBand: typeBand!.id };
}

export async function analysisSnapshot(db: Database, companyIds: number[]): Promise<Record<string, unknown>> {
  const s = schema;
  const sensorIds = (
    await db.select({ id: s.sensors.id }).from(s.sensors).where(inArray(s.sensors.company_id, companyIds))
  ).map((r) => r.id);
  const ids = sensorIds.length > 0 ? sensorIds : [-1];
  return {
    captures: await db
      .select({ id: s.waveforms.id, baseline: s.waveforms.is_baseline, rpm: s.waveforms.manual_rpm })
      .from(s.waveforms)
      .where(inArray(s.waveforms.sensor_id, ids))
      .orderBy(asc(s.waveforms.id)),
    notes: await db
      .select()
      .from(s.captureNotes)
      .where(inArray(s.captureNotes.sensor_id, ids))
      .orderBy(asc(s.captureNotes.id)),
    bands: await db
      .select()
      .from(s.spectralBands)
      .where(inArray(s.spectralBands.company_id, companyIds))
      .orderBy(asc(s.spectralBands.id)),
    kinematics: await db
      .select({ id: s.equipmentItems.id, kinematics: s.equipmentItems.kinematics })
      .from(s.equipmentItems)
      .where(inArray(s.equipmentItems.company_id, companyIds))
      .orderBy(asc(s.equipmentItems.id)),
  };
}

const capture = (t: TenantFixtures) => ({ sensor_id: t.sensors.sensor, fft_id: t.sensors.waveform });
const orderBand = { name: "Intruder band", basis: 1, low: 0.8, high: 1.2, spectrum: 1 };

export const ANALYSIS_ENTRIES: Record<string, Entry> = {
  "analysis.setBaseline": {
    kind: "scoped-by-id",
    attacks: [(f) => capture(f.b), (f) => ({ sensor_id: f.a.sensors.sensor, fft_id: f.b.sensors.waveform })],
    own: (f) => capture(f.a),
  },
  "analysis.setCaptureSpeed": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ ...capture(f.b), rpm: 1200 }),
      (f) => ({ sensor_id: f.a.sensors.sensor, fft_id: f.b.sensors.waveform, rpm: 1200 }),
    ],
  },
  "analysis.addCaptureNote": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ ...capture(f.b), body: "Intrusion" }),
      (f) => ({ sensor_id: f.a.sensors.sensor, fft_id: f.b.sensors.waveform, body: "Intrusion" }),
    ],
  },
  "analysis.updateCaptureNote": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ sensor_id: f.b.sensors.sensor, note_id: f.b.analysis.note, body: "Changed" }),
      (f) => ({ sensor_id: f.a.sensors.sensor, note_id: f.b.analysis.note, body: "Changed" }),
    ],
  },
  "analysis.deleteCaptureNote": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ sensor_id: f.b.sensors.sensor, note_id: f.b.analysis.note }),
      (f) => ({ sensor_id: f.a.sensors.sensor, note_id: f.b.analysis.note }),
    ],
  },
  "analysis.compare": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ captures: [capture(f.b)] }),
      (f) => ({ captures: [capture(f.a), capture(f.b)] }),
      (f) => ({ captures: [{ sensor_id: f.a.sensors.sensor, fft_id: f.b.sensors.waveform }] }),
    ],
  },
  "analysis.waterfall": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ sensor_id: f.b.sensors.sensor, axis: 1 })],
    own: (f) => ({ sensor_id: f.a.sensors.sensor, axis: 1 }),
  },
  "analysis.setKinematics": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ equipment_id: f.b.assets.item, kinematics: { vanes: 7 } })],
    own: (f) => ({ equipment_id: f.a.assets.item, kinematics: { vanes: 7 } }),
  },
  "analysis.bands": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ sensor_id: f.b.sensors.sensor }), (f) => ({ equipment_type_id: f.b.assets.type })],
    own: (f) => ({ sensor_id: f.a.sensors.sensor }),
  },
  "analysis.createBand": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ ...orderBand, sensor_id: f.b.sensors.sensor }),
      (f) => ({ ...orderBand, equipment_type_id: f.b.assets.type }),
    ],
  },
  "analysis.updateBand": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ ...orderBand, id: f.b.analysis.band }),
      (f) => ({ ...orderBand, id: f.b.analysis.typeBand }),
    ],
  },
  "analysis.deleteBand": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.analysis.band }), (f) => ({ id: f.b.analysis.typeBand })],
  },
};
