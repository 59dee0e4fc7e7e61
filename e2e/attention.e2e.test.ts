import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, launchBrowser, type RunningApp, snap, startApp, submitSignIn, trpcCall } from "./app";

interface AlarmRow {
  alert_type_key: string;
  parameter_key: string | null;
  axis: number;
}

/**
 * The first screen answers "what needs attention now?", in Chromium. The app runs with the device
 * simulator, whose circulation pump P-1 has a drive motor (sensor NCD-81A3F101) with a growing
 * outer-race defect. The plant admin, who belongs to Calgary Works (first by name, empty) and
 * Hamilton Works (the demo's data), signs in on a fresh browser, skips the second factor for now,
 * and lands on Hamilton Works' dashboard with the faulty motor at the top of "Needs attention";
 * its row opens the motor's page.
 */
describe("needs attention on the first screen", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let motor: { id: number; name: string };

  beforeAll(async () => {
    // Live batches every 5 s, so the motor's velocity alarm (three samples past the level) comes soon.
    app = await startApp({ simulator: true, env: { SIMULATOR_INTERVAL_MS: "5000" } });
    while (!app.output().includes("Simulator: ready")) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const { token } = await trpcCall<{ token: string }>(app, "auth.login", {
      email: "superadmin@plantwise.demo",
      password: DEMO_PASSWORD,
    });
    const get = <T>(procedure: string, input: unknown) =>
      trpcCall<T>(app, procedure, input, { token, method: "GET" });
    const sensors = await get<{ data: { id: number; equipment_item_id: number }[] }>("sensors.list", {
      page: 1,
      max: 10,
      q: "NCD-81A3F101",
    });
    const sensor = sensors.data[0]!;
    motor = await get<{ id: number; name: string }>("equipments.get", { id: sensor.equipment_item_id });
    // Wait for the evaluator to raise the motor's velocity alarm from the live readings.
    for (;;) {
      const open = await get<{ data: AlarmRow[] }>("alarms.list", {
        page: 1,
        max: 100,
        sensor_id: sensor.id,
        status: "open",
      });
      if (open.data.some((a) => a.alert_type_key === "alarm" && a.parameter_key === "velocity_rms")) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("the plant admin lands on the plant with data and sees the faulty motor first, linked to its page", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    await submitSignIn(page, app, "plantadmin@plantwise.demo");
    // Plant admins are asked for a second factor; this device may skip it for 7 days.
    await page.waitForURL("**/profile?enableMfa=true");
    await page.getByRole("button", { name: "Skip for 7 days on this device" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/dashboard"));
    await page.goto(`${app.url}/`);
    await page.waitForURL((url) => url.pathname === "/dashboard/plant");

    // No plant was picked in this browser: the dashboard opens on Hamilton Works, the one with data.
    expect(await page.getByTestId("plant-picker").textContent()).toContain("Hamilton Works");
    const section = page.getByTestId("needs-attention");
    await section.getByRole("heading", { name: "Needs attention" }).waitFor();
    const first = section.getByTestId("attention-item").first();
    await first.waitFor();
    expect(await first.getByTestId("attention-item-name").textContent()).toBe(motor.name);
    const text = (await first.textContent()) ?? "";
    expect(text).toContain("Alarm");
    expect(text).toContain("Cooling Tower CT-1");
    // Its lead alarm: the parameter furthest past its alarm level (velocity or the high-frequency
    // band, as the defect grows), its latest value against that level.
    expect(text).toMatch(/(Velocity RMS|High-frequency band RMS) X/);
    expect(text).toMatch(/\d+(\.\d+)? (mm\/s|g) · alarm ≥ \d+(\.\d+)? (mm\/s|g)/);
    expect(text).toContain("Not acknowledged");
    // What needs attention comes before the counters.
    const attentionTop = (await section.boundingBox())!.y;
    const countersTop = (await page.getByRole("list", { name: "Counters of Hamilton Works" }).boundingBox())!
      .y;
    expect(attentionTop).toBeLessThan(countersTop);
    await snap(page, "attention-dashboard");

    await first.getByRole("link").click();
    await page.waitForURL((url) => url.pathname === `/equipments/${motor.id}/details/main`);
    await page.getByRole("heading", { name: motor.name }).first().waitFor();
  });
});
