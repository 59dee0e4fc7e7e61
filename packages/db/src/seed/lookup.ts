/**
 * The seed's find-before-create steps. Every seed step looks its rows up first and creates only
 * what is missing, so seeding runs at every start-up and never overwrites a user's edits.
 */
import { count, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Reader } from "../client";

/** The id of the first row a lookup finds, if any. */
export async function idOf(rows: Promise<{ id: number }[]>): Promise<number | undefined> {
  return (await rows)[0]?.id;
}

/** The id of the row `find` returns, or of the row `create` inserts when there is none. */
export async function findOrCreate(
  find: () => Promise<{ id: number }[]>,
  create: () => Promise<{ id: number }[]>,
): Promise<number> {
  return (await idOf(find())) ?? (await create())[0]!.id;
}

/** Whether the table already holds a row matching `where` (a demo part seeded, or built by hand). */
export async function hasRows(db: Reader, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return (row?.n ?? 0) > 0;
}
