/**
 * Writes a validated gateway batch: readings and their hourly rollup, sensor status and last-seen
 * times, the controller's last contact and its pending commands in ONE statement (data-modifying
 * CTEs, atomic on its own), so the common batch costs one round trip. Waveform captures and command
 * results, when present, go first in a transaction with it. Everything is idempotent on the tables'
 * keys, so a gateway that did not get our answer can resend the batch.
 *
 * Arrays travel as PostgreSQL array literals in one text parameter each (`'{1,2,3}'::int[]`): the
 * same bytes on PGlite and postgres-js, and cheaper than either driver's generic array encoder.
 */
import { type Database, hourlyRollupKind, rowsOf, schema, type Tx } from "@plantwise/db";
import { CommandStatus } from "@plantwise/shared";
import { and, eq, sql } from "drizzle-orm";
import { rewriteBandReadings, seedBandZones } from "../analysis/service";
import type { BatchBands } from "./band-values";
import type { CommandResult, Rejection, ValidatedBatch } from "./batch";

export interface GatewayController {
  id: number;
  company_id: number;
  serial_number: string;
}

export interface PendingCommand {
  id: number;
  command: string;
  /** The target sensor's serial number, when the command is for one sensor. */
  sensor: string | null;
  payload: Record<string, unknown>;
}

export interface StoreResult {
  /** Readings rows written. */
  inserted: number;
  waveformsInserted: number;
  /** Command results that name no command of this controller. */
  rejected: Rejection[];
  commands: PendingCommand[];
}

const { controllerCommands, gainAdjustments, sensors, waveforms } = schema;

/** `{1,2,3}`: numbers only, validated finite before they get here. */
function arrayLiteral(values: readonly number[]): string {
  return `{${values.join(",")}}`;
}

export async function storeBatch(
  db: Database,
  controller: GatewayController,
  batch: ValidatedBatch,
  bands: BatchBands = { readings: [], zones: [] },
): Promise<StoreResult> {
  const keepRollup = (await hourlyRollupKind(db)) === "table";
  if (batch.waveforms.length === 0 && batch.commandResults.length === 0) {
    let written: Awaited<ReturnType<typeof writeBatch>>;
    try {
      written = await writeBatch(db, controller, batch, keepRollup, "fast");
    } catch (error) {
      // A key stored already or meanwhile, or twice in this batch: the statement changed nothing
      // (it is atomic on its own); the idempotent form skips what is there.
      if (!isUniqueViolation(error)) throw error;
      written = await writeBatch(db, controller, batch, keepRollup, "skipDuplicates");
    }
    return { ...written, waveformsInserted: 0, rejected: [] };
  }
  return db.transaction(async (tx) => {
    const waveformsInserted = await insertWaveforms(tx, batch);
    await rewriteBandReadings(tx, bands.readings, keepRollup);
    await seedBandZones(tx, bands.zones);
    // Before the main statement, which hands out pending commands: a result is never a new command.
    const rejected = await applyCommandResults(tx, controller, batch.commandResults);
    return {
      ...(await writeBatch(tx, controller, batch, keepRollup, "skipDuplicates")),
      waveformsInserted,
      rejected,
    };
  });
}

/**
 * The main statement. Readings already stored are skipped and only those actually inserted
 * (RETURNING) are added to the hourly rollup, so a resent batch leaves it as it was (skipped when
 * TimescaleDB keeps the rollup). Then every sensor of the batch gets its newest timestamp and status
 * fields (scoped to this controller; a sensor whose fields would not change is left alone, so a
 * backlog rewrites no sensor row), the controller its last contact, and the pending commands are
 * marked sent and returned, so each is delivered once.
 *
 * Readings are skipped in one of two ways. "fast" inserts the batch as a plain insert, which costs
 * a third less per reading than ON CONFLICT DO NOTHING (no speculative insertion, no probe of the
 * key before the insert), unless the batch's first reading is stored already (a batch sent again:
 * it then goes in with ON CONFLICT DO NOTHING, in the same statement). A key stored meanwhile by a
 * batch in flight, by an earlier batch that overlaps this one, or named twice in this one fails
 * the plain insert with a unique violation; "skipDuplicates" (ON CONFLICT DO NOTHING throughout)
 * is then the answer.
 */
async function writeBatch(
  db: Database | Tx,
  controller: GatewayController,
  batch: ValidatedBatch,
  keepRollup: boolean,
  mode: "fast" | "skipDuplicates",
): Promise<{ inserted: number; commands: PendingCommand[] }> {
  const r = batch.readings;
  const plainInsert = sql`insert into sensor_readings (sensor_id, parameter_type, axis, ts, value)
      select sensor_id, parameter_type, axis, ts, value from input`;
  const returning = sql`returning sensor_id, parameter_type, axis, ts, value`;
  let insert = sql`ins as (${plainInsert} on conflict do nothing ${returning})`;
  if (mode === "fast" && r.sensor_id.length > 0) {
    // One probe of the first reading's key tells a batch sent again (a one-time filter of each).
    const resent = sql`exists (select 1 from sensor_readings x where x.sensor_id = ${r.sensor_id[0]}
      and x.parameter_type = ${r.parameter_type[0]} and x.axis = ${r.axis[0]}
      and x.ts = to_timestamp(${r.ts[0]}::float8 / 1000))`;
    insert = sql`ins_new as (${plainInsert} where not ${resent} ${returning}),
      ins_again as (${plainInsert} where ${resent} on conflict do nothing ${returning}),
      ins as (select * from ins_new union all select * from ins_again)`;
  }
  const rollup = keepRollup
    ? sql`rollup as (
      insert into sensor_readings_hourly as h (sensor_id, parameter_type, axis, bucket, min, max, sum, count)
      select sensor_id, parameter_type, axis, date_bin('1 hour', ts, timestamptz '2000-01-01 00:00:00+00'),
        min(value), max(value), sum(value), count(*)
      from ins group by 1, 2, 3, 4
      on conflict (sensor_id, parameter_type, axis, bucket) do update set
        min = least(h.min, excluded.min), max = greatest(h.max, excluded.max),
        sum = h.sum + excluded.sum, count = h.count + excluded.count
    ),`
    : sql``;
  const rows = rowsOf<{ inserted: number; commands: PendingCommand[] }>(
    await db.execute(sql`with input as (
      select sensor_id, parameter_type, axis, to_timestamp(ms / 1000) as ts, value
      from unnest(${arrayLiteral(r.sensor_id)}::int[], ${arrayLiteral(r.parameter_type)}::int2[],
        ${arrayLiteral(r.axis)}::int2[], ${arrayLiteral(r.ts)}::float8[], ${arrayLiteral(r.value)}::float8[])
        as t(sensor_id, parameter_type, axis, ms, value)
    ), ${insert}, ${rollup} seen as (
      update sensors s set
        last_seen_at = greatest(s.last_seen_at, to_timestamp(v.seen / 1000)),
        rssi = coalesce(v.rssi, s.rssi),
        battery = coalesce(v.battery, s.battery),
        firmware_version = coalesce(v.fw, s.firmware_version)
      from jsonb_to_recordset(${JSON.stringify(sensorUpdates(batch))}::jsonb)
        as v(id int, seen float8, rssi int2, battery int2, fw text)
      where s.id = v.id and s.controller_id = ${controller.id}
        and (to_timestamp(v.seen / 1000) > s.last_seen_at or (v.seen is not null and s.last_seen_at is null)
          or v.rssi <> s.rssi or (v.rssi is not null and s.rssi is null)
          or v.battery <> s.battery or (v.battery is not null and s.battery is null)
          or v.fw <> s.firmware_version or (v.fw is not null and s.firmware_version is null))
    ), gateway as (
      update controllers set last_seen_at = now() where id = ${controller.id}
    ), due as (
      update controller_commands set sent_at = now()
      where controller_id = ${controller.id} and status = ${CommandStatus.PROCESS} and sent_at is null
      returning id, command, sensor_id, payload
    )
    select (select count(*)::int from ins) as inserted,
      (select coalesce(jsonb_agg(jsonb_build_object('id', due.id, 'command', due.command,
          'sensor', s.serial_number, 'payload', due.payload) order by due.id), '[]'::jsonb)
        from due left join sensors s on s.id = due.sensor_id) as commands`),
  );
  return { inserted: rows[0]?.inserted ?? 0, commands: rows[0]?.commands ?? [] };
}

interface SensorUpdate {
  id: number;
  seen: number | null;
  rssi: number | null;
  battery: number | null;
  fw: string | null;
}

/** One entry per sensor of the batch: newest timestamp and the last status fields reported. */
function sensorUpdates(batch: ValidatedBatch): SensorUpdate[] {
  const entries = new Map<number, SensorUpdate>();
  for (const [id, seen] of batch.seen) entries.set(id, { id, seen, rssi: null, battery: null, fw: null });
  for (const s of batch.status) {
    const e = entries.get(s.sensor_id) ?? {
      id: s.sensor_id,
      seen: null,
      rssi: null,
      battery: null,
      fw: null,
    };
    e.rssi = s.rssi ?? e.rssi;
    e.battery = s.battery ?? e.battery;
    e.fw = s.firmware_version ?? e.fw;
    entries.set(s.sensor_id, e);
  }
  return [...entries.values()];
}

async function insertWaveforms(tx: Tx, batch: ValidatedBatch): Promise<number> {
  if (batch.waveforms.length === 0) return 0;
  const rows = await tx
    .insert(waveforms)
    .values(
      batch.waveforms.map((w) => ({
        sensor_id: w.sensor_id,
        axis: w.axis,
        kind: w.kind,
        ts: new Date(w.ts),
        sample_rate: w.sample_rate,
        sample_count: w.sample_count,
        unit: w.unit,
        rpm: w.rpm,
        samples: w.samples,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: waveforms.id });
  await markFirstBaselines(
    tx,
    rows.map((r) => r.id),
  );
  return rows.length;
}

/**
 * The first capture of a sensor axis and kind becomes its baseline on arrival (the earliest of the
 * batch when it brings several); an axis that has a baseline keeps it.
 */
async function markFirstBaselines(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`update waveforms w set is_baseline = true
    where w.id in (
      select distinct on (sensor_id, axis, kind) id from waveforms
      where id = any(${arrayLiteral(ids)}::bigint[])
      order by sensor_id, axis, kind, ts, id
    )
    and not exists (
      select 1 from waveforms b
      where b.sensor_id = w.sensor_id and b.axis = w.axis and b.kind = w.kind and b.is_baseline
    )`);
}

/**
 * Results of commands sent earlier. Only this controller's commands; a gain adjustment's result
 * also completes its gain_adjustments row and, on success, sets the sensor's gain to the gain the
 * gateway reports (`response.gain`), else the target the command carried (`payload.gain_after`).
 */
async function applyCommandResults(
  tx: Tx,
  controller: GatewayController,
  results: CommandResult[],
): Promise<Rejection[]> {
  const rejected: Rejection[] = [];
  for (const r of results) {
    const done = r.status !== CommandStatus.PROCESS;
    const [command] = await tx
      .update(controllerCommands)
      .set({
        status: r.status,
        response: r.response,
        completed_at: done ? sql`coalesce(${controllerCommands.completed_at}, now())` : null,
      })
      .where(and(eq(controllerCommands.id, r.id), eq(controllerCommands.controller_id, controller.id)))
      .returning({
        id: controllerCommands.id,
        command: controllerCommands.command,
        payload: controllerCommands.payload,
      });
    if (!command) {
      rejected.push({ index: r.index, field: "command_results.id", rule: "not a command of this gateway" });
      continue;
    }
    if (command.command !== "gain_adjustment") continue;
    const gain = finite(r.response?.gain) ?? finite(command.payload.gain_after);
    const success = r.status === CommandStatus.SUCCESS;
    const [adjustment] = await tx
      .update(gainAdjustments)
      .set({
        result: r.status,
        gain_after: success ? gain : null,
        completed_at: done ? sql`coalesce(${gainAdjustments.completed_at}, now())` : null,
      })
      .where(eq(gainAdjustments.command_id, command.id))
      .returning({ sensor_id: gainAdjustments.sensor_id });
    if (adjustment && success && gain !== null) {
      await tx
        .update(sensors)
        .set({ gain, updated_at: new Date() })
        .where(and(eq(sensors.id, adjustment.sensor_id), eq(sensors.company_id, controller.company_id)));
    }
  }
  return rejected;
}

/** PostgreSQL's unique_violation, as either driver reports it (drizzle wraps it as the cause). */
function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return code(error) === "23505" || code((error as { cause?: unknown } | null)?.cause) === "23505";
}

function finite(v: unknown): number | null {
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}
