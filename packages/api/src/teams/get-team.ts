import { type Database, schema } from "@plantwise/db";
import { teamDetails } from "@plantwise/shared";
import { and, asc, eq } from "drizzle-orm";
import { type Actor, inTeamScope } from "../access/scope";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { permitted } from "../trpc";

const { companies, plants, teamMembers, teams, users } = schema;

/** A team with its plant's and company's names (needs the joins to both). */
export const teamColumns = {
  id: teams.id,
  name: teams.name,
  plant_id: teams.plant_id,
  plant_name: plants.name,
  company_id: teams.company_id,
  company_name: companies.name,
};

/** One team with its members, inside the actor's tenant (another tenant's team is "not found"). */
export async function loadTeam(db: Database, actor: Actor, id: number) {
  const team = await firstOr404(
    db
      .select(teamColumns)
      .from(teams)
      .innerJoin(companies, eq(companies.id, teams.company_id))
      .leftJoin(plants, eq(plants.id, teams.plant_id))
      .where(and(eq(teams.id, id), inTeamScope(actor))),
    "Team",
  );
  const members = await db
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.user_id))
    .where(eq(teamMembers.team_id, id))
    .orderBy(asc(users.first_name), asc(users.last_name));
  return {
    ...team,
    member_ids: members.map((m) => m.id),
    members: members.map((m) => ({ ...m, full_name: `${m.first_name} ${m.last_name}`.trim() })),
  };
}

export const getTeam = permitted("view_users_teams")
  .input(idInput)
  .output(teamDetails)
  .query(({ ctx, input }) => loadTeam(ctx.db, { user: ctx.user, scope: ctx.scope }, input.id));
