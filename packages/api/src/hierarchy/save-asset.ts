import { type Reader, schema } from "@plantwise/db";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Scope } from "../access/auth-user";
import { inLibraryScope, inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { idInput, optionalText } from "../lib/input";
import { duplicateName, uniqueOr422 } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { nextPosition, positiveId, reorderChildren, reorderIds } from "./hierarchy-rows";

const { applications, assets, machines } = schema;

const assetFields = z.object({
  machine_id: positiveId,
  name: z.string().trim().min(1, { error: "Name is required" }).max(120),
  description: optionalText(1000),
  application_id: positiveId.nullable().optional(),
});

async function assertUniqueName(db: Reader, machineId: number, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: assets.id })
    .from(assets)
    .where(
      and(
        eq(assets.machine_id, machineId),
        eq(sql`lower(${assets.name})`, name.toLowerCase()),
        exceptId ? ne(assets.id, exceptId) : undefined,
      ),
    );
  if (clash) throw duplicateName("asset", name);
}

/** The parent machine, in scope; writing under another tenant's machine is forbidden. */
async function machineInScope(db: Reader, scope: Scope, machineId: number) {
  const [machine] = await db
    .select({ id: machines.id, company_id: machines.company_id, plant_id: machines.plant_id })
    .from(machines)
    .where(and(eq(machines.id, machineId), inPlantScope(scope, machines.plant_id)));
  if (!machine) throw new AppError("FORBIDDEN", "You cannot add assets to this machine");
  return machine;
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
  .mutation(async ({ ctx, input }) => {
    const id = await ctx.db.transaction(async (tx) => {
      const machine = await machineInScope(tx, ctx.scope, input.machine_id);
      const applicationId = await assertApplication(tx, ctx.scope, input.application_id);
      await assertUniqueName(tx, machine.id, input.name);
      const position = await nextPosition(tx, assets, assets.position, eq(assets.machine_id, machine.id));
      const [created] = await uniqueOr422(
        () =>
          tx
            .insert(assets)
            .values({
              company_id: machine.company_id,
              plant_id: machine.plant_id,
              machine_id: machine.id,
              application_id: applicationId,
              name: input.name,
              description: input.description ?? null,
              position,
            })
            .returning({ id: assets.id }),
        () => duplicateName("asset", input.name),
      );
      return created!.id;
    });
    return { id };
  });

/**
 * PUT /assets/{id}: the form's fields. A different machine_id moves the asset (with its items) to
 * the end of another machine of the same plant.
 */
export const updateAsset = permitted("edit_dashboard")
  .input(assetFields.partial({ machine_id: true }).extend(idInput.shape))
  .mutation(async ({ ctx, input }) => {
    const where = and(eq(assets.id, input.id), inPlantScope(ctx.scope, assets.plant_id));
    await ctx.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ plant_id: assets.plant_id, machine_id: assets.machine_id })
        .from(assets)
        .where(where);
      if (!existing) throw new AppError("NOT_FOUND", "Asset not found");
      let machineId = existing.machine_id;
      let position: number | undefined;
      if (input.machine_id && input.machine_id !== existing.machine_id) {
        const machine = await machineInScope(tx, ctx.scope, input.machine_id);
        if (machine.plant_id !== existing.plant_id) {
          throw new AppError("BAD_REQUEST", "An asset moves only between machines of its plant", {
            messages: [["machine_id: Choose a machine of the same plant"]],
          });
        }
        machineId = machine.id;
        position = await nextPosition(tx, assets, assets.position, eq(assets.machine_id, machineId));
      }
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
  .input(z.object({ machine_id: positiveId, ids: reorderIds }))
  .mutation(async ({ ctx, input }) => {
    await ctx.db.transaction(async (tx) => {
      const [machine] = await tx
        .select({ id: machines.id })
        .from(machines)
        .where(and(eq(machines.id, input.machine_id), inPlantScope(ctx.scope, machines.plant_id)));
      if (!machine) throw new AppError("NOT_FOUND", "Machine not found");
      const children = await tx
        .select({ id: assets.id })
        .from(assets)
        .where(eq(assets.machine_id, machine.id))
        .orderBy(asc(assets.position));
      await reorderChildren(tx, assets, children, input.ids, "assets of this machine");
    });
    return { status: "ok" as const, ids: input.ids };
  });
