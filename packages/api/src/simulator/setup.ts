/**
 * The simulator's view of the database: the demo gateways and their sensors (by the serial numbers of
 * the demo seed, in the two demo companies only, so a real gateway is never touched), fresh device
 * tokens for them, where each sensor's history ends and which captures are already stored. Everything
 * else goes through HTTP ingest.
 */
import {
  type Database,
  DEMO_COMPANY,
  DEMO_CONTROLLERS,
  type DemoSensorSeed,
  SECOND_COMPANY,
  schema,
} from "@plantwise/db";
import type { BearingGeometry } from "@plantwise/dsp";
import { WaveformKind } from "@plantwise/shared";
import { and, eq, gte, inArray, max, min, sql } from "drizzle-orm";
import { newDeviceToken } from "../ingest/service";
import { captureKey } from "./captures";
import { mix, type SimSensor } from "./model";

const { bearings, companies, controllers, equipmentItems, sensorReadings, sensors, waveforms } = schema;

/** A command ingest handed out, waiting for the simulated gateway to answer it. */
export interface PendingCommand {
  id: number;
  command: string;
  sensor: string | null;
  payload: Record<string, unknown>;
}

export interface SimGateway {
  id: number;
  serial: string;
  /** Plaintext device token, in memory only. */
  token: string;
  sensors: SimSensor[];
  /** Commands taken from ingest but not answered yet (answered on the next post). */
  backlog: PendingCommand[];
  /** Set when ingest refuses the token (rotated or archived in the UI): the gateway is no longer played. */
  revoked: boolean;
}

/** The bearing a sensor measures (joined through its equipment item), as columns of a select. */
export const bearingColumns = {
  balls: bearings.ball_count,
  ball: bearings.ball_diameter_mm,
  pitch: bearings.pitch_diameter_mm,
  angle: bearings.contact_angle_deg,
};

/** The dsp's geometry of a row selected with `bearingColumns`; null when the sensor has no bearing. */
export function bearingGeometry(row: {
  balls: number | null;
  ball: number | null;
  pitch: number | null;
  angle: number | null;
}): BearingGeometry | null {
  if (row.balls === null || row.ball === null || row.pitch === null) return null;
  return {
    ballCount: row.balls,
    ballDiameter: row.ball,
    pitchDiameter: row.pitch,
    contactAngleDeg: row.angle ?? 0,
  };
}

/** Loads the demo gateways that exist (a deleted one is simply not played) and rotates their tokens. */
export async function loadGateways(db: Database, seed: number, windowStart: number): Promise<SimGateway[]> {
  const specs = new Map(DEMO_CONTROLLERS.map((c) => [c.serial, c]));
  const rows = await db
    .select({ id: controllers.id, serial: controllers.serial_number })
    .from(controllers)
    .innerJoin(companies, eq(companies.id, controllers.company_id))
    .where(
      and(
        inArray(companies.name, [DEMO_COMPANY, SECOND_COMPANY]),
        inArray(controllers.serial_number, [...specs.keys()]),
        eq(controllers.is_archived, false),
      ),
    )
    .orderBy(controllers.id);
  if (rows.length === 0) return [];
  const sensorRows = await db
    .select({
      id: sensors.id,
      serial: sensors.serial_number,
      controller_id: sensors.controller_id,
      rpm: sensors.rpm_value,
      gain: sensors.gain,
      fmax: sensors.fmax,
      ...bearingColumns,
    })
    .from(sensors)
    .leftJoin(equipmentItems, eq(equipmentItems.id, sensors.equipment_item_id))
    .leftJoin(bearings, eq(bearings.id, equipmentItems.bearing_id))
    .where(
      and(
        inArray(
          sensors.controller_id,
          rows.map((r) => r.id),
        ),
        eq(sensors.is_archived, false),
      ),
    )
    .orderBy(sensors.id);
  const anchors = await firstReadings(
    db,
    sensorRows.map((s) => s.id),
  );
  const gateways: SimGateway[] = [];
  for (const row of rows) {
    const spec = specs.get(row.serial)!;
    const bySerial = new Map<string, DemoSensorSeed>(spec.sensors.map((s) => [s.serial, s]));
    const token = newDeviceToken();
    await db
      .update(controllers)
      .set({ token_hash: token.hash, token_prefix: token.prefix, updated_at: new Date() })
      .where(eq(controllers.id, row.id));
    const own: SimSensor[] = [];
    for (const s of sensorRows) {
      const sensorSpec = bySerial.get(s.serial);
      if (s.controller_id !== row.id || !sensorSpec) continue;
      own.push({
        id: s.id,
        serial: s.serial,
        spec: sensorSpec,
        bearing: bearingGeometry(s),
        rpm: s.rpm ?? sensorSpec.rpm,
        gain: s.gain,
        fmax: s.fmax,
        anchor: anchors.get(s.id) ?? windowStart,
        key: mix(seed, s.serial),
      });
    }
    gateways.push({
      id: row.id,
      serial: row.serial,
      token: token.token,
      sensors: own,
      backlog: [],
      revoked: false,
    });
  }
  return gateways;
}

/** Oldest reading per sensor: the fault's clock starts there, so a restart continues the same story. */
const firstReadings = (db: Database, ids: number[]) => readingTimes(db, ids, min);

/** Newest reading per sensor, to fill only the gap since the last run. */
export const lastReadings = (db: Database, ids: number[]) => readingTimes(db, ids, max);

/** The oldest (`min`) or newest (`max`) reading time per sensor, in epoch milliseconds. */
async function readingTimes(
  db: Database,
  ids: number[],
  edge: typeof min | typeof max,
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: sensorReadings.sensor_id, ts: edge(sensorReadings.ts) })
    .from(sensorReadings)
    .where(inArray(sensorReadings.sensor_id, ids))
    .groupBy(sensorReadings.sensor_id);
  return new Map(rows.filter((r) => r.ts).map((r) => [r.id, new Date(r.ts!).getTime()]));
}

/**
 * Standard captures stored since `since` (epoch ms) on multiples of `grid` ms, as `captureKey`s: the
 * backfill skips them. Live captures, at any time, are left out by the grid.
 */
export async function storedCaptures(
  db: Database,
  ids: number[],
  since: number,
  grid: number,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: waveforms.sensor_id, axis: waveforms.axis, ts: waveforms.ts })
    .from(waveforms)
    .where(
      and(
        inArray(waveforms.sensor_id, ids),
        eq(waveforms.kind, WaveformKind.STANDARD),
        gte(waveforms.ts, new Date(since)),
        sql`(extract(epoch from ${waveforms.ts}) * 1000)::bigint % ${grid} = 0`,
      ),
    );
  return new Set(rows.map((r) => captureKey(r.id, r.axis, r.ts.getTime())));
}
