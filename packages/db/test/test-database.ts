import { afterAll, beforeAll } from "vitest";
import type { Database, DatabaseDriver, DatabaseHandle } from "../src/client";
import { type SeedOptions, seedDatabase } from "../src/seed/index";
import { createTestDatabase } from "../src/testing";

/**
 * A fresh migrated database for the enclosing describe block, seeded with `seed` when given, and
 * closed after its tests. `db` is readable once the block's tests run.
 */
export function useTestDatabase(driver: DatabaseDriver, seed?: SeedOptions): { readonly db: Database } {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase(driver);
    if (seed) await seedDatabase(handle.db, seed);
  });
  afterAll(async () => {
    await handle?.close();
  });
  return {
    get db() {
      if (!handle) throw new Error("the test database is opened in beforeAll");
      return handle.db;
    },
  };
}
