import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO_PASSWORD,
  launchBrowser,
  type RunningApp,
  signInToPlant,
  snap,
  startApp,
  trpcCall,
} from "./app";

interface Capture {
  id: number;
  axis: number;
  kind: number;
  ts: number;
  is_baseline: boolean;
}
interface Marker {
  label: string;
  hz: number;
  amplitude: number | null;
}

/**
 * The analyst's workbench in Chromium, on the demo's faulty motor (circulation pump P-1, sensor
 * NCD-81A3F101, an outer-race defect growing over the simulated week): the healthy baseline and the
 * latest capture overlaid with a higher BPFO in the latest, the waterfall of the axis, a sideband
 * cursor, CSV and UFF 58 exports, a note on the capture, and the BPFO band's trend growing.
 */
describe("the analyst's workbench in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let token = "";
  let sensor: { id: number; name: string };
  let baseline: Capture;
  let latest: Capture;

  beforeAll(async () => {
    app = await startApp({ simulator: true });
    while (!app.output().includes("Simulator: ready")) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    ({ token } = await trpcCall<{ token: string }>(app, "auth.login", {
      email: "superadmin@plantwise.demo",
      password: DEMO_PASSWORD,
    }));
    const list = await trpcCall<{ data: { id: number; name: string }[] }>(
      app,
      "sensors.list",
      { page: 1, max: 10, q: "NCD-81A3F101" },
      { token, method: "GET" },
    );
    sensor = list.data[0]!;
    const captures = await trpcCall<Capture[]>(
      app,
      "signals.captures",
      { sensor_id: sensor.id, axis: 1, kind: 1, limit: 500 },
      { token, method: "GET" },
    );
    baseline = captures.find((c) => c.is_baseline)!;
    latest = captures[0]!;
    browser = await launchBrowser();
    page = await signInToPlant(app, browser, "Hamilton Works", { width: 1440, height: 1000 });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("keeps the healthy first capture of the week as the axis's baseline", () => {
    expect(baseline).toBeDefined();
    expect(latest.ts - baseline.ts).toBeGreaterThan(5 * 86_400_000);
  });

  it("overlays the baseline and the latest capture, the latest with the higher BPFO", async () => {
    const compare = await trpcCall<{ traces: { spectrum: { markers: Marker[] } }[] }>(
      app,
      "analysis.compare",
      {
        captures: [
          { sensor_id: sensor.id, fft_id: baseline.id },
          { sensor_id: sensor.id, fft_id: latest.id },
        ],
        kind: "envelope",
      },
      { token, method: "GET" },
    );
    const bpfo = compare.traces.map((t) => t.spectrum.markers.find((m) => m.label === "BPFO")!.amplitude!);
    expect(bpfo[1]!).toBeGreaterThan(5 * bpfo[0]!);

    await page.goto(`${app.url}/ncd/${sensor.id}/fft/${latest.id}?tab=compare`);
    const legend = page.getByTestId("compare-legend");
    await legend.waitFor();
    expect(await legend.getByTestId("compare-legend-entry").count()).toBe(2);
    expect(await legend.textContent()).toContain("Baseline");
    await snap(page, "workbench-compare");

    // Each capture's own marker list names BPFO with the amplitude found near it, higher in the latest.
    const shownBpfo = async (fftId: number) => {
      await page.goto(`${app.url}/ncd/${sensor.id}/fft/${fftId}?tab=envelope`);
      const bearing = page.getByTestId("legend-bearing");
      await bearing.waitFor({ state: "attached" });
      const row = bearing.locator("tr", { hasText: /^BPFO/ }).first();
      const text = (await row.textContent()) ?? "";
      return Number(/([\d.]+)\s*gE/.exec(text)?.[1]);
    };
    const before = await shownBpfo(baseline.id);
    const after = await shownBpfo(latest.id);
    expect(after).toBeGreaterThan(5 * before);
  });

  it("draws the waterfall of the axis", async () => {
    await page.goto(`${app.url}/ncd/${sensor.id}/fft/${latest.id}?tab=waterfall`);
    const chart = page.getByTestId("waterfall-chart");
    await chart.waitFor();
    await page.getByTestId("waterfall-plot").waitFor();
    expect(await page.getByTestId("waterfall-times").textContent()).not.toBe("");
    await snap(page, "workbench-waterfall");
  });

  it("sets a sideband cursor around a carrier", async () => {
    await page.goto(`${app.url}/ncd/${sensor.id}/fft/${latest.id}`);
    const chart = page.getByTestId("spectrum-chart");
    await chart.waitFor();
    await chart.getByRole("button", { name: "Sideband" }).click();
    const plot = chart.locator(".visx-brush-overlay").first();
    const box = (await plot.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.4, box.y + box.height / 2);
    await page.mouse.click(box.x + box.width * 0.45, box.y + box.height / 2);
    await chart.getByTestId("sideband-cursor").first().waitFor({ state: "attached" });
    expect(await chart.getByTestId("sideband-cursor").count()).toBeGreaterThanOrEqual(5);
    await snap(page, "workbench-sidebands");
  });

  it("exports the spectrum as CSV and the waveform as UFF 58", async () => {
    const download = async (item: string) => {
      await page.getByRole("button", { name: "Export" }).click();
      const [file] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("menuitem", { name: item }).click(),
      ]);
      return readFileSync((await file.path())!, "utf8");
    };
    const csv = await download("CSV of the spectrum");
    expect(csv).toMatch(/^# /);
    expect(csv).toMatch(/\nfrequency_hz,(order,)?amplitude_g\n/);
    const uff = await download("UFF 58 of the waveform");
    expect(uff.split("\n").slice(0, 2)).toEqual(["    -1", "    58"]);
  });

  it("adds a note to the capture", async () => {
    const form = page.getByTestId("note-form");
    await form.getByRole("textbox").first().fill("Outer race defect: BPFO and harmonics in the envelope");
    await form.getByRole("button", { name: "Add note" }).click();
    await page
      .getByTestId("capture-notes")
      .getByText("Outer race defect: BPFO and harmonics in the envelope")
      .waitFor();
    const view = await trpcCall<{ notes: { body: string }[] }>(
      app,
      "signals.spectrum",
      { sensor_id: sensor.id, fft_id: latest.id, kind: "spectrum" },
      { token, method: "GET" },
    );
    expect(view.notes.map((n) => n.body)).toContain("Outer race defect: BPFO and harmonics in the envelope");
    await snap(page, "workbench-note");
  });

  it("trends the BPFO band, growing across the simulated week", async () => {
    const bands = await trpcCall<{ name: string; parameter_type: number }[]>(
      app,
      "analysis.bands",
      { sensor_id: sensor.id },
      { token, method: "GET" },
    );
    const band = bands.find((b) => b.name.startsWith("BPFO"))!;
    expect(band).toBeDefined();
    const now = Date.now();
    const trend = await trpcCall<{ unit: string; points: { t: number; mean: number }[] }>(
      app,
      "signals.trend",
      {
        sensor_id: sensor.id,
        parameter_type: band.parameter_type,
        axis: 1,
        from: now - 8 * 86_400_000,
        to: now,
        width: 400,
      },
      { token, method: "GET" },
    );
    expect(trend.unit).toBe("gE");
    expect(trend.points.length).toBeGreaterThan(10);
    const first = trend.points[0]!.mean;
    const last = trend.points.at(-1)!.mean;
    expect(last).toBeGreaterThan(5 * first);
  });
});
