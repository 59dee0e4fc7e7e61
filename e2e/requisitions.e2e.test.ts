import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
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

interface RoiRow {
  id: number;
  name: string;
  savings: number;
  cost: number;
  net: number;
  requisitions: number;
}

const TECHNICIAN = "plantuser@plantwise.demo";
const FAB_SHOP_MANAGER = "superintendent@plantwise.demo";
const COST = "450";
const SAVINGS = "3875.50";

/**
 * The text of a PDF as pdfkit writes it: each line a TJ array of hex glyph codes (WinAnsi), in
 * content streams that are deflated unless the document was made uncompressed.
 */
function pdfText(bytes: Uint8Array): string {
  const source = Buffer.from(bytes);
  const streams: string[] = [source.toString("latin1")];
  let at = 0;
  for (;;) {
    const start = source.indexOf("stream", at, "latin1");
    if (start < 0) break;
    const bodyStart = source[start + 6] === 0x0d ? start + 8 : start + 7;
    const end = source.indexOf("endstream", bodyStart, "latin1");
    if (end < 0) break;
    try {
      streams.push(inflateSync(source.subarray(bodyStart, end)).toString("latin1"));
    } catch {
      // Not a deflated stream (an image, or written uncompressed): the raw text above has it.
    }
    at = end + 9;
  }
  return streams
    .flatMap((s) => [...s.matchAll(/\[([^\]]*)\]\s*TJ/g)])
    .map((m) =>
      Buffer.from([...m[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]).join(""), "hex").toString("latin1"),
    )
    .join("\n");
}

/**
 * A requisition's life end to end, in Chromium, on the demo plant's faulty circulation pump P-1
 * motor: a technician raises a service request from the motor's service tab, the fab shop manager
 * approves it, the technician takes and completes it with what it cost and saved; the machine's ROI
 * moves by exactly that, and the plant's ROI one-pager (screen and PDF) shows the savings.
 */
describe("a service requisition from the faulty motor to the ROI one-pager, in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let technician: Page;
  let manager: Page;
  let staffToken = "";
  let itemId = 0;
  let machineId = 0;
  let plantId = 0;
  let requisitionId = 0;
  let before: RoiRow | undefined;

  const get = <T>(procedure: string, input: unknown) =>
    trpcCall<T>(app, procedure, input, { token: staffToken, method: "GET" });
  const machineRoi = async () => {
    const answer = await get<RoiRow[] | { data: RoiRow[] }>("requisitions.roiByMachine", {
      plant_id: plantId,
    });
    const rows = Array.isArray(answer) ? answer : answer.data;
    return rows.find((row) => row.id === machineId);
  };

  beforeAll(async () => {
    app = await startApp();
    ({ token: staffToken } = await trpcCall<{ token: string }>(app, "auth.login", {
      email: "superadmin@plantwise.demo",
      password: DEMO_PASSWORD,
    }));
    const sensors = await get<{ data: { equipment_item_id: number }[] }>("sensors.list", {
      page: 1,
      max: 10,
      q: "NCD-81A3F101",
    });
    itemId = sensors.data[0]!.equipment_item_id;
    const item = await get<{ machine_id: number; plant_id: number }>("equipments.get", { id: itemId });
    machineId = item.machine_id;
    plantId = item.plant_id;
    before = await machineRoi();
    browser = await launchBrowser();
    technician = await signInToPlant(
      app,
      browser,
      "Hamilton Works",
      { width: 1440, height: 1000 },
      TECHNICIAN,
    );
    manager = await signInToPlant(
      app,
      browser,
      "Hamilton Works",
      { width: 1440, height: 1000 },
      FAB_SHOP_MANAGER,
    );
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("lets a technician raise a service request from the motor's service tab", async () => {
    await technician.goto(`${app.url}/equipments/${itemId}/details/service`);
    await technician.getByTestId("item-requests").first().waitFor();
    await technician.getByRole("link", { name: "New service request" }).click();
    await technician.waitForURL(/\/requisitions\/new\?/);
    await technician.getByLabel(/^Title/).fill("Rebuild P-1 motor: outer-race bearing defect");
    await technician.getByTestId("requisition-work-type").click();
    await technician.getByRole("option", { name: "Repair" }).click();
    await technician.getByTestId("requisition-priority").click();
    await technician.getByRole("option", { name: "Production loss" }).click();
    await technician.getByLabel(/^Estimated cost/).fill("500");
    await snap(technician, "requisition-new-service");
    await technician.getByTestId("form-submit").click();
    await technician.waitForURL(/\/requisitions\/\d+$/);
    requisitionId = Number(new URL(technician.url()).pathname.split("/").pop());
    await technician.getByTestId("requisition-status").getByText("Pending").waitFor();
    // A technician does not approve.
    expect(await technician.getByTestId("requisition-action-approve").count()).toBe(0);

    const saved = await get<{
      request_type: number;
      work_type: string;
      equipment_item: { id: number } | null;
    }>("requisitions.get", { id: requisitionId });
    expect(saved).toMatchObject({ request_type: 2, work_type: "repair" });
  });

  it("lets the fab shop manager approve it", async () => {
    await manager.goto(`${app.url}/requisitions/${requisitionId}`);
    await manager.getByTestId("requisition-action-approve").click();
    await manager.getByTestId("requisition-status").getByText("Approved").waitFor();
    await snap(manager, "requisition-approved");
  });

  it("lets the technician take it and complete it with its cost and savings", async () => {
    await technician.reload();
    await technician.getByTestId("requisition-action-take").click();
    await technician.getByTestId("requisition-status").getByText("In work").waitFor();
    await technician.getByTestId("requisition-action-complete").click();
    await technician.getByTestId("requisition-cost").fill(COST);
    await technician.getByTestId("requisition-cost-savings").fill(SAVINGS);
    await technician.getByTestId("requisition-notes").fill("Bearings replaced, rotor balanced.");
    await technician.getByTestId("requisition-action-confirm").click();
    await technician.getByTestId("requisition-status").getByText("Completed").waitFor();
    await snap(technician, "requisition-completed");
  });

  it("moves the machine's ROI by what the work cost and saved", async () => {
    const after = await machineRoi();
    expect(after).toBeDefined();
    expect(after!.savings).toBeCloseTo((before?.savings ?? 0) + Number(SAVINGS), 2);
    expect(after!.cost).toBeCloseTo((before?.cost ?? 0) + Number(COST), 2);
    expect(after!.requisitions).toBe((before?.requisitions ?? 0) + 1);

    // The fab shop manager's dashboard shows the machine's new net.
    await manager.goto(`${app.url}/requisitions`);
    const row = manager.getByTestId(`roi-row-${machineId}`);
    await row.waitFor();
    await expect
      .poll(async () => (await row.textContent()) ?? "")
      .toContain(after!.net.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  });

  it("shows the savings on the plant's ROI one-pager, on screen and in its PDF", async () => {
    const staff = await signInToPlant(app, browser, "Hamilton Works", { width: 1440, height: 1000 });
    await staff.goto(`${app.url}/success-dashboard/roi-one-pager/new`);
    // The period defaults to the last 7 days of the plant selected in the top bar.
    await staff.getByLabel(/^Title/).fill("Hamilton Works: value this week");
    await staff.getByTestId("form-submit").click();
    await staff.waitForURL(/\/success-dashboard\/roi-one-pager\/\d+$/);
    const savings = staff.getByTestId("onepager-requisition-savings");
    await savings.waitFor();
    await snap(staff, "roi-one-pager");
    const onePagerId = Number(new URL(staff.url()).pathname.split("/").pop());
    const onePager = await get<{ figures: { requisition_savings: number } }>("success.onePagers.get", {
      id: onePagerId,
    });
    expect(onePager.figures.requisition_savings).toBeGreaterThanOrEqual(Number(SAVINGS));
    const amount = onePager.figures.requisition_savings.toLocaleString("en-US", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    expect(await savings.textContent()).toContain(amount);

    const [download] = await Promise.all([
      staff.waitForEvent("download"),
      staff.getByTestId("onepager-pdf").click(),
    ]);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");
    const text = pdfText(bytes);
    expect(text).toContain("Hamilton Works");
    expect(text).toContain(amount);
  });
});
