/**
 * The analyst's workbench on both drivers: captures posted by a gateway get their baseline and their
 * band values (trended as readings, judged by the level evaluator); a capture's running speed,
 * baseline and notes; compare and waterfall views; bands defined later computed for the stored
 * captures; item kinematics feeding the fault families.
 */
import { schema, testDrivers } from "@plantwise/db";
import { STANDARD_GRAVITY_MM_PER_S2 } from "@plantwise/dsp";
import { BandBasis, BandSpectrum, bandParameterType, RpmSource } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { newDeviceToken } from "../ingest/device-token";
import { runDueJobs } from "../lib/job-runner";
import { registerBandJobs } from "./band-backfill";
import { readUff58 } from "./uff58-reader";

const ADMIN = "plantadmin@plantwise.demo";
const VIEWER = "plantuser@plantwise.demo";
const SOUTH = "southadmin@plantwise.demo";

const HOUR = 3_600_000;
/** Ten hours ago, on the hour: captures are recent, as a gateway's are. */
const T0 = Math.floor(Date.now() / HOUR) * HOUR - 10 * HOUR;
/** 2.56 × 5300 Hz and 8 192 samples: Δf = 1.65625 Hz. */
const FS = 13_568;
const N = 8192;
const SHAFT_HZ = 25;

/** A tone at `hz` whose velocity is `mm_s` RMS, as acceleration samples in g (base64 Float32). */
function toneSamples(hz: number, mmS: number): string {
  const peakG = (mmS * Math.SQRT2 * 2 * Math.PI * hz) / STANDARD_GRAVITY_MM_PER_S2;
  const f = new Float32Array(N);
  for (let i = 0; i < N; i++) f[i] = peakG * Math.sin((2 * Math.PI * hz * i) / FS);
  return Buffer.from(f.buffer).toString("base64");
}

describe.each(testDrivers())("analyst's workbench on %s", (driver) => {
  const app = useTestApp(driver);
  let admin: string;
  let viewer: string;
  let south: string;
  let token: string;
  let sensor: number;
  let item: number;
  let band: number;
  let captures: number[];

  const post = (body: unknown) =>
    app.call("POST", "/api/ingest/readings", { token, body, headers: { authorization: `Bearer ${token}` } });
  const capture = (ts: number, mmS: number) => ({
    sensor: "WB-S1",
    axis: 1,
    kind: 1,
    ts,
    sample_rate: FS,
    rpm: SHAFT_HZ * 60,
    samples: toneSamples(SHAFT_HZ, mmS),
  });
  const bandValues = async (parameterType: number) =>
    (
      await app.handle.db
        .select()
        .from(schema.sensorReadings)
        .where(
          and(
            eq(schema.sensorReadings.sensor_id, sensor),
            eq(schema.sensorReadings.parameter_type, parameterType),
          ),
        )
        .orderBy(schema.sensorReadings.ts)
    ).map((r) => r.value);

  beforeAll(async () => {
    registerBandJobs();
    [admin, viewer, south] = await Promise.all([app.signIn(ADMIN), app.signIn(VIEWER), app.signIn(SOUTH)]);
    const db = app.handle.db;
    const at = { company_id: app.demo.northwind, plant_id: app.demo.hamilton };
    const device = newDeviceToken();
    const [gateway] = await db
      .insert(schema.controllers)
      .values({
        ...at,
        name: "Workbench gateway",
        serial_number: "WB-GW",
        type: 5,
        token_hash: device.hash,
        token_prefix: device.prefix,
      })
      .returning();
    token = device.token;
    const [row] = await db
      .insert(schema.equipmentItems)
      .values({
        ...at,
        name: "Workbench motor",
        is_limbo: true,
        rpm_source_item: RpmSource.MANUAL,
        rpm_value: 1500,
      })
      .returning();
    item = row!.id;
    const [s] = await db
      .insert(schema.sensors)
      .values({
        ...at,
        name: "Workbench DE",
        serial_number: "WB-S1",
        family: "NCD",
        type: 5,
        controller_id: gateway!.id,
        equipment_item_id: item,
      })
      .returning();
    sensor = s!.id;
    const [b] = await db
      .insert(schema.spectralBands)
      .values({
        company_id: at.company_id,
        sensor_id: sensor,
        name: "1× running speed",
        basis: BandBasis.ORDERS,
        low: 0.8,
        high: 1.2,
        spectrum: BandSpectrum.VELOCITY,
        warning_zone: 2.5,
        alarm_zone: 3.5,
      })
      .returning();
    band = b!.id;
    // A week of a growing 1× (1, 2, 3 mm/s), then three captures over the alarm zone.
    const levels = [1, 2, 3, 4, 4, 4];
    const res = await post({ waveforms: levels.map((v, i) => capture(T0 + i * HOUR, v)) });
    expect(res.status).toBe(200);
    expect(res.body.waveforms).toEqual({ accepted: 6, duplicates: 0 });
    const rows = await db
      .select({ id: schema.waveforms.id })
      .from(schema.waveforms)
      .where(eq(schema.waveforms.sensor_id, sensor))
      .orderBy(schema.waveforms.ts);
    captures = rows.map((r) => r.id);
  });

  it("makes the first capture of an axis its baseline", async () => {
    const list = (await app.query("signals.captures", { sensor_id: sensor }, admin)).body.result.data;
    expect(
      list.filter((c: { is_baseline: boolean }) => c.is_baseline).map((c: { id: number }) => c.id),
    ).toEqual([captures[0]]);
    expect(list[0]).toMatchObject({ fmax: FS / 2.56, lines: 3200, rpm: 1500, note_count: 0 });
  });

  it("trends a band's value per capture within 0.5 % of the tone, and alarms on its zone", async () => {
    const values = await bandValues(bandParameterType(band));
    expect(values).toHaveLength(6);
    for (const [i, expected] of [1, 2, 3, 4, 4, 4].entries()) {
      expect(Math.abs(values[i]! / expected - 1)).toBeLessThan(0.005);
    }
    const [zone] = await app.handle.db
      .select()
      .from(schema.sensorLevelZones)
      .where(eq(schema.sensorLevelZones.parameter_type, bandParameterType(band)));
    expect(zone).toMatchObject({ sensor_id: sensor, axis: 1, warning_zone: 2.5, alarm_zone: 3.5 });
    const alarms = await app.handle.db
      .select()
      .from(schema.alarms)
      .where(
        and(eq(schema.alarms.sensor_id, sensor), eq(schema.alarms.parameter_type, bandParameterType(band))),
      );
    expect(alarms.length).toBeGreaterThan(0);
  });

  it("adds nothing when the same batch is sent again", async () => {
    const res = await post({ waveforms: [capture(T0, 1)] });
    expect(res.body.waveforms).toEqual({ accepted: 0, duplicates: 1 });
    expect(await bandValues(bandParameterType(band))).toHaveLength(6);
  });

  it("moves the baseline to another capture of the axis", async () => {
    const res = await app.mutate("analysis.setBaseline", { sensor_id: sensor, fft_id: captures[2] }, admin);
    expect(res.body.result.data).toMatchObject({ id: captures[2], is_baseline: true });
    const list = (await app.query("signals.captures", { sensor_id: sensor }, admin)).body.result.data;
    expect(
      list.filter((c: { is_baseline: boolean }) => c.is_baseline).map((c: { id: number }) => c.id),
    ).toEqual([captures[2]]);
    const refused = await app.mutate(
      "analysis.setBaseline",
      { sensor_id: sensor, fft_id: captures[2] },
      south,
    );
    expect(refused.status).toBe(404);
  });

  it("takes a running speed entered for one capture, and computes its band value again", async () => {
    const res = await app.mutate(
      "analysis.setCaptureSpeed",
      { sensor_id: sensor, fft_id: captures[1], rpm: 2400 },
      admin,
    );
    expect(res.body.result.data).toMatchObject({ rpm: 2400, rpm_source: 2 });
    const view = (
      await app.query("signals.spectrum", { sensor_id: sensor, fft_id: captures[1], kind: "spectrum" }, admin)
    ).body.result.data;
    expect(view.running_speed_hz).toBe(40);
    expect(view.running_speed_source).toBe("capture");
    // 0.8–1.2 × 40 Hz leaves the 25 Hz tone out.
    expect((await bandValues(bandParameterType(band)))[1]).toBeLessThan(0.05);
    const bad = await app.mutate(
      "analysis.setCaptureSpeed",
      { sensor_id: sensor, fft_id: captures[1], rpm: -5 },
      admin,
    );
    expect(bad.status).toBe(400);
    await app.mutate(
      "analysis.setCaptureSpeed",
      { sensor_id: sensor, fft_id: captures[1], rpm: null },
      admin,
    );
    expect(Math.abs((await bandValues(bandParameterType(band)))[1]! / 2 - 1)).toBeLessThan(0.005);
  });

  it("keeps notes on a capture, pinned to a frequency, changed only by their author", async () => {
    const added = await app.mutate(
      "analysis.addCaptureNote",
      { sensor_id: sensor, fft_id: captures[5], body: "1× keeps growing", hz: 25 },
      admin,
    );
    expect(added.body.result.data).toMatchObject({ body: "1× keeps growing", hz: 25 });
    const note = added.body.result.data.id;
    const view = (
      await app.query("signals.spectrum", { sensor_id: sensor, fft_id: captures[5], kind: "spectrum" }, admin)
    ).body.result.data;
    expect(view.notes.map((n: { body: string }) => n.body)).toEqual(["1× keeps growing"]);
    expect(view.capture.note_count).toBe(1);
    const other = await app.signIn("superintendent@plantwise.demo");
    const refused = await app.mutate(
      "analysis.updateCaptureNote",
      { sensor_id: sensor, note_id: note, body: "Rewritten" },
      other,
    );
    expect([403]).toContain(refused.status);
    const empty = await app.mutate(
      "analysis.addCaptureNote",
      { sensor_id: sensor, fft_id: captures[5], body: " " },
      admin,
    );
    expect(empty.status).toBe(400);
    await app.mutate("analysis.deleteCaptureNote", { sensor_id: sensor, note_id: note }, admin);
    expect(
      (await app.query("signals.captures", { sensor_id: sensor }, admin)).body.result.data[0].note_count,
    ).toBe(0);
  });

  it("overlays captures of one plant, each with its own speed and markers", async () => {
    const res = await app.query(
      "analysis.compare",
      {
        captures: [
          { sensor_id: sensor, fft_id: captures[0] },
          { sensor_id: sensor, fft_id: captures[5] },
        ],
        unit: "mm/s",
      },
      viewer,
    );
    const { traces } = res.body.result.data;
    expect(traces).toHaveLength(2);
    const at1x = traces.map(
      (t: { spectrum: { markers: { label: string; amplitude: number }[] } }) =>
        t.spectrum.markers.find((m) => m.label === "1×")!.amplitude,
    );
    expect(at1x[1] / at1x[0]).toBeCloseTo(4, 1);
    expect(traces[0].sensor).toMatchObject({ id: sensor, item_name: "Workbench motor" });
  });

  it("cascades the last captures of an axis, oldest first", async () => {
    const res = await app.query(
      "analysis.waterfall",
      { sensor_id: sensor, axis: 1, count: 4, max_lines: 800 },
      viewer,
    );
    const view = res.body.result.data;
    expect(view.captures.map((c: { id: number }) => c.id)).toEqual(captures.slice(2));
    expect(view.rows).toHaveLength(4);
    expect(view.rows[0]).toHaveLength(801);
    expect(view.df).toBeCloseTo((FS / N) * 4, 9);
    expect(view.skipped).toBe(0);
  });

  it("computes a band defined later for the captures already stored", async () => {
    const refused = await app.mutate(
      "analysis.createBand",
      { sensor_id: sensor, name: "2×", basis: BandBasis.ORDERS, low: 1.8 },
      admin,
    );
    expect(refused.status).toBe(400);
    const created = await app.mutate(
      "analysis.createBand",
      {
        sensor_id: sensor,
        name: "Near 1×",
        basis: BandBasis.HZ,
        low: 20,
        high: 30,
        spectrum: BandSpectrum.VELOCITY,
      },
      admin,
    );
    const later = created.body.result.data;
    expect(later.parameter_type).toBe(bandParameterType(later.id));
    await runDueJobs(app.handle.db);
    const values = await bandValues(later.parameter_type);
    expect(values).toHaveLength(6);
    expect(Math.abs(values[0]! - 1)).toBeLessThan(0.005);
    const listed = (await app.query("analysis.bands", { sensor_id: sensor }, viewer)).body.result.data;
    expect(listed.map((b: { name: string }) => b.name)).toEqual(["1× running speed", "Near 1×"]);
    await app.mutate("analysis.deleteBand", { id: later.id }, admin);
    expect(await bandValues(later.parameter_type)).toHaveLength(0);
  });

  it("draws the item's fault families from its kinematics", async () => {
    await app.mutate(
      "analysis.setKinematics",
      { equipment_id: item, kinematics: { vanes: 6, line_frequency_hz: 60 } },
      admin,
    );
    const view = (
      await app.query("signals.spectrum", { sensor_id: sensor, fft_id: captures[0], kind: "spectrum" }, admin)
    ).body.result.data;
    const hz = Object.fromEntries(view.markers.map((m: { label: string; hz: number }) => [m.label, m.hz]));
    expect(hz.VPF).toBeCloseTo(150, 9);
    expect(hz["2×LF"]).toBeCloseTo(120, 9);
  });

  it("exports a capture as CSV and UFF 58, and what is on screen as a one-page PDF", async () => {
    const base = `/api/sensors/${sensor}/fft/${captures[5]}`;
    const csv = await app.call("GET", `${base}/export?format=csv&data=spectrum&unit=mm/s`, { token: admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toContain(`capture-${captures[5]}-spectrum.csv`);
    const rows = (csv.body as string).split("\n").filter((l) => l !== "" && !l.startsWith("#"));
    expect(rows[0]).toMatch(/^frequency_hz,order,amplitude_mm\/s$/);
    expect(rows).toHaveLength(3201 + 1);
    const uff = await app.call("GET", `${base}/export?format=uff58&data=waveform`, { token: admin });
    const [dataset] = readUff58(uff.body as string);
    expect(dataset!.points).toBe(N);
    // Record 7 carries the increment as E13.5: six significant digits.
    expect(Math.abs(dataset!.abscissa_increment * FS - 1)).toBeLessThan(1e-5);
    const peakG = (4 * Math.SQRT2 * 2 * Math.PI * SHAFT_HZ) / STANDARD_GRAVITY_MM_PER_S2;
    expect(dataset!.data[0]).toBe(0);
    expect(Math.max(...dataset!.data)).toBeCloseTo(peakG, 4);
    const pdf = await fetch(`${app.url}${base}/chart-pdf`, {
      method: "POST",
      headers: { ...app.authHeaders(admin), "content-type": "application/json" },
      body: JSON.stringify({
        y_scale: "log",
        families: ["order"],
        cursors: [{ label: "1×", hz: 25, amplitude: 4 }],
      }),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const bad = await app.call("GET", `${base}/export?format=xls`, { token: admin });
    expect(bad.status).toBe(422);
    expect(bad.body.messages.flat().join()).toContain("format");
    expect((await app.call("GET", `${base}/export`, { token: south })).status).toBe(404);
    expect((await app.call("GET", `${base}/export`)).status).toBe(401);
  });
});
