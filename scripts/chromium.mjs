// Finds the Chromium the end-to-end tests drive, installing Debian's when that is possible.
// The tests never download a browser build of their own: the browser is the machine's.
//
// In order: CHROMIUM_PATH, a system Chromium or Chrome on the PATH's usual folders, a browser
// Playwright installed earlier (`npx playwright install chromium`), and, on Debian as root,
// `apt-get install chromium`. When none of these gives one, `findOrInstallChromium` returns null
// and `CHROMIUM_HINT` says what to run.
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import { createRequire } from "node:module";

const SYSTEM_BROWSERS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
];

export const CHROMIUM_HINT =
  "No Chromium for the end-to-end tests: install one (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium or Chrome executable.";

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Where Playwright keeps a browser it installed, when it has installed one. */
function playwrightBrowser() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require("playwright-core");
    const file = chromium.executablePath();
    return file && executable(file) ? file : null;
  } catch {
    return null;
  }
}

export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return executable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return SYSTEM_BROWSERS.find(executable) ?? playwrightBrowser();
}

function canInstallFromDebian() {
  return (
    process.platform === "linux" &&
    typeof process.getuid === "function" &&
    process.getuid() === 0 &&
    existsSync("/etc/debian_version") &&
    spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0
  );
}

/**
 * The browser to use, or null. Installs Debian's chromium (as root, on Debian) when nothing else
 * is found; an explicit CHROMIUM_PATH that does not exist is an error, never silently replaced.
 */
export function findOrInstallChromium(log = console.log) {
  if (process.env.CHROMIUM_PATH && !executable(process.env.CHROMIUM_PATH)) return null;
  const found = findChromium();
  if (found) return found;
  if (!canInstallFromDebian()) return null;
  log("installing Chromium from Debian's packages (apt-get install chromium)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const steps = [
    ["apt-get", ["update", "-qq"]],
    ["apt-get", ["install", "-y", "-qq", "chromium"]],
  ];
  for (const [command, args] of steps) {
    const res = spawnSync(command, args, { stdio: ["ignore", "ignore", "inherit"], env });
    if (res.status !== 0) return null;
  }
  return findChromium();
}
