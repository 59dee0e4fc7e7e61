import { schema } from "@plantwise/db";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { AppError } from "../../errors";
import { inPlantScope } from "../../lib/scope";
import { permitted } from "../../trpc";

const { companies, plants } = schema;

export const getPlantInput = z.object({ id: z.coerce.number().int().positive() });

export const getPlant = permitted("view_plants")
  .input(getPlantInput)
  .query(async ({ ctx, input }) => {
    const [plant] = await ctx.db
      .select({
        id: plants.id,
        name: plants.name,
        time_zone: plants.time_zone,
        company_id: plants.company_id,
        company_name: companies.name,
        is_equipment_runtime_tracking: plants.is_equipment_runtime_tracking,
        archived_at: plants.archived_at,
      })
      .from(plants)
      .innerJoin(companies, eq(companies.id, plants.company_id))
      .where(and(eq(plants.id, input.id), inPlantScope(ctx.scope, plants.id)));
    // Another tenant's plant is "not found", not "forbidden": its existence is not disclosed.
    if (!plant) throw new AppError("NOT_FOUND", "Plant not found");
    return plant;
  });
