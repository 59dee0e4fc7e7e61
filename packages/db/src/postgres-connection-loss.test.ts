/**
 * PostgreSQL going away in the middle of a transaction. When the transaction's connection drops,
 * postgres-js queues the transaction's ROLLBACK on that dead connection; unpatched (3.4.9) its
 * deferred write then dereferences the closed socket from a setImmediate and the whole process dies
 * with an uncaught TypeError. patches/postgres@3.4.9.patch fails those queries with the driver's
 * CONNECTION_CLOSED error instead. Here the transaction must reject, nothing may escape as an
 * uncaught exception, and the same pool must answer again once the server is back.
 *
 * The test runs its own throwaway cluster (initdb in a temp dir, its own port) and stops it in
 * immediate mode: crashing the shared server would break everyone else's tests. Without PostgreSQL
 * server binaries only the check of the installed driver runs, unless REQUIRE_PG=1 (CI), where that
 * is an error.
 */
import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openDatabase, rowsOf } from "./client";

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;

/** `pg_config --bindir`, else the newest /usr/lib/postgresql/<version>/bin; null without initdb and pg_ctl. */
function findPgBinDir(): string | null {
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
  return versions.map((v) => path.join(root, v, "bin")).find(usable) ?? null;
}

const pgBinDir = findPgBinDir();
if (!pgBinDir && process.env.REQUIRE_PG === "1") {
  throw new Error(
    "REQUIRE_PG=1 but no PostgreSQL server binaries (initdb, pg_ctl) were found through `pg_config --bindir` " +
      "or in /usr/lib/postgresql/*/bin: the connection-loss test cannot run",
  );
}

async function freePort(): Promise<number> {
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

/**
 * A cluster in a temp dir on its own port (as packages/api/test/fault/pg-cluster.ts does): as root,
 * every PostgreSQL binary runs through `runuser -u postgres --` and postgres owns the temp dir.
 */
async function startCluster(binDir: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "plantwise-pgloss-"));
  const data = path.join(dir, "data");
  const log = path.join(dir, "postgres.log");
  if (asRoot) execFileSync("chown", ["postgres:", dir], { stdio: "pipe" });
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const command = (tool: string, args: string[]): [string, string[]] => {
    const binary = path.join(binDir, tool);
    return asRoot ? ["runuser", ["-u", "postgres", "--", binary, ...args]] : [binary, args];
  };
  const pg = async (tool: string, args: string[]) => {
    const [file, argv] = command(tool, args);
    try {
      await run(file, argv, { timeout: 90_000 });
    } catch (error) {
      const e = error as { stderr?: string; stdout?: string; message: string };
      throw new Error(`${tool} ${args.join(" ")} failed: ${e.stderr || e.stdout || e.message}`);
    }
  };
  let running = false;
  // A worker that ends without afterAll must not leave a server behind.
  const stopOnExit = () => {
    if (running) {
      const [file, argv] = command("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
      try {
        execFileSync(file, argv, { stdio: "ignore", timeout: 20_000 });
      } catch {
        // Nothing more to do while exiting.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once("exit", stopOnExit);
  const cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await pg("pg_ctl", ["-D", data, "-l", log, "-w", "-t", "60", "-o", options, "start"]);
      running = true;
    },
    async stop(mode: "fast" | "immediate") {
      await pg("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "60", "stop"]);
      running = false;
    },
    async destroy() {
      process.off("exit", stopOnExit);
      if (running) await cluster.stop("immediate").catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await pg("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]);
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}

/** The `code` of an error or of the first error in its `cause` chain that has one. */
function codeOf(error: unknown): unknown {
  for (let e = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ("code" in e) return (e as { code: unknown }).code;
  }
  return undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the installed postgres driver", () => {
  it("carries the connection-loss patch in its ESM, CommonJS and Workers builds", () => {
    // The package's main entry is cjs/src/index.js; its exports map hides package.json.
    const packageDir = path.resolve(
      path.dirname(createRequire(import.meta.url).resolve("postgres")),
      "../..",
    );
    expect(JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")).name).toBe("postgres");
    for (const build of ["src", "cjs/src", "cf/src"]) {
      const source = readFileSync(path.join(packageDir, build, "connection.js"), "utf8");
      // The same three changes in every build: the write guard, the execute guard, the reset on close.
      expect(source.match(/\/\/ Plantwise:/g) ?? [], `${build}/connection.js`).toHaveLength(3);
      expect(source, `${build}/connection.js`).toContain("function nextWrite(fn) {\n    // Plantwise:");
    }
  });
});

describe.each(pgBinDir ? [pgBinDir] : [])("PostgreSQL stopped mid-transaction (binaries in %s)", (binDir) => {
  let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
  let handle: DatabaseHandle | undefined;
  const uncaught = vi.fn();
  const unhandled = vi.fn();

  beforeAll(async () => {
    process.on("uncaughtException", uncaught);
    process.on("unhandledRejection", unhandled);
    cluster = await startCluster(binDir);
    // One connection: the query after the restart must come from the very connection that died.
    handle = await openDatabase({ databaseUrl: cluster.url, maxConnections: 1 });
  });

  afterEach(() => {
    expect(uncaught, "an uncaught exception escaped the driver").not.toHaveBeenCalled();
    expect(unhandled, "a promise rejection went unhandled").not.toHaveBeenCalled();
  });

  afterAll(async () => {
    process.off("uncaughtException", uncaught);
    process.off("unhandledRejection", unhandled);
    await handle?.close().catch(() => {});
    await cluster?.destroy();
  });

  it("rejects the transaction, keeps the process alive and answers again after a restart", async () => {
    const db = handle!.db;
    expect(rowsOf(await db.execute(sql`select 1 as ok`))).toEqual([{ ok: 1 }]);

    let holding!: () => void;
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      holding();
      await tx.execute(sql`select pg_sleep(60)`);
    });
    const outcome = transaction.then(
      () => ({ rejected: false, code: undefined as unknown }),
      (error: unknown) => ({ rejected: true, code: codeOf(error) }),
    );
    await held;
    // Let the pg_sleep reach the server, so the stop finds it running.
    await sleep(300);

    const stopped = Date.now();
    await cluster!.stop("immediate");
    expect(await outcome).toEqual({ rejected: true, code: "CONNECTION_CLOSED" });
    // The ROLLBACK the driver queued on the dead connection goes out on a later tick: give it time.
    await sleep(200);
    expect(uncaught).not.toHaveBeenCalled();
    expect(Date.now() - stopped).toBeLessThan(30_000);

    // While the server is down a query fails, and is not left hanging.
    await expect(db.execute(sql`select 1`)).rejects.toThrow();

    await cluster!.start();
    expect(rowsOf(await db.execute(sql`select 2 as ok`))).toEqual([{ ok: 2 }]);
    // And a transaction works on it again.
    const inside = await db.transaction(async (tx) => rowsOf(await tx.execute(sql`select 3 as ok`)));
    expect(inside).toEqual([{ ok: 3 }]);
  });
});
