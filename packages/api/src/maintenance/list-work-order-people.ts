/**
 * The people a work order of a plant can name, for the form's assignee pickers, the labour "who"
 * and the list's assignee filter: the active users of the plant's company with access to the plant
 * (through their plants, or a corporate role) and the company's teams not tied to another plant —
 * the same rule `checkAssignees` applies on save. Needs only view_maintenance, so a technician
 * without view_users still gets the choices; a plant out of scope answers 404.
 */
import { schema } from "@plantwise/db";
import { PlatformRole, workOrderPeopleInput, workOrderPeopleOutput } from "@plantwise/shared";
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { firstOr404 } from "../lib/found";
import { permitted } from "../trpc";

const { plants, roles, teams, userPlants, users } = schema;

export const listWorkOrderPeople = permitted("view_maintenance")
  .input(workOrderPeopleInput)
  .output(workOrderPeopleOutput)
  .query(async ({ ctx, input }) => {
    const plant = await firstOr404(
      ctx.db
        .select({ id: plants.id, company_id: plants.company_id })
        .from(plants)
        .where(
          and(eq(plants.id, input.plant_id), isNull(plants.archived_at), inPlantScope(ctx.scope, plants.id)),
        )
        .limit(1),
      "Plant",
    );
    const people = await ctx.db
      .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.role_id))
      .where(
        and(
          eq(users.company_id, plant.company_id),
          eq(users.is_active, true),
          or(
            eq(roles.platform_role, PlatformRole.CORPORATE),
            sql`exists (select 1 from ${userPlants} where ${userPlants.user_id} = ${users.id} and ${userPlants.plant_id} = ${plant.id})`,
          ),
        ),
      )
      .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
    const plantTeams = await ctx.db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(
        and(eq(teams.company_id, plant.company_id), or(isNull(teams.plant_id), eq(teams.plant_id, plant.id))),
      )
      .orderBy(asc(teams.name), asc(teams.id));
    return {
      users: people.map((u) => ({ id: u.id, name: `${u.first_name} ${u.last_name}`.trim() })),
      teams: plantTeams,
    };
  });
