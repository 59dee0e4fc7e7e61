/**
 * The device simulator against the whole app: readings, status and captures of every axis arrive
 * through the real ingest endpoint, a week of captures is backfilled on a fixed grid (healthy before
 * the fault's onset, its BPFO line growing after), the faulty motor crosses its zone with a BPFO line
 * in its envelope spectrum, commands are answered (FFT requests with their lines), a restart adds
 * nothing, stop() is clean.
 */
import { DEMO_CONTROLLERS, schema, testDrivers } from "@plantwise/db";
import { bearingFrequencies, envelopeSpectrum, findPeaks } from "@plantwise/dsp";
import { CommandStatus, ParameterType, WaveformKind } from "@plantwise/shared";
import { and, count, desc, eq, inArray, lt, notInArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { backfillCaptures, windowStartOf } from "./backfill";
import type { IngestTotals } from "./gateway";
import { type Simulator, startSimulator } from "./index";
import { bearingColumns, bearingGeometry, loadGateways } from "./setup";

const {
  bearings,
  controllerCommands,
  controllers,
  equipmentItems,
  sensorLevelZones,
  sensorReadings,
  sensors,
  waveforms,
} = schema;

const FAULTY = DEMO_CONTROLLERS.flatMap((c) => c.sensors).find((s) => s.fault)!;
const DEMO_SERIALS = DEMO_CONTROLLERS.flatMap((c) => c.sensors.map((s) => s.serial));
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * DAY_MS;
const VIBRATION = DEMO_CONTROLLERS.flatMap((c) => c.sensors).filter((s) => s.kind === "vibration");

/** Float32 little-endian samples of a stored capture. */
function samplesOf(bytes: Uint8Array): Float32Array {
  return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

function noTotals(): IngestTotals {
  return {
    posts: 0,
    accepted: 0,
    duplicates: 0,
    rejected: 0,
    waveformsAccepted: 0,
    waveformsDuplicates: 0,
    commandsAnswered: 0,
  };
}

describe.each(testDrivers())("device simulator on %s", (driver) => {
  const app = useTestApp(driver);
  let sim: Simulator;
  const clock = Math.floor(Date.now() / 1000) * 1000;
  /** The simulator's clock: `clock`, moved on only where a test says so. */
  let time = clock;
  const logged: string[] = [];
  let seededHashes: string[] = [];
  const options = () => ({
    db: app.handle.db,
    baseUrl: app.url,
    now: () => time,
    seed: 7,
    intervalMs: 200,
    pollMs: 50,
    captureMs: 600_000,
    log: (message: string) => logged.push(message),
  });

  beforeAll(async () => {
    seededHashes = (await app.handle.db.select({ hash: controllers.token_hash }).from(controllers)).map(
      (c) => c.hash,
    );
    sim = startSimulator(options());
    await sim.ready;
  });
  afterAll(async () => {
    await sim?.stop();
  });

  async function sensorId(serial: string): Promise<number> {
    const [row] = await app.handle.db
      .select({ id: sensors.id })
      .from(sensors)
      .where(eq(sensors.serial_number, serial));
    return row!.id;
  }

  /** A sensor's standard captures, oldest first. */
  async function capturesOf(serial: string) {
    return app.handle.db
      .select({ axis: waveforms.axis, ts: waveforms.ts, rpm: waveforms.rpm, n: waveforms.sample_count })
      .from(waveforms)
      .innerJoin(sensors, eq(sensors.id, waveforms.sensor_id))
      .where(and(eq(sensors.serial_number, serial), eq(waveforms.kind, WaveformKind.STANDARD)))
      .orderBy(waveforms.ts, waveforms.axis);
  }

  async function counts(): Promise<[number, number]> {
    const [r] = await app.handle.db.select({ n: count() }).from(sensorReadings);
    const [w] = await app.handle.db.select({ n: count() }).from(waveforms);
    return [r!.n, w!.n];
  }

  it("fills a week of history and posts live readings, status and captures through ingest", async () => {
    expect(logged).toEqual([]);
    expect(sim.totals.rejected).toBe(0);
    const rows = await app.handle.db
      .select({
        serial: sensors.serial_number,
        n: count(),
        first: sql<string>`min(${sensorReadings.ts})`,
        last: sql<string>`max(${sensorReadings.ts})`,
      })
      .from(sensorReadings)
      .innerJoin(sensors, eq(sensors.id, sensorReadings.sensor_id))
      .groupBy(sensors.serial_number);
    expect(rows.map((r) => r.serial).sort()).toEqual([...DEMO_SERIALS].sort());
    for (const r of rows) {
      // 7 days at 10-minute steps, every channel of the sensor.
      expect(r.n, r.serial).toBeGreaterThan(1000);
      expect(clock - new Date(r.first).getTime()).toBeGreaterThan(7 * DAY_MS - 600_000);
      expect(new Date(r.last).getTime()).toBe(clock);
    }
    // The live capture at start: every axis each vibration sensor reports, standard kind.
    const captured = await app.handle.db
      .select({ serial: sensors.serial_number, axis: waveforms.axis, kind: waveforms.kind })
      .from(waveforms)
      .innerJoin(sensors, eq(sensors.id, waveforms.sensor_id))
      .where(eq(waveforms.ts, new Date(clock)));
    const expected = VIBRATION.flatMap((s) => s.axes.map((axis) => `${s.serial}/${axis}/1`));
    expect(captured.map((c) => `${c.serial}/${c.axis}/${c.kind}`).sort()).toEqual(expected.sort());
    expect(expected).toHaveLength(55);
    const [status] = await app.handle.db
      .select({ rssi: sensors.rssi, seen: sensors.last_seen_at })
      .from(sensors)
      .where(eq(sensors.serial_number, FAULTY.serial));
    expect(status!.rssi).toBeGreaterThan(0);
    expect(status!.seen?.getTime()).toBe(clock);
  });

  it("backfills a capture of every axis every 24 h over the week, every 6 h on the faulty motor", async () => {
    const [first] = await app.handle.db
      .select({ ts: sql<string>`min(${sensorReadings.ts})` })
      .from(sensorReadings);
    // The window's first 10-minute step, where the fault's clock starts (onset one day later).
    const anchor = new Date(first!.ts).getTime();
    expect(anchor).toBe(Math.ceil((clock - WEEK_MS) / 600_000) * 600_000);
    for (const spec of VIBRATION) {
      const period = spec.fault ? 6 * HOUR_MS : 24 * HOUR_MS;
      const rows = (await capturesOf(spec.serial)).filter((c) => c.ts.getTime() < clock);
      for (const axis of spec.axes) {
        const times = rows.filter((c) => c.axis === axis).map((c) => c.ts.getTime());
        // A window of 7 days less up to 20 minutes holds 28 (or 27) 6-hour marks, 7 (or 6) midnights.
        const marks = WEEK_MS / period;
        expect(times.length, `${spec.serial}/${axis}`).toBeGreaterThanOrEqual(marks - 1);
        expect(times.length, `${spec.serial}/${axis}`).toBeLessThanOrEqual(marks);
        for (const [i, ts] of times.entries()) {
          expect(ts % period).toBe(0);
          if (i > 0) expect(ts - times[i - 1]!).toBe(period);
        }
        // The first falls within a period of the window's start, long before the onset at day 1.
        expect(times[0]! - anchor).toBeGreaterThanOrEqual(0);
        expect(times[0]! - anchor).toBeLessThan(period);
        expect(clock - times.at(-1)!).toBeLessThanOrEqual(period + 600_000);
      }
    }
  });

  it("records the running speed of each capture, 0.5 % faster at night's light load than at the peak", async () => {
    const rows = (await capturesOf(FAULTY.serial)).filter((c) => c.ts.getTime() < clock);
    // Local time is UTC−5; load 0.8 + 0.2·sin(2π(h − 9)/24); speed rpm·(1 − 0.025·(load − 0.8)).
    // 18:00 UTC is 13:00 local: load 0.8 + 0.2·sin 60°, 1780·(1 − 0.005·0.8660) = 1772.29 RPM.
    // 06:00 UTC is 01:00 local: load 0.8 − 0.2·sin 60°, 1780·(1 + 0.005·0.8660) = 1787.71 RPM.
    const at = (hourUtc: number) => rows.filter((c) => c.ts.getUTCHours() === hourUtc);
    expect(at(18).length).toBeGreaterThan(0);
    expect(at(6).length).toBeGreaterThan(0);
    for (const c of at(18)) expect(c.rpm).toBeCloseTo(1772.29, 1);
    for (const c of at(6)) expect(c.rpm).toBeCloseTo(1787.71, 1);
    for (const c of rows) expect(Math.abs(c.rpm! / FAULTY.rpm - 1)).toBeLessThanOrEqual(0.005);
  });

  it("shows the outer-race fault growing: BPFO in the envelope of the latest backfilled capture, not the first", async () => {
    const id = await sensorId(FAULTY.serial);
    const backfilled = (order: "first" | "last") =>
      app.handle.db
        .select()
        .from(waveforms)
        .where(
          and(
            eq(waveforms.sensor_id, id),
            eq(waveforms.axis, 1),
            eq(waveforms.kind, WaveformKind.STANDARD),
            lt(waveforms.ts, new Date(clock)),
          ),
        )
        .orderBy(order === "first" ? waveforms.ts : desc(waveforms.ts))
        .limit(1);
    const [bearing] = await app.handle.db
      .select(bearingColumns)
      .from(sensors)
      .innerJoin(equipmentItems, eq(equipmentItems.id, sensors.equipment_item_id))
      .innerJoin(bearings, eq(bearings.id, equipmentItems.bearing_id))
      .where(eq(sensors.id, id));
    const geometry = bearingGeometry(bearing!)!;
    /** The envelope spectrum's largest line within one bin of the capture's BPFO, g. */
    const bpfoAmplitude = async (order: "first" | "last") => {
      const [capture] = await backfilled(order);
      expect(capture!.sample_count).toBe(8192);
      const bpfo = bearingFrequencies(geometry, capture!.rpm! / 60).bpfo;
      const env = envelopeSpectrum(samplesOf(capture!.samples), { sampleRate: capture!.sample_rate });
      const k = Math.round(bpfo / env.df);
      return Math.max(env.amplitudes[k - 1]!, env.amplitudes[k]!, env.amplitudes[k + 1]!);
    };
    const healthy = await bpfoAmplitude("first");
    const faulty = await bpfoAmplitude("last");
    // Severity 0 at the first (no impacts: noise only), about 1 at the latest (8.6 g impacts).
    expect(faulty).toBeGreaterThan(0.5);
    expect(faulty).toBeGreaterThan(100 * healthy);
  });

  it("rotates the demo gateways' tokens, so the seeded hashes no longer open ingest", async () => {
    const rows = await app.handle.db
      .select({ hash: controllers.token_hash, prefix: controllers.token_prefix })
      .from(controllers);
    expect(rows).toHaveLength(DEMO_CONTROLLERS.length);
    expect(seededHashes).toHaveLength(DEMO_CONTROLLERS.length);
    for (const r of rows) {
      expect(seededHashes).not.toContain(r.hash);
      expect(r.prefix.startsWith("pwd_")).toBe(true);
    }
  });

  it("keeps posting on its own timers after the start", async () => {
    const posts = sim.totals.posts;
    while (sim.totals.posts === posts) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sim.totals.posts).toBeGreaterThan(posts);
  });

  it("drives the faulty motor past its warning zone, with its envelope spectrum peaking at BPFO", async () => {
    const id = await sensorId(FAULTY.serial);
    /** The sensor's axis-1 velocity RMS, in a table keyed by sensor, parameter and axis. */
    const axis1Velocity = (t: typeof sensorLevelZones | typeof sensorReadings) =>
      and(eq(t.sensor_id, id), eq(t.parameter_type, ParameterType.velocity_rms), eq(t.axis, 1));
    const [zone] = await app.handle.db
      .select({ warning: sensorLevelZones.warning_zone })
      .from(sensorLevelZones)
      .where(axis1Velocity(sensorLevelZones));
    const velocity = (order: "first" | "last") =>
      app.handle.db
        .select({ value: sensorReadings.value })
        .from(sensorReadings)
        .where(axis1Velocity(sensorReadings))
        .orderBy(order === "last" ? desc(sensorReadings.ts) : sensorReadings.ts)
        .limit(1);
    const [latest] = await velocity("last");
    const [earliest] = await velocity("first");
    expect(latest!.value).toBeGreaterThan(zone!.warning!);
    expect(earliest!.value).toBeLessThan(zone!.warning!);

    const [capture] = await app.handle.db
      .select()
      .from(waveforms)
      .where(and(eq(waveforms.sensor_id, id), eq(waveforms.kind, 1)))
      .orderBy(desc(waveforms.ts))
      .limit(1);
    const bytes = capture!.samples;
    const samples = new Float32Array(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    );
    expect(samples.length).toBe(8192);
    expect(capture!.sample_rate).toBeCloseTo(2.56 * FAULTY.fmax, 6);
    const [bearing] = await app.handle.db
      .select(bearingColumns)
      .from(sensors)
      .innerJoin(equipmentItems, eq(equipmentItems.id, sensors.equipment_item_id))
      .innerJoin(bearings, eq(bearings.id, equipmentItems.bearing_id))
      .where(eq(sensors.id, id));
    const bpfo = bearingFrequencies(bearingGeometry(bearing!)!, capture!.rpm! / 60).bpfo;
    const envelope = envelopeSpectrum(samples, { sampleRate: capture!.sample_rate });
    const [top] = findPeaks(envelope.amplitudes, envelope.df, { maxPeaks: 1 });
    expect(Math.abs(top!.frequency - bpfo)).toBeLessThan(envelope.df);
  });

  it("answers fft_requests with captures of the asked axis and lines, and a gain adjustment with the new gain", async () => {
    const id = await sensorId(FAULTY.serial);
    const [sensor] = await app.handle.db.select().from(sensors).where(eq(sensors.id, id));
    const command = (name: string, payload: Record<string, unknown>) => ({
      company_id: sensor!.company_id,
      controller_id: sensor!.controller_id!,
      sensor_id: id,
      command: name,
      payload,
    });
    // A minute on, before the commands exist: the captures do not land on the live capture's time,
    // whichever of the simulator's command poll and its cycles answers them. A cycle that began
    // before the clock moved (and would answer on the old time) is let finish first.
    time = clock + 60_000;
    let commands: { id: number }[];
    try {
      await sim.cycle();
      commands = await app.handle.db
        .insert(controllerCommands)
        .values([
          command("fft_request", { axis: 2, fmax: 5300, kind: 1 }),
          command("fft_request", { axis: 3, fmax: 5300, kind: 1, lines: 1600 }),
          command("fft_request", { axis: 1, lines: 1000 }),
          command("gain_adjustment", { type: "INCREASE" }),
        ])
        .returning({ id: controllerCommands.id });
      // The simulator's command poll or its next cycle answers them: the clock stays a minute on
      // until every one has its result.
      for (let round = 0; round < 20; round++) {
        await sim.cycle();
        const open = await app.handle.db
          .select({ id: controllerCommands.id })
          .from(controllerCommands)
          .where(
            and(
              inArray(
                controllerCommands.id,
                commands.map((c) => c.id),
              ),
              notInArray(controllerCommands.status, [CommandStatus.SUCCESS, CommandStatus.FAIL]),
            ),
          );
        if (open.length === 0) break;
      }
    } finally {
      time = clock;
    }
    const done = await app.handle.db
      .select()
      .from(controllerCommands)
      .where(
        inArray(
          controllerCommands.id,
          commands.map((c) => c.id),
        ),
      )
      .orderBy(controllerCommands.id);
    expect(done.map((c) => c.status)).toEqual([
      CommandStatus.SUCCESS,
      CommandStatus.SUCCESS,
      CommandStatus.FAIL,
      CommandStatus.SUCCESS,
    ]);
    expect(done[0]!.response).toMatchObject({ axis: 2, lines: 3200, samples: 8192 });
    expect(done[1]!.response).toMatchObject({ axis: 3, lines: 1600, samples: 4096 });
    expect(done[2]!.response).toEqual({ error: "lines must be one of 400, 800, 1600, 3200, 6400" });
    expect(done[3]!.response).toMatchObject({ gain: 2 });
    const captured = await app.handle.db
      .select({ axis: waveforms.axis, n: waveforms.sample_count, samples: waveforms.samples })
      .from(waveforms)
      .where(and(eq(waveforms.sensor_id, id), eq(waveforms.ts, new Date(clock + 60_000))))
      .orderBy(waveforms.axis);
    expect(captured.map((c) => [c.axis, c.n, samplesOf(c.samples).length])).toEqual([
      [2, 8192, 8192],
      [3, 4096, 4096],
    ]);
    expect(logged).toEqual([]);
  });

  it("adds nothing when restarted on the same clock, and stops cleanly", async () => {
    await sim.stop();
    const before = await counts();
    sim = startSimulator(options());
    await sim.ready;
    expect(sim.totals.accepted).toBe(0);
    expect(sim.totals.duplicates).toBeGreaterThan(0);
    expect(sim.totals.waveformsAccepted).toBe(0);
    expect(sim.totals.waveformsDuplicates).toBeGreaterThan(0);
    await sim.stop();
    expect(await counts()).toEqual(before);
    const posts = sim.totals.posts;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sim.totals.posts).toBe(posts);
    expect(logged).toEqual([]);
  });

  it("re-sends the week's captures as duplicates only: they sit on the same grid times", async () => {
    const before = await counts();
    const id = await sensorId(FAULTY.serial);
    const [backfilled] = await app.handle.db
      .select({ n: count() })
      .from(waveforms)
      .where(
        and(
          eq(waveforms.sensor_id, id),
          eq(waveforms.kind, WaveformKind.STANDARD),
          lt(waveforms.ts, new Date(clock)),
        ),
      );
    expect(backfilled!.n).toBeGreaterThanOrEqual(3 * 27);
    const gateways = await loadGateways(app.handle.db, 7, windowStartOf(clock, WEEK_MS));
    const gateway = gateways.find((g) => g.sensors.some((s) => s.id === id))!;
    const totals = noTotals();
    const ctx = { baseUrl: app.url, totals, log: (message: string) => logged.push(message) };
    // As if nothing were stored: every grid capture of the faulty motor's window is posted again.
    const faultyOnly = { ...gateway, sensors: gateway.sensors.filter((s) => s.id === id) };
    await backfillCaptures(ctx, faultyOnly, clock, WEEK_MS, new Set(), () => false);
    expect(totals.waveformsAccepted).toBe(0);
    expect(totals.waveformsDuplicates).toBe(backfilled!.n);
    expect(totals.rejected).toBe(0);
    // At most 16 captures a post (INGEST_LIMITS.maxWaveforms).
    expect(totals.posts).toBe(Math.ceil(backfilled!.n / 16));
    expect(await counts()).toEqual(before);
    expect(logged).toEqual([]);
  });

  it("stops playing a gateway whose token was rotated in the app, saying so once", async () => {
    sim = startSimulator(options());
    await sim.ready;
    const [gateway] = await app.handle.db.select({ id: controllers.id }).from(controllers).limit(1);
    await app.handle.db
      .update(controllers)
      .set({ token_hash: "0".repeat(64), token_prefix: "pwd_rotated" })
      .where(eq(controllers.id, gateway!.id));
    await sim.cycle();
    await sim.cycle();
    await sim.stop();
    expect(logged.filter((line) => line.includes("device token refused"))).toHaveLength(1);
  });
});
