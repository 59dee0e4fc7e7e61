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

interface AlarmRow {
  id: number;
  sensor_id: number | null;
  alert_type_key: string;
  parameter_key: string | null;
  axis: number;
  acknowledged_at: string | null;
}

/**
 * Sensors and signals end to end, in Chromium: a newcomer's start shows the demo plant with live trends and an
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
    // Live batches every 5 s instead of every minute, so the faulty motor's alarms (three samples
    // past the level) come within the suite's time.
    app = await startApp({ simulator: true, env: { SIMULATOR_INTERVAL_MS: "5000" } });
    // The simulator fills the demo history in the background; the pages need it in place.
    while (!app.output().includes("Simulator: ready")) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    ({ token } = await trpcCall<{ token: string }>(app, "auth.login", {
      email: "superadmin@plantwise.demo",
      password: DEMO_PASSWORD,
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
  it("the faulty motor's live readings raise its alarms; the alarms page lists and acknowledges them", async () => {
    // The evaluator judges the live readings as ingest stores them: three past 7.1 mm/s raise the alarm.
    const velocityAlarm = async () => {
      for (;;) {
        const list = await trpcCall<{ data: AlarmRow[] }>(
          app,
          "alarms.list",
          { page: 1, max: 100, sensor_id: sensor.id, status: "open" },
          { token, method: "GET" },
        );
        const found = list.data.find(
          (a) => a.alert_type_key === "alarm" && a.parameter_key === "velocity_rms" && a.axis === 1,
        );
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    };
    const alarm = await velocityAlarm();
    expect(alarm.acknowledged_at).toBeNull();

    // The list opens on incidents (one row per fault); "All alarms" lists each alarm on its own.
    await page.goto(`${app.url}/dashboard/alarms?view=alarms`);
    // From 1280 px the parameter has a column of its own beside the alert kind.
    const row = page.getByRole("row").filter({ hasText: "Velocity RMS X" }).filter({ hasText: "Alarm" });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain("P-1 motor DE");
    await snap(page, "alarms-list");
    await row.first().getByRole("button", { name: "Acknowledge", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Note (optional)").fill("Bearing replacement planned");
    await dialog.getByRole("button", { name: "Acknowledge", exact: true }).click();
    await page.getByText("Alarm acknowledged").first().waitFor();
    await row.first().getByText("Sam Okafor", { exact: false }).waitFor();
    const after = await trpcCall<AlarmRow>(app, "alarms.get", { id: alarm.id }, { token, method: "GET" });
    expect(after.acknowledged_at).not.toBeNull();
  });

  it("the motor's page shows its alarm panel and its health", async () => {
    await page.goto(`${app.url}/equipments/${sensor.equipment_item_id}/details/main`);
    const panel = page.getByTestId("alarm-panel");
    await panel.getByTestId("panel-alarm").first().waitFor();
    expect(await panel.getByText("Alarm · Velocity RMS X").count()).toBeGreaterThan(0);
    // The open alarm rolls up: the item's health reads Alarm, and so does its plant's dashboard.
    expect(await page.getByTestId("health").first().textContent()).toBe("Alarm");
    await snap(page, "alarms-equipment-panel");
    // "All alarms" opens the list narrowed to this item: its one incident, and each of its open
    // alarms in the alarms view, none of another item's.
    await panel.getByRole("link", { name: "All alarms" }).click();
    await page.waitForURL((url) => url.search === `?item=${sensor.equipment_item_id}`);
    await page.getByTestId("alarm-scope").getByText("Only the alarms of item").waitFor();
    await page.getByTestId("incident").first().waitFor();
    expect(await page.getByTestId("incident").count()).toBe(1);
    await page.goto(`${app.url}/dashboard/alarms?item=${sensor.equipment_item_id}&view=alarms`);
    await page
      .getByRole("row")
      .filter({ hasText: "Velocity RMS X" })
      .filter({ hasText: "Alarm" })
      .first()
      .waitFor();
    const places = await page.getByRole("row").filter({ hasText: "P-1 motor DE" }).count();
    expect(places).toBe((await page.getByRole("row").count()) - 1);
    await page.goto(`${app.url}/dashboard/plant`);
    const plantHealth = page.getByTestId("plant-health");
    await plantHealth.getByTestId("open-alarms").waitFor();
    expect(await plantHealth.getByTestId("health").textContent()).toBe("Alarm");
    await snap(page, "alarms-plant-dashboard");
  });

  it("the plant user's notification centre receives the acknowledgement as it happens", async () => {
    const userPage = await signInToPlant(
      app,
      browser,
      "Hamilton Works",
      { width: 1440, height: 900 },
      "plantuser@plantwise.demo",
    );
    await userPage.goto(`${app.url}/notifications`);
    await userPage.getByText("Alarm: Drive motor M-127").first().waitFor();
    const bell = userPage.getByRole("button", { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor();
    // The motor's incident acknowledged through the API while the page stays open: the server's
    // stream brings its one notification in without a reload.
    const incidents = await trpcCall<{ data: { id: number }[] }>(
      app,
      "alarms.listIncidents",
      { page: 1, max: 10, equipment_item_id: sensor.equipment_item_id },
      { token, method: "GET" },
    );
    expect(incidents.data).toHaveLength(1);
    await trpcCall(
      app,
      "alarms.acknowledgeIncident",
      { id: incidents.data[0]!.id, note: "seen on the round" },
      { token },
    );
    await userPage.getByText("by Sam Okafor: seen on the round").first().waitFor();
    await snap(userPage, "notifications-centre");
    await bell.click();
    await userPage
      .getByRole("menu")
      .getByText(/Acknowledged: .+ on Drive motor M-127/)
      .first()
      .waitFor();
    await snap(userPage, "notifications-bell");
    await userPage.context().close();
  });

  it("the templates editor previews a template with sample values", async () => {
    await page.goto(`${app.url}/settings/notification-templates`);
    const preview = page.getByTestId("template-preview");
    await preview.waitFor();
    expect(await preview.getByTestId("preview-body").textContent()).toContain("Hello");
    expect(await preview.getByTestId("preview-body").textContent()).not.toContain("{{");
    await snap(page, "notification-templates");
  });
});
