import { schema, type Tx } from "@plantwise/db";
import { and, count, eq, inArray } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { requireConfirmation } from "../lib/attached";
import { firstOr404 } from "../lib/found";
import { deleteWithConfirmInput } from "../lib/input";
import { permitted } from "../trpc";
import { lineNoun, moveItemsToLimbo } from "./hierarchy-rows";

/**
 * Deleting a line, machine or asset with something attached needs the typed word "delete"
 * (spec part 1 §5). Then the whole branch goes in one transaction, except the equipment items:
 * they move to limbo (asset_id null, is_limbo) with a history row each, so no record is lost.
 */

const { assets, equipmentItems, machines, productionLines } = schema;

async function itemsOn(tx: Tx, assetIds: number[]): Promise<number> {
  if (assetIds.length === 0) return 0;
  const [row] = await tx
    .select({ n: count() })
    .from(equipmentItems)
    .where(inArray(equipmentItems.asset_id, assetIds));
  return row?.n ?? 0;
}

/**
 * Deletes the machines and assets of a branch once the caller confirmed what is attached (zero
 * counts are not named), their items moved to limbo first; answers how many items went there.
 */
async function clearBranch(
  tx: Tx,
  userId: number,
  branch: { what: string; name: string; machineIds: number[]; assetIds: number[] },
  confirm: string | undefined,
): Promise<number> {
  const { machineIds, assetIds } = branch;
  const items = await itemsOn(tx, assetIds);
  requireConfirmation(
    branch.what,
    { machine: machineIds.length, asset: assetIds.length, item: items },
    confirm,
  );
  const limbo = await moveItemsToLimbo(tx, userId, assetIds, `${branch.what} "${branch.name}" deleted`);
  if (assetIds.length > 0) await tx.delete(assets).where(inArray(assets.id, assetIds));
  if (machineIds.length > 0) await tx.delete(machines).where(inArray(machines.id, machineIds));
  return limbo;
}

/** DELETE /production-lines/{id}: machines and assets deleted, items to limbo. */
export const deleteProductionLine = permitted("delete_dashboard")
  .input(deleteWithConfirmInput)
  .mutation(async ({ ctx, input }) => {
    return ctx.db.transaction(async (tx) => {
      const where = and(eq(productionLines.id, input.id), inPlantScope(ctx.scope, productionLines.plant_id));
      const line = await firstOr404(
        tx
          .select({ id: productionLines.id, kind: productionLines.kind, name: productionLines.name })
          .from(productionLines)
          .where(where),
        "Production line",
      );
      const machineIds = (
        await tx.select({ id: machines.id }).from(machines).where(eq(machines.production_line_id, line.id))
      ).map((m) => m.id);
      const assetIds =
        machineIds.length === 0
          ? []
          : (
              await tx.select({ id: assets.id }).from(assets).where(inArray(assets.machine_id, machineIds))
            ).map((a) => a.id);
      const branch = { what: lineNoun(line.kind), name: line.name, machineIds, assetIds };
      const limbo = await clearBranch(tx, ctx.user.id, branch, input.confirm);
      await tx.delete(productionLines).where(where);
      return { status: "ok" as const, id: line.id, items_to_limbo: limbo };
    });
  });

/** DELETE /machines/{id}: assets deleted, items to limbo. */
export const deleteMachine = permitted("delete_dashboard")
  .input(deleteWithConfirmInput)
  .mutation(async ({ ctx, input }) => {
    return ctx.db.transaction(async (tx) => {
      const where = and(eq(machines.id, input.id), inPlantScope(ctx.scope, machines.plant_id));
      const machine = await firstOr404(
        tx.select({ id: machines.id, name: machines.name }).from(machines).where(where),
        "Machine",
      );
      const assetIds = (
        await tx.select({ id: assets.id }).from(assets).where(eq(assets.machine_id, machine.id))
      ).map((a) => a.id);
      const branch = { what: "machine", name: machine.name, machineIds: [], assetIds };
      const limbo = await clearBranch(tx, ctx.user.id, branch, input.confirm);
      await tx.delete(machines).where(where);
      return { status: "ok" as const, id: machine.id, items_to_limbo: limbo };
    });
  });

/** DELETE /assets/{id}: items to limbo. */
export const deleteAsset = permitted("delete_dashboard")
  .input(deleteWithConfirmInput)
  .mutation(async ({ ctx, input }) => {
    return ctx.db.transaction(async (tx) => {
      const where = and(eq(assets.id, input.id), inPlantScope(ctx.scope, assets.plant_id));
      const asset = await firstOr404(
        tx.select({ id: assets.id, name: assets.name }).from(assets).where(where),
        "Asset",
      );
      const items = await itemsOn(tx, [asset.id]);
      requireConfirmation("asset", { item: items }, input.confirm);
      const limbo = await moveItemsToLimbo(tx, ctx.user.id, [asset.id], `asset "${asset.name}" deleted`);
      await tx.delete(assets).where(where);
      return { status: "ok" as const, id: asset.id, items_to_limbo: limbo };
    });
  });
