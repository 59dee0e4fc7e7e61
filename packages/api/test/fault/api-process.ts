/**
 * The API as a child process, started the way `pnpm start` does (`node --import tsx src/main.ts`
 * in packages/api), so a fault test can SIGKILL it mid-request and start it again. Its output is
 * appended to one log file across restarts.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { appendFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";

/** What main.ts prints once the server listens. */
const READY_LINE = "Plantwise is running at";
const START_TIMEOUT_MS = 120_000;

const packageDir = fileURLToPath(new URL("../..", import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

export interface ApiProcess {
  readonly pid: number;
  /** Resolves when the process has exited, however it ended. */
  readonly exited: Promise<void>;
  /** Whether it still runs. */
  alive(): boolean;
  /** SIGKILL, then waits for the exit. */
  kill(): Promise<void>;
}

/**
 * Starts the API with `env` as its whole environment plus PATH and HOME, and resolves once it
 * listens. Rejects (with the log file's name) if it exits or stays silent first.
 */
export async function startApi(env: Record<string, string>, logFile: string): Promise<ApiProcess> {
  const child: ChildProcess = spawn(process.execPath, ["--import", tsxLoader, "src/main.ts"], {
    cwd: packageDir,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error("the API process did not start");
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const exited = once(child, "exit").then(() => {
    process.off("exit", killOnExit);
  });
  const alive = () => child.exitCode === null && child.signalCode === null;

  appendFileSync(logFile, `\n==== API pid ${pid} started ${new Date().toISOString()}\n`);
  let seen = "";
  let listening = false;
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the API did not start in time (log: ${logFile})`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      appendFileSync(logFile, chunk);
      if (listening) return;
      seen += chunk.toString("utf8");
      if (seen.includes(READY_LINE)) {
        listening = true;
        clearTimeout(timer);
        resolve();
      } else if (seen.length > 4096) {
        seen = seen.slice(-256);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the API exited before it listened (${signal ?? `code ${code}`}; log: ${logFile})`));
    });
  });

  const api: ApiProcess = {
    pid,
    exited,
    alive,
    async kill() {
      if (alive()) child.kill("SIGKILL");
      await exited;
    },
  };
  try {
    await ready;
  } catch (error) {
    await api.kill();
    throw error;
  }
  return api;
}
