import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, type RunningApp, snap, startApp } from "./app";

// What the seeded Plant Admin role may see (packages/db role profiles) and what it may not.
const PLANT_ADMIN_SEES = [
  "/dashboard",
  "/controllers",
  "/processes",
  "/plants",
  "/users",
  "/teams",
  "/plants-vendors",
  "/settings",
  "/maintenance",
  "/requisitions",
  "/maintenance-requests",
  "/task-procedures",
  "/maintenance-categories",
  "/parts",
  "/work-stations",
  "/maintenance-import",
  "/plant-import",
  "/plant-import-logs",
  "/library",
  "/brands",
  "/brand-models",
  "/equipment-types",
  "/equipment-types-categories",
  "/applications",
  "/store-rooms",
  "/rfqs",
  "/ncd-sensors",
];
const PLANT_ADMIN_DOES_NOT_SEE = [
  "/success-dashboard",
  "/corporate",
  "/companies",
  "/user-roles",
  "/distributors",
  "/roi-calculator",
  "/master-import",
];

describe("the app shell in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function sidebarLinks(): Promise<string[]> {
    return page.$$eval('[data-testid="sidebar"] a[href]', (links) =>
      links.map((a) => a.getAttribute("href") ?? ""),
    );
  }

  it("prints the URL and the demo sign-in, and serves the sign-in page", async () => {
    expect(app.output()).toContain("Demo sign-in: plantadmin@plantwise.demo / Plantwise#2026");
    await page.goto(`${app.url}/login`);
    await page.waitForURL("**/login/sign-in");
    await page.getByLabel("E-mail").waitFor();
    await snap(page, "sign-in");
  });

  it("sends an unauthenticated visitor to sign-in, remembering the target", async () => {
    await page.goto(`${app.url}/plants`);
    await page.waitForURL("**/login/sign-in");
    await page.getByText("You are not authorized to view this page").first().waitFor();
  });

  it("shows the server's message for a wrong password", async () => {
    await page.getByLabel("E-mail").fill("plantadmin@plantwise.demo");
    await page.getByLabel("Password").fill("Not-the-password1!");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("Invalid e-mail or password").first().waitFor();
    expect(page.url()).toContain("/login/sign-in");
  });

  it("signs the plant admin in, asks for MFA, and lets the device skip it for 7 days", async () => {
    await page.getByLabel("Password").fill("Plantwise#2026");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/profile?enableMfa=true");
    await snap(page, "profile-mfa");
    await page.getByRole("button", { name: "Skip for 7 days on this device" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/profile"));
    const stored = await page.evaluate(() => Object.keys(localStorage));
    expect(stored.some((k) => k.toLowerCase().includes("device"))).toBe(true);
  });

  it("shows exactly the menu entries the plant admin's role permits", async () => {
    await page.goto(`${app.url}/plants`);
    await page.locator('[data-testid="sidebar"]').waitFor();
    const links = await sidebarLinks();
    for (const path of PLANT_ADMIN_SEES) expect(links, path).toContain(path);
    for (const path of PLANT_ADMIN_DOES_NOT_SEE) expect(links, path).not.toContain(path);
    await page.getByText("Hamilton Works").first().waitFor();
    await page.getByText("Calgary Works").first().waitFor();
    await snap(page, "plants");
  });

  it("keeps the user on a guarded page with the limited-access warning", async () => {
    await page.goto(`${app.url}/user-roles`);
    await page.locator('[data-testid="limited-access"]').waitFor();
    await page.getByText("You do not have permissions to view this page").first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/user-roles");
    await snap(page, "limited-access");
  });

  it("shows the not-found page for an unknown path and for an invalid id", async () => {
    await page.goto(`${app.url}/no-such-page`);
    await page.locator('[data-testid="not-found"]').waitFor();
    await page.goto(`${app.url}/plants/abc`);
    await page.locator('[data-testid="not-found"]').waitFor();
  });

  it("signs out with the spec's message and returns to sign-in", async () => {
    await page.goto(`${app.url}/dashboard`);
    await page.locator('[data-testid="user-menu"]').click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.waitForURL("**/login/sign-in");
    await page.getByText("Successfuly logout").first().waitFor();
    const token = await page.evaluate(() =>
      Object.entries(localStorage).find(([k]) => k.toLowerCase().includes("token") && !k.includes("device")),
    );
    expect(token).toBeUndefined();
    await snap(page, "signed-out");
  });
});
