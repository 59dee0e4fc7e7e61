/**
 * Shared set-up of the alarm evaluation tests: a gateway of their own in the demo plant, sensors on
 * it, zones rows, posting through the real ingest route, and reading alarm rows back.
 */
import type { AddressInfo } from "node:net";
import { type Database, schema } from "@plantwise/db";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { TestApp } from "../../test/harness";
import { insertGateway } from "../controllers/controllers.fixtures";
import { createApp } from "../server";

const { alarms, plants, sensorLevelZones, sensors } = schema;

export const MIN = 60_000;
export const INGEST_PATH = "/api/ingest/readings";

export interface Gateway {
  id: number;
  token: string;
  company_id: number;
  plant_id: number;
}

export async function addGateway(db: Database, serial: string): Promise<Gateway> {
  const [plant] = await db.select().from(plants).where(eq(plants.name, "Hamilton Works"));
  const at = { company_id: plant!.company_id, plant_id: plant!.id };
  const c = await insertGateway(db, at, `Gateway ${serial}`, serial);
  return { id: c.id, token: c.token, company_id: c.company_id, plant_id: c.plant_id };
}

export async function addSensor(
  db: Database,
  gateway: Gateway,
  serial: string,
  values: Partial<typeof sensors.$inferInsert> = {},
): Promise<number> {
  const [s] = await db
    .insert(sensors)
    .values({
      company_id: gateway.company_id,
      plant_id: gateway.plant_id,
      controller_id: gateway.id,
      name: `Sensor ${serial}`,
      serial_number: serial,
      family: "NCD",
      type: 5,
      ...values,
    })
    .returning();
  return s!.id;
}

/** A zones row created well before the test's readings (readings before it are not judged). */
export async function addZones(
  db: Database,
  values: typeof sensorLevelZones.$inferInsert,
  createdAt: Date,
): Promise<void> {
  await db.insert(sensorLevelZones).values({ created_at: createdAt, updated_at: createdAt, ...values });
}

export type Reading = [serial: string, parameter: number, axis: number, ts: number, value: number];

export function readingsBody(rows: readonly Reading[]) {
  return {
    readings: {
      sensor: rows.map((r) => r[0]),
      parameter_type: rows.map((r) => r[1]),
      axis: rows.map((r) => r[2]),
      ts: rows.map((r) => r[3]),
      value: rows.map((r) => r[4]),
    },
  };
}

/** POST to the ingest route of the app at `url`; throws unless 200. */
export async function postBatch(url: string, token: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url + INGEST_PATH, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status !== 200) throw new Error(`ingest answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/** A second Express app on the same database: the process "restarted". */
export async function restartedApp(app: TestApp): Promise<{ url: string; close(): Promise<void> }> {
  const server = createApp({ db: app.handle.db, driver: app.handle.driver }, { webDist: null }).listen(
    0,
    "127.0.0.1",
  );
  await new Promise<void>((resolve) => server.once("listening", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface AlarmView {
  type: number;
  parameter: number | null;
  axis: number;
  created: number;
  value: number | null;
  cleared: number | null;
  cause: string | null;
}

/** Alarm rows of the sensors (or controllers), oldest first, reduced to what the tests compare. */
export async function alarmsOf(
  db: Database,
  source: { sensors?: number[]; controllers?: number[] },
  alertTypes?: number[],
): Promise<AlarmView[]> {
  const where = [
    source.sensors
      ? inArray(alarms.sensor_id, source.sensors)
      : inArray(alarms.controller_id, source.controllers!),
    ...(alertTypes ? [inArray(alarms.alert_type, alertTypes)] : []),
  ];
  const rows = await db
    .select()
    .from(alarms)
    .where(and(...where))
    .orderBy(asc(alarms.created_at), asc(alarms.alert_type));
  return rows.map((r) => ({
    type: r.alert_type,
    parameter: r.parameter_type,
    axis: r.axis,
    created: r.created_at.getTime(),
    value: r.value,
    cleared: r.cleared_at?.getTime() ?? null,
    cause: r.clear_cause,
  }));
}
