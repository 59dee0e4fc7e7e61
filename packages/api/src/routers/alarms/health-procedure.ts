/**
 * alarms.health (tRPC): the rolled-up health of every plant, line, machine, asset and item of one
 * plant (plant_id) or of every plant in scope, for the hierarchy dashboards' colours.
 */
import { schema } from "@plantwise/db";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { AppError } from "../../errors";
import { positiveId } from "../../lib/fields";
import { inPlantScope } from "../../lib/scope";
import { hierarchyHealth, plantFilterOf } from "./health";
import { viewAlarms } from "./list-alarms";

const { plants } = schema;

export const healthRollup = viewAlarms
  .input(z.object({ plant_id: z.preprocess((v) => (v === "" ? undefined : v), positiveId.optional()) }))
  .query(async ({ ctx, input }) => {
    if (input.plant_id) {
      const [plant] = await ctx.db
        .select({ id: plants.id })
        .from(plants)
        .where(and(eq(plants.id, input.plant_id), inPlantScope(ctx.scope, plants.id)));
      if (!plant) throw new AppError("NOT_FOUND", "Plant not found");
    }
    return hierarchyHealth(ctx.db, plantFilterOf(ctx.scope, input.plant_id));
  });
