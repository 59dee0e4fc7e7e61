import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, type RunningApp, snap, startApp, submitSignIn } from "./app";

/**
 * Companies, plants, distributors and user roles as provider staff manage them, and the two demo
 * tenants kept apart (organisation).
 */
describe("organisation screens in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let staff: BrowserContext;
  let page: Page;

  async function signIn(context: BrowserContext, email: string): Promise<Page> {
    const p = await context.newPage();
    await submitSignIn(p, app, email);
    await p.waitForURL((url) => !url.pathname.startsWith("/login"));
    return p;
  }

  async function choose(label: string, option: string) {
    await page.getByRole("combobox", { name: new RegExp(`^${label}`) }).click();
    await page.getByRole("option", { name: option, exact: true }).click();
  }

  async function sidebarLinks(p: Page): Promise<string[]> {
    await p.locator('[data-testid="sidebar"]').waitFor();
    return p.$$eval('[data-testid="sidebar"] a[href]', (links) =>
      links.map((a) => a.getAttribute("href") ?? ""),
    );
  }

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    staff = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    page = await signIn(staff, "superadmin@plantwise.demo");
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("lists both demo companies for provider staff, with plan, region and counts", async () => {
    await page.goto(`${app.url}/companies`);
    await page.getByRole("link", { name: "Northwind Mills" }).waitFor();
    await page.getByRole("link", { name: "Southridge Foods" }).waitFor();
    await snap(page, "companies-list");
    await page.getByRole("searchbox").fill("southr");
    await page.waitForFunction(() => !document.body.textContent?.includes("Northwind Mills"));
    await page.getByRole("searchbox").fill("");
    await page.getByRole("link", { name: "Northwind Mills" }).waitFor();
  });

  it("switches a menu entry off for Northwind in the company form", async () => {
    await page.goto(`${app.url}/companies`);
    await page.getByRole("link", { name: "Northwind Mills" }).click();
    await page.waitForURL(/\/companies\/\d+$/);
    const menu = page.getByRole("group", { name: "Menu entries" });
    await menu.getByLabel("Processes (OEE)").waitFor();
    expect(await page.getByRole("textbox", { name: /^Name/ }).inputValue()).toBe("Northwind Mills");
    await menu.getByLabel("Processes (OEE)").click();
    await snap(page, "company-form");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Company saved").first().waitFor();
  });

  it("hides that entry from Northwind's users but not from Southridge's", async () => {
    const north = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const northPage = await signIn(north, "plantuser@plantwise.demo");
    const northLinks = await sidebarLinks(northPage);
    expect(northLinks).toContain("/plants");
    expect(northLinks).not.toContain("/processes");
    await north.close();
    const south = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const southPage = await signIn(south, "southuser@plantwise.demo");
    expect(await sidebarLinks(southPage)).toContain("/processes");
    // Isolation: Southridge's user sees its own plant and nothing of Northwind's.
    await southPage.goto(`${app.url}/plants`);
    await southPage.getByRole("link", { name: "Regina Plant" }).waitFor();
    expect(await southPage.getByText("Hamilton Works").count()).toBe(0);
    await snap(southPage, "plants-southridge");
    await south.close();
  });

  it("shows a company's information summary", async () => {
    await page.goto(`${app.url}/companies`);
    const row = page.getByRole("row").filter({ hasText: "Southridge Foods" });
    await row.getByRole("link", { name: "Information" }).click();
    await page.waitForURL(/\/companies\/\d+\/info$/);
    await page.getByTestId("company-summary").waitFor();
    await page.getByText("America/Regina").waitFor();
    await page.getByRole("cell", { name: "Plant Admin" }).waitFor();
    await snap(page, "company-info");
  });

  it("creates a plant in a chosen company with a time zone and notifiable users, then archives it", async () => {
    await page.goto(`${app.url}/plants/new`);
    await page.getByRole("textbox", { name: /^Name/ }).fill("Saskatoon Plant");
    await choose("Company", "Southridge Foods");
    await choose("Time zone", "Canada/Saskatchewan (America/Regina)");
    await page.getByLabel("Equipment run-time tracking").click();
    const notifiable = page.getByRole("group", { name: "Notifiable users" });
    await notifiable.getByLabel(/Nadia Whitehorse/).click();
    await snap(page, "plant-new");
    await page.getByRole("button", { name: "Create" }).click();
    await page.getByText("Plant created").first().waitFor();
    await page.waitForURL(/\/plants\/\d+$/);
    await page.getByRole("heading", { name: "Saskatoon Plant" }).waitFor();
    expect(await notifiable.getByLabel(/Nadia Whitehorse/).getAttribute("aria-checked")).toBe("true");
    await snap(page, "plant-edit");

    await page.getByRole("button", { name: "Archive" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Archive" }).click();
    await page.getByText("Plant archived").first().waitFor();
    await page.waitForURL("**/plants");
    await page.getByText("Hamilton Works").first().waitFor();
    expect(await page.getByText("Saskatoon Plant").count()).toBe(0);

    // Archived plants are one filter away, and come back with Restore.
    await choose("Status", "Archived");
    const archivedRow = page.getByRole("row").filter({ hasText: "Saskatoon Plant" });
    await archivedRow.waitFor();
    await snap(page, "plants-archived");
    await archivedRow.getByRole("button", { name: "Restore" }).click();
    await page.getByText("Plant restored").first().waitFor();
    await page.waitForFunction(() => !document.body.textContent?.includes("Saskatoon Plant"));
  });

  it("answers a duplicate plant name in the field", async () => {
    await page.goto(`${app.url}/plants/new`);
    await page.getByRole("textbox", { name: /^Name/ }).fill("hamilton works");
    await choose("Company", "Northwind Mills");
    await page.getByRole("button", { name: "Create" }).click();
    await page
      .getByText(/already exists/)
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe("/plants/new");
  });

  it("asks for the typed word before archiving a company with plants and users", async () => {
    await page.goto(`${app.url}/companies`);
    await page.getByRole("link", { name: "Southridge Foods" }).click();
    await page.waitForURL(/\/companies\/\d+$/);
    await page.getByRole("button", { name: "Archive" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(/Type delete to confirm/).waitFor();
    const confirm = dialog.getByRole("button", { name: "Archive" });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByTestId("confirm-word").fill("delete");
    expect(await confirm.isDisabled()).toBe(false);
    await snap(page, "company-archive-confirm");
    await dialog.getByRole("button", { name: "Cancel" }).click();
  });

  it("creates a distributor with locations edited inline", async () => {
    await page.goto(`${app.url}/distributors`);
    await page.getByRole("link", { name: "Prairie Industrial Supply" }).waitFor();
    await snap(page, "distributors-list");
    await page.getByRole("link", { name: "New distributor" }).click();
    await page.getByRole("textbox", { name: /^Name/ }).fill("Coastal Bearings");
    await page.getByLabel("E-mail").fill("sales@coastal.example");
    await page.getByRole("button", { name: "Add location" }).click();
    await page.getByRole("button", { name: "Add location" }).click();
    const rows = page.getByTestId("location-row");
    await rows.nth(0).getByLabel("Location name").fill("Halifax");
    await rows.nth(0).getByLabel("Address").fill("1 Water St, Halifax, NS");
    await rows.nth(1).getByLabel("Location name").fill("Moncton");
    await snap(page, "distributor-new");
    await page.getByRole("button", { name: "Create" }).click();
    await page.getByText("Distributor created").first().waitFor();
    await page.waitForURL(/\/distributors\/\d+$/);
    await page.getByRole("heading", { name: "Coastal Bearings" }).waitFor();
    expect(await page.getByTestId("location-row").count()).toBe(2);
  });

  it("creates a role with flags and a permission matrix using the row and column select-all", async () => {
    await page.goto(`${app.url}/user-roles`);
    await page.getByRole("link", { name: "Plant Admin" }).waitFor();
    await snap(page, "roles-list");
    await page.getByRole("link", { name: "New role" }).click();
    await page.getByRole("textbox", { name: /^Name/ }).fill("Shift Supervisor");
    await page.getByLabel("Technician").click();
    await page.getByLabel("Everything in Plants").click();
    await page.getByLabel("View in every section").click();
    expect(await page.getByTestId("matrix-plants-archive").getAttribute("aria-checked")).toBe("true");
    expect(await page.getByTestId("matrix-users-archive").count()).toBe(0);
    // The keyboard works too: Space toggles the focused checkbox.
    await page.getByTestId("matrix-maintenance-edit").focus();
    await page.keyboard.press("Space");
    expect(await page.getByTestId("matrix-maintenance-edit").getAttribute("aria-checked")).toBe("true");
    await snap(page, "role-new");
    await page.getByRole("button", { name: "Create" }).click();
    await page.getByText("Role created").first().waitFor();
    await page.waitForURL(/\/user-roles\/\d+$/);
    await page.getByRole("heading", { name: "Shift Supervisor" }).waitFor();
    expect(await page.getByTestId("matrix-oee-view").getAttribute("aria-checked")).toBe("true");
    expect(await page.getByTestId("matrix-plants-delete").getAttribute("aria-checked")).toBe("true");
    expect(await page.getByTestId("matrix-users-delete").getAttribute("aria-checked")).toBe("false");
    await snap(page, "role-edit");
  });
});
