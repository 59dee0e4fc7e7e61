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

interface Incident {
  id: number;
  equipment_item_id: number | null;
  item_name: string | null;
  alarm_count: number;
  work_order: { id: number; status: number } | null;
}
interface Part {
  id: number;
  part_number: string;
  stock: { store_room_name: string; quantity: number }[];
}
interface Statistics {
  counts: { completed: number };
}

/**
 * Maintenance end to end, in Chromium, the way a newcomer meets it in the demo plant: the faulty
 * circulation pump P-1 motor (outer-race defect, fed live by the device simulator) raises many alarms
 * that show as one incident; a work order is made from it in one step, taken in work, its task
 * procedure ticked off, a bearing and two hours added, and completed. The bearing leaves the store
 * room's count, the item's repair history and the statistics show the work, and the list goes to
 * Excel by e-mail.
 */
describe("maintenance from the faulty motor's incident to Excel, in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let token = "";
  let itemId = 0;
  let orderId = 0;
  let stockBefore = 0;
  let completedBefore = 0;

  const get = <T>(procedure: string, input: unknown) =>
    trpcCall<T>(app, procedure, input, { token, method: "GET" });
  const bearing = async () => {
    const parts = await get<{ data: { id: number }[] }>("maintenance.parts.list", {
      page: 1,
      max: 5,
      q: "6309-2RS1",
    });
    const part = await get<Part>("maintenance.parts.get", { id: parts.data[0]!.id });
    return part.stock.find((s) => s.store_room_name === "Main stores")!.quantity;
  };
  const completedLastWeek = async () =>
    (await get<Statistics>("maintenance.statistics.get", { time_zone: "America/Toronto" })).counts.completed;

  beforeAll(async () => {
    // Live batches every 5 s instead of every minute, so the motor's alarms come within the suite.
    app = await startApp({ simulator: true, env: { SIMULATOR_INTERVAL_MS: "5000" } });
    while (!app.output().includes("Simulator: ready")) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    ({ token } = await trpcCall<{ token: string }>(app, "auth.login", {
      email: "superadmin@plantwise.demo",
      password: DEMO_PASSWORD,
    }));
    const sensors = await get<{ data: { equipment_item_id: number }[] }>("sensors.list", {
      page: 1,
      max: 10,
      q: "NCD-81A3F101",
    });
    itemId = sensors.data[0]!.equipment_item_id;
    stockBefore = await bearing();
    completedBefore = await completedLastWeek();
    browser = await launchBrowser();
    page = await signInToPlant(app, browser, "Hamilton Works", { width: 1440, height: 1000 });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("shows the motor's many alarms as one incident and makes a work order from it in one step", async () => {
    // Wait until the live readings have raised several alarms on the motor (warning, alarm, axes …).
    let incident: Incident | undefined;
    for (;;) {
      const list = await get<{ data: Incident[] }>("alarms.listIncidents", {
        page: 1,
        max: 10,
        equipment_item_id: itemId,
      });
      incident = list.data[0];
      if (incident && incident.alarm_count >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await page.goto(`${app.url}/dashboard/alarms`);
    const rows = page.getByTestId("incident").filter({ hasText: incident.item_name ?? "" });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    await snap(page, "maintenance-incident");

    await rows.first().getByRole("link", { name: "Create work order" }).click();
    await page.waitForURL(/\/maintenance\/work-orders\/new\?/);
    const title = page.getByLabel(/^Title/);
    await expect.poll(() => title.inputValue()).not.toBe("");
    await page.getByLabel("Task procedure").click();
    await page.getByRole("option", { name: "Motor bearing replacement" }).click();
    await snap(page, "maintenance-new-from-alarm");
    await page.getByTestId("form-submit").click();
    await page.waitForURL(/\/maintenance\/work-orders\/\d+$/);
    orderId = Number(new URL(page.url()).pathname.split("/").pop());
    await page.getByTestId("work-order-status").getByText("Pending").waitFor();

    // The incident now shows its work order instead of offering another one.
    const after = await get<Incident>("alarms.getIncident", { id: incident.id });
    expect(after.work_order).toMatchObject({ id: orderId, status: 1 });
  });

  it("takes the order in work, ticks the procedure, adds a bearing and hours, and completes it", async () => {
    await page.getByTestId("work-order-take").click();
    await page.getByTestId("work-order-status").getByText("In work").waitFor();

    const steps = page.getByTestId("checklist-item");
    expect(await steps.count()).toBe(7);
    for (let i = 0; i < 7; i++) {
      await steps.nth(i).getByTestId("checklist-check").click();
      await expect.poll(() => steps.nth(i).getAttribute("data-done")).toBe("true");
    }

    await page.getByTestId("add-part").click();
    await page.getByTestId("add-part-part").click();
    await page.getByRole("option", { name: /6309-2RS1/ }).click();
    await page.getByTestId("add-part-store").click();
    await page.getByRole("option", { name: /Main stores/ }).click();
    await page.getByTestId("add-part-quantity").fill("1");
    await page.getByTestId("add-part-submit").click();
    await page.getByTestId("part-line").first().waitFor();

    await page.getByTestId("add-labour").click();
    await page.getByTestId("add-labour-user").click();
    await page.getByRole("option", { name: "Priya Natarajan" }).click();
    await page.getByTestId("add-labour-hours").fill("2");
    await page.getByTestId("add-labour-submit").click();
    await page.getByTestId("labour-line").first().waitFor();
    await snap(page, "maintenance-in-work");

    await page.getByTestId("work-order-complete").click();
    await page
      .getByTestId("complete-notes")
      .fill("Both motor bearings replaced; vibration back to baseline.");
    await page.getByTestId("complete-confirm").click();
    await page.getByTestId("work-order-status").getByText("Completed").waitFor();

    const order = await get<{ status: number; labour_hours: number; materials_cost: number }>(
      "maintenance.workOrders.get",
      { id: orderId },
    );
    expect(order.status).toBe(3);
    expect(order.labour_hours).toBe(2);
    expect(order.materials_cost).toBeGreaterThan(0);
  });

  it("takes the bearing out of the store room and shows the work in the item's history and the statistics", async () => {
    expect(await bearing()).toBe(stockBefore - 1);
    expect(await completedLastWeek()).toBe(completedBefore + 1);

    await page.goto(`${app.url}/equipments/${itemId}/details/maintenance`);
    // Completed, so listed in the repair history (the open orders list holds only unfinished ones).
    await page.getByText(`#${orderId} · `, { exact: false }).first().waitFor();
    await snap(page, "maintenance-item-history");

    await page.goto(`${app.url}/maintenance/statistics`);
    await page
      .getByTestId("stat-cards")
      .getByText(String(completedBefore + 1), { exact: true })
      .first()
      .waitFor();
  });

  it("exports the list to Excel, sent by e-mail with the file attached", async () => {
    const outbox = () =>
      get<{ data: { attachments: { filename: string }[] }[] }>("outbox.list", {
        page: 1,
        max: 100,
        q: "superadmin@plantwise.demo",
      });
    const before = (await outbox()).data.length;
    await page.goto(`${app.url}/maintenance/work-orders`);
    await page.getByTestId("export-excel").click();
    await page.getByText("The file was sent to your email").first().waitFor();
    const mails = await outbox();
    expect(mails.data.length).toBe(before + 1);
    expect(mails.data[0]!.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/\.xlsx$/)]);
  });
});
