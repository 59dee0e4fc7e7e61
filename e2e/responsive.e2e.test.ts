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

/**
 * The layout holds from a phone to a desk screen (UI.md: technicians on phones and tablets): every
 * main screen, at 390 × 844, 1024 × 768 and 1440 × 900 (and 1024 and 390 in Spanish, the longer
 * language), never scrolls sideways, neither the document nor the content area beside the
 * sidebar, and keeps its primary actions (the header's actions, "New …", a form's save) inside
 * the viewport. Wide tables scroll inside their own box or turn into cards; that is allowed.
 */

interface Ids {
  item: number;
  sensor: number;
  capture: number;
  workOrder: number;
  machine: number;
  /** An item with an open incident: its alarm panel holds the incident's card. */
  incidentItem: number;
}

const SCREENS: readonly (readonly [name: string, path: (ids: Ids) => string])[] = [
  ["dashboard", () => "/dashboard/plant"],
  ["production lines", () => "/dashboard/production-lines"],
  ["machines", () => "/dashboard/machines"],
  ["assets", () => "/dashboard/assets"],
  ["items", () => "/dashboard/equipments"],
  ["sensors", () => "/ncd-sensors"],
  ["controllers", () => "/controllers"],
  ["users", () => "/users"],
  ["work orders", () => "/maintenance/work-orders"],
  ["maintenance requests", () => "/maintenance-requests"],
  ["maintenance log", () => "/maintenance/logs"],
  ["alarms", () => "/dashboard/alarms"],
  ["item page", (ids) => `/equipments/${ids.item}/details/main`],
  ["item with an incident", (ids) => `/equipments/${ids.incidentItem}/details/main`],
  ["machine page", (ids) => `/machines/${ids.machine}/details`],
  ["sensor trend", (ids) => `/sensors/${ids.sensor}/statistics`],
  ["FFT", (ids) => `/ncd/${ids.sensor}/fft/${ids.capture}`],
  ["work order", (ids) => `/maintenance/work-orders/${ids.workOrder}`],
  ["user form", () => "/users/new"],
];

/** Lists of plain one-line cells: their table rows keep UI.md's density (36–40 px). */
const DENSE_LISTS = new Set(["machines", "assets", "sensors", "controllers", "users", "work orders"]);

/**
 * What a screen must show before it is measured (it loads after the page's own data), and which
 * of its parts must fit a phone whole, not scroll inside their card: the sensor's statistics and
 * a machine's items become labelled blocks there.
 */
const AWAIT: Record<string, string> = {
  "item with an incident": '[data-testid="incident-text"]',
  "machine page": '[data-testid="item-status-row"]',
  "sensor trend": '[data-testid="statistics-table"]',
};
const WHOLE_ON_PHONE: Record<string, string> = {
  "sensor trend": '[data-testid="statistics-table"]',
  "machine page": '[data-testid="item-status"]',
};

/**
 * The least share of an incident card its text may have: beside the buttons on a wide card, or
 * alone on its line when the buttons go under it; a crushed card left it a seventh.
 */
const INCIDENT_TEXT_SHARE = 0.5;

const SIZES = [
  { width: 390, height: 844, language: "en" },
  { width: 1024, height: 768, language: "en" },
  { width: 1440, height: 900, language: "en" },
  { width: 1024, height: 768, language: "es" },
  { width: 390, height: 844, language: "es" },
] as const;

/** What lies past the viewport's right edge, measured in the page. */
interface Overflow {
  viewport: number;
  documentWidth: number;
  /** How far the content area (`main`) scrolls sideways. */
  mainOverflow: number;
  /** Primary actions not wholly inside the viewport, by their text. */
  offscreenActions: string[];
  /** The widest elements past the edge, to say what to fix. */
  culprits: string[];
  /** The tallest row of a list's table, 0 without one. */
  tallestRow: number;
  /** The top bar's plant name, and whether it is cut short ("Hamilto…"). */
  plantName: { text: string; cut: boolean } | null;
  /** The smallest share of its card's width an incident card's text has, null without one. */
  incidentText: number | null;
}

function measure(): Overflow {
  const viewport = window.innerWidth;
  const name = document.querySelector('[data-testid="plant-picker"] > span');
  const incidentTexts = Array.from(document.querySelectorAll('main [data-testid="incident-text"]')).map(
    (el) => el.getBoundingClientRect().width / (el.closest("li")?.getBoundingClientRect().width ?? 1),
  );
  const main = document.getElementById("main");
  const label = (el: Element) => {
    const id = el.getAttribute("data-testid");
    const cls = typeof el.className === "string" ? el.className.split(" ").slice(0, 4).join(".") : "";
    return `${el.tagName.toLowerCase()}${id ? `[${id}]` : ""}${cls ? `.${cls}` : ""} → ${Math.round(el.getBoundingClientRect().right)}px`;
  };
  const actions = document.querySelectorAll(
    '[data-page-actions] > *, [data-primary-action], [data-testid="form-submit"]',
  );
  const offscreenActions: string[] = [];
  for (const action of Array.from(actions)) {
    const box = action.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (box.left < 0 || box.right > viewport + 0.5) {
      offscreenActions.push(
        `${(action.textContent ?? "").trim() || label(action)} (${Math.round(box.left)}–${Math.round(box.right)}px)`,
      );
    }
  }
  const culprits: string[] = [];
  if (main && main.scrollWidth > main.clientWidth) {
    const edge = main.getBoundingClientRect().right;
    const clipped = (el: Element) => {
      if (getComputedStyle(el).position === "absolute") return false;
      for (let box = el.parentElement; box && box !== main; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== "visible") return true;
      }
      return false;
    };
    for (const el of Array.from(main.querySelectorAll("*"))) {
      if (el.getBoundingClientRect().right <= edge + 0.5) continue;
      // Only the outermost: its children say nothing more; a scrolling box's content is its own.
      if (clipped(el)) continue;
      const parent = el.parentElement;
      if (parent && parent.getBoundingClientRect().right > edge + 0.5 && !clipped(parent)) continue;
      culprits.push(label(el));
      if (culprits.length >= 5) break;
    }
  }
  const rows = Array.from(document.querySelectorAll('main tr[data-testid="list-row"]'));
  return {
    tallestRow: Math.max(0, ...rows.map((row) => row.getBoundingClientRect().height)),
    viewport,
    documentWidth: document.scrollingElement?.scrollWidth ?? 0,
    mainOverflow: main ? main.scrollWidth - main.clientWidth : 0,
    offscreenActions,
    culprits,
    plantName: name ? { text: name.textContent ?? "", cut: name.scrollWidth > name.clientWidth + 0.5 } : null,
    incidentText: incidentTexts.length > 0 ? Math.min(...incidentTexts) : null,
  };
}

/** How far a part of the page scrolls sideways inside itself (any scrolling box within it). */
function innerOverflow(selector: string): number {
  const root = document.querySelector(selector);
  if (!root) return -1;
  let worst = 0;
  for (const el of [root, ...Array.from(root.querySelectorAll("*"))]) {
    const overflowX = getComputedStyle(el).overflowX;
    // Screen-reader-only text is a 1 px clipped box by design.
    if (overflowX === "visible" || el.getBoundingClientRect().width <= 1) continue;
    worst = Math.max(worst, el.scrollWidth - el.clientWidth);
  }
  return worst;
}

describe("responsive layout in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let ids: Ids;
  const pages = new Map<string, Page>();

  beforeAll(async () => {
    app = await startApp({ simulator: true, env: { SIMULATOR_INTERVAL_MS: "5000" } });
    // Trends and spectra need the simulator's history in place.
    while (!app.output().includes("Simulator: ready")) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const { token } = await trpcCall<{ token: string }>(app, "auth.login", {
      email: "superadmin@plantwise.demo",
      password: DEMO_PASSWORD,
    });
    const get = <T>(procedure: string, input: unknown) =>
      trpcCall<T>(app, procedure, input, { token, method: "GET" });
    const sensor = (
      await get<{ data: { id: number; equipment_item_id: number }[] }>("sensors.list", {
        page: 1,
        max: 1,
        q: "NCD-81A3F101",
      })
    ).data[0]!;
    const fft = await get<{ captures: { id: number }[] }>("signals.fft", { sensor_id: sensor.id });
    const orders = await get<{ data: { id: number }[] }>("maintenance.workOrders.list", { page: 1, max: 1 });
    const item = await get<{ machine_id: number }>("equipments.get", { id: sensor.equipment_item_id });
    const incidents = await get<{ data: { equipment_item_id: number | null }[] }>("alarms.listIncidents", {
      status: "open",
      max: 20,
    });
    const incidentItem = incidents.data.find((row) => row.equipment_item_id !== null)?.equipment_item_id;
    expect(incidentItem, "the demo has an open incident on an item").toBeTypeOf("number");
    ids = {
      item: sensor.equipment_item_id,
      sensor: sensor.id,
      capture: fft.captures[0]!.id,
      workOrder: orders.data[0]!.id,
      machine: item.machine_id,
      incidentItem: incidentItem!,
    };
    browser = await launchBrowser();
    // One signed-in page per language, reused for every size.
    for (const language of ["en", "es"]) {
      const page = await signInToPlant(app, browser, "Hamilton Works");
      await page.evaluate((code) => localStorage.setItem("language", code), language);
      pages.set(language, page);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  describe.each(SIZES)("at $width × $height ($language)", ({ width, height, language }) => {
    let page: Page;
    beforeAll(async () => {
      page = pages.get(language)!;
      await page.setViewportSize({ width, height });
    });

    it.each(SCREENS)("%s fits the width and keeps its primary actions on screen", async (name, path) => {
      await page.goto(`${app.url}${path(ids)}`);
      await page.locator("main h1, main h2").first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang), "interface language").toBe(language);
      // Let the page's data arrive and its charts measure themselves.
      await page
        .waitForFunction(() => document.querySelectorAll('main [aria-busy="true"]').length === 0, undefined, {
          timeout: 15_000,
        })
        .catch(() => undefined);
      if (AWAIT[name]) await page.locator(AWAIT[name]).first().waitFor({ timeout: 15_000 });
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const found = await page.evaluate(measure);
      await snap(page, `responsive-${name.replaceAll(" ", "-")}-${width}-${language}`);
      const where = `${name} at ${width} px (${language})`;
      expect(found.documentWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(found.viewport);
      expect(
        found.mainOverflow,
        `${where}: the content area scrolls sideways by ${found.mainOverflow} px; past the edge: ${found.culprits.join("; ")}`,
      ).toBeLessThanOrEqual(0);
      expect(found.offscreenActions, `${where}: primary actions off screen`).toEqual([]);
      // The language and theme leave the phone's top bar to the plant's name.
      expect(found.plantName, `${where}: plant picker`).toEqual({ text: "Hamilton Works", cut: false });
      if (found.incidentText !== null || name === "item with an incident") {
        expect(
          found.incidentText,
          `${where}: incident card text squeezed by its buttons`,
        ).toBeGreaterThanOrEqual(INCIDENT_TEXT_SHARE);
      }
      const whole = WHOLE_ON_PHONE[name];
      if (whole && width < 640) {
        expect(await page.evaluate(innerOverflow, whole), `${where}: ${whole} scrolls sideways`).toBe(0);
      }
      if (DENSE_LISTS.has(name) && width >= 1024) {
        expect(found.tallestRow, `${where}: list rows`).toBeGreaterThan(0);
        expect(found.tallestRow, `${where}: list rows taller than 40 px`).toBeLessThanOrEqual(40);
      }
    });
  });
});
