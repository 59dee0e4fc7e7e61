/**
 * Sensor-area fixtures for the tenant isolation test: each tenant gets a controller, a sensor on its
 * item (from isolation-assets.ts), a level zone, a formula, a multi-view with a graph, a controller
 * command, a few readings (raw and hourly) and one waveform capture. Names carry the tenant's tag, so
 * no answer to A may contain B's. Also the registry entry shape, shared with isolation-signals.ts.
 */
import { randomBytes } from "node:crypto";
import { type Database, schema } from "@plantwise/db";
import { asc, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { insertGateway } from "../controllers/controllers.fixtures";
import { type AssetFixtures, idsOf, rowsIn } from "../hierarchy/assets.isolation";
import { insertRow } from "../hierarchy/hierarchy.fixtures";

export interface SensorFixtures {
  controller: number;
  sensor: number;
  zone: number;
  formula: number;
  multiView: number;
  graph: number;
  command: number;
  waveform: number;
  /** A share link of the sensor's chart (its token is not kept). */
  publicLink: number;
}

/** What a registry entry may read of a tenant (the full tenant of isolation.test.ts has more). */
export interface TenantRefs {
  company: number;
  plant: number;
  assets: AssetFixtures;
  sensors: SensorFixtures;
}
export type EntryInput = (f: { a: TenantRefs; b: TenantRefs }) => unknown;

/**
 * How each procedure is treated (see isolation.test.ts for what each kind asserts):
 * public, self, internal-only, scoped-by-id (attacks / references / own), scoped-list, create.
 */
export type IsolationEntry<I = EntryInput> =
  | { kind: "public"; why: string }
  | { kind: "self"; why: string; attack?: I; read?: I }
  | { kind: "internal-only"; input?: I }
  | { kind: "scoped-by-id"; attacks: I[]; references?: I[]; own?: I }
  | { kind: "scoped-list"; input?: I }
  | { kind: "create"; input: I };

const HOUR = 3600_000;

export async function createSensorFixtures(
  db: Database,
  tag: string,
  company_id: number,
  plant_id: number,
  assets: AssetFixtures,
): Promise<SensorFixtures> {
  const controller = await insertGateway(db, { company_id, plant_id }, `${tag} Gateway`, `${tag}-GW-1`, {
    last_seen_at: new Date(),
  });
  const sensor = await insertRow(db, schema.sensors, {
    company_id,
    plant_id,
    equipment_item_id: assets.item,
    controller_id: controller.id,
    name: `${tag} DE Sensor`,
    serial_number: `${tag}-S-1`,
    family: "NCD",
    type: 5,
    rssi: 90,
    battery: 30,
    last_seen_at: new Date(),
    location: `${tag} drive end`,
  });
  const zone = await insertRow(db, schema.sensorLevelZones, {
    sensor_id: sensor.id,
    parameter_type: 1,
    axis: 1,
    warning_zone: 4.5,
    alarm_zone: 7.1,
  });
  const formula = await insertRow(db, schema.sensorFormulas, {
    company_id,
    sensor_id: sensor.id,
    name: `${tag} Doubled`,
    expression: "{value} * 2",
    parameter_type: 1,
  });
  const multiView = await insertRow(db, schema.metricMultiViews, {
    company_id,
    equipment_item_id: assets.item,
    name: `${tag} Overview`,
  });
  const graph = await insertRow(db, schema.metricMultiViewGraphs, {
    multi_view_id: multiView.id,
    sensor_id: sensor.id,
    parameter_type: 1,
    axis: 1,
  });
  const command = await insertRow(db, schema.controllerCommands, {
    company_id,
    controller_id: controller.id,
    sensor_id: sensor.id,
    command: "ping",
    payload: { note: `${tag} ping` },
  });
  const now = Date.now();
  await db.insert(schema.sensorReadings).values(
    [3, 2, 1].map((h) => ({
      sensor_id: sensor.id,
      parameter_type: 1,
      axis: 1,
      ts: new Date(now - h * HOUR),
      value: h,
    })),
  );
  await db.insert(schema.sensorReadingsHourly).values({
    sensor_id: sensor.id,
    parameter_type: 1,
    axis: 1,
    bucket: new Date(Math.floor((now - 3 * HOUR) / HOUR) * HOUR),
    min: 1,
    max: 3,
    sum: 6,
    count: 3,
  });
  const samples = new Float32Array(256).map((_, i) => Math.sin(i / 4));
  const [waveform] = await db
    .insert(schema.waveforms)
    .values({
      sensor_id: sensor.id,
      axis: 1,
      ts: new Date(now - HOUR),
      sample_rate: 2560,
      sample_count: samples.length,
      samples: new Uint8Array(samples.buffer),
    })
    .returning({ id: schema.waveforms.id });
  const publicLink = await insertRow(db, schema.publicGraphLinks, {
    company_id,
    sensor_id: sensor.id,
    parameter_type: 1,
    axis: 1,
    token_hash: new Uint8Array(randomBytes(32)),
  });
  return {
    publicLink: publicLink.id,
    controller: controller.id,
    sensor: sensor.id,
    zone: zone.id,
    formula: formula.id,
    multiView: multiView.id,
    graph: graph.id,
    command: command.id,
    waveform: waveform!.id,
  };
}

/** Every sensor-area row of the companies, for the before/after comparison of each attack. */
export async function sensorSnapshot(db: Database, companyIds: number[]): Promise<Record<string, unknown>> {
  const s = schema;
  const sensorRows = await rowsIn(db, s.sensors, s.sensors.company_id, companyIds, s.sensors.id);
  const sensorIds = idsOf(sensorRows);
  const ofSensors = <T extends PgTable & { id: PgColumn; sensor_id: PgColumn }>(table: T) =>
    rowsIn(db, table, table.sensor_id, sensorIds, table.id);
  const ofCompanies = <T extends PgTable & { id: PgColumn; company_id: PgColumn }>(table: T) =>
    rowsIn(db, table, table.company_id, companyIds, table.id);
  const views = await ofCompanies(s.metricMultiViews);
  const waveformRows = await db
    .select({
      id: s.waveforms.id,
      sensor_id: s.waveforms.sensor_id,
      ts: s.waveforms.ts,
      n: s.waveforms.sample_count,
    })
    .from(s.waveforms)
    .where(inArray(s.waveforms.sensor_id, sensorIds))
    .orderBy(asc(s.waveforms.id));
  const readings = s.sensorReadings;
  const hourly = s.sensorReadingsHourly;
  return {
    controllers: await ofCompanies(s.controllers),
    commands: await ofCompanies(s.controllerCommands),
    sensors: sensorRows,
    zones: await ofSensors(s.sensorLevelZones),
    formulas: await ofCompanies(s.sensorFormulas),
    publicLinks: await ofCompanies(s.publicGraphLinks),
    gainAdjustments: await ofSensors(s.gainAdjustments),
    views,
    graphs: await rowsIn(
      db,
      s.metricMultiViewGraphs,
      s.metricMultiViewGraphs.multi_view_id,
      idsOf(views),
      s.metricMultiViewGraphs.id,
    ),
    readings: await rowsIn(db, readings, readings.sensor_id, sensorIds, readings.sensor_id, readings.ts),
    hourly: await rowsIn(db, hourly, hourly.sensor_id, sensorIds, hourly.sensor_id, hourly.bucket),
    waveforms: waveformRows,
  };
}
