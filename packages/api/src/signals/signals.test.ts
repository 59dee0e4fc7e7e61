/**
 * Signals API on both drivers: trend downsampling (raw and hourly sources, exact per-bucket values),
 * statistics, spectra of stored synthesized captures (amplitude, markers, envelope, velocity), level
 * zones and re-baselining, controller commands (gain, RPM, FFT request), run hours, fault rules on
 * synthesized signals, and the WAV of a capture.
 */
import type { AddressInfo } from "node:net";
import { schema, testDrivers } from "@plantwise/db";
import {
  accelerationToVelocitySpectrum,
  amplitudeSpectrum,
  envelopeSpectrum,
  STANDARD_GRAVITY_MM_PER_S2,
  synthesize,
} from "@plantwise/dsp";
import { CommandStatus, graphSourceTypeId, RpmSource, WaveformKind } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import express from "express";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, useTestApp } from "../../test/harness";
import { insertGateway } from "../controllers/controllers.fixtures";
import { encodeSamples } from "./capture-store";
import { diagnoseSpectra } from "./faults";
import { soundWaveformRoutes } from "./sound-routes";
import { accumulateRunHours } from "./track-runtime";

const ADMIN = "plantadmin@plantwise.demo";
const VIEWER = "plantuser@plantwise.demo";
const SOUTH = "southadmin@plantwise.demo";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** 2026-01-01T00:00Z: aligned on every nice bucket up to a day. */
const T0 = Date.UTC(2026, 0, 1);

/** 9 balls of 7.94 mm on a 39.04 mm pitch circle (a 6205), shaft at 1500 RPM. */
const GEOMETRY = { n: 9, d: 7.94, D: 39.04 };
const SHAFT_HZ = 25;
const R = GEOMETRY.d / GEOMETRY.D;
const BPFO = ((GEOMETRY.n * SHAFT_HZ) / 2) * (1 - R);
const BPFI = ((GEOMETRY.n * SHAFT_HZ) / 2) * (1 + R);
const BSF = (GEOMETRY.D / (2 * GEOMETRY.d)) * SHAFT_HZ * (1 - R * R);
const FTF = (SHAFT_HZ / 2) * (1 - R);

/** 2.56 × 5300 Hz, so Fmax is the spec's 5300 Hz; 16384 samples give Δf = 0.828125 Hz. */
const FS = 13_568;
const N = 16_384;
const DF = FS / N;

async function trpcQuery(app: TestApp, token: string, path: string, input: unknown) {
  return app.call("GET", `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { token });
}

interface World {
  company: number;
  plant: number;
  controller: number;
  item: number;
  sensor: number;
  bare: number;
  south: number;
}

async function buildWorld(app: TestApp): Promise<World> {
  const db = app.handle.db;
  const plantRows = await db.select().from(schema.plants);
  const hamilton = plantRows.find((p) => p.name === "Hamilton Works")!;
  const regina = plantRows.find((p) => p.name === "Regina Plant")!;
  const at = { company_id: hamilton.company_id, plant_id: hamilton.id };
  const controller = await insertGateway(db, at, "Zq Gateway", "ZQ-GW-1");
  const [bearing] = await db
    .insert(schema.bearings)
    .values({
      designation: "ZQ-6205",
      ball_count: GEOMETRY.n,
      ball_diameter_mm: GEOMETRY.d,
      pitch_diameter_mm: GEOMETRY.D,
    })
    .returning();
  const [item] = await db
    .insert(schema.equipmentItems)
    .values({
      ...at,
      name: "Zq Fan Motor",
      is_limbo: true,
      bearing_id: bearing!.id,
      rpm_source_item: RpmSource.MANUAL,
      rpm_value: SHAFT_HZ * 60,
    })
    .returning();
  const sensorRow = (over: Partial<typeof schema.sensors.$inferInsert>) => ({
    ...at,
    family: "NCD",
    type: 5,
    ...over,
    name: over.name ?? "sensor",
    serial_number: over.serial_number ?? "serial",
  });
  const [sensor, bare] = await db
    .insert(schema.sensors)
    .values([
      sensorRow({
        name: "Zq DE bearing",
        serial_number: "ZQ-S-1",
        equipment_item_id: item!.id,
        controller_id: controller.id,
      }),
      sensorRow({ name: "Zq loose sensor", serial_number: "ZQ-S-2" }),
    ])
    .returning();
  const [south] = await db
    .insert(schema.sensors)
    .values(
      sensorRow({
        company_id: regina.company_id,
        plant_id: regina.id,
        name: "South sensor",
        serial_number: "SOUTH-S-1",
      }),
    )
    .returning();
  return {
    company: hamilton.company_id,
    plant: hamilton.id,
    controller: controller.id,
    item: item!.id,
    sensor: sensor!.id,
    bare: bare!.id,
    south: south!.id,
  };
}

async function insertReadings(
  app: TestApp,
  rows: { sensor_id: number; parameter_type: number; axis: number; ts: number; value: number }[],
) {
  for (let i = 0; i < rows.length; i += 1000) {
    await app.handle.db
      .insert(schema.sensorReadings)
      .values(rows.slice(i, i + 1000).map((r) => ({ ...r, ts: new Date(r.ts) })));
  }
}

async function storeCapture(
  app: TestApp,
  sensorId: number,
  samples: Float64Array,
  over: { ts?: number; axis?: number; kind?: number; rpm?: number | null; sampleRate?: number } = {},
): Promise<number> {
  const [row] = await app.handle.db
    .insert(schema.waveforms)
    .values({
      sensor_id: sensorId,
      axis: over.axis ?? 1,
      kind: over.kind ?? WaveformKind.STANDARD,
      ts: new Date(over.ts ?? T0),
      sample_rate: over.sampleRate ?? FS,
      sample_count: samples.length,
      unit: "g",
      rpm: over.rpm ?? null,
      samples: encodeSamples(samples),
    })
    .returning();
  return row!.id;
}

describe.each(testDrivers())("signals on %s", (driver) => {
  const app = useTestApp(driver);
  let admin: string;
  let viewer: string;
  let southAdmin: string;
  let w: World;

  beforeAll(async () => {
    [admin, viewer, southAdmin] = await Promise.all([
      app.signIn(ADMIN),
      app.signIn(VIEWER),
      app.signIn(SOUTH),
    ]);
    w = await buildWorld(app);
  });

  describe("trend", () => {
    beforeAll(async () => {
      // Velocity X: one reading a minute for 100 minutes, value = minute index.
      await insertReadings(
        app,
        Array.from({ length: 100 }, (_, i) => ({
          sensor_id: w.sensor,
          parameter_type: 1,
          axis: 1,
          ts: T0 + i * MINUTE,
          value: i,
        })),
      );
      // Temperature: 60 days of hourly rollup rows only (min h, max h + 1, two readings of mean h + 0.5).
      await app.handle.db.insert(schema.sensorReadingsHourly).values(
        Array.from({ length: 60 * 24 }, (_, h) => ({
          sensor_id: w.sensor,
          parameter_type: 4,
          axis: 0,
          bucket: new Date(T0 + h * HOUR),
          min: h,
          max: h + 1,
          sum: 2 * h + 1,
          count: 2,
        })),
      );
      await app.handle.db
        .insert(schema.sensorLevelZones)
        .values({ sensor_id: w.sensor, parameter_type: 1, axis: 1, warning_zone: 40, alarm_zone: 80 });
    });

    it("downsamples raw readings to exact min/max/mean per bucket, with the zones", async () => {
      const res = await trpcQuery(app, admin, "signals.trend", {
        sensor_id: w.sensor,
        parameter_type: 1,
        axis: 1,
        from: T0,
        to: T0 + 100 * MINUTE,
        width: 11,
      });
      expect(res.status).toBe(200);
      const series = res.body.result.data;
      expect(series.source).toBe("raw");
      expect(series.bucket_ms).toBe(10 * MINUTE);
      expect(series.unit).toBe("mm/s");
      expect(series.points).toEqual(
        Array.from({ length: 10 }, (_, j) => ({
          t: T0 + j * 10 * MINUTE,
          min: 10 * j,
          max: 10 * j + 9,
          mean: 10 * j + 4.5,
          n: 10,
        })),
      );
      expect(series.warning_zone).toBe(40);
      expect(series.alarm_zone).toBe(80);
    });

    it("never answers more points than the width, whatever the alignment", async () => {
      for (const width of [10, 13, 37]) {
        const res = await trpcQuery(app, admin, "signals.trend", {
          sensor_id: w.sensor,
          parameter_type: 1,
          axis: 1,
          from: T0 + 7 * MINUTE + 1234,
          to: T0 + 99 * MINUTE,
          width,
        });
        const points = res.body.result.data.points as { n: number }[];
        expect(points.length).toBeLessThanOrEqual(width);
        // Every reading in the range is counted once: minutes 8…99.
        expect(points.reduce((s, p) => s + p.n, 0)).toBe(92);
      }
    });

    it("buckets sub-second readings exactly", async () => {
      // Crest factor every 100 ms for 2 s (times like x.1 s have no exact binary fraction).
      const start = T0 + 5 * DAY;
      await insertReadings(
        app,
        Array.from({ length: 20 }, (_, k) => ({
          sensor_id: w.sensor,
          parameter_type: 6,
          axis: 0,
          ts: start + 100 * k,
          value: k,
        })),
      );
      const res = await trpcQuery(app, admin, "signals.trend", {
        sensor_id: w.sensor,
        parameter_type: 6,
        axis: 0,
        from: start,
        to: start + 1999,
        width: 11,
      });
      const series = res.body.result.data;
      expect(series.bucket_ms).toBe(200);
      expect(series.points).toEqual(
        Array.from({ length: 10 }, (_, j) => ({
          t: start + 200 * j,
          min: 2 * j,
          max: 2 * j + 1,
          mean: 2 * j + 0.5,
          n: 2,
        })),
      );
    });

    it("reads the hourly rollup for a long range, combining sums and counts", async () => {
      const res = await trpcQuery(app, admin, "signals.trend", {
        sensor_id: w.sensor,
        parameter_type: 4,
        axis: 0,
        from: new Date(T0).toISOString(),
        to: new Date(T0 + 60 * DAY).toISOString(),
        width: 100,
      });
      expect(res.status).toBe(200);
      const series = res.body.result.data;
      expect(series.source).toBe("hourly");
      expect(series.bucket_ms).toBe(DAY);
      expect(series.points).toHaveLength(60);
      series.points.forEach(
        (p: { t: number; min: number; max: number; mean: number; n: number }, d: number) => {
          const first = 24 * d;
          expect(p).toEqual({ t: T0 + d * DAY, min: first, max: first + 24, mean: first + 12, n: 48 });
        },
      );
      expect(series.warning_zone).toBeNull();
    });

    it("refuses an impossible range or width with a 422 naming the field", async () => {
      const base = { sensor_id: w.sensor, parameter_type: 1, axis: 1 };
      const backwards = await trpcQuery(app, admin, "signals.trend", {
        ...base,
        from: T0,
        to: T0,
        width: 100,
      });
      expect(backwards.body.error.data.messages).toEqual([["to: must be after from"]]);
      const narrow = await trpcQuery(app, admin, "signals.trend", {
        ...base,
        from: T0,
        to: T0 + DAY,
        width: 5,
      });
      expect(narrow.body.error.data.messages[0][0]).toMatch(/^width: /);
      const long = await trpcQuery(app, admin, "signals.trend", {
        ...base,
        from: T0 - 6 * 365 * DAY,
        to: T0,
        width: 100,
      });
      expect(long.body.error.data.messages).toEqual([["to: the range may span at most 5 years"]]);
    });

    it("hides another tenant's sensor", async () => {
      const res = await trpcQuery(app, southAdmin, "signals.trend", {
        sensor_id: w.sensor,
        parameter_type: 1,
        axis: 1,
        from: T0,
        to: T0 + HOUR,
        width: 100,
      });
      expect(res.status).toBe(404);
    });
  });

  it("answers statistics per parameter and axis over a range and over a preset", async () => {
    const res = await trpcQuery(app, admin, "signals.statistics", {
      sensor_id: w.sensor,
      from: T0 + 10 * MINUTE,
      to: T0 + 19 * MINUTE,
    });
    expect(res.status).toBe(200);
    const stats = res.body.result.data;
    expect(stats.from).toBe(T0 + 10 * MINUTE);
    const velocity = stats.parameters.find((p: { parameter_type: number }) => p.parameter_type === 1);
    expect(velocity).toEqual({
      parameter_type: 1,
      axis: 1,
      unit: "mm/s",
      count: 10,
      min: 10,
      max: 19,
      mean: 14.5,
      last: 19,
      last_at: T0 + 19 * MINUTE,
      warning_zone: 40,
      alarm_zone: 80,
    });
    const now = Date.now();
    await insertReadings(app, [
      { sensor_id: w.bare, parameter_type: 4, axis: 0, ts: now - 2 * HOUR, value: 21 },
      { sensor_id: w.bare, parameter_type: 4, axis: 0, ts: now - HOUR, value: 23 },
      { sensor_id: w.bare, parameter_type: 4, axis: 0, ts: now - 10 * DAY, value: 99 },
    ]);
    const week = (
      await trpcQuery(app, admin, "signals.statistics", { sensor_id: w.bare, preset: "last_7_days" })
    ).body.result.data;
    expect(week.parameters).toHaveLength(1);
    expect(week.parameters[0]).toMatchObject({
      parameter_type: 4,
      count: 2,
      min: 21,
      max: 23,
      mean: 22,
      last: 23,
    });
  });

  describe("spectra", () => {
    let toneCapture: number;
    let bearingCapture: number;

    beforeAll(async () => {
      // A 0.5 g sine exactly on bin 120 (99.375 Hz).
      toneCapture = await storeCapture(
        app,
        w.sensor,
        synthesize({ sampleRate: FS, length: N, tones: [{ frequency: 120 * DF, amplitude: 0.5 }] }),
        { ts: T0 },
      );
      // An outer-race defect: impacts at BPFO ringing a 3 kHz resonance, over running speed and noise.
      bearingCapture = await storeCapture(
        app,
        w.sensor,
        synthesize({
          sampleRate: FS,
          length: N,
          harmonics: { shaftHz: SHAFT_HZ, amplitudes: [0.02] },
          impacts: { defectHz: BPFO, resonanceHz: 3000, dampingRatio: 0.05, amplitude: 1 },
          noiseRms: 0.02,
          seed: 7,
        }),
        { ts: T0 + HOUR, rpm: SHAFT_HZ * 60 },
      );
    });

    it("shows a stored sine at its bin with its amplitude", async () => {
      const res = await trpcQuery(app, admin, "signals.spectrum", {
        sensor_id: w.sensor,
        fft_id: toneCapture,
        kind: "spectrum",
      });
      expect(res.status).toBe(200);
      const view = res.body.result.data;
      expect(view.unit).toBe("g");
      expect(view.df).toBeCloseTo(DF, 10);
      expect(view.lines).toBe(6400);
      expect(view.amplitudes[120]).toBeCloseTo(0.5, 5);
      expect(view.peaks[0].hz).toBeCloseTo(120 * DF, 6);
      expect(view.peaks[0].amplitude).toBeCloseTo(0.5, 5);
      expect(view.overall.acceleration_peak).toBeCloseTo(0.5, 4);
      expect(view.overall.acceleration_rms).toBeCloseTo(0.5 / Math.SQRT2, 4);
    });

    it("puts order and bearing markers at the right frequencies", async () => {
      const view = (
        await trpcQuery(app, admin, "signals.spectrum", {
          sensor_id: w.sensor,
          fft_id: toneCapture,
          kind: "spectrum",
        })
      ).body.result.data;
      expect(view.running_speed_hz).toBe(SHAFT_HZ);
      expect(view.bearing.name).toBe("ZQ-6205");
      const hz = Object.fromEntries(view.markers.map((m: { label: string; hz: number }) => [m.label, m.hz]));
      expect(hz["1×"]).toBeCloseTo(25, 9);
      expect(hz["2×"]).toBeCloseTo(50, 9);
      expect(hz["3×"]).toBeCloseTo(75, 9);
      expect(hz.BPFO).toBeCloseTo(BPFO, 9);
      expect(hz["2×BPFO"]).toBeCloseTo(2 * BPFO, 9);
      expect(hz["3×BPFI"]).toBeCloseTo(3 * BPFI, 9);
      expect(hz.BSF).toBeCloseTo(BSF, 9);
      expect(hz.FTF).toBeCloseTo(FTF, 9);
    });

    it("integrates to velocity: each line divided by 2πf, in mm/s", async () => {
      const view = (
        await trpcQuery(app, admin, "signals.spectrum", {
          sensor_id: w.sensor,
          fft_id: toneCapture,
          kind: "spectrum",
          unit: "mm/s",
        })
      ).body.result.data;
      expect(view.unit).toBe("mm/s");
      const expected = (0.5 * STANDARD_GRAVITY_MM_PER_S2) / (2 * Math.PI * 120 * DF);
      expect(view.amplitudes[120] / expected).toBeCloseTo(1, 5);
      expect(view.amplitudes[0]).toBe(0);
    });

    it("shows the defect frequency in the envelope spectrum", async () => {
      const view = (
        await trpcQuery(app, admin, "signals.spectrum", {
          sensor_id: w.sensor,
          fft_id: bearingCapture,
          kind: "envelope",
        })
      ).body.result.data;
      expect(view.unit).toBe("gE");
      expect(Math.abs(view.peaks[0].hz - BPFO)).toBeLessThan(DF);
    });

    it("serves the latest capture with the list over REST, and refuses a unit it cannot convert", async () => {
      const res = await app.call("GET", `/api/sensors/${w.sensor}/ncd/fft`, { token: viewer });
      expect(res.status).toBe(200);
      expect(res.body.data.spectrum.capture.id).toBe(bearingCapture);
      expect(res.body.data.captures.map((c: { id: number }) => c.id)).toEqual([bearingCapture, toneCapture]);
      const bad = await trpcQuery(app, admin, "signals.spectrum", {
        sensor_id: w.sensor,
        fft_id: toneCapture,
        kind: "envelope",
        unit: "mm/s",
      });
      expect(bad.body.error.data.messages).toEqual([["unit: an envelope spectrum is in gE"]]);
      const elsewhere = await app.call("GET", `/api/sensors/${w.sensor}/ncd/fft?fft_id=${toneCapture}`, {
        token: southAdmin,
      });
      expect(elsewhere.status).toBe(404);
    });

    it("answers the FFT page with the newest standard capture, its notes and the item's vanes option", async () => {
      const db = app.handle.db;
      const [vanes] = await db
        .select()
        .from(schema.equipmentTypeOptions)
        .where(eq(schema.equipmentTypeOptions.name, "Impeller vanes"))
        .limit(1);
      const [author] = await db.select().from(schema.users).where(eq(schema.users.email, ADMIN));
      // A newer envelope capture does not displace the newest standard one.
      const envelope = await storeCapture(app, w.sensor, synthesize({ sampleRate: FS, length: N }), {
        ts: T0 + 2 * HOUR,
        kind: WaveformKind.ENVELOPE,
      });
      await db.insert(schema.equipmentOptionValues).values({
        equipment_id: w.item,
        option_id: vanes!.id,
        value: "7",
      });
      const [note] = await db
        .insert(schema.captureNotes)
        .values({
          waveform_id: bearingCapture,
          sensor_id: w.sensor,
          user_id: author!.id,
          body: "Watch BPFO",
          hz: 90,
        })
        .returning();
      try {
        const res = await app.call("GET", `/api/sensors/${w.sensor}/ncd/fft`, { token: viewer });
        expect(res.status).toBe(200);
        const { spectrum, captures } = res.body.data;
        expect(spectrum.capture.id).toBe(bearingCapture);
        expect(spectrum.capture.note_count).toBe(1);
        expect(spectrum.notes).toEqual([
          expect.objectContaining({
            id: note!.id,
            body: "Watch BPFO",
            hz: 90,
            user_name: `${author!.first_name} ${author!.last_name}`,
            created_at: note!.created_at.getTime(),
          }),
        ]);
        expect(spectrum.kinematics).toEqual({ vanes: 7 });
        const vpf = spectrum.markers.find((m: { label: string }) => m.label === "VPF");
        expect(vpf.hz).toBeCloseTo(7 * SHAFT_HZ, 9);
        expect(captures.map((c: { id: number }) => c.id)).toEqual([envelope, bearingCapture, toneCapture]);
        expect(captures[1].note_count).toBe(1);
        const missing = await app.call("GET", `/api/sensors/${w.sensor}/ncd/fft?fft_id=${envelope + 1000}`, {
          token: viewer,
        });
        expect(missing.status).toBe(404);
        expect(missing.body.message).toBe("Capture not found");
      } finally {
        await db.delete(schema.captureNotes).where(eq(schema.captureNotes.id, note!.id));
        await db
          .delete(schema.equipmentOptionValues)
          .where(eq(schema.equipmentOptionValues.equipment_id, w.item));
        await db.delete(schema.waveforms).where(eq(schema.waveforms.id, envelope));
      }
    });

    it("decimates the waveform to min/max pairs", async () => {
      const view = (
        await trpcQuery(app, admin, "signals.waveform", {
          sensor_id: w.sensor,
          fft_id: toneCapture,
          max_points: 1024,
        })
      ).body.result.data;
      expect(view.values.length).toBeLessThanOrEqual(1024);
      expect(Math.max(...view.values)).toBeCloseTo(0.5, 3);
      expect(Math.min(...view.values)).toBeCloseTo(-0.5, 3);
      expect(view.dt).toBeCloseTo(32 / 2 / FS, 12);
    });

    it("diagnoses the outer-race defect from the latest capture, linked to the library fault", async () => {
      const res = await app.call("GET", `/api/sensors/${w.sensor}/faults`, { token: viewer });
      expect(res.status).toBe(200);
      const diagnosis = res.body.data;
      expect(diagnosis.capture.id).toBe(bearingCapture);
      expect(diagnosis.running_speed_hz).toBe(SHAFT_HZ);
      const keys = diagnosis.faults.map((f: { key: string }) => f.key);
      expect(keys).toEqual(["bearing_outer_race"]);
      const outer = diagnosis.faults[0];
      expect(outer.evidence[0].label).toBe("BPFO");
      expect(Math.abs(outer.evidence[0].hz - BPFO)).toBeLessThan(2 * DF);
      expect(outer.library_fault.name).toBe("Bearing outer race defect");
    });

    it("words the diagnosis in the caller's language: names, recommendation and notes", async () => {
      const english = (await app.call("GET", `/api/sensors/${w.sensor}/faults`, { token: viewer })).body.data;
      expect(english.faults[0].name).toBe("Bearing outer race defect");
      // The library's entry is the shared one: the built-in advice, in the reader's language.
      expect(english.faults[0].recommendation).toBe("Plan a bearing replacement");
      const setLanguage = (language: number) =>
        app.handle.db.update(schema.users).set({ language }).where(eq(schema.users.email, VIEWER));
      await setLanguage(2);
      try {
        const spanish = (await app.call("GET", `/api/sensors/${w.sensor}/faults`, { token: viewer })).body
          .data;
        expect(spanish.faults.map((f: { key: string }) => f.key)).toEqual(["bearing_outer_race"]);
        expect(spanish.faults[0].name).toBe("Defecto de pista exterior del rodamiento");
        expect(spanish.faults[0].recommendation).toBe("Planifique el cambio del rodamiento");
        const none = (await app.call("GET", `/api/sensors/${w.bare}/faults`, { token: viewer })).body.data;
        expect(none.notes).toEqual(["Aún no hay una captura estándar de aceleración que diagnosticar."]);
      } finally {
        await setLanguage(1);
      }
    });

    it("plays a capture as a 16-bit PCM WAV at its sample rate", async () => {
      const url = (
        await app.call("POST", `/api/sensors/${w.sensor}/fft/${toneCapture}/sound-waveform/1`, {
          token: viewer,
        })
      ).body.data.url;
      expect(url).toBe(`/api/sensors/${w.sensor}/fft/${toneCapture}/sound-waveform/1`);
      const server = express()
        .use("/api", soundWaveformRoutes({ db: app.handle.db, driver: app.handle.driver }))
        .listen(0, "127.0.0.1");
      await new Promise<void>((resolve) => server.once("listening", resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      try {
        const res = await fetch(base + url, { headers: app.authHeaders(viewer) });
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("audio/wav");
        const wav = Buffer.from(await res.arrayBuffer());
        expect(wav.toString("ascii", 0, 4)).toBe("RIFF");
        expect(wav.readUInt32LE(4)).toBe(36 + 2 * N);
        expect(wav.toString("ascii", 8, 16)).toBe("WAVEfmt ");
        expect(wav.readUInt16LE(20)).toBe(1);
        expect(wav.readUInt16LE(22)).toBe(1);
        expect(wav.readUInt32LE(24)).toBe(FS);
        expect(wav.readUInt32LE(28)).toBe(2 * FS);
        expect(wav.readUInt16LE(34)).toBe(16);
        expect(wav.toString("ascii", 36, 40)).toBe("data");
        expect(wav.readUInt32LE(40)).toBe(2 * N);
        let peak = 0;
        for (let i = 44; i < wav.length; i += 2) peak = Math.max(peak, Math.abs(wav.readInt16LE(i)));
        expect(peak).toBe(Math.round(0.9 * 32767));
        // A slow capture is up-sampled by a whole factor to a playable rate.
        const slow = await storeCapture(
          app,
          w.sensor,
          new Float64Array(512).map((_, i) => Math.sin(i / 5)),
          {
            ts: T0 - DAY,
            sampleRate: 1664,
          },
        );
        const up = Buffer.from(
          await (
            await fetch(`${base}/api/sensors/${w.sensor}/fft/${slow}/sound-waveform/1`, {
              headers: app.authHeaders(viewer),
            })
          ).arrayBuffer(),
        );
        expect(up.readUInt32LE(24)).toBe(1664 * 5);
        expect(up.readUInt32LE(40)).toBe(2 * (511 * 5 + 1));
        expect((await fetch(base + url)).status).toBe(401);
        const other = await fetch(base + url, { headers: app.authHeaders(southAdmin) });
        expect(other.status).toBe(404);
      } finally {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    });
  });

  describe("level zones", () => {
    it("creates, refuses warning ≥ alarm naming the field, updates and lists", async () => {
      const path = `/api/sensors/jobs/${w.sensor}/level-zones`;
      const wrong = await app.call("POST", path, {
        token: admin,
        body: { zones: [{ parameter_type: 2, axis: 1, warning_zone: 5, alarm_zone: 3 }] },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.messages).toEqual([["zones.0.alarm_zone: must be greater than warning_zone"]]);
      const made = await app.call("POST", path, {
        token: admin,
        body: { zones: [{ parameter_type: 2, axis: 1, warning_zone: 1, alarm_zone: 2 }] },
      });
      expect(made.status).toBe(200);
      const zone = made.body.data[0];
      expect(zone).toMatchObject({ parameter_type: 2, axis: 1, warning_zone: 1, alarm_zone: 2 });
      expect(zone.source_type).toBe(graphSourceTypeId("manual"));
      const again = await app.call("POST", path, {
        token: admin,
        body: { zones: [{ parameter_type: 2, axis: 1, warning_zone: 1, alarm_zone: 2 }] },
      });
      expect(again.status).toBe(409);
      const lowered = await app.call("PUT", `${path}/${zone.id}`, {
        token: admin,
        body: { alarm_zone: 0.5 },
      });
      expect(lowered.status).toBe(422);
      expect(lowered.body.messages).toEqual([["alarm_zone: must be greater than warning_zone"]]);
      const raised = await app.call("PUT", `${path}/${zone.id}`, { token: admin, body: { alarm_zone: 3 } });
      expect(raised.body.data).toMatchObject({ id: zone.id, warning_zone: 1, alarm_zone: 3 });
      const bulk = await app.call("PUT", "/api/sensors/jobs/level-zones", {
        token: admin,
        body: { zones: [{ sensor_id: w.bare, parameter_type: 4, warning_zone: 60, alarm_zone: 80 }] },
      });
      expect(bulk.status).toBe(200);
      const listed = await app.call("GET", `/api/sensors/jobs/level-zones/our?sensor_id=${w.sensor}`, {
        token: viewer,
      });
      expect(
        listed.body.data.map((z: { parameter_type: number; axis: number }) => [z.parameter_type, z.axis]),
      ).toEqual([
        [1, 1],
        [2, 1],
      ]);
      const denied = await app.call("POST", path, {
        token: viewer,
        body: { zones: [{ parameter_type: 3, axis: 1, warning_zone: 1, alarm_zone: 2 }] },
      });
      expect(denied.status).toBe(403);
      const foreign = await app.call("PUT", "/api/sensors/jobs/level-zones", {
        token: admin,
        body: { zones: [{ sensor_id: w.south, parameter_type: 4, warning_zone: 1, alarm_zone: 2 }] },
      });
      expect(foreign.status).toBe(404);
    });

    it("re-baselines from the mean of the last 24 h of readings and the deltas", async () => {
      const latest = T0 + 30 * DAY;
      // Acceleration peak, axis 2: inside the window 2, 4, 6 (mean 4); older readings are ignored.
      await insertReadings(
        app,
        [
          { ts: latest - 2 * DAY, value: 100 },
          { ts: latest - 20 * HOUR, value: 2 },
          { ts: latest - HOUR, value: 4 },
          { ts: latest, value: 6 },
        ].map((r) => ({ sensor_id: w.sensor, parameter_type: 3, axis: 2, ...r })),
      );
      const res = await app.call("PUT", "/api/sensors/jobs/level-zones/re-baseline", {
        token: admin,
        body: { sensor_id: w.sensor, parameter_type: 3, axis: 2, warning_delta: 0.5, alarm_delta: 1 },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.skipped).toEqual([]);
      expect(res.body.data.updated).toHaveLength(1);
      expect(res.body.data.updated[0]).toMatchObject({
        parameter_type: 3,
        axis: 2,
        baseline: 4,
        warning_zone: 6,
        alarm_zone: 8,
        source_type: graphSourceTypeId("rebaseline"),
      });
      const lastTwo = await app.call("PUT", "/api/sensors/jobs/level-zones/re-baseline", {
        token: admin,
        body: { sensor_id: w.sensor, parameter_type: 3, axis: 2, samples: 2 },
      });
      expect(lastTwo.body.data.updated[0]).toMatchObject({ baseline: 5, warning_zone: 7.5, alarm_zone: 10 });
      // The item: every zone of its sensors; zones without readings are reported, not changed.
      const item = await app.call("PUT", `/api/sensors/${w.item}/rebaseline`, { token: admin, body: {} });
      expect(item.status).toBe(200);
      const updated = item.body.data.updated.map((z: { parameter_type: number }) => z.parameter_type).sort();
      expect(updated).toEqual([1, 3]);
      expect(item.body.data.skipped).toEqual([
        { sensor_id: w.sensor, parameter_type: 2, axis: 1, reason: "no readings in the baseline window" },
      ]);
      // Velocity X: all 100 minutes lie within 24 h of the last reading, mean 49.5; zones kept (no deltas).
      const velocity = item.body.data.updated.find((z: { parameter_type: number }) => z.parameter_type === 1);
      expect(velocity.baseline).toBe(49.5);
      const several = await app.call("PUT", "/api/sensors/rebaseline", {
        token: admin,
        body: { ids: [w.sensor, w.south] },
      });
      expect(several.status).toBe(404);
    });
  });

  describe("commands", () => {
    it("steps the gain with a PROCESS row and a controller command in one go", async () => {
      const path = `/api/sensors/${w.sensor}/gain-adjustment`;
      const up = await app.call("PUT", path, { token: admin, body: { type: "INCREASE" } });
      expect(up.status).toBe(200);
      expect(up.body.data).toMatchObject({
        type: "INCREASE",
        result: CommandStatus.PROCESS,
        gain_before: 1,
        gain_after: 2,
      });
      const [command] = await app.handle.db
        .select()
        .from(schema.controllerCommands)
        .where(eq(schema.controllerCommands.id, up.body.data.command_id));
      expect(command).toMatchObject({
        controller_id: w.controller,
        sensor_id: w.sensor,
        command: "gain_adjustment",
        payload: { type: "INCREASE", gain: 2 },
        status: CommandStatus.PROCESS,
      });
      const twice = await app.call("PUT", path, { token: admin, body: { type: "INCREASE" } });
      expect(twice.body.data).toMatchObject({ gain_before: 2, gain_after: 4 });
      const reset = await app.call("PUT", path, { token: admin, body: { type: "RESET" } });
      expect(reset.body.data).toMatchObject({ gain_before: 4, gain_after: 1 });
      const below = await app.call("PUT", path, { token: admin, body: { type: "DECREASE" } });
      expect(below.status).toBe(422);
      expect(below.body.messages).toEqual([["type: the gain is already at its minimum of 1"]]);
      const rows = await app.handle.db
        .select()
        .from(schema.gainAdjustments)
        .where(eq(schema.gainAdjustments.sensor_id, w.sensor));
      expect(rows).toHaveLength(3);
      const orphan = await app.call("PUT", `/api/sensors/${w.bare}/gain-adjustment`, {
        token: admin,
        body: { type: "INCREASE" },
      });
      expect(orphan.status).toBe(422);
      expect(orphan.body.messages[0][0]).toMatch(/^sensor_id: /);
      expect((await app.call("PUT", path, { token: viewer, body: { type: "INCREASE" } })).status).toBe(403);
    });

    it("queues equipment RPM and FFT requests, validating them", async () => {
      const rpmPath = `/api/sensors/commands/${w.sensor}/equipment-rpm`;
      const zero = await app.call("POST", rpmPath, { token: admin, body: { rpm: 0 } });
      expect(zero.status).toBe(422);
      expect(zero.body.messages[0][0]).toMatch(/^rpm: /);
      const rpm = await app.call("POST", rpmPath, { token: admin, body: { rpm: 1780 } });
      expect(rpm.body.data).toMatchObject({ command: "equipment_rpm", payload: { rpm: 1780 }, status: 2 });
      const fft = await app.call("POST", `/api/sensors/${w.sensor}/ncd/fft`, {
        token: admin,
        body: { axis: 3 },
      });
      expect(fft.body.data).toMatchObject({
        command: "fft_request",
        payload: { axis: 3, fmax: 5300, kind: 1 },
      });
      const odd = await app.call("POST", `/api/sensors/${w.sensor}/ncd/fft`, {
        token: admin,
        body: { fmax: 1000 },
      });
      expect(odd.status).toBe(422);
      expect(odd.body.messages[0][0]).toMatch(/^fmax: /);
    });

    it("accumulates run hours from velocity above the threshold", async () => {
      const start = T0 + 40 * DAY;
      await app.handle.db
        .update(schema.sensors)
        .set({
          run_hour_tracking: true,
          run_threshold: 1,
          run_hours: 0,
          run_hours_updated_at: new Date(start),
        })
        .where(eq(schema.sensors.id, w.bare));
      // Every 10 minutes for 2 hours: running (2 mm/s) for the first hour, stopped (0.2) after.
      await insertReadings(
        app,
        Array.from({ length: 13 }, (_, i) => ({
          sensor_id: w.bare,
          parameter_type: 1,
          axis: 1,
          ts: start + i * 10 * MINUTE,
          value: i < 6 ? 2 : 0.2,
        })),
      );
      expect(await accumulateRunHours(app.handle.db, [w.bare])).toEqual([{ id: w.bare, run_hours: 1 }]);
      // Nothing new: the total stays.
      expect(await accumulateRunHours(app.handle.db, [w.bare])).toEqual([{ id: w.bare, run_hours: 1 }]);
      const reset = await app.call("PUT", `/api/sensors/${w.bare}/runtime-tracker`, {
        token: admin,
        body: { enabled: true, reset: true, run_threshold: 1.5 },
      });
      expect(reset.status).toBe(200);
      expect(reset.body.data).toMatchObject({ run_hour_tracking: true, run_hours: 0, run_threshold: 1.5 });
      const [row] = await app.handle.db
        .select({ tracking: schema.sensors.run_hour_tracking })
        .from(schema.sensors)
        .where(and(eq(schema.sensors.id, w.bare)));
      expect(row!.tracking).toBe(true);
      // The sensors list says which sensors track run hours (the PM schedule form offers those).
      const listed = await app.call("GET", `/api/sensors?max=100`, { token: admin });
      const bare = listed.body.data.find((x: { id: number }) => x.id === w.bare);
      expect(bare).toMatchObject({ run_hour_tracking: true, run_hours: 0 });
    });
  });
});

describe("fault rules on synthesized signals", () => {
  const fs = 2560;
  const n = 8192;
  /** The velocity spectrum (mm/s RMS per line) of a signal in g, as signals.faults computes it. */
  function velocityLines(samples: Float64Array, sampleRate = fs) {
    const s = amplitudeSpectrum(samples, { sampleRate, scaling: "rms" });
    return { amplitudes: accelerationToVelocitySpectrum(s.amplitudes, s.frequencies), df: s.df };
  }
  const diagnose = (amplitudes: number[]) =>
    diagnoseSpectra({
      velocity: velocityLines(
        synthesize({
          sampleRate: fs,
          length: n,
          harmonics: { shaftHz: SHAFT_HZ, amplitudes },
          noiseRms: 0.001,
        }),
      ),
      envelope: null,
      shaftHz: SHAFT_HZ,
      bearing: null,
    });

  it("calls a dominant 1× imbalance, with its severity and evidence", async () => {
    const found = diagnose([0.1, 0.01, 0.005]);
    expect(found.map((f) => f.key)).toEqual(["imbalance"]);
    // 0.1 g at 25 Hz is 0.1·9806.65/(2π·25)/√2 = 4.41 mm/s RMS: moderate (2.8…4.5).
    expect(found[0]!.severity).toBe("moderate");
    expect(found[0]!.evidence[0]!.label).toBe("1×");
    expect(found[0]!.evidence[0]!.amplitude).toBeCloseTo(4.41, 1);
  });

  it("calls misalignment when 2× reaches half of 1×", async () => {
    const found = diagnose([0.05, 0.08]);
    expect(found.map((f) => f.key)).toEqual(["misalignment"]);
    expect(found[0]!.evidence.map((e) => e.label)).toEqual(["1×", "2×"]);
  });

  it("calls looseness on many harmonics", async () => {
    const found = diagnose([0.02, 0.04, 0.06, 0.08, 0.1, 0.12]);
    expect(found.map((f) => f.key)).toEqual(["looseness"]);
    expect(found[0]!.evidence.map((e) => e.label)).toEqual(["1×", "2×", "3×", "4×", "5×", "6×"]);
  });

  /** The envelope spectrum (gE) of a standard capture, as signals.faults computes it. */
  function envelopeLines(samples: Float64Array, sampleRate: number) {
    const s = envelopeSpectrum(samples, { sampleRate, band: [1000, 5300] });
    return { amplitudes: s.amplitudes, df: s.df };
  }
  const bearing = { bpfo: BPFO, bpfi: BPFI, bsf: BSF };

  it("calls an inner-race defect from impacts at BPFI, and no bearing fault without impacts", async () => {
    const base = { sampleRate: FS, length: N, harmonics: { shaftHz: SHAFT_HZ, amplitudes: [0.01] } };
    const defective = synthesize({
      ...base,
      impacts: { defectHz: BPFI, resonanceHz: 3500, dampingRatio: 0.05, amplitude: 0.8 },
      noiseRms: 0.03,
      seed: 3,
    });
    const found = diagnoseSpectra({
      velocity: velocityLines(defective, FS),
      envelope: envelopeLines(defective, FS),
      shaftHz: SHAFT_HZ,
      bearing,
    });
    expect(found.map((f) => f.key)).toEqual(["bearing_inner_race"]);
    expect(found[0]!.evidence.map((e) => e.label)).toEqual(["BPFI", "2×BPFI", "3×BPFI"]);
    expect(Math.abs(found[0]!.evidence[0]!.hz - BPFI)).toBeLessThan(2 * DF);
    const healthy = synthesize({ ...base, noiseRms: 0.03, seed: 3 });
    const none = diagnoseSpectra({
      velocity: velocityLines(healthy, FS),
      envelope: envelopeLines(healthy, FS),
      shaftHz: SHAFT_HZ,
      bearing,
    });
    expect(none).toEqual([]);
  });

  it("does not call looseness on the shaft orders an outer-race defect lands on", () => {
    // The demo's P-1 motor as the simulator plays it: a 6309 at 1780 RPM has BPFO = 3.036× running
    // speed, so the defect's lines sit on 3×, 6× and 9× of the shaft. They are the bearing's, and
    // with 2× above the floor they would otherwise make four "looseness" harmonics.
    const shaftHz = 1780 / 60;
    const bpfo = 3.036 * shaftHz;
    const df = 13568 / 8192;
    const lines = (peaks: [number, number][], floor: number) => {
      const amplitudes = new Float64Array(3201).fill(floor);
      for (const [hz, amplitude] of peaks) amplitudes[Math.round(hz / df)] = amplitude;
      return { amplitudes, df };
    };
    const velocity = lines(
      [
        [shaftHz, 1.6],
        [2 * shaftHz, 0.8],
        [bpfo, 7.7],
        [2 * bpfo, 4.1],
        [3 * bpfo, 2.0],
      ],
      0.02,
    );
    const envelope = lines(
      [
        [bpfo, 1.2],
        [2 * bpfo, 0.95],
        [3 * bpfo, 0.74],
      ],
      0.01,
    );
    const bearing = { bpfo, bpfi: 4.96 * shaftHz, bsf: 2.0 * shaftHz };
    const found = diagnoseSpectra({ velocity, envelope, shaftHz, bearing });
    expect(found.map((f) => f.key)).toEqual(["bearing_outer_race"]);
    // Without the bearing, the same orders are looseness.
    const withoutBearing = diagnoseSpectra({ velocity, envelope: null, shaftHz, bearing: null });
    expect(withoutBearing.map((f) => f.key)).toEqual(["looseness"]);
  });

  it("finds nothing in a clean, quiet machine", async () => {
    expect(diagnose([0.005])).toEqual([]);
  });
});
