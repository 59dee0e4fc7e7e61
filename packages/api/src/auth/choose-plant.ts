/**
 * auth.choosePlant: the plant the user picked in the top bar, kept on the user (users.last_plant_id)
 * so the dashboard opens on it on their other devices too. Only one of the caller's own plants.
 */
import { schema } from "@plantwise/db";
import { choosePlantInput } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { AppError } from "../errors";
import { authedProcedure } from "../trpc";

export const choosePlant = authedProcedure
  .input(choosePlantInput)
  .output(z.object({ home_plant_id: z.number().int() }))
  .mutation(async ({ ctx, input }) => {
    // The caller's plants are their scope's unarchived plants, as the top bar lists them.
    if (!ctx.user.plants.some((p) => p.id === input.plant_id)) {
      throw new AppError("NOT_FOUND", "Plant not found");
    }
    await ctx.db
      .update(schema.users)
      .set({ last_plant_id: input.plant_id })
      .where(eq(schema.users.id, ctx.user.id));
    return { home_plant_id: input.plant_id };
  });
