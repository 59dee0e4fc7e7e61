/**
 * Archiving instead of deleting (spec part 1 §6, companies and plants): the row stays, marked with
 * archived_at, and comes back with a restore. Archiving a row with attached records needs the typed
 * confirmation word, as a delete would.
 */
import type { Database, Tx } from "@plantwise/db";
import { and, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { requireConfirmation } from "./attached";
import { firstOr404 } from "./found";

type Archivable = PgTable & { id: PgColumn; archived_at: PgColumn };

/**
 * Archives the live row `row` selects (a scoped id; 404 when there is none), once `attached`'s
 * counts are confirmed: "This plant has 3 users and 1 team. Type delete to confirm."
 */
export async function archiveRow(
  tx: Tx,
  table: Archivable,
  row: SQL | undefined,
  what: string,
  attached: (tx: Tx, id: number) => Promise<Record<string, number>>,
  confirm: string | undefined,
): Promise<{ status: "ok"; id: number }> {
  const where = and(row, isNull(table.archived_at));
  const found = await firstOr404(tx.select({ id: table.id }).from(table).where(where), capitalised(what));
  const id = found.id as number;
  requireConfirmation(what, await attached(tx, id), confirm);
  const set = { archived_at: new Date(), updated_at: new Date() } as PgUpdateSetSource<Archivable>;
  await tx.update(table).set(set).where(where);
  return { status: "ok", id };
}

/** Brings back the archived row `row` selects; 404 "Archived <what> not found" when there is none. */
export async function restoreRow(
  db: Database,
  table: Archivable,
  row: SQL | undefined,
  what: string,
): Promise<{ status: "ok"; id: number }> {
  const set = { archived_at: null, updated_at: new Date() } as PgUpdateSetSource<Archivable>;
  const restored = await firstOr404(
    db
      .update(table)
      .set(set)
      .where(and(row, isNotNull(table.archived_at)))
      .returning({ id: table.id }),
    `Archived ${what}`,
  );
  return { status: "ok", id: restored.id as number };
}

function capitalised(what: string): string {
  return what.charAt(0).toUpperCase() + what.slice(1);
}
