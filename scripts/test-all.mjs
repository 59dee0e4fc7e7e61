#!/usr/bin/env node
// Runs every test suite of the repository and ends with one line: "N passed, N failed".
//   1. unit and integration tests (vitest projects of every package; PGlite always, PostgreSQL
//      too when DATABASE_URL is set),
//   2. the web app build, then the end-to-end tests in Chromium (e2e/).
// Exit code 0 only when every suite ran and nothing failed. The browser is found (or, on Debian as
// root, installed) before anything runs; without one the command stops with a line saying what to run.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CHROMIUM_HINT, findOrInstallChromium } from "./chromium.mjs";

const chromium = findOrInstallChromium();
if (!chromium) {
  console.error(CHROMIUM_HINT);
  process.exit(1);
}
process.env.CHROMIUM_PATH = chromium;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const results = path.join(root, ".test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const bin = (pkgDir, name) => path.join(root, pkgDir, "node_modules", ".bin", name);

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label} ===`);
  const res = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env, ...options });
  if (res.error) console.error(`${label}: ${res.error.message}`);
  return res.status ?? 1;
}

let passed = 0;
let failed = 0;
const problems = [];

function vitestSuite(label, configArgs, file) {
  const output = path.join(results, file);
  const status = run(label, bin(".", "vitest"), [
    "run",
    ...configArgs,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${output}`,
  ]);
  if (!existsSync(output)) {
    failed += 1;
    problems.push(`${label}: no results (exit code ${status})`);
    return;
  }
  const report = JSON.parse(readFileSync(output, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that fails to load has no test results: count it as a failure, not as nothing.
  const broken = report.testResults.filter((f) => f.status === "failed" && f.assertionResults.length === 0);
  failed += broken.length;
  for (const f of broken) problems.push(`${label}: ${path.relative(root, f.name)} did not run: ${f.message}`);
  // A test that neither passed nor failed did not run: skipped, todo, or cut off with its worker.
  const notRun = report.testResults.flatMap((f) =>
    f.assertionResults.filter((a) => a.status !== "passed" && a.status !== "failed"),
  );
  if (notRun.length > 0) {
    failed += notRun.length;
    problems.push(`${label}: ${notRun.length} tests did not run (skipped, todo or interrupted)`);
  }
  if (status !== 0 && report.numFailedTests === 0 && broken.length === 0) {
    failed += 1;
    problems.push(`${label}: vitest exited with ${status}`);
  }
}

vitestSuite("unit and integration tests", [], "unit.json");

const buildStatus = run("web build (for the end-to-end tests)", bin("packages/web", "vite"), ["build"], {
  cwd: path.join(root, "packages/web"),
});
if (buildStatus === 0) {
  vitestSuite("end-to-end tests (Chromium)", ["--config", "e2e/vitest.config.ts"], "e2e.json");
} else {
  failed += 1;
  problems.push("web build failed: end-to-end tests not run");
}

for (const p of problems) console.log(`problem: ${p}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
