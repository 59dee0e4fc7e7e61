import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, type RunningApp, snap, startApp, submitSignIn, waitForOutboxMessage } from "./app";

/** Users, scheduled reports and teams as the demo plant admin sees them. */
describe("people screens in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let newUserPath = "";

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await submitSignIn(page, app, "plantadmin@plantwise.demo");
    await page.waitForURL("**/profile?enableMfa=true");
    await page.getByRole("button", { name: "Skip for 7 days on this device" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/profile"));
    page.setDefaultTimeout(10_000);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** Screenshots the page, then again scrolled to the bottom of the scrolling main area. */
  async function snapAll(name: string) {
    // Toasts would cover the right-hand side of what is being looked at.
    if (process.env.SCREENSHOTS === "1") {
      // A pointer resting on a toast keeps it open; move it away and give the toasts time to go.
      await page.mouse.move(5, 5);
      await page
        .waitForFunction(() => document.querySelectorAll("[data-sonner-toast]").length === 0, undefined, {
          timeout: 8_000,
        })
        .catch(() => {});
    }
    await page.locator("main").evaluate((main) => main.scrollTo(0, 0));
    await snap(page, name);
    await page.locator("main").evaluate((main) => main.scrollTo(0, main.scrollHeight));
    await snap(page, `${name}-bottom`);
    await page.locator("main").evaluate((main) => main.scrollTo(0, 0));
  }

  /** Picks an option of a form's select (the top bar has a plant picker of its own). */
  async function choose(label: string, option: string, scope: Locator = page.locator("main form")) {
    // A required field's label ends in "*".
    await scope.getByLabel(new RegExp(`^${label}\\*?$`)).click();
    await page.getByRole("option", { name: option, exact: true }).click();
  }

  it("lists the company's users with role, plants and status, searching server-side", async () => {
    await page.goto(`${app.url}/users`);
    await page.getByText("Priya Natarajan").first().waitFor();
    await page.getByText("Alex Tremblay").first().waitFor();
    expect(await page.getByText("Sam Okafor").count()).toBe(0);
    await snap(page, "users-list");
    const rows = page.locator("main table tbody tr");
    expect(await rows.count()).toBe(6);
    await page.getByRole("searchbox").fill("natara");
    await page.waitForFunction(() => document.querySelectorAll("main table tbody tr").length === 1);
    expect(await rows.first().textContent()).toContain("Priya Natarajan");
    await page.getByRole("searchbox").fill("");
    await page.waitForFunction(() => document.querySelectorAll("main table tbody tr").length === 6);
  });

  it("creates a user without a password, who gets an account link by e-mail", async () => {
    await page.goto(`${app.url}/users/new`);
    await page.getByLabel("First name").fill("Nora");
    await page.getByLabel("Last name").fill("Lindqvist");
    await page.getByRole("textbox", { name: "E-mail" }).fill("nora.lindqvist@northwind.example");
    await choose("Role", "Plant User");
    await page.getByRole("group", { name: "Plants (membership)" }).getByLabel("Hamilton Works").check();
    await page.getByLabel("Hourly rate").fill("41.50");
    // Notified of Hamilton Works, of its Packing Line only.
    await page.getByRole("group", { name: "Notifiable plants" }).getByLabel("Hamilton Works").check();
    const lines = page.getByTestId("notifiable-lines");
    await lines.getByLabel("Only the lines chosen").check();
    await lines.getByLabel("Packing Line", { exact: true }).check();
    await page.getByTestId("mfa-note").waitFor();
    await snapAll("user-new");
    await page.getByRole("button", { name: "Create" }).click();
    await page.getByText("User created").first().waitFor();
    await page.waitForURL(/\/users\/\d+$/);
    newUserPath = new URL(page.url()).pathname;
    expect(
      await page.getByTestId("notifiable-lines").getByLabel("Packing Line", { exact: true }).isChecked(),
    ).toBe(true);
    const mail = await waitForOutboxMessage(app, "nora.lindqvist@northwind.example");
    expect(mail.body).toContain("/login/password/reset/");
  });

  it("shows a weak password's broken rules on the field", async () => {
    await page.goto(`${app.url}${newUserPath}`);
    await page.getByLabel("Password").fill("weak");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Password must contain an uppercase letter").first().waitFor();
    await page.getByLabel("Password").fill("");
  });

  it("creates, starts and lists a scheduled report for the user", async () => {
    await page.goto(`${app.url}${newUserPath}`);
    await page.getByRole("button", { name: "New report" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill("Monday plant summary");
    await choose("Time zone", "Canada/Eastern", dialog);
    await dialog.getByLabel("Starts at").fill("2030-01-07T07:30");
    await dialog.getByLabel("Every").fill("7");
    await choose("Unit", "days", dialog);
    await choose("Covers", "The last week", dialog);
    await dialog.getByLabel("Hamilton Works").check();
    await snap(page, "report-dialog");
    await dialog.getByRole("button", { name: "Create" }).click();
    await page.getByText("Scheduled report created").first().waitFor();
    const section = page.getByTestId("scheduled-reports");
    await section.getByText("Monday plant summary").waitFor();
    await section.getByText("Every 7 days · The last week (America/Toronto)").waitFor();
    await section.getByRole("button", { name: "Start now" }).click();
    await page.getByText("Report request is being processed, please wait.").first().waitFor();
    const mail = await waitForOutboxMessage(app, "nora.lindqvist@northwind.example", { timeoutMs: 15000 });
    expect(mail.subject).toBe("Plantwise report: Monday plant summary");
    expect(mail.body).toContain("Hamilton Works");
    await snapAll("user-edit-reports");
  });

  it("creates a team with members, lists it, and deletes it only after the word delete", async () => {
    await page.goto(`${app.url}/teams/new`);
    await page.getByLabel("Name").fill("Night shift");
    await choose("Plant", "Hamilton Works");
    await page.getByLabel("Nora Lindqvist").check();
    await page.getByLabel("Priya Natarajan").check();
    await snapAll("team-new");
    await page.getByRole("button", { name: "Create" }).click();
    await page.getByText("Team created").first().waitFor();
    await page.waitForURL(/\/teams\/\d+$/);
    const teamPath = new URL(page.url()).pathname;
    await page.goto(`${app.url}/teams`);
    await page.getByText("Night shift").first().waitFor();
    await snap(page, "teams-list");

    await page.goto(`${app.url}${teamPath}`);
    await page.getByRole("button", { name: "Delete team" }).click();
    const confirm = page.getByRole("button", { name: "Delete", exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByTestId("confirm-word").fill("delete");
    await snap(page, "team-delete");
    await confirm.click();
    await page.waitForURL("**/teams");
    expect(await page.getByText("Night shift").count()).toBe(0);
  });

  it("deletes the user with a report attached after the typed confirmation", async () => {
    await page.goto(`${app.url}${newUserPath}`);
    await page.getByRole("button", { name: "Delete user" }).click();
    await page.getByText("1 scheduled report").first().waitFor();
    await page.getByTestId("confirm-word").fill("delete");
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await page.waitForURL("**/users");
    await page.getByText("Priya Natarajan").first().waitFor();
    expect(await page.getByText("Nora Lindqvist").count()).toBe(0);
  });
});
