/**
 * What the reference data's procedures share: every record belongs to a plant of the caller's
 * scope, never moves to another plant, has a name unique in its plant, and counts what refers to it.
 */
import { type Reader, schema } from "@plantwise/db";
import { and, eq, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { firstOr404 } from "../lib/found";
import { assertUnique, duplicateName } from "../lib/uniqueness";

const { plants } = schema;

/** "table"."column", whatever the query: a select from one table names its columns unqualified. */
export function qualified(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** How many rows refer to the selected row through `column`: a correlated count, one query per list. */
export function countReferring(column: PgColumn, selectedId: PgColumn) {
  return sql<number>`(select count(*) from ${column.table} where ${qualified(column)} = ${qualified(selectedId)})`.mapWith(
    Number,
  );
}

/** A numeric column as a number (Drizzle reads numeric as a string). */
export function asNumber(column: PgColumn | SQL) {
  return sql<number>`${column}`.mapWith(Number);
}

/** The record with this id, if its plant is in the caller's scope. */
export function ownedInScope(table: { id: PgColumn; plant_id: PgColumn }, id: number, scope: Scope) {
  return and(eq(table.id, id), inPlantScope(scope, table.plant_id));
}

/** The plant a new record goes into: in the caller's scope, or 404 (its company is copied from it). */
export function plantForCreate(db: Reader, scope: Scope, plantId: number) {
  return firstOr404(
    db
      .select({ id: plants.id, company_id: plants.company_id })
      .from(plants)
      .where(and(eq(plants.id, plantId), inPlantScope(scope, plants.id))),
    "Plant",
  );
}

/** A record stays in its plant: an update naming another plant is refused, naming the field. */
export function assertSamePlant(what: string, existingPlantId: number, sent: number | null | undefined) {
  if (sent && sent !== existingPlantId) {
    const message = `A ${what} cannot move to another plant`;
    throw new AppError("BAD_REQUEST", message, { messages: [[`plant_id: ${message}`]] });
  }
}

/**
 * Fails with 422 on the column's field when another record of the plant already holds this value
 * (any case): "A vendor named "X" already exists", or what `what` answers when it is a function.
 */
export function assertUniqueInPlant(
  db: Reader,
  table: { id: PgColumn; plant_id: PgColumn },
  column: PgColumn,
  plantId: number,
  value: string,
  what: string | (() => AppError),
  exceptId?: number,
) {
  const rows = { id: table.id, among: eq(table.plant_id, plantId), exceptId };
  const clash = typeof what === "string" ? () => duplicateName(what, value, column.name) : what;
  return assertUnique(db, column, value, rows, clash);
}

/**
 * The record an update names, checked as every reference update checks it: in the caller's scope
 * (else 404 with `label`), staying in its plant, and its unique column's new value still unique in
 * that plant (`what` as for assertUniqueInPlant). Answers the record's plant id.
 */
export async function plantOfUpdated(
  db: Reader,
  scope: Scope,
  table: PgTable & { id: PgColumn; plant_id: PgColumn },
  update: {
    id: number;
    plant_id?: number | null | undefined;
    unique: [column: PgColumn, value: string];
    label: string;
    what: string | (() => AppError);
    noun: string;
  },
): Promise<number> {
  const existing = await firstOr404(
    db
      .select({ plant_id: table.plant_id })
      .from(table)
      .where(ownedInScope(table, update.id, scope)),
    update.label,
  );
  const plantId = existing.plant_id as number;
  assertSamePlant(update.noun, plantId, update.plant_id);
  const [column, value] = update.unique;
  await assertUniqueInPlant(db, table, column, plantId, value, update.what, update.id);
  return plantId;
}

/** A reference a form names that is not one of the plant's records: the same words for any id. */
export function unknownReference(field: string, what: string): AppError {
  const message = `Unknown ${what}: choose one of this plant's`;
  return new AppError("BAD_REQUEST", message, { messages: [[`${field}: ${message}`]] });
}
