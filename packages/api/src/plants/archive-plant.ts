import { schema } from "@plantwise/db";
import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { requireConfirmation } from "../lib/attached";
import { deleteWithConfirmInput, idInput } from "../lib/input";
import { permitted } from "../trpc";

const { plants, teams, userPlants } = schema;

/**
 * DELETE /plants/{id} archives the plant (spec part 1 §6). A plant with users or teams needs the
 * typed confirmation word: "This plant has 3 users and 1 team. Type delete to confirm."
 */
export const archivePlant = permitted(["archive_plants", "delete_plants"], "any")
  .input(deleteWithConfirmInput)
  .mutation(async ({ ctx, input }) => {
    return ctx.db.transaction(async (tx) => {
      const where = and(
        eq(plants.id, input.id),
        isNull(plants.archived_at),
        inPlantScope(ctx.scope, plants.id),
      );
      const [plant] = await tx.select({ id: plants.id }).from(plants).where(where);
      if (!plant) throw new AppError("NOT_FOUND", "Plant not found");
      const [[u], [t]] = await Promise.all([
        tx.select({ n: count() }).from(userPlants).where(eq(userPlants.plant_id, plant.id)),
        tx.select({ n: count() }).from(teams).where(eq(teams.plant_id, plant.id)),
      ]);
      requireConfirmation("plant", { user: u?.n ?? 0, team: t?.n ?? 0 }, input.confirm);
      await tx.update(plants).set({ archived_at: new Date(), updated_at: new Date() }).where(where);
      return { status: "ok" as const, id: plant.id };
    });
  });

export const restorePlant = permitted(["archive_plants", "delete_plants"], "any")
  .input(idInput)
  .mutation(async ({ ctx, input }) => {
    const [restored] = await ctx.db
      .update(plants)
      .set({ archived_at: null, updated_at: new Date() })
      .where(and(eq(plants.id, input.id), isNotNull(plants.archived_at), inPlantScope(ctx.scope, plants.id)))
      .returning({ id: plants.id });
    if (!restored) throw new AppError("NOT_FOUND", "Archived plant not found");
    return { status: "ok" as const, id: restored.id };
  });
