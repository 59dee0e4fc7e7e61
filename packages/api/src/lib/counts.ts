import type { Reader } from "@plantwise/db";
import { count, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * How many rows each entry's table holds under its condition, counted at once, under the entry's
 * name: `{ plant: [plants, eq(plants.company_id, id)], user: […] }` answers `{ plant: 3, user: 1 }`,
 * in that order (what a delete confirmation names).
 */
export async function countEach<K extends string>(
  db: Reader,
  counts: Record<K, [table: PgTable, where: SQL | undefined]>,
): Promise<Record<K, number>> {
  const entries = Object.entries(counts) as [K, [PgTable, SQL | undefined]][];
  const totals = await Promise.all(
    entries.map(([, [table, where]]) => db.select({ n: count() }).from(table).where(where)),
  );
  return Object.fromEntries(entries.map(([key], i) => [key, totals[i]?.[0]?.n ?? 0])) as Record<K, number>;
}

/**
 * How many rows of `table` match `where`, as a column of another select (a scalar subquery), so a
 * record and its counts come back in one statement.
 */
export function countOf(table: PgTable, where: SQL | undefined): SQL<number> {
  return sql<number>`(select count(*) from ${table} where ${where ?? sql`true`})`.mapWith(Number);
}
