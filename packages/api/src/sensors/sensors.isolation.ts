/**
 * Sensor-area fixtures for the tenant isolation test: each tenant gets a controller, a sensor on its
 * item (from isolation-assets.ts), a level zone, a formula, a multi-view with a graph, a controller
 * command, a few readings (raw and hourly) and one waveform capture. Names carry the tenant's tag, so
 * no answer to A may contain B's. Also the registry entry shape, shared with isolation-signals.ts.
 */
import { type Database, schema } from "@plantwise/db";
import { asc, inArray } from "drizzle-orm";
import type { AssetFixtures } from "../hierarchy/assets.isolation";
import { newDeviceToken } from "../ingest/service";

export interface SensorFixtures {
  controller: number;
  sensor: number;
  zone: number;
  formula: number;
  multiView: number;
  graph: number;
  command: number;
  waveform: number;
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
  const one = async <T>(rows: Promise<T[]>): Promise<T> => (await rows)[0]!;
  const device = newDeviceToken();
  const controller = await one(
    db
      .insert(schema.controllers)
      .values({
        company_id,
        plant_id,
        name: `${tag} Gateway`,
        serial_number: `${tag}-GW-1`,
        type: 5,
        token_hash: device.hash,
        token_prefix: device.prefix,
        last_seen_at: new Date(),
      })
      .returning(),
  );
  const sensor = await one(
    db
      .insert(schema.sensors)
      .values({
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
      })
      .returning(),
  );
  const zone = await one(
    db
      .insert(schema.sensorLevelZones)
      .values({ sensor_id: sensor.id, parameter_type: 1, axis: 1, warning_zone: 4.5, alarm_zone: 7.1 })
      .returning(),
  );
  const formula = await one(
    db
      .insert(schema.sensorFormulas)
      .values({
        company_id,
        sensor_id: sensor.id,
        name: `${tag} Doubled`,
        expression: "{value} * 2",
        parameter_type: 1,
      })
      .returning(),
  );
  const multiView = await one(
    db
      .insert(schema.metricMultiViews)
      .values({ company_id, equipment_item_id: assets.item, name: `${tag} Overview` })
      .returning(),
  );
  const graph = await one(
    db
      .insert(schema.metricMultiViewGraphs)
      .values({ multi_view_id: multiView.id, sensor_id: sensor.id, parameter_type: 1, axis: 1 })
      .returning(),
  );
  const command = await one(
    db
      .insert(schema.controllerCommands)
      .values({
        company_id,
        controller_id: controller.id,
        sensor_id: sensor.id,
        command: "ping",
        payload: { note: `${tag} ping` },
      })
      .returning(),
  );
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
  const waveform = await one(
    db
      .insert(schema.waveforms)
      .values({
        sensor_id: sensor.id,
        axis: 1,
        ts: new Date(now - HOUR),
        sample_rate: 2560,
        sample_count: samples.length,
        samples: new Uint8Array(samples.buffer),
      })
      .returning({ id: schema.waveforms.id }),
  );
  return {
    controller: controller.id,
    sensor: sensor.id,
    zone: zone.id,
    formula: formula.id,
    multiView: multiView.id,
    graph: graph.id,
    command: command.id,
    waveform: waveform.id,
  };
}

/** Every sensor-area row of the companies, for the before/after comparison of each attack. */
export async function sensorSnapshot(db: Database, companyIds: number[]): Promise<Record<string, unknown>> {
  const s = schema;
  const sensorRows = await db
    .select()
    .from(s.sensors)
    .where(inArray(s.sensors.company_id, companyIds))
    .orderBy(asc(s.sensors.id));
  const sensorIds = sensorRows.map((r) => r.id).concat(-1);
  const views = await db
    .select()
    .from(s.metricMultiViews)
    .where(inArray(s.metricMultiViews.company_id, companyIds))
    .orderBy(asc(s.metricMultiViews.id));
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
  return {
    controllers: await db
      .select()
      .from(s.controllers)
      .where(inArray(s.controllers.company_id, companyIds))
      .orderBy(asc(s.controllers.id)),
    commands: await db
      .select()
      .from(s.controllerCommands)
      .where(inArray(s.controllerCommands.company_id, companyIds))
      .orderBy(asc(s.controllerCommands.id)),
    sensors: sensorRows,
    zones: await db
      .select()
      .from(s.sensorLevelZones)
      .where(inArray(s.sensorLevelZones.sensor_id, sensorIds))
      .orderBy(asc(s.sensorLevelZones.id)),
    formulas: await db
      .select()
      .from(s.sensorFormulas)
      .where(inArray(s.sensorFormulas.company_id, companyIds))
      .orderBy(asc(s.sensorFormulas.id)),
    gainAdjustments: await db
      .select()
      .from(s.gainAdjustments)
      .where(inArray(s.gainAdjustments.sensor_id, sensorIds))
      .orderBy(asc(s.gainAdjustments.id)),
    views,
    graphs: await db
      .select()
      .from(s.metricMultiViewGraphs)
      .where(inArray(s.metricMultiViewGraphs.multi_view_id, views.map((v) => v.id).concat(-1)))
      .orderBy(asc(s.metricMultiViewGraphs.id)),
    readings: await db
      .select()
      .from(s.sensorReadings)
      .where(inArray(s.sensorReadings.sensor_id, sensorIds))
      .orderBy(asc(s.sensorReadings.sensor_id), asc(s.sensorReadings.ts)),
    hourly: await db
      .select()
      .from(s.sensorReadingsHourly)
      .where(inArray(s.sensorReadingsHourly.sensor_id, sensorIds))
      .orderBy(asc(s.sensorReadingsHourly.sensor_id), asc(s.sensorReadingsHourly.bucket)),
    waveforms: waveformRows,
  };
}
