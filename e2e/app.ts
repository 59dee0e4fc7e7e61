import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";

const root = path.resolve(import.meta.dirname, "..");

export interface RunningApp {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * Starts the app the way the README's start command does (built web app, API on the embedded
 * database), on a free port and an empty data folder of its own.
 */
export async function startApp(): Promise<RunningApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "plantwise-e2e-"));
  const tsx = path.join(root, "node_modules", ".bin", "tsx");
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.SEED_DEMO;
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
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
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

/** Saves a screenshot under .test-results/screens when SCREENSHOTS=1 (for looking at the pages). */
export async function snap(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== "1") return;
  await page.screenshot({ path: path.join(root, ".test-results", "screens", `${name}.png`), fullPage: true });
}
