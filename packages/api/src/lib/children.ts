import type { Tx } from "@plantwise/db";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { AppError } from "../errors";

/**
 * The first half of replacing a parent's rows with a form's list (a distributor's locations, an
 * item type's options): every id the form keeps must be one of this parent's rows, else
 * `foreign()` and nothing changes; the rows the form left out are deleted. The caller then updates
 * the kept rows and inserts the new ones.
 */
export async function pruneChildren(
  tx: Tx,
  rows: { id: PgColumn; parent: PgColumn },
  parentId: number,
  listed: readonly { id?: number | undefined }[],
  foreign: () => AppError,
): Promise<void> {
  const keptIds = listed.flatMap((row) => (row.id ? [row.id] : []));
  const ofParent = eq(rows.parent, parentId);
  if (keptIds.length > 0) {
    const owned = await tx
      .select({ id: rows.id })
      .from(rows.id.table)
      .where(and(ofParent, inArray(rows.id, keptIds)));
    if (owned.length !== new Set(keptIds).size) throw foreign();
  }
  await tx
    .delete(rows.id.table)
    .where(and(ofParent, keptIds.length > 0 ? notInArray(rows.id, keptIds) : undefined));
}
