import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { base32Decode, generateTotp, TOTP_PERIOD_SECONDS } from "../packages/api/src/lib/totp";
import { type Delivered, startDeliveryCapture } from "./delivery-capture";

const root = path.resolve(import.meta.dirname, "..");

export interface RunningApp {
  url: string;
  output: () => string;
  /** E-mails and texts the app delivered, in order, with their links and codes (delivery-capture.ts). */
  delivered: Delivered[];
  stop(): Promise<void>;
}

/**
 * Starts the app the way the README's start command does (built web app, API on the embedded
 * database), on a free port and an empty data folder of its own. The device simulator stays off
 * unless asked for: it fills a week of history at start, which only the sensor pages need.
 */
export async function startApp(
  options: { simulator?: boolean; env?: Record<string, string> } = {},
): Promise<RunningApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "plantwise-e2e-"));
  const capture = await startDeliveryCapture();
  const tsx = path.join(root, "node_modules", ".bin", "tsx");
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.SEED_DEMO;
  env.SIMULATOR = options.simulator ? "on" : "off";
  env.SMTP_URL = capture.smtpUrl;
  env.SMS_WEBHOOK_URL = capture.smsWebhookUrl;
  Object.assign(env, options.env);
  const child: ChildProcess = spawn(tsx, ["src/main.ts"], { cwd: path.join(root, "packages/api"), env });
  let log = "";
  child.stdout?.on("data", (d) => {
    log += String(d);
  });
  child.stderr?.on("data", (d) => {
    log += String(d);
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /running at (http:\/\/\S+)/.exec(log);
      if (m) {
        clearInterval(timer);
        resolve(m[1]!);
      }
    }, 100);
    child.once("exit", (code) => {
      clearInterval(timer);
      reject(new Error(`the app exited with ${code} before listening:\n${log}`));
    });
  });
  return {
    url,
    output: () => log,
    delivered: capture.delivered,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      await capture.close();
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** Every demo user's password (the seed's). */
export const DEMO_PASSWORD = "Plantwise#2026";

/** Opens the sign-in form on `page` and submits a demo user's e-mail and password. */
export async function submitSignIn(
  page: Page,
  app: RunningApp,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`${app.url}/login`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs a demo user (the superadmin unless told) in on a fresh page of `browser` and selects `plant`. */
export async function signInToPlant(
  app: RunningApp,
  browser: Browser,
  plant: string,
  viewport = { width: 1440, height: 900 },
  email = "superadmin@plantwise.demo",
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await submitSignIn(page, app, email);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await page.getByTestId("plant-picker").click();
  await page.getByRole("option", { name: plant }).click();
  return page;
}

/** Saves a screenshot under .test-results/screens when SCREENSHOTS=1 (for looking at the pages). */
export async function snap(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== "1") return;
  await page.screenshot({ path: path.join(root, ".test-results", "screens", `${name}.png`), fullPage: true });
}

// ---------------------------------------------------------------------------------------------
// Helpers for the sign-in security flows (e2e/auth.e2e.test.ts).

/**
 * The code an authenticator app shows for a base32 secret; `stepOffset` 1 gives the next 30-second
 * step's code (the server accepts one step either side). The RFC 6238 vectors are checked against
 * the same implementation in its unit tests.
 */
export function totpCode(secret: string, stepOffset = 0, now = Date.now()): string {
  return generateTotp(base32Decode(secret), now + stepOffset * TOTP_PERIOD_SECONDS * 1000);
}

/** Calls a tRPC procedure of the running app over HTTP (no batching) and returns its data. */
export async function trpcCall<T>(
  app: RunningApp,
  procedure: string,
  input: unknown,
  options: { token?: string; method?: "GET" | "POST" } = {},
): Promise<T> {
  const method = options.method ?? "POST";
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const url =
    method === "GET"
      ? `${app.url}/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`
      : `${app.url}/trpc/${procedure}`;
  const response = await fetch(url, {
    method,
    headers,
    ...(method === "POST" ? { body: JSON.stringify(input) } : {}),
  });
  const body = (await response.json()) as { result?: { data: T }; error?: { message: string } };
  if (!response.ok || !body.result) {
    throw new Error(`${procedure} answered ${response.status}: ${body.error?.message ?? "no result"}`);
  }
  return body.result.data;
}

export interface OutboxMessage {
  id: number;
  channel: "email" | "sms";
  recipient: string;
  subject: string | null;
  body: string;
  status: string;
  created_at: string;
}

/** Reads the outbox through the API as the demo superadmin (an internal user), newest first. */
export async function readOutbox(
  app: RunningApp,
  filter: { channel?: "email" | "sms"; q?: string } = {},
): Promise<OutboxMessage[]> {
  const { token } = await trpcCall<{ token: string }>(app, "auth.login", {
    email: "superadmin@plantwise.demo",
    password: DEMO_PASSWORD,
  });
  const list = await trpcCall<{ data: OutboxMessage[] }>(
    app,
    "outbox.list",
    { page: 1, max: 50, ...filter },
    { token, method: "GET" },
  );
  return list.data;
}

/**
 * Waits for the newest outbox message newer than `after` (an id), to `recipient` when given, and
 * returns it with its body as delivered: the outbox itself shows links and codes redacted, so the
 * body is the text the recipient got (the app's deliveries go to this run's capture, in the order
 * of the outbox).
 */
export async function waitForOutboxMessage(
  app: RunningApp,
  recipient: string | null,
  options: { channel?: "email" | "sms"; after?: number; timeoutMs?: number } = {},
): Promise<OutboxMessage> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const messages = await readOutbox(app, {
      ...(recipient ? { q: recipient } : {}),
      ...(options.channel ? { channel: options.channel } : {}),
    });
    const found = messages.find(
      (m) => (recipient === null || m.recipient === recipient) && m.id > (options.after ?? 0),
    );
    if (found) {
      // Deliveries to one recipient on one channel come in outbox order.
      const earlier = (await readOutbox(app, { q: found.recipient, channel: found.channel })).filter(
        (m) => m.recipient === found.recipient && m.id <= found.id,
      ).length;
      const sent = app.delivered.filter((d) => d.channel === found.channel && d.to === found.recipient);
      if (sent.length >= earlier) return { ...found, body: sent[earlier - 1]!.text };
    }
    if (Date.now() > deadline) throw new Error(`no delivered message to ${recipient ?? "anyone"}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The newest outbox message id (0 when empty), to wait for messages after it. */
export async function lastOutboxId(app: RunningApp): Promise<number> {
  const [newest] = await readOutbox(app);
  return newest?.id ?? 0;
}

/** The 6-digit code in a text message. */
export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
}

/** The path of the first link to this app in a message body ("/login/password/reset/…"). */
export function linkPathIn(text: string): string {
  const match = /https?:\/\/[^\s/]+(\/login\/[^\s]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link in: ${text}`);
  return match[1];
}
