import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, type RunningApp, signInToPlant, snap, startApp } from "./app";

const PHONE = { width: 390, height: 844 };

/** Zod's own English, which no form may show. */
const ZOD_ENGLISH = /Invalid input|expected \w+, received/;

// Every record form of the route table, as a new record.
const RECORD_FORMS = [
  "/plants/new",
  "/users/new",
  "/teams/new",
  "/companies/new",
  "/user-roles/new",
  "/distributors/new",
  "/plants-vendors/new",
  "/controllers/new",
  "/ncd-sensors/new",
  "/maintenance/work-orders/new",
  "/task-procedures/new",
  "/maintenance-categories/new",
  "/parts/new",
  "/work-stations/new",
  "/brands/new",
  "/brand-models/new",
  "/equipment-types/new",
  "/equipment-types-categories/new",
  "/applications/new",
  "/store-rooms/new",
];

interface FormLayout {
  /** How far the form's content reaches past its own box, and the page past the viewport. */
  formOverflow: number;
  pastViewport: number;
  /** Pairs of fields laid out side by side (one column has none). */
  sideBySide: string[];
}

/** The first form on the page (or in its open dialog): does it fit, and is it one column? */
async function formLayout(page: Page): Promise<FormLayout> {
  return page.evaluate(() => {
    const scope = document.querySelector('[role="dialog"]') ?? document;
    const form = scope.querySelector("form");
    if (!form) throw new Error(`no form on ${location.pathname}`);
    const controls = Array.from(
      form.querySelectorAll<HTMLElement>(
        'input:not([type="checkbox"]):not([type="hidden"]):not([aria-hidden="true"]), textarea, button[role="combobox"]',
      ),
    ).filter((el) => el.offsetParent !== null && !el.closest('[data-testid="component-row"]'));
    const boxes = controls.map((el) => ({ el, box: el.getBoundingClientRect() }));
    const sideBySide: string[] = [];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!.box;
        const b = boxes[j]!.box;
        const sameRow = a.top < b.bottom - 2 && b.top < a.bottom - 2;
        if (sameRow && Math.abs(a.left - b.left) > 2) {
          sideBySide.push(
            `${boxes[i]!.el.id || boxes[i]!.el.tagName} | ${boxes[j]!.el.id || boxes[j]!.el.tagName}`,
          );
        }
      }
    }
    return {
      formOverflow: form.scrollWidth - form.clientWidth,
      pastViewport: Math.max(0, (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth),
      sideBySide,
    };
  });
}

describe("forms on a phone (390 px)", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    page = await signInToPlant(app, browser, "Hamilton Works", PHONE);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("lays the new-item form out in one column that fits, and leaves empty options without errors", async () => {
    await page.goto(`${app.url}/dashboard/equipments`);
    await page.getByRole("button", { name: "New item" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("combobox", { name: "Item type", exact: true }).click();
    await page.getByRole("option", { name: "Electric motor", exact: true }).click();
    const options = dialog.getByTestId("option-fields");
    await options.getByRole("combobox", { name: "Rated speed (RPM)" }).waitFor();
    await dialog.getByRole("button", { name: "Create", exact: true }).click();
    await dialog.getByText("Required").first().waitFor();

    expect(await options.locator("[data-testid$='-error']").count()).toBe(0);
    expect(await dialog.textContent()).not.toMatch(ZOD_ENGLISH);
    const layout = await formLayout(page);
    expect(layout).toEqual({ formOverflow: 0, pastViewport: 0, sideBySide: [] });
    const dialogOverflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(dialogOverflow).toBe(0);
    await snap(page, "new-item-390");
  });

  it("lays every record form out in one column that never scrolls sideways", async () => {
    const problems: string[] = [];
    for (const path of RECORD_FORMS) {
      await page.goto(`${app.url}${path}`);
      await page.locator("main form").first().waitFor();
      // The form's selects fill with their queries' answers: give them a moment to arrive.
      await page.waitForTimeout(500);
      const layout = await formLayout(page);
      if (layout.formOverflow > 0 || layout.pastViewport > 0 || layout.sideBySide.length > 0) {
        problems.push(`${path}: ${JSON.stringify(layout)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
