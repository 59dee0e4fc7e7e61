/**
 * The device simulator against the whole app: readings, status and captures arrive through the real
 * ingest endpoint, the faulty motor crosses its zone with a BPFO line in its envelope spectrum,
 * commands are answered, a restart adds nothing, stop() is clean.
 */
import { DEMO_CONTROLLERS, schema, testDrivers } from "@plantwise/db";
import { bearingFrequencies, envelopeSpectrum, findPeaks } from "@plantwise/dsp";
import { ParameterType } from "@plantwise/shared";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { type Simulator, startSimulator } from "./index";
import { bearingColumns, bearingGeometry } from "./setup";

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

describe.each(testDrivers())("device simulator on %s", (driver) => {
  const app = useTestApp(driver);
  let sim: Simulator;
  const clock = Math.floor(Date.now() / 1000) * 1000;
  const logged: string[] = [];
  let seededHashes: string[] = [];
  const options = () => ({
    db: app.handle.db,
    baseUrl: app.url,
    now: () => clock,
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
    const vibration = DEMO_CONTROLLERS.flatMap((c) => c.sensors).filter((s) => s.kind === "vibration");
    const captured = await app.handle.db
      .select({ serial: sensors.serial_number })
      .from(waveforms)
      .innerJoin(sensors, eq(sensors.id, waveforms.sensor_id))
      .where(eq(waveforms.ts, new Date(clock)));
    expect(captured.map((c) => c.serial).sort()).toEqual(vibration.map((s) => s.serial).sort());
    const [status] = await app.handle.db
      .select({ rssi: sensors.rssi, seen: sensors.last_seen_at })
      .from(sensors)
      .where(eq(sensors.serial_number, FAULTY.serial));
    expect(status!.rssi).toBeGreaterThan(0);
    expect(status!.seen?.getTime()).toBe(clock);
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

  it("answers an fft_request with a capture and a gain adjustment with the new gain", async () => {
    const id = await sensorId(FAULTY.serial);
    const [sensor] = await app.handle.db.select().from(sensors).where(eq(sensors.id, id));
    const commands = await app.handle.db
      .insert(controllerCommands)
      .values([
        {
          company_id: sensor!.company_id,
          controller_id: sensor!.controller_id!,
          sensor_id: id,
          command: "fft_request",
          payload: { axis: 2, fmax: 5300, kind: 1 },
        },
        {
          company_id: sensor!.company_id,
          controller_id: sensor!.controller_id!,
          sensor_id: id,
          command: "gain_adjustment",
          payload: { type: "INCREASE" },
        },
      ])
      .returning({ id: controllerCommands.id });
    await sim.cycle();
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
    expect(done.map((c) => c.status)).toEqual([1, 1]);
    expect(done[1]!.response).toMatchObject({ gain: 2 });
    const [capture] = await app.handle.db
      .select({ n: count() })
      .from(waveforms)
      .where(and(eq(waveforms.sensor_id, id), eq(waveforms.axis, 2)));
    expect(capture!.n).toBe(1);
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
