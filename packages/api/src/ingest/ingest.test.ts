import { type Database, rowsOf, schema, testDrivers } from "@plantwise/db";
import { CommandStatus, INGEST_LIMITS, ParameterType } from "@plantwise/shared";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useTestApp } from "../../test/harness";
import { createApp } from "../server";
import { newDeviceToken } from "./device-token";

/**
 * POST /api/ingest/readings end to end: device-token auth, column validation, idempotent storage
 * with the hourly rollup, waveform captures, status, command round trips and failure answers.
 */

const {
  controllers,
  controllerCommands,
  gainAdjustments,
  sensors,
  sensorReadings,
  sensorReadingsHourly,
  waveforms,
} = schema;
const HOUR = 3_600_000;
const dialect = new PgDialect();
const PATH = "/api/ingest/readings";

interface World {
  token: string;
  controllerId: number;
  /** Sensors of the gateway, by serial. */
  sensor: Record<"S1" | "S2" | "OLD", number>;
  otherToken: string;
  otherControllerId: number;
  archivedToken: string;
}

async function controllerFor(db: Database, plantName: string, serial: string, archived = false) {
  const [plant] = await db.select().from(schema.plants).where(eq(schema.plants.name, plantName));
  const t = newDeviceToken();
  const [c] = await db
    .insert(controllers)
    .values({
      company_id: plant!.company_id,
      plant_id: plant!.id,
      name: `Gateway ${serial}`,
      serial_number: serial,
      type: 5,
      token_hash: t.hash,
      token_prefix: t.prefix,
      is_archived: archived,
    })
    .returning();
  return { controller: c!, token: t.token };
}

async function sensorOn(
  db: Database,
  c: { id: number; company_id: number; plant_id: number },
  serial: string,
  archived = false,
) {
  const [s] = await db
    .insert(sensors)
    .values({
      company_id: c.company_id,
      plant_id: c.plant_id,
      controller_id: c.id,
      name: `Sensor ${serial}`,
      serial_number: serial,
      family: "NCD",
      type: 5,
      is_archived: archived,
    })
    .returning();
  return s!.id;
}

async function buildWorld(db: Database): Promise<World> {
  const a = await controllerFor(db, "Hamilton Works", "ING-GW-A");
  // Another gateway of the same company, and one of another company (Southridge).
  const b = await controllerFor(db, "Hamilton Works", "ING-GW-B");
  const south = await controllerFor(db, "Regina Plant", "ING-GW-S");
  const archived = await controllerFor(db, "Hamilton Works", "ING-GW-X", true);
  const sensor = {
    S1: await sensorOn(db, a.controller, "ING-S1"),
    S2: await sensorOn(db, a.controller, "ING-S2"),
    OLD: await sensorOn(db, a.controller, "ING-OLD", true),
  };
  await sensorOn(db, b.controller, "ING-B1");
  await sensorOn(db, south.controller, "ING-SOUTH1");
  return {
    token: a.token,
    controllerId: a.controller.id,
    sensor,
    otherToken: b.token,
    otherControllerId: b.controller.id,
    archivedToken: archived.token,
  };
}

/** A whole hour safely in the past, so every test batch is "now or earlier". */
const baseHour = Math.floor(Date.now() / HOUR) * HOUR - 6 * HOUR;

function columns(rows: [string, number, number, number | string, unknown][]) {
  return {
    sensor: rows.map((r) => r[0]),
    parameter_type: rows.map((r) => r[1]),
    axis: rows.map((r) => r[2]),
    ts: rows.map((r) => r[3]),
    value: rows.map((r) => r[4]),
  };
}

async function readingsOf(db: Database, sensorId: number) {
  const rows = await db
    .select()
    .from(sensorReadings)
    .where(eq(sensorReadings.sensor_id, sensorId))
    .orderBy(asc(sensorReadings.parameter_type), asc(sensorReadings.axis), asc(sensorReadings.ts));
  return rows.map((r) => ({ p: r.parameter_type, axis: r.axis, ts: r.ts.getTime(), value: r.value }));
}

async function rollupOf(db: Database, sensorId: number) {
  const rows = await db
    .select()
    .from(sensorReadingsHourly)
    .where(eq(sensorReadingsHourly.sensor_id, sensorId))
    .orderBy(
      asc(sensorReadingsHourly.parameter_type),
      asc(sensorReadingsHourly.axis),
      asc(sensorReadingsHourly.bucket),
    );
  return rows.map((r) => ({
    p: r.parameter_type,
    axis: r.axis,
    bucket: r.bucket.getTime(),
    min: r.min,
    max: r.max,
    sum: r.sum,
    count: r.count,
  }));
}

async function countOf(db: Database, table: "sensor_readings" | "waveforms"): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`),
  );
  return rows[0]!.n;
}

/** Float32 little-endian base64 of a ramp. */
function samplesOf(n: number, at: (i: number) => number = (i) => Math.sin(i / 7)): string {
  const f = new Float32Array(n);
  for (let i = 0; i < n; i++) f[i] = at(i);
  return Buffer.from(f.buffer).toString("base64");
}

describe.each(testDrivers())("gateway ingest on %s", (driver) => {
  const app = useTestApp(driver);
  let db: Database;
  let w: World;

  beforeAll(async () => {
    db = app.handle.db;
    w = await buildWorld(db);
  });

  const post = (body: unknown, token: string | undefined = w.token) =>
    app.call("POST", PATH, { token, body });

  it("stores an accepted columnar batch exactly and answers 200", async () => {
    const batch = columns([
      ["ING-S1", ParameterType.velocity_rms, 1, baseHour + 60_000, 2.5],
      ["ING-S1", ParameterType.velocity_rms, 2, baseHour + 60_000, 3.25],
      ["ing-s1", ParameterType.temperature, 0, new Date(baseHour + 120_000).toISOString(), 41.75],
    ]);
    const res = await post({ readings: batch });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      accepted: 3,
      duplicates: 0,
      rejected: [],
      waveforms: { accepted: 0, duplicates: 0 },
      commands: [],
    });
    expect(await readingsOf(db, w.sensor.S1)).toEqual([
      { p: 1, axis: 1, ts: baseHour + 60_000, value: 2.5 },
      { p: 1, axis: 2, ts: baseHour + 60_000, value: 3.25 },
      { p: 4, axis: 0, ts: baseHour + 120_000, value: 41.75 },
    ]);
    const [s1] = await db.select().from(sensors).where(eq(sensors.id, w.sensor.S1));
    expect(s1!.last_seen_at?.getTime()).toBe(baseHour + 120_000);
    const [gw] = await db.select().from(controllers).where(eq(controllers.id, w.controllerId));
    expect(gw!.last_seen_at).not.toBeNull();
  });

  it("keeps an hourly rollup of a batch spanning two hours, and a resent batch changes nothing", async () => {
    const t0 = baseHour - 2 * HOUR;
    const batch = columns([
      ["ING-S2", ParameterType.velocity_rms, 3, t0 + 5 * 60_000, 1.5],
      ["ING-S2", ParameterType.velocity_rms, 3, t0 + 20 * 60_000, 4.25],
      ["ING-S2", ParameterType.velocity_rms, 3, t0 + 59 * 60_000, -0.5],
      ["ING-S2", ParameterType.velocity_rms, 3, t0 + HOUR, 7],
      ["ING-S2", ParameterType.velocity_rms, 3, t0 + HOUR + 30 * 60_000, 2],
    ]);
    const first = await post({ readings: batch });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ accepted: 5, duplicates: 0 });
    const expected = [
      { p: 1, axis: 3, bucket: t0, min: -0.5, max: 4.25, sum: 5.25, count: 3 },
      { p: 1, axis: 3, bucket: t0 + HOUR, min: 2, max: 7, sum: 9, count: 2 },
    ];
    expect(await rollupOf(db, w.sensor.S2)).toEqual(expected);
    const readingsBefore = await countOf(db, "sensor_readings");

    const again = await post({ readings: batch });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ accepted: 0, duplicates: 5, rejected: [] });
    expect(await countOf(db, "sensor_readings")).toBe(readingsBefore);
    expect(await rollupOf(db, w.sensor.S2)).toEqual(expected);

    // A batch overlapping the stored one adds only its new reading to the rollup.
    const overlap = await post({
      readings: columns([
        ["ING-S2", ParameterType.velocity_rms, 3, t0 + 5 * 60_000, 1.5],
        ["ING-S2", ParameterType.velocity_rms, 3, t0 + 40 * 60_000, 9.5],
      ]),
    });
    expect(overlap.body).toMatchObject({ accepted: 1, duplicates: 1 });
    expect((await rollupOf(db, w.sensor.S2))[0]).toEqual({ ...expected[0], max: 9.5, sum: 14.75, count: 4 });
  });

  it("accepts the row form like the columnar form", async () => {
    const ts = baseHour + 30 * 60_000;
    const res = await post({
      readings: [
        { sensor: "ING-S1", parameter_type: ParameterType.acceleration_rms, axis: 1, ts, value: 0.125 },
        { sensor: "ING-S1", parameter_type: ParameterType.acceleration_rms, axis: 2, ts, value: 0.375 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ accepted: 2, duplicates: 0, rejected: [] });
    const rows = (await readingsOf(db, w.sensor.S1)).filter((r) => r.p === ParameterType.acceleration_rms);
    expect(rows).toEqual([
      { p: 2, axis: 1, ts, value: 0.125 },
      { p: 2, axis: 2, ts, value: 0.375 },
    ]);
  });

  it("answers 401 for a missing, unknown or archived controller's token", async () => {
    const body = { readings: columns([["ING-S1", 1, 1, baseHour, 1]]) };
    const missing = await app.call("POST", PATH, { body });
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toBe("Bearer");
    for (const token of ["pwd_not-a-real-token", newDeviceToken().token, w.archivedToken]) {
      const res = await post(body, token);
      expect(res.status).toBe(401);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(typeof res.body.message).toBe("string");
    }
    // A user session is no device token.
    const session = await app.signIn("plantadmin@plantwise.demo");
    expect((await post(body, session)).status).toBe(401);
  });

  it("rejects readings of sensors of another gateway or company, keeping the good ones", async () => {
    const ts = baseHour + 3 * 60_000;
    const res = await post({
      readings: columns([
        ["ING-B1", 1, 1, ts, 1],
        ["ING-S1", ParameterType.kurtosis, 1, ts, 3.5],
        ["ING-SOUTH1", 1, 1, ts, 1],
        ["NO-SUCH", 1, 1, ts, 1],
        ["ING-OLD", 1, 1, ts, 1],
      ]),
    });
    expect(res.status).toBe(422);
    expect(res.body.accepted).toBe(1);
    expect(res.body.rejected).toEqual([
      { index: 0, field: "sensor", rule: "sensor not on this gateway" },
      { index: 2, field: "sensor", rule: "sensor not on this gateway" },
      { index: 3, field: "sensor", rule: "sensor not on this gateway" },
      { index: 4, field: "sensor", rule: "sensor archived" },
    ]);
    const stored = (await readingsOf(db, w.sensor.S1)).filter((r) => r.p === ParameterType.kurtosis);
    expect(stored).toEqual([{ p: ParameterType.kurtosis, axis: 1, ts, value: 3.5 }]);
    const elsewhere = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from sensor_readings r join sensors s on s.id = r.sensor_id
            where s.serial_number in ('ING-B1', 'ING-SOUTH1', 'ING-OLD')`,
      ),
    );
    expect(elsewhere[0]!.n).toBe(0);
  });

  it("rejects bad values, timestamps, parameter types and axes by field and rule", async () => {
    const ts = baseHour + 7 * 60_000;
    const res = await post({
      readings: columns([
        ["ING-S1", ParameterType.crest_factor, 1, ts, 2.25],
        ["ING-S1", ParameterType.crest_factor, 2, ts, "NaN"],
        ["ING-S1", ParameterType.crest_factor, 3, ts, null],
        ["ING-S1", ParameterType.crest_factor, 1, Date.now() + 60 * 60_000, 1],
        ["ING-S1", 99, 1, ts, 1],
        ["ING-S1", ParameterType.crest_factor, 7, ts, 1],
        ["ING-S1", ParameterType.crest_factor, 1, "yesterday", 1],
        ["ING-S1", ParameterType.crest_factor, 1, "1999-12-31T23:59:59Z", 1],
        ["ING-S1", ParameterType.crest_factor, 0, new Date(ts).toISOString(), 1.75],
      ]),
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ accepted: 2, duplicates: 0 });
    expect(res.body.rejected).toEqual([
      { index: 1, field: "value", rule: "not a finite number" },
      { index: 2, field: "value", rule: "not a finite number" },
      { index: 3, field: "ts", rule: "more than 5 minutes in the future" },
      { index: 4, field: "parameter_type", rule: "unknown parameter type" },
      { index: 5, field: "axis", rule: "unknown axis (0 none, 1 X, 2 Y, 3 Z)" },
      { index: 6, field: "ts", rule: "not a timestamp (epoch ms or ISO 8601)" },
      { index: 7, field: "ts", rule: "before 2000-01-01" },
    ]);
    const stored = (await readingsOf(db, w.sensor.S1)).filter((r) => r.p === ParameterType.crest_factor);
    expect(stored).toEqual([
      { p: 6, axis: 0, ts, value: 1.75 },
      { p: 6, axis: 1, ts, value: 2.25 },
    ]);
  });

  it("refuses an oversized or malformed batch whole and stores nothing", async () => {
    const before = await countOf(db, "sensor_readings");
    const n = INGEST_LIMITS.maxReadings + 1;
    const tooMany = {
      sensor: Array<string>(n).fill("ING-S1"),
      parameter_type: Array<number>(n).fill(ParameterType.humidity),
      axis: Array<number>(n).fill(0),
      ts: Array.from({ length: n }, (_, i) => baseHour + i),
      value: Array<number>(n).fill(50),
    };
    const many = await post({ readings: tooMany });
    expect(many.status).toBe(422);
    expect(many.body.messages).toEqual([[`readings: at most ${INGEST_LIMITS.maxReadings} per request`]]);

    const ragged = await post({ readings: { ...columns([["ING-S1", 9, 0, baseHour, 1]]), value: [] } });
    expect(ragged.status).toBe(422);
    expect(ragged.body.messages[0][0]).toMatch(/^readings\.value: /);

    const notJson = await app.call("POST", PATH, { token: w.token, rawBody: '{"readings": [' });
    expect(notJson.status).toBe(422);
    expect(notJson.body.messages).toEqual([["body: malformed JSON"]]);

    const notObject = await post([1, 2, 3]);
    expect(notObject.status).toBe(422);

    const huge = await post({
      readings: columns([["ING-S1", 9, 0, baseHour, 1]]),
      padding: "x".repeat(INGEST_LIMITS.maxBodyBytes),
    });
    expect(huge.status).toBe(413);

    const tooManySamples = await post({
      readings: columns([["ING-S1", 9, 0, baseHour, 1]]),
      waveforms: [
        {
          sensor: "ING-S1",
          axis: 1,
          kind: 1,
          ts: baseHour,
          sample_rate: 1000,
          samples: samplesOf(INGEST_LIMITS.maxWaveformSamples + 1),
        },
      ],
    });
    expect(tooManySamples.status).toBe(422);
    expect(tooManySamples.body.messages[0][0]).toContain(
      `at most ${INGEST_LIMITS.maxWaveformSamples} samples`,
    );

    expect(await countOf(db, "sensor_readings")).toBe(before);
    expect(await countOf(db, "waveforms")).toBe(0);
  });

  it("stores waveform captures once and rejects bad ones", async () => {
    const samples = samplesOf(1024);
    const capture = {
      sensor: "ING-S2",
      axis: 3,
      kind: 1,
      ts: baseHour + 90_000,
      sample_rate: 2048,
      rpm: 1780,
      samples,
    };
    const res = await post({
      waveforms: [
        capture,
        { ...capture, samples: samplesOf(100) },
        { ...capture, kind: 2, samples: samplesOf(512, (i) => (i === 3 ? Number.NaN : i)) },
        { ...capture, kind: 3 },
        { ...capture, sample_rate: 0 },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.waveforms).toEqual({ accepted: 1, duplicates: 0 });
    expect(res.body.rejected).toEqual([
      { index: 1, field: "waveforms.samples", rule: "at least 256 samples" },
      { index: 2, field: "waveforms.samples", rule: "every sample must be finite" },
      { index: 3, field: "waveforms.kind", rule: "must be 1 or 2" },
      { index: 4, field: "waveforms.sample_rate", rule: "must be a number above 0" },
    ]);
    const rows = await db.select().from(waveforms).where(eq(waveforms.sensor_id, w.sensor.S2));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      axis: 3,
      kind: 1,
      sample_rate: 2048,
      sample_count: 1024,
      unit: "g",
      rpm: 1780,
    });
    expect(rows[0]!.ts.getTime()).toBe(baseHour + 90_000);
    expect(Buffer.from(rows[0]!.samples).toString("base64")).toBe(samples);

    const again = await post({ waveforms: [capture] });
    expect(again.status).toBe(200);
    expect(again.body.waveforms).toEqual({ accepted: 0, duplicates: 1 });
    expect(await countOf(db, "waveforms")).toBe(1);
  });

  it("applies status entries to the sensor and keeps them as signal-strength and battery readings", async () => {
    const ts = baseHour + 4 * HOUR;
    const res = await post({
      status: [
        { sensor: "ING-S2", rssi: 72.4, battery: 55, firmware_version: "4.1.7", ts },
        { sensor: "ING-S2", rssi: 140 },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.rejected).toEqual([
      { index: 1, field: "status.rssi", rule: "must be a number from 0 to 100" },
    ]);
    expect(res.body.accepted).toBe(2);
    const [s2] = await db.select().from(sensors).where(eq(sensors.id, w.sensor.S2));
    expect(s2).toMatchObject({ rssi: 72, battery: 55, firmware_version: "4.1.7" });
    expect(s2!.last_seen_at!.getTime()).toBe(ts);
    const history = (await readingsOf(db, w.sensor.S2)).filter((r) => r.p >= ParameterType.signal_strength);
    expect(history).toEqual([
      { p: ParameterType.signal_strength, axis: 0, ts, value: 72 },
      { p: ParameterType.battery, axis: 0, ts, value: 55 },
    ]);
    // An older reading never moves last_seen_at back.
    await post({ readings: columns([["ING-S2", ParameterType.temperature, 0, baseHour, 30]]) });
    const [later] = await db.select().from(sensors).where(eq(sensors.id, w.sensor.S2));
    expect(later!.last_seen_at!.getTime()).toBe(ts);
  });

  it("records command results, completes gain adjustments and hands out pending commands once", async () => {
    const [gw] = await db.select().from(controllers).where(eq(controllers.id, w.controllerId));
    const command = (
      values: { command: string; sensor_id?: number; payload?: Record<string, unknown> },
      c = gw!,
    ) =>
      db
        .insert(controllerCommands)
        .values({ company_id: c.company_id, controller_id: c.id, ...values })
        .returning()
        .then((r) => r[0]!);
    const fft = await command({
      command: "fft_request",
      sensor_id: w.sensor.S1,
      payload: { axis: 3, fmax: 5300 },
    });
    const ping = await command({ command: "ping" });
    const gain = await command({
      command: "gain_adjustment",
      sensor_id: w.sensor.S1,
      payload: { type: "INCREASE" },
    });
    const [adjustment] = await db
      .insert(gainAdjustments)
      .values({ sensor_id: w.sensor.S1, command_id: gain.id, type: "INCREASE", gain_before: 1 })
      .returning();
    const [other] = await db.select().from(controllers).where(eq(controllers.id, w.otherControllerId));
    const foreign = await command({ command: "reboot" }, other!);

    const first = await post({});
    expect(first.status).toBe(200);
    expect(first.body.commands).toEqual([
      { id: fft.id, command: "fft_request", sensor: "ING-S1", payload: { axis: 3, fmax: 5300 } },
      { id: ping.id, command: "ping", sensor: null, payload: {} },
      { id: gain.id, command: "gain_adjustment", sensor: "ING-S1", payload: { type: "INCREASE" } },
    ]);
    expect((await post({})).body.commands).toEqual([]);

    const results = await post({
      command_results: [
        { id: gain.id, status: CommandStatus.SUCCESS, response: { gain: 2 } },
        { id: ping.id, status: CommandStatus.FAIL, response: { error: "no route" } },
        { id: foreign.id, status: CommandStatus.SUCCESS },
      ],
    });
    expect(results.status).toBe(422);
    expect(results.body.rejected).toEqual([
      { index: 2, field: "command_results.id", rule: "not a command of this gateway" },
    ]);
    const rows = await db
      .select()
      .from(controllerCommands)
      .where(and(eq(controllerCommands.controller_id, w.controllerId)))
      .orderBy(asc(controllerCommands.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(gain.id)).toMatchObject({ status: CommandStatus.SUCCESS, response: { gain: 2 } });
    expect(byId.get(gain.id)!.completed_at).not.toBeNull();
    expect(byId.get(ping.id)).toMatchObject({ status: CommandStatus.FAIL, response: { error: "no route" } });
    expect(byId.get(fft.id)).toMatchObject({ status: CommandStatus.PROCESS, completed_at: null });
    expect(byId.get(fft.id)!.sent_at).not.toBeNull();
    const [adj] = await db.select().from(gainAdjustments).where(eq(gainAdjustments.id, adjustment!.id));
    expect(adj).toMatchObject({ result: CommandStatus.SUCCESS, gain_after: 2 });
    expect(adj!.completed_at).not.toBeNull();
    const [s1] = await db.select().from(sensors).where(eq(sensors.id, w.sensor.S1));
    expect(s1!.gain).toBe(2);
    const [untouched] = await db
      .select()
      .from(controllerCommands)
      .where(eq(controllerCommands.id, foreign.id));
    expect(untouched).toMatchObject({ status: CommandStatus.PROCESS, response: null, sent_at: null });
  });

  /**
   * The app over a database that fails: its statements fail outright ("statement"), or the batch's
   * main statement runs inside the transaction and the connection drops before the commit.
   */
  async function postThroughFailingDb(mode: "statement" | "before-commit", body: unknown) {
    const lost = new Error("connection terminated");
    const failing = new Proxy(db, {
      get(target, key, receiver) {
        if (mode === "statement" && key === "execute") {
          // The token check goes through; the batch's statement fails.
          return (query: Parameters<Database["execute"]>[0]) =>
            dialect.sqlToQuery(query as SQL).sql.includes("insert into sensor_readings")
              ? Promise.reject(lost)
              : target.execute(query);
        }
        if (mode === "before-commit" && key === "transaction") {
          return (run: (tx: unknown) => Promise<unknown>) =>
            target.transaction((tx) =>
              run(
                new Proxy(tx, {
                  get(t, k, r) {
                    if (k !== "execute") return Reflect.get(t, k, r);
                    return async (query: Parameters<typeof tx.execute>[0]) => {
                      await t.execute(query);
                      throw lost;
                    };
                  },
                }),
              ),
            );
        }
        return Reflect.get(target, key, receiver);
      },
    });
    const server = createApp({ db: failing, driver }, { webDist: null }).listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}${PATH}`, {
        method: "POST",
        headers: { authorization: `Bearer ${w.token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  it("answers 503 and stores nothing when the database fails", async () => {
    const before = await countOf(db, "sensor_readings");
    const rollupBefore = await rollupOf(db, w.sensor.S1);
    const readings = columns([["ING-S1", 12, 0, baseHour + 11 * 60_000, 900]]);
    const [gw] = await db.select().from(controllers).where(eq(controllers.id, w.controllerId));
    const [pending] = await db
      .insert(controllerCommands)
      .values({ company_id: gw!.company_id, controller_id: gw!.id, command: "ping" })
      .returning();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const [mode, body] of [
        ["statement", { readings }],
        ["before-commit", { readings, command_results: [{ id: pending!.id, status: 1 }] }],
      ] as const) {
        const res = await postThroughFailingDb(mode, body);
        expect(res).toEqual({
          status: 503,
          body: { message: "Database unavailable: nothing was stored, send the batch again later" },
        });
      }
      expect(logged).toHaveBeenCalledTimes(2);
    } finally {
      logged.mockRestore();
    }
    expect(await countOf(db, "sensor_readings")).toBe(before);
    expect(await rollupOf(db, w.sensor.S1)).toEqual(rollupBefore);
    // The command result and the hand-out were rolled back with the readings.
    const [after] = await db.select().from(controllerCommands).where(eq(controllerCommands.id, pending!.id));
    expect(after).toMatchObject({ status: CommandStatus.PROCESS, sent_at: null, completed_at: null });
  });

  it("rejects a command result whose id cannot be a command", async () => {
    const res = await post({
      command_results: [
        { id: 2 ** 31, status: 1 },
        { id: 5, status: 4 },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.rejected).toEqual([
      { index: 0, field: "command_results.id", rule: "must be a command id" },
      {
        index: 1,
        field: "command_results.status",
        rule: "must be 0 (fail), 1 (success), 2 (process) or 3 (controller timeout)",
      },
    ]);
  });
});
