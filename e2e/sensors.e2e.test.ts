import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, type RunningApp, signInToPlant, snap, startApp, trpcCall } from "./app";

/**
 * Issue 6's "done when", in Chromium: a newcomer's start shows the demo plant with live trends and an
 * FFT page with a visible bearing-fault peak at the marker. The app runs with the device simulator,
 * which posts a week of history and live readings through the real ingest path; the faulty machine
 * is the circulation pump P-1, whose drive motor (sensor NCD-81A3F101) has an outer-race defect.
 */
describe("sensors, trends and spectra in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let token = "";
  let sensor: { id: number; equipment_item_id: number; name: string };

  beforeAll(async () => {
    app = await startApp({ simulator: true });
    // The simulator fills the demo history in the background; the pages need it in place.
    while (!app.output().includes("Simulator: ready")) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    ({ token } = await trpcCall<{ token: string }>(app, "auth.login", {
      email: "superadmin@plantwise.demo",
      password: "Plantwise#2026",
    }));
    const list = await trpcCall<{ data: { id: number; equipment_item_id: number; name: string }[] }>(
      app,
      "sensors.list",
      { page: 1, max: 10, q: "NCD-81A3F101" },
      { token, method: "GET" },
    );
    sensor = list.data[0]!;
    browser = await launchBrowser();
    page = await signInToPlant(app, browser, "Hamilton Works", { width: 1440, height: 1000 });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("the simulator posted through ingest: the faulty motor has readings, zones and a capture", () => {
    expect(app.output()).toContain("Simulator: ready");
    expect(sensor?.name).toBe("P-1 motor DE");
  });

  it("the statistics page draws a live velocity trend with its zones", async () => {
    await page.goto(`${app.url}/sensors/${sensor.id}/statistics`);
    await page.getByTestId("statistics-table").waitFor();
    const rows = await page.getByTestId("statistics-table").locator("tbody tr").count();
    expect(rows).toBeGreaterThan(5);
    const chart = page.getByTestId("trend-chart").first();
    await chart.waitFor();
    await chart.getByTestId("trend-segment").first().waitFor();
    expect(await chart.getByTestId("warning-zone").count()).toBeGreaterThan(0);
    expect(await chart.getByTestId("alarm-zone").count()).toBeGreaterThan(0);
    // The text summary names the latest value; the faulty motor is past its warning zone.
    const summary = (await chart.getByTestId("trend-summary").textContent()) ?? "";
    expect(summary).toMatch(/mm\/s/);
    expect(summary).toMatch(/Warning|Alarm/);
    await snap(page, "sensors-statistics");
  });

  it("the FFT page shows the bearing-fault peak at the BPFO marker in the envelope", async () => {
    const fft = await trpcCall<{
      captures: { id: number; axis: number; kind: number }[];
    }>(app, "signals.fft", { sensor_id: sensor.id }, { token, method: "GET" });
    const capture = fft.captures.find((c) => c.kind === 1)!;
    expect(capture).toBeDefined();
    const envelope = await trpcCall<{
      df: number;
      markers: { label: string; hz: number; kind: string }[];
      peaks: { hz: number; amplitude: number }[];
    }>(
      app,
      "signals.spectrum",
      { sensor_id: sensor.id, fft_id: capture.id, kind: "envelope" },
      { token, method: "GET" },
    );
    const bpfo = envelope.markers.find((m) => m.label === "BPFO")!;
    expect(bpfo).toBeDefined();
    // The envelope's largest line is the outer-race defect frequency, within one bin of the marker.
    const top = [...envelope.peaks].sort((a, b) => b.amplitude - a.amplitude)[0]!;
    expect(Math.abs(top.hz - bpfo.hz)).toBeLessThanOrEqual(envelope.df * 1.5);

    await page.goto(`${app.url}/ncd/${sensor.id}/fft/${capture.id}?tab=envelope`);
    const chart = page.getByTestId("spectrum-chart");
    await chart.waitFor();
    // SVG groups have no box of their own, so wait for them in the document rather than "visible".
    await chart.getByTestId("marker-bearing").first().waitFor({ state: "attached" });
    const markerLabels = await chart.getByTestId("marker-bearing").allTextContents();
    expect(markerLabels.join(" ")).toContain("BPFO");
    const firstPeak = (await chart.getByTestId("top-peaks").locator("tbody tr").first().textContent()) ?? "";
    const shownHz = Number(/([\d.]+)\s*Hz/.exec(firstPeak)?.[1]);
    expect(Math.abs(shownHz - bpfo.hz)).toBeLessThanOrEqual(envelope.df * 1.5);
    await snap(page, "sensors-fft-envelope");
  });

  it("the item's PdM tab lists its sensors with latest values", async () => {
    await page.goto(`${app.url}/equipments/${sensor.equipment_item_id}/details/pdm/${sensor.id}`);
    await page.getByTestId("latest-values").waitFor();
    expect(await page.getByTestId("latest-values").textContent()).toMatch(/mm\/s/);
    await snap(page, "sensors-pdm-tab");
  });

  it("the controllers list shows the demo gateways, online", async () => {
    await page.goto(`${app.url}/controllers`);
    await page.getByText("NCD-1", { exact: false }).first().waitFor();
    await snap(page, "sensors-controllers");
  });

  it("the public chart page says when a sensor is not shared", async () => {
    const anonymous = await browser.newPage();
    await anonymous.goto(`${app.url}/graph/${sensor.id}`);
    await anonymous
      .getByText(/not shared/i)
      .first()
      .waitFor();
    await anonymous.close();
  });
});
