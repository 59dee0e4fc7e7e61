/**
 * A throwaway PostgreSQL cluster for fault tests: initdb into a temp dir, its own free port and
 * unix socket dir, started and stopped with pg_ctl — so a test may stop it in immediate mode (a
 * crash, as far as the server's clients can tell) without touching the machine's shared server.
 *
 * PostgreSQL refuses to run as root: as root every PostgreSQL binary runs through
 * `runuser -u postgres --`, and the temp dir belongs to postgres.
 */
import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * The directory holding initdb and pg_ctl: `pg_config --bindir`, else the newest
 * /usr/lib/postgresql/<version>/bin. Null when neither has them.
 */
export function findPgBinDir(): string | null {
  const usable = (dir: string) =>
    existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl"));
  try {
    const dir = execFileSync("pg_config", ["--bindir"], { encoding: "utf8", stdio: "pipe" }).trim();
    if (dir && usable(dir)) return dir;
  } catch {
    // No pg_config on PATH: look where Debian and Ubuntu install the server.
  }
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => /^\d+(\.\d+)?$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const dir = path.join(root, v, "bin");
    if (usable(dir)) return dir;
  }
  return null;
}

/** A TCP port free on 127.0.0.1 right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== "object" || !address) throw new Error("could not find a free port");
  return address.port;
}

const asRoot = process.getuid?.() === 0;

/** The command line running a PostgreSQL binary: through runuser when this process is root. */
function pgCommand(binDir: string, tool: string, args: string[]): [string, string[]] {
  const binary = path.join(binDir, tool);
  return asRoot ? ["runuser", ["-u", "postgres", "--", binary, ...args]] : [binary, args];
}

export interface PgCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string;
  readonly port: number;
  /** The temp dir: data/, the server log postgres.log, and the socket. */
  readonly dir: string;
  /** pg_ctl start, waiting until it accepts connections. */
  start(): Promise<void>;
  /** pg_ctl stop in `mode` ("immediate": no checkpoint, crash recovery at the next start). */
  stop(mode: "fast" | "immediate"): Promise<void>;
  /** Stops the server if it runs (immediate) and deletes the temp dir. Never throws. */
  destroy(): Promise<void>;
}

/** Creates and starts a cluster; `binDir` from findPgBinDir. */
export async function startCluster(binDir: string): Promise<PgCluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "plantwise-fault-pg-"));
  const data = path.join(dir, "data");
  const log = path.join(dir, "postgres.log");
  if (asRoot) {
    try {
      execFileSync("chown", ["postgres:", dir], { stdio: "pipe" });
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(
        `running as root, PostgreSQL needs the "postgres" user to own its data dir: chown failed (${String(error)})`,
      );
    }
  }
  const port = await freePort();
  let running = false;

  const pg = async (tool: string, args: string[]) => {
    const [command, argv] = pgCommand(binDir, tool, args);
    try {
      await run(command, argv, { timeout: 90_000 });
    } catch (error) {
      const e = error as { stderr?: string; stdout?: string; message: string };
      throw new Error(`${tool} ${args.join(" ")} failed: ${e.stderr || e.stdout || e.message}`);
    }
  };
  // fsync off: the test crashes server processes, never the machine, so the OS keeps every write.
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c full_page_writes=off",
    "-c max_connections=60",
  ].join(" ");

  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    async start() {
      await pg("pg_ctl", ["-D", data, "-l", log, "-w", "-t", "60", "-o", options, "start"]);
      running = true;
    },
    async stop(mode) {
      await pg("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "60", "stop"]);
      running = false;
    },
    async destroy() {
      process.off("exit", stopOnExit);
      if (running) await cluster.stop("immediate").catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  // A test process that ends without afterAll (an uncaught error, a worker torn down) must not
  // leave a server behind.
  const stopOnExit = () => {
    if (running) {
      const [command, argv] = pgCommand(binDir, "pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
      try {
        execFileSync(command, argv, { stdio: "ignore", timeout: 20_000 });
      } catch {
        // Nothing more to do while exiting.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once("exit", stopOnExit);

  try {
    await pg("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]);
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
