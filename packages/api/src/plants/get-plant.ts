import { schema } from "@plantwise/db";
import { plantDetails } from "@plantwise/shared";
import { asc, eq, sql } from "drizzle-orm";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { jsonRows } from "../lib/json-rows";
import { permitted } from "../trpc";
import { plantAttachedColumns, plantColumns, plantInScope } from "./plant-rows";

const { companies, plants, userNotifiablePlants, users } = schema;

/** The users notified about the plant's alarms, by name. */
function notifiableUsers(plantId: number) {
  return jsonRows(
    { id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email },
    sql`from ${userNotifiablePlants} join ${users} on ${eq(users.id, userNotifiablePlants.user_id)}
      where ${eq(userNotifiablePlants.plant_id, plantId)}`,
    [asc(users.last_name), asc(users.first_name)],
  );
}

export const getPlant = permitted("view_plants")
  .input(idInput)
  .output(plantDetails)
  .query(async ({ ctx, input }) => {
    // Another tenant's plant is "not found", not "forbidden": its existence is not disclosed.
    // The plant, what an archive would need confirming for (so the form can ask up front) and
    // who is notified, in one statement.
    const { notifiable, ...plant } = await firstOr404(
      ctx.db
        .select({
          ...plantColumns,
          ...plantAttachedColumns(input.id),
          notifiable: notifiableUsers(input.id),
        })
        .from(plants)
        .innerJoin(companies, eq(companies.id, plants.company_id))
        .where(plantInScope(ctx.scope, input.id)),
      "Plant",
    );
    return {
      ...plant,
      notifiable_user_ids: notifiable.map((u) => u.id),
      notifiable_users: notifiable.map((u) => ({
        id: u.id,
        full_name: `${u.first_name} ${u.last_name}`.trim(),
        email: u.email,
      })),
    };
  });
