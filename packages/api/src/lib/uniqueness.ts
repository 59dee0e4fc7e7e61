/**
 * Unique names answer 422 naming the field, never a 500 from the database: procedures check first,
 * and `uniqueOr422` catches a duplicate that raced past the check.
 */
import type { Database, Reader, Tx } from "@plantwise/db";
import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import { AppError } from "../errors";

export function duplicateName(what: string, name: string, field = "name"): AppError {
  return new AppError("BAD_REQUEST", `A ${what} named "${name}" already exists`, {
    messages: [[`${field}: A ${what} named "${name}" already exists`]],
  });
}

/** Whether a database error (possibly wrapped by Drizzle) carries this SQLSTATE. */
export function hasSqlState(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether a database error is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, "23505");
}

/** Runs a write, turning a unique violation that raced past the explicit check into a 422. */
export async function uniqueOr422<T>(write: () => Promise<T>, onDuplicate: () => AppError): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw onDuplicate();
    throw error;
  }
}

/**
 * Fails with `clash()` when a row other than `exceptId` already holds `value` in `column`,
 * compared case-insensitively, among the rows `among` selects (a parent, an owner; all when absent).
 */
export async function assertUnique(
  db: Reader,
  column: PgColumn,
  value: string,
  rows: { id: PgColumn; among?: SQL | undefined; exceptId?: number | undefined },
  clash: () => AppError,
): Promise<void> {
  const [found] = await db
    .select({ id: rows.id })
    .from(column.table)
    .where(
      and(
        rows.among,
        eq(sql`lower(${column})`, value.toLowerCase()),
        rows.exceptId ? ne(rows.id, rows.exceptId) : undefined,
      ),
    );
  if (found) throw clash();
}

/** Inserts one row and answers its id; a unique index refusing it answers `duplicate()` (a 422). */
export async function insertUnique<T extends PgTable & { id: PgColumn }>(
  db: Database | Tx,
  table: T,
  values: PgInsertValue<T>,
  duplicate: () => AppError,
): Promise<number> {
  const [row] = await uniqueOr422(
    () => db.insert(table).values(values).returning({ id: table.id }),
    duplicate,
  );
  return row!.id as number;
}
