/** Test fixtures: rows written straight to the database. */
import type { Database } from "@plantwise/db";
import type { PgTable } from "drizzle-orm/pg-core";

/** Inserts one row of `table` and answers it: a fixture row. */
export async function insertRow<T extends PgTable>(
  db: Database,
  table: T,
  values: T["$inferInsert"],
): Promise<T["$inferSelect"]> {
  const [row] = (await db.insert(table).values(values).returning()) as T["$inferSelect"][];
  return row!;
}
