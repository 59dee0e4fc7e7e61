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
export async function createTestDatabase(driver: DatabaseDriver): Promise<DatabaseHandle> {
  if (driver === "pglite") {
    const handle = await openDatabase({ dataDir: "memory" });
    await migrateDatabase(handle);
    return handle;
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("DATABASE_URL is required for the PostgreSQL test driver");
  const name = `plantwise_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), maxConnections: 4 });
  await migrateDatabase(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = postgres(adminUrl, { max: 1, onnotice: () => {} });
      try {
        await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
