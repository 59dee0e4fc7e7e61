import { schema } from "@plantwise/db";
import { plantDetails } from "@plantwise/shared";
import { and, asc, count, eq } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { idInput } from "../lib/input";
import { permitted } from "../trpc";

const { companies, plants, teams, userNotifiablePlants, userPlants, users } = schema;

export const getPlant = permitted("view_plants")
  .input(idInput)
  .output(plantDetails)
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
    const notifiable = await ctx.db
      .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email })
      .from(userNotifiablePlants)
      .innerJoin(users, eq(users.id, userNotifiablePlants.user_id))
      .where(eq(userNotifiablePlants.plant_id, plant.id))
      .orderBy(asc(users.last_name), asc(users.first_name));
    // What an archive would need confirming for (spec part 1 §5), so the form can ask up front.
    const [[u], [t]] = await Promise.all([
      ctx.db.select({ n: count() }).from(userPlants).where(eq(userPlants.plant_id, plant.id)),
      ctx.db.select({ n: count() }).from(teams).where(eq(teams.plant_id, plant.id)),
    ]);
    return {
      ...plant,
      users_count: u?.n ?? 0,
      teams_count: t?.n ?? 0,
      notifiable_user_ids: notifiable.map((u) => u.id),
      notifiable_users: notifiable.map((u) => ({
        id: u.id,
        full_name: `${u.first_name} ${u.last_name}`.trim(),
        email: u.email,
      })),
    };
  });
