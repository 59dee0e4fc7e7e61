import { type Reader, schema, type Tx } from "@plantwise/db";
import { assetFields, reorderAssetsInput, savedRecord, updateAssetInput } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import type { Scope } from "../access/auth-user";
import { inLibraryScope, inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { firstOr404 } from "../lib/found";
import { assertUnique, duplicateName, insertUnique, uniqueOr422 } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { nextPosition, reorderUnder } from "./hierarchy-rows";
import { parentAfterUpdate, parentInScope, reorderedParent } from "./parents";

const { applications, assets, machines } = schema;

const REFUSAL = "You cannot add assets to this machine";

function assertUniqueName(db: Reader, machineId: number, name: string, exceptId?: number) {
  const rows = { id: assets.id, among: eq(assets.machine_id, machineId), exceptId };
  return assertUnique(db, assets.name, name, rows, () => duplicateName("asset", name));
}

function lastPosition(tx: Tx, machineId: number) {
  return nextPosition(tx, assets, assets.position, eq(assets.machine_id, machineId));
}

/** The application must be one the user's library shows (shared or their company's). */
async function assertApplication(db: Reader, scope: Scope, applicationId: number | null | undefined) {
  if (!applicationId) return null;
  const [application] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, applicationId), inLibraryScope(scope, applications.company_id)));
  if (!application) {
    throw new AppError("BAD_REQUEST", "Unknown application", {
      messages: [["application_id: Unknown application"]],
    });
  }
  return application.id;
}

/** POST /assets: an asset at the end of its machine; company and plant from the machine. */
export const createAsset = permitted("create_dashboard")
  .input(assetFields)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    const id = await ctx.db.transaction(async (tx) => {
      const machine = await parentInScope(tx, ctx.scope, machines, input.machine_id, REFUSAL);
      const applicationId = await assertApplication(tx, ctx.scope, input.application_id);
      await assertUniqueName(tx, machine.id, input.name);
      const position = await lastPosition(tx, machine.id);
      return insertUnique(
        tx,
        assets,
        {
          company_id: machine.company_id,
          plant_id: machine.plant_id,
          machine_id: machine.id,
          application_id: applicationId,
          name: input.name,
          description: input.description ?? null,
          position,
        },
        () => duplicateName("asset", input.name),
      );
    });
    return { id };
  });

/**
 * PUT /assets/{id}: the form's fields. A different machine_id moves the asset (with its items) to
 * the end of another machine of the same plant.
 */
export const updateAsset = permitted("edit_dashboard")
  .input(updateAssetInput)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    const where = and(eq(assets.id, input.id), inPlantScope(ctx.scope, assets.plant_id));
    await ctx.db.transaction(async (tx) => {
      const existing = await firstOr404(
        tx.select({ plant_id: assets.plant_id, machine_id: assets.machine_id }).from(assets).where(where),
        "Asset",
      );
      const { parentId: machineId, position } = await parentAfterUpdate(tx, ctx.scope, {
        table: machines,
        current: { parentId: existing.machine_id, plantId: existing.plant_id },
        requested: input.machine_id,
        refusal: REFUSAL,
        otherPlant: () =>
          new AppError("BAD_REQUEST", "An asset moves only between machines of its plant", {
            messages: [["machine_id: Choose a machine of the same plant"]],
          }),
        lastPosition: (id) => lastPosition(tx, id),
      });
      // Omitted keeps the asset's application; null clears it.
      const applicationId =
        input.application_id === undefined
          ? undefined
          : await assertApplication(tx, ctx.scope, input.application_id);
      await assertUniqueName(tx, machineId, input.name, input.id);
      await uniqueOr422(
        () =>
          tx
            .update(assets)
            .set({
              name: input.name,
              description: input.description ?? null,
              ...(applicationId === undefined ? {} : { application_id: applicationId }),
              machine_id: machineId,
              ...(position === undefined ? {} : { position }),
              updated_at: new Date(),
            })
            .where(where),
        () => duplicateName("asset", input.name),
      );
    });
    return { id: input.id };
  });

/** POST /assets/reorder: ids are exactly the machine's assets, in the new order. */
export const reorderAssets = permitted("edit_dashboard")
  .input(reorderAssetsInput)
  .mutation(async ({ ctx, input }) => {
    await ctx.db.transaction(async (tx) => {
      const machine = await reorderedParent(tx, ctx.scope, machines, input.machine_id, "Machine");
      await reorderUnder(tx, assets, eq(assets.machine_id, machine.id), input.ids, "assets of this machine");
    });
    return { status: "ok" as const, ids: input.ids };
  });
