/**
 * One gateway batch from token to answer, shared by the HTTP route and the MQTT subscriber
 * (docs/api/ingest.md). The device token is the only credential: no session, no user. Answers:
 * 200 all stored; 422 with `rejected` when some entries were refused (the good ones are stored);
 * 401 unknown or revoked token; 413/422 the whole batch refused; 503 database failure (nothing
 * stored, resend later).
 */
import { type Database, rowsOf } from "@plantwise/db";
import { sql } from "drizzle-orm";
import { evaluateAfterIngest } from "../alarms/service";
import { bandValuesOf, withBandSeries } from "./band-values";
import { BatchError, type GatewaySensor, type Rejection, type ValidatedBatch, validateBatch } from "./batch";
import { DEVICE_TOKEN_PREFIX, hashDeviceToken } from "./device-token";
import { type GatewayController, type PendingCommand, storeBatch } from "./store";

export interface IngestAnswer {
  message?: string;
  messages?: string[][];
  accepted?: number;
  duplicates?: number;
  rejected?: Rejection[];
  waveforms?: { accepted: number; duplicates: number };
  commands?: PendingCommand[];
}

export interface IngestOutcome {
  status: 200 | 401 | 413 | 422 | 503;
  body: IngestAnswer;
}

/** An authenticated gateway and its sensors by lower-cased serial number. */
export interface Gateway {
  controller: GatewayController;
  sensors: Map<string, GatewaySensor>;
}

/**
 * The live controller behind a device token, with its sensors, in one round trip. Archived
 * controllers, and controllers of an archived company or plant, are refused (null).
 */
export async function authenticateGateway(db: Database, token: string | undefined): Promise<Gateway | null> {
  if (!token?.startsWith(DEVICE_TOKEN_PREFIX)) return null;
  const rows = rowsOf<{
    id: number;
    company_id: number;
    serial_number: string;
    sensor_id: number | null;
    sensor_serial: string | null;
    sensor_archived: boolean | null;
  }>(
    await db.execute(sql`select c.id, c.company_id, c.serial_number,
        s.id as sensor_id, s.serial_number as sensor_serial, s.is_archived as sensor_archived
      from controllers c
      join companies co on co.id = c.company_id and co.archived_at is null
      join plants p on p.id = c.plant_id and p.archived_at is null
      left join sensors s on s.controller_id = c.id and s.company_id = c.company_id
      where c.token_hash = ${hashDeviceToken(token)} and not c.is_archived`),
  );
  const first = rows[0];
  if (!first) return null;
  const sensors = new Map<string, GatewaySensor>();
  for (const r of rows) {
    if (r.sensor_id === null || r.sensor_serial === null) continue;
    sensors.set(r.sensor_serial.toLowerCase(), {
      id: r.sensor_id,
      serial_number: r.sensor_serial,
      is_archived: r.sensor_archived === true,
    });
  }
  return {
    controller: { id: first.id, company_id: first.company_id, serial_number: first.serial_number },
    sensors,
  };
}

export const UNAUTHORIZED: IngestOutcome = {
  status: 401,
  body: { message: "Invalid or revoked device token" },
};

/** Validates and stores the batch of an authenticated gateway. */
export async function ingestForController(
  db: Database,
  gateway: Gateway,
  body: unknown,
): Promise<IngestOutcome> {
  let batch: ValidatedBatch;
  try {
    batch = validateBatch(body, gateway.sensors, Date.now());
  } catch (error) {
    if (error instanceof BatchError) {
      return { status: error.status, body: { message: error.message, messages: error.messages } };
    }
    throw error;
  }

  const bands = await bandValuesOf(db, batch);
  let stored: Awaited<ReturnType<typeof storeBatch>>;
  try {
    stored = await storeBatch(db, gateway.controller, batch, bands);
  } catch (error) {
    return unavailable(error);
  }
  // Alarms from what was stored (src/alarms): never fails the answer, the sweep catches up.
  await evaluateAfterIngest(db, gateway.controller.id, {
    ...withBandSeries(batch, bands),
    fresh: stored.inserted > 0 || bands.readings.length > 0,
  });
  const rejected = [...batch.rejected, ...stored.rejected];
  const valid = batch.readings.sensor_id.length;
  const answer: IngestAnswer = {
    accepted: stored.inserted,
    duplicates: valid - stored.inserted,
    rejected,
    waveforms: {
      accepted: stored.waveformsInserted,
      duplicates: batch.waveforms.length - stored.waveformsInserted,
    },
    commands: stored.commands,
  };
  if (rejected.length === 0) return { status: 200, body: answer };
  return {
    status: 422,
    body: { message: `${rejected.length} entries rejected; the others were stored`, ...answer },
  };
}

function unavailable(error: unknown): IngestOutcome {
  console.error("[ingest] database failure, batch not stored:", error);
  return {
    status: 503,
    body: { message: "Database unavailable: nothing was stored, send the batch again later" },
  };
}
