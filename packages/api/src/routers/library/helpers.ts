import type { Database } from "@plantwise/db";
import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { AppError } from "../../errors";
import { describeAttached, duplicateName } from "../companies/helpers";

/**
 * Shared pieces of the library routers (brands, part numbers, item types, categories, applications,
 * documents, bearings, faults): the owner field, reference checks between library rows, per-owner
 * unique names and "in use" answers (422, never a 500 from a restricting foreign key).
 */

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Db = Pick<Database, "select">;

/** Provider staff may name the company a new entry belongs to; blank or absent is the shared library. */
export const ownerField = z.preprocess(
  (v) => (v === "" || v === "null" ? null : v),
  z.coerce.number().int().positive().nullable().optional(),
);

/** An optional reference id: blank, 0 or null is "none". */
export const optionalRef = z.preprocess(
  (v) => (v === "" || v === 0 || v === "0" || v === "null" ? null : v),
  z.coerce.number().int().positive().nullable().optional(),
);

/** A query-string boolean: "true"/"1" and "false"/"0". */
export const queryFlag = z.preprocess(
  (v) => (v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v),
  z.boolean().optional(),
);

/** Same owner's rows, as the unique indexes see them: coalesce(company_id, 0). */
export function sameOwner(companyId: PgColumn, owner: number | null): SQL {
  return owner === null ? sql`${companyId} is null` : sql`${companyId} = ${owner}`;
}

interface LibraryTable {
  id: PgColumn;
  company_id: PgColumn;
}

/**
 * A library row referred to by another row (a part number's brand, a document's item type …) must
 * be one the new row's owner can see: shared, or the same company. Anything else is a 422 on the
 * field, whether it does not exist or belongs to another company (no existence leak).
 */
export async function assertLibraryRef(
  db: Db,
  table: PgTable & LibraryTable,
  id: number | null | undefined,
  owner: number | null,
  field: string,
  what: string,
): Promise<void> {
  if (id == null) return;
  const t = table as unknown as LibraryTable;
  const [row] = await db
    .select({ id: t.id })
    .from(table as PgTable)
    .where(
      and(
        eq(t.id, id),
        owner === null
          ? sql`${t.company_id} is null`
          : sql`(${t.company_id} is null or ${t.company_id} = ${owner})`,
      ),
    );
  if (!row) {
    throw new AppError("BAD_REQUEST", `${what} not found`, { messages: [[`${field}: ${what} not found`]] });
  }
}

/** 422 when another row of the same owner already has this name (case-insensitive). */
export async function assertUniqueName(
  db: Db,
  table: PgTable & LibraryTable,
  nameColumn: PgColumn,
  owner: number | null,
  name: string,
  what: string,
  exceptId?: number,
  field = "name",
  extra?: SQL,
): Promise<void> {
  const t = table as unknown as LibraryTable;
  const [clash] = await db
    .select({ id: t.id })
    .from(table as PgTable)
    .where(
      and(
        sameOwner(t.company_id, owner),
        eq(sql`lower(${nameColumn})`, name.toLowerCase()),
        exceptId ? ne(t.id, exceptId) : undefined,
        extra,
      ),
    );
  if (clash) throw duplicateName(what, name, field);
}

/** "This brand is used by 3 equipment items and 1 part number; it cannot be deleted." */
export function assertNotInUse(what: string, counts: Record<string, number>): void {
  const attached = describeAttached(counts);
  if (!attached) return;
  const message = `This ${what} is used by ${attached}; it cannot be deleted`;
  throw new AppError("BAD_REQUEST", message, { messages: [[`id: ${message}`]] });
}

/** Whether a database error (possibly wrapped) is a foreign-key violation. */
function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === "23503") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs a delete, turning a restricting foreign key that raced past the explicit count into a 422. */
export async function restrictOr422<T>(what: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      const message = `This ${what} is in use; it cannot be deleted`;
      throw new AppError("BAD_REQUEST", message, { messages: [[`id: ${message}`]] });
    }
    throw error;
  }
}

export function notFound(what: string): AppError {
  return new AppError("NOT_FOUND", `${what} not found`);
}
