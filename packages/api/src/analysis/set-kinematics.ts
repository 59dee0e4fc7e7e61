/**
 * An item's kinematics — gear teeth, vanes, blades, belt drive, supply frequency — from which its
 * spectra's fault-frequency families and its fault bands are computed. The whole set is replaced:
 * a field left out is cleared.
 */
import { schema } from "@plantwise/db";
import { setKinematicsInput } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { permitted } from "../trpc";

const { equipmentItems } = schema;

/** analysis.setKinematics: answers the kinematics as stored (nulls dropped). */
export const setKinematics = permitted("edit_dashboard")
  .input(setKinematicsInput)
  .mutation(async ({ ctx, input }) => {
    const kinematics = Object.fromEntries(
      Object.entries(input.kinematics).filter(([, value]) => value !== null && value !== undefined),
    );
    const [row] = await ctx.db
      .update(equipmentItems)
      .set({ kinematics, updated_at: new Date() })
      .where(and(eq(equipmentItems.id, input.equipment_id), inPlantScope(ctx.scope, equipmentItems.plant_id)))
      .returning({ id: equipmentItems.id, kinematics: equipmentItems.kinematics });
    if (!row) throw new AppError("NOT_FOUND", "Equipment item not found");
    return { status: "ok" as const, data: row };
  });
