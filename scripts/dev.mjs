#!/usr/bin/env node
// Development: the API (restarting on change) on :3000 and the Vite dev server with hot reload on
// :5173, which proxies /trpc, /api and /health to the API. Ctrl-C stops both.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const children = [
  spawn(path.join(root, "node_modules/.bin/tsx"), ["watch", "src/main.ts"], {
    cwd: path.join(root, "packages/api"),
    stdio: "inherit",
    env: { ...process.env, PORT: process.env.PORT ?? "3000" },
  }),
  spawn(path.join(root, "packages/web/node_modules/.bin/vite"), [], {
    cwd: path.join(root, "packages/web"),
    stdio: "inherit",
  }),
];
let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
console.log("Plantwise (development): open http://localhost:5173 — the API listens on :3000");
