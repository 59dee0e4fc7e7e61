import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { type DatabaseDriver, type DatabaseHandle, migrateDatabase, openDatabase } from "./client";

/**
 * The drivers an integration suite runs against: PGlite always, PostgreSQL when DATABASE_URL is
 * set. With REQUIRE_PG=1 (CI) a missing server is an error rather than a silently skipped driver.
 */
export function testDrivers(): DatabaseDriver[] {
  if (process.env.DATABASE_URL) return ["pglite", "postgres"];
  if (process.env.REQUIRE_PG === "1") {
    throw new Error("REQUIRE_PG=1 but DATABASE_URL is not set: the PostgreSQL suite cannot run");
  }
  return ["pglite"];
}

/**
 * A freshly created, migrated database for one test file. On PostgreSQL it is a new database on
 * the server named by DATABASE_URL, dropped again by `close()`.
 */
export async function createTestDatabase(
  driver: DatabaseDriver,
  options: { onStatement?: (text: string) => void } = {},
): Promise<DatabaseHandle> {
  if (driver === "pglite") {
    const handle = await openDatabase({ dataDir: "memory" });
    await migrateDatabase(handle);
    return handle;
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("DATABASE_URL is required for the PostgreSQL test driver");
  const handle = await createScratchDatabase(adminUrl, "plantwise_test", 4, options.onStatement);
  await migrateDatabase(handle);
  return handle;
}

/**
 * A new, empty database `<prefix>_<pid>_<random>` on the PostgreSQL server at `adminUrl` (tests,
 * benchmarks); its `close()` drops it again, with whatever connections are still open.
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
  maxConnections: number,
  onStatement?: (text: string) => void,
): Promise<DatabaseHandle> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
  await onServer(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), maxConnections, onStatement });
  return {
    ...handle,
    async close() {
      await handle.close();
      await onServer(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** One statement on a short-lived connection to the server's admin database. */
async function onServer(adminUrl: string, statement: string): Promise<void> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
}
