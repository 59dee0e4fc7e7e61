import type { Reader } from "@plantwise/db";
import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { AppError } from "../errors";
import { duplicateName } from "../lib/uniqueness";

/**
 * Shared pieces of the library routers (brands, part numbers, item types, categories, applications,
 * documents, bearings, faults): the owner field, reference checks between library rows, per-owner
 * unique names and "in use" answers (422, never a 500 from a restricting foreign key).
 */

/** Provider staff may name the company a new entry belongs to; blank or absent is the shared library. */
export const ownerField = z.preprocess(
  (v) => (v === "" || v === "null" ? null : v),
  z.coerce.number().int().positive().nullable().optional(),
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
  db: Reader,
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
  db: Reader,
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

export function notFound(what: string): AppError {
  return new AppError("NOT_FOUND", `${what} not found`);
}
