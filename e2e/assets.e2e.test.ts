import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, type RunningApp, signInToPlant, snap, startApp } from "./app";

/**
 * The asset hierarchy end to end, in Chromium: build a line → machine → asset → item with a picture, see it
 * counted on the dashboard, move it, reorder, search for it, delete it with confirmation. Built in
 * Calgary Works, which the demo seed leaves empty, so every count starts at zero.
 */
describe("asset hierarchy in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let itemUrl = "";
  let assetUrl = "";

  /** A 2×2 PNG: a real image the server's sniffing accepts. */
  const png = path.join(tmpdir(), "plantwise-e2e-motor.png");
  writeFileSync(
    png,
    Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
      "base64",
    ),
  );

  async function counter(key: "production_lines" | "machines" | "assets" | "equipments"): Promise<number> {
    return Number(((await page.getByTestId(`counter-${key}`).textContent()) ?? "").replace(/\D/g, ""));
  }

  async function createInDialog(button: string, name: string): Promise<void> {
    // The page's own button: an empty list repeats it in its empty state.
    await page.getByRole("button", { name: button }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name", { exact: false }).first().fill(name);
    await dialog.getByRole("button", { name: "Create" }).click();
    await dialog.waitFor({ state: "detached" });
  }

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    page = await signInToPlant(app, browser, "Calgary Works");
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("builds a line, a machine and an asset, each opening its details page", async () => {
    await page.goto(`${app.url}/dashboard/production-lines`);
    await createInDialog("New ProdLine", "E2E Line");
    await page.waitForURL(/\/production-lines\/\d+\/details/);
    await createInDialog("New machine", "E2E Machine");
    await page.waitForURL(/\/machines\/\d+\/details/);
    await createInDialog("New asset", "E2E Asset");
    await page.waitForURL(/\/assets\/\d+\/details/);
    await page.getByRole("heading", { name: "E2E Asset" }).waitFor();
    assetUrl = page.url();
    await snap(page, "assets-asset-details");
  });

  it("adds an item to the asset and a picture to the item", async () => {
    await page.getByRole("button", { name: "Add item" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name", { exact: false }).first().fill("E2E Motor M-1");
    await dialog.getByLabel("Serial number").fill("SN-E2E-1");
    await dialog.getByRole("button", { name: "Create" }).click();
    await dialog.waitFor({ state: "detached" });
    if (!/\/equipments\/\d+\/details/.test(page.url())) {
      await page.goto(assetUrl);
      await page.getByRole("link", { name: "E2E Motor M-1" }).click();
    }
    await page.waitForURL(/\/equipments\/\d+\/details\/main/);
    itemUrl = page.url();
    await page.locator('input[type="file"]').setInputFiles(png);
    await page.getByRole("img", { name: /plantwise-e2e-motor\.png/ }).waitFor();
    await page.getByText(/Picture added/).waitFor();
    await snap(page, "assets-item-details");
  });

  it("counts the line, machine, asset and item on the plant dashboard", async () => {
    await page.goto(`${app.url}/dashboard/plant`);
    await page.getByRole("list", { name: "Counters of Calgary Works" }).waitFor();
    await expect.poll(() => counter("production_lines")).toBe(1);
    expect(await counter("machines")).toBe(1);
    expect(await counter("assets")).toBe(1);
    expect(await counter("equipments")).toBe(1);
    await snap(page, "assets-dashboard");
  });

  it("moves the item to a second asset, then reorders that asset's items", async () => {
    // A second asset on the same machine, holding an item of its own.
    await page.goto(assetUrl);
    await page.getByRole("link", { name: "E2E Machine" }).first().click();
    await page.waitForURL(/\/machines\/\d+\/details/);
    await createInDialog("New asset", "E2E Spare Asset");
    await page.waitForURL(/\/assets\/\d+\/details/);
    const spareAssetUrl = page.url();
    await page.getByRole("button", { name: "Add item" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name", { exact: false }).first().fill("E2E Pump P-1");
    await dialog.getByRole("button", { name: "Create" }).click();
    await dialog.waitFor({ state: "detached" });

    await page.goto(itemUrl);
    await page.getByRole("button", { name: "Move" }).click();
    const move = page.getByRole("dialog");
    // The asset picker (line › machine › asset) opens on the item's own machine.
    await move.getByRole("combobox", { name: "Asset" }).click();
    await page.getByRole("option", { name: "E2E Spare Asset" }).click();
    await move.getByRole("button", { name: "Move" }).click();
    await move.waitFor({ state: "detached" });
    await page.getByText(/Moved from .*E2E Asset.* to .*E2E Spare Asset/).waitFor();

    await page.goto(spareAssetUrl);
    const rows = page.getByRole("row");
    await page.getByRole("link", { name: "E2E Motor M-1" }).waitFor();
    const before = await rows.allInnerTexts();
    expect(before.findIndex((r) => r.includes("E2E Pump P-1"))).toBeLessThan(
      before.findIndex((r) => r.includes("E2E Motor M-1")),
    );
    await page.getByRole("button", { name: "Move E2E Motor M-1 up" }).click();
    await page.getByText("Order saved").waitFor();
    await page.reload();
    await page.getByRole("link", { name: "E2E Motor M-1" }).waitFor();
    const after = await page.getByRole("row").allInnerTexts();
    expect(after.findIndex((r) => r.includes("E2E Motor M-1"))).toBeLessThan(
      after.findIndex((r) => r.includes("E2E Pump P-1")),
    );
    await snap(page, "assets-reordered");
  });

  it("finds the item by search on the equipment list", async () => {
    await page.goto(`${app.url}/dashboard/equipments`);
    await page.getByRole("searchbox").fill("SN-E2E");
    await page.getByRole("link", { name: "E2E Motor M-1" }).first().waitFor();
    await expect.poll(async () => page.getByRole("link", { name: "E2E Pump P-1" }).count()).toBe(0);
    await snap(page, "assets-search");
  });

  it("deletes the item only after confirming, and the dashboard counts one item fewer", async () => {
    await page.goto(itemUrl);
    await page.getByRole("button", { name: "Delete" }).first().click();
    const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await confirm.getByText(/are deleted/).waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/equipments/"));
    await page.goto(`${app.url}/dashboard/plant`);
    await page.getByRole("list", { name: "Counters of Calgary Works" }).waitFor();
    await expect.poll(() => counter("equipments")).toBe(1);
  });
});
