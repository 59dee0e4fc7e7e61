import { type Reader, schema, type Tx } from "@plantwise/db";
import { LineKind } from "@plantwise/shared";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { AppError } from "../errors";

/**
 * Helpers shared by the hierarchy routers (production lines and utilities, machines, assets):
 * the rows' counters, reordering, and the limbo move that keeps every equipment record when a
 * branch of the hierarchy is deleted.
 */

const { equipmentHistories, equipmentItems } = schema;

export function lineNoun(kind: number): string {
  return kind === LineKind.UTILITY ? "utility" : "production line";
}

// Counters written with explicit table names: Drizzle leaves columns unqualified in some selects,
// which would make the correlation ambiguous inside the subquery.
export const lineMachinesCount =
  sql<number>`(select count(*) from "machines" "m" where "m"."production_line_id" = "production_lines"."id")`.mapWith(
    Number,
  );
export const lineAssetsCount =
  sql<number>`(select count(*) from "assets" "a" join "machines" "m" on "m"."id" = "a"."machine_id" where "m"."production_line_id" = "production_lines"."id")`.mapWith(
    Number,
  );
export const lineItemsCount =
  sql<number>`(select count(*) from "equipment_items" "ei" join "assets" "a" on "a"."id" = "ei"."asset_id" join "machines" "m" on "m"."id" = "a"."machine_id" where "m"."production_line_id" = "production_lines"."id")`.mapWith(
    Number,
  );
export const machineAssetsCount =
  sql<number>`(select count(*) from "assets" "a" where "a"."machine_id" = "machines"."id")`.mapWith(Number);
export const machineItemsCount =
  sql<number>`(select count(*) from "equipment_items" "ei" join "assets" "a" on "a"."id" = "ei"."asset_id" where "a"."machine_id" = "machines"."id")`.mapWith(
    Number,
  );
export const assetItemsCount =
  sql<number>`(select count(*) from "equipment_items" "ei" where "ei"."asset_id" = "assets"."id")`.mapWith(
    Number,
  );

/** The next position at the end of a parent's children. */
export async function nextPosition(db: Reader, table: PgTable, position: PgColumn, parent: SQL | undefined) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${position}), -1) + 1`.mapWith(Number) })
    .from(table)
    .where(parent);
  return row?.n ?? 0;
}

/**
 * Rewrites positions 0..n-1 in the order given, in one statement. `ids` must be exactly the parent's
 * children (`children` lists them): a missing, extra or foreign id is a 422 and nothing changes.
 * Used for lines, machines, assets, an asset's items and an item's sensors.
 */
export async function reorderChildren(
  tx: Tx,
  table:
    | typeof schema.productionLines
    | typeof schema.machines
    | typeof schema.assets
    | typeof schema.equipmentItems
    | typeof schema.sensors,
  children: { id: number }[],
  ids: number[],
  what: string,
): Promise<void> {
  const expected = new Set(children.map((c) => c.id));
  // Same size, nothing foreign and no id twice: then every child is named exactly once.
  if (
    ids.length !== expected.size ||
    new Set(ids).size !== ids.length ||
    ids.some((id) => !expected.has(id))
  ) {
    throw new AppError("BAD_REQUEST", `The ids must be exactly the ${what}`, {
      messages: [[`ids: must list exactly the ${expected.size} ${what}, each once`]],
    });
  }
  if (ids.length === 0) return;
  // The ids are validated positive integers; one array literal binds the same on both drivers.
  await tx.execute(sql`update ${table} set position = v.n - 1, updated_at = now()
    from unnest(${`{${ids.join(",")}}`}::int[]) with ordinality as v(id, n)
    where ${table.id} = v.id`);
}

/** Reorders the children `under` selects (a parent's, found in scope by the caller), as `reorderChildren`. */
export async function reorderUnder(
  tx: Tx,
  table: Parameters<typeof reorderChildren>[1],
  under: SQL,
  ids: number[],
  what: string,
): Promise<void> {
  const children = await tx.select({ id: table.id }).from(table).where(under);
  await reorderChildren(tx, table, children, ids, what);
}

/**
 * Moves the items of the given assets to limbo (no asset, is_limbo, position 0) and writes one
 * "limbo" history row per item, so deleting a branch of the hierarchy loses no equipment record.
 */
export async function moveItemsToLimbo(
  tx: Tx,
  userId: number,
  assetIds: number[],
  reason: string,
): Promise<number> {
  if (assetIds.length === 0) return 0;
  const rows = await tx
    .select({
      id: equipmentItems.id,
      asset_id: schema.assets.id,
      asset_name: schema.assets.name,
      machine_id: schema.machines.id,
      machine_name: schema.machines.name,
      production_line_id: schema.productionLines.id,
      production_line_name: schema.productionLines.name,
    })
    .from(equipmentItems)
    .innerJoin(schema.assets, eq(schema.assets.id, equipmentItems.asset_id))
    .innerJoin(schema.machines, eq(schema.machines.id, schema.assets.machine_id))
    .innerJoin(schema.productionLines, eq(schema.productionLines.id, schema.machines.production_line_id))
    .where(inArray(equipmentItems.asset_id, assetIds));
  if (rows.length === 0) return 0;
  await tx
    .update(equipmentItems)
    .set({ asset_id: null, is_limbo: true, position: 0, updated_at: new Date() })
    .where(
      and(
        inArray(equipmentItems.asset_id, assetIds),
        inArray(
          equipmentItems.id,
          rows.map((r) => r.id),
        ),
      ),
    );
  await tx.insert(equipmentHistories).values(
    rows.map((r) => ({
      equipment_id: r.id,
      user_id: userId,
      action: "limbo",
      details: {
        reason,
        from: {
          asset_id: r.asset_id,
          asset: r.asset_name,
          machine_id: r.machine_id,
          machine: r.machine_name,
          production_line_id: r.production_line_id,
          production_line: r.production_line_name,
        },
      },
    })),
  );
  return rows.length;
}
