import { type Reader, schema, type Tx } from "@plantwise/db";
import { and, eq, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Scope } from "../access/auth-user";
import { inLibraryScope } from "../access/scope";
import { AppError } from "../errors";
import { assertUnique, duplicateName } from "../lib/uniqueness";

/**
 * Shared pieces of the library routers (brands, part numbers, item types, categories, applications,
 * documents, bearings, faults): the owner field (from lib/input), reference checks between library rows, per-owner
 * unique names and "in use" answers (422, never a 500 from a restricting foreign key).
 */

export { ownerField } from "../lib/input";

/** Same owner's rows, as the unique indexes see them: coalesce(company_id, 0). */
function sameOwner(companyId: PgColumn, owner: number | null): SQL {
  return owner === null ? sql`${companyId} is null` : sql`${companyId} = ${owner}`;
}

export interface LibraryTable {
  id: PgColumn;
  company_id: PgColumn;
}

/** The row with this id, if the caller's library shows it (shared, or their company's own). */
export function inLibrary(table: LibraryTable, id: number, scope: Scope): SQL | undefined {
  return and(eq(table.id, id), inLibraryScope(scope, table.company_id));
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

const { bearings, brandModels, brands, equipmentTypeCategories, equipmentTypes } = schema;

/** The library rows a form may refer to, by field: the table and how a message names it. */
const REFERENCES = {
  brand_id: [brands, "Brand"],
  brand_model_id: [brandModels, "Part number"],
  equipment_type_id: [equipmentTypes, "Item type"],
  category_id: [equipmentTypeCategories, "Category"],
  de_bearing_id: [bearings, "Bearing"],
  nde_bearing_id: [bearings, "Bearing"],
} as const;
type Reference = keyof typeof REFERENCES;

/** `assertLibraryRef` for each of the form's `fields`, in that order. */
export async function assertLibraryRefs<F extends Reference>(
  db: Reader,
  owner: number | null,
  input: { [K in F]?: number | null | undefined },
  fields: readonly F[],
): Promise<void> {
  for (const field of fields) {
    const [table, what] = REFERENCES[field];
    await assertLibraryRef(db, table, input[field], owner, field, what);
  }
}

/** 422 when another row of the same owner already has this name (case-insensitive). */
export async function assertUniqueName(
  db: Reader,
  table: LibraryTable,
  nameColumn: PgColumn,
  owner: number | null,
  name: string,
  what: string,
  exceptId?: number,
  field = "name",
  extra?: SQL,
): Promise<void> {
  await assertUnique(
    db,
    nameColumn,
    name,
    { id: table.id, among: and(sameOwner(table.company_id, owner), extra), exceptId },
    () => duplicateName(what, name, field),
  );
}

/**
 * How many rows refer to a selected row through `column` (`equipmentItems.brand_id` for a brand):
 * a correlated count, so a list stays one query.
 */
export function countReferring(column: PgColumn, selectedId: PgColumn) {
  return sql<number>`(select count(*) from ${column.table} where ${qualified(column)} = ${qualified(selectedId)})`.mapWith(
    Number,
  );
}

/** "table"."column", whatever the query: a select from one table names its columns unqualified. */
function qualified(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** "part number" → "Part number", as a message starts. */
export function capitalise(noun: string): string {
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}

/**
 * One row of a form's list under its parent (an item type's option, an option's value, a rule),
 * once the rows the form left out are pruned: a kept row (with its id) is updated, a new one is
 * inserted with the parent's column. Answers the row's id.
 */
export async function saveListedRow<T extends PgTable & { id: PgColumn }>(
  tx: Tx,
  table: T,
  id: number | undefined,
  parent: Record<string, number>,
  values: Record<string, unknown>,
): Promise<number> {
  if (id) {
    await tx
      .update(table)
      .set({ ...values, updated_at: new Date() } as PgUpdateSetSource<T>)
      .where(eq(table.id, id));
    return id;
  }
  const [created] = await tx
    .insert(table)
    .values({ ...parent, ...values } as T["$inferInsert"])
    .returning({ id: table.id });
  return created!.id as number;
}
