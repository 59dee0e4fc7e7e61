import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO_PASSWORD,
  launchBrowser,
  type RunningApp,
  signInToPlant,
  snap,
  startApp,
  submitSignIn,
  trpcCall,
} from "./app";

const root = path.resolve(import.meta.dirname, "..");

/** What the browser reported as blocked by the Content-Security-Policy, on any page of a context. */
interface Violation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Records, for every page of `context`, the `securitypolicyviolation` events of each document it
 * loads and the console's CSP errors. The listener is installed by the browser before the page's
 * own scripts (an init script is not subject to the page's policy).
 */
async function recordViolations(
  context: BrowserContext,
): Promise<{ violations: Violation[]; console: string[] }> {
  const violations: Violation[] = [];
  const consoleErrors: string[] = [];
  await context.exposeBinding("__plantwiseCspViolation", (_source, violation: Violation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __plantwiseCspViolation: (v: unknown) => void })
        .__plantwiseCspViolation;
      report({
        page: location.pathname,
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        sample: e.sample,
      });
    });
  });
  const watch = (page: Page) =>
    page.on("console", (message) => {
      if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text()))
        consoleErrors.push(message.text());
    });
  context.on("page", watch);
  for (const page of context.pages()) watch(page);
  return { violations, console: consoleErrors };
}

/** Two animation frames: whatever the last data rendered has been laid out and painted. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * The built app under its own Content-Security-Policy in Chromium: the sign-in page and signed-in
 * screens with a chart load, render and report no violation, and the headers the server sends
 * are the ones the API tests check. The simulator fills the history the trend chart draws.
 */
describe("the Content-Security-Policy in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let sensorId: number;

  beforeAll(async () => {
    app = await startApp({ simulator: true });
    while (!app.output().includes("Simulator: ready")) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const { token } = await trpcCall<{ token: string }>(app, "auth.login", {
      email: "superadmin@plantwise.demo",
      password: DEMO_PASSWORD,
    });
    const list = await trpcCall<{ data: { id: number }[] }>(
      app,
      "sensors.list",
      { page: 1, max: 1, q: "NCD-81A3F101" },
      { token, method: "GET" },
    );
    sensorId = list.data[0]!.id;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("serves the page with the policy it is tested against", async () => {
    const res = await fetch(`${app.url}/login`);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("the sign-in page runs its theme script and renders without a violation, in both themes", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const seen = await recordViolations(context);
    const page = await context.newPage();
    await page.goto(`${app.url}/login`);
    await page.getByLabel("E-mail").waitFor();
    await settle(page);
    await snap(page, "csp-login");
    // The inline theme script ran (allowed by its hash): with a saved dark theme it marks the page.
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    await page.reload();
    await page.getByLabel("E-mail").waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await settle(page);
    await snap(page, "csp-login-dark");
    // A failed sign-in shows its message (a toast or a form error) under the policy too.
    await submitSignIn(page, app, "superadmin@plantwise.demo", "Wrong#Password1");
    await page
      .getByText(/invalid e-mail or password/i)
      .first()
      .waitFor();
    expect(seen.violations).toEqual([]);
    expect(seen.console).toEqual([]);
    await context.close();
  });

  it("signed-in screens with charts render without a violation", async () => {
    const page = await signInToPlant(app, browser, "Hamilton Works", { width: 1440, height: 1000 });
    const context = page.context();
    const seen = await recordViolations(context);

    // A new document opens its own notification stream, a same-origin fetch (connect-src 'self').
    const streamOpened = page.waitForResponse((res) => res.url().endsWith("/api/notifications/stream"));
    await page.goto(`${app.url}/dashboard`);
    await page.locator("main h1, main h2").first().waitFor();
    expect((await streamOpened).status()).toBe(200);
    await page
      .waitForFunction(() => document.querySelectorAll('main [aria-busy="true"]').length === 0, undefined, {
        timeout: 15_000,
      })
      .catch(() => undefined);
    await settle(page);
    await snap(page, "csp-dashboard");

    await page.goto(`${app.url}/sensors/${sensorId}/statistics`);
    const chart = page.getByTestId("trend-chart").first();
    await chart.waitFor();
    const line = chart.getByTestId("trend-segment").first();
    await line.waitFor();
    // The chart drew under the policy: sized to its frame, with a plotted segment (a line, or a
    // lone point: how much history the simulator has written by now varies).
    const chartBox = await chart.boundingBox();
    expect(chartBox?.width).toBeGreaterThan(400);
    const lineBox = await line.boundingBox();
    expect(lineBox?.width).toBeGreaterThan(0);
    expect(lineBox?.height).toBeGreaterThan(0);
    // The pointer's read-out over the chart (positioned by inline styles).
    await chart.scrollIntoViewIfNeeded();
    await chart.hover();
    await settle(page);
    await snap(page, "csp-sensor-statistics");
    // A full-page capture resizes the viewport, and the chart redraws for the new size while it is
    // taken: the chart on its own shows what the reader sees.
    if (process.env.SCREENSHOTS === "1") {
      await chart.screenshot({ path: path.join(root, ".test-results", "screens", "csp-trend-chart.png") });
    }

    expect(seen.violations).toEqual([]);
    expect(seen.console).toEqual([]);
    await context.close();
  });
});
