import { schema } from "@plantwise/db";
import { plantDetails } from "@plantwise/shared";
import { asc, eq } from "drizzle-orm";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { permitted } from "../trpc";
import { plantAttached, plantColumns, plantInScope } from "./plant-rows";

const { companies, plants, userNotifiablePlants, users } = schema;

export const getPlant = permitted("view_plants")
  .input(idInput)
  .output(plantDetails)
  .query(async ({ ctx, input }) => {
    // Another tenant's plant is "not found", not "forbidden": its existence is not disclosed.
    const plant = await firstOr404(
      ctx.db
        .select(plantColumns)
        .from(plants)
        .innerJoin(companies, eq(companies.id, plants.company_id))
        .where(plantInScope(ctx.scope, input.id)),
      "Plant",
    );
    const notifiable = await ctx.db
      .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email })
      .from(userNotifiablePlants)
      .innerJoin(users, eq(users.id, userNotifiablePlants.user_id))
      .where(eq(userNotifiablePlants.plant_id, plant.id))
      .orderBy(asc(users.last_name), asc(users.first_name));
    // What an archive would need confirming for, so the form can ask up front.
    const attached = await plantAttached(ctx.db, plant.id);
    return {
      ...plant,
      users_count: attached.user,
      teams_count: attached.team,
      notifiable_user_ids: notifiable.map((u) => u.id),
      notifiable_users: notifiable.map((u) => ({
        id: u.id,
        full_name: `${u.first_name} ${u.last_name}`.trim(),
        email: u.email,
      })),
    };
  });
