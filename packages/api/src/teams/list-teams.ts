import { schema } from "@plantwise/db";
import { and, count, eq, ilike, or, sql } from "drizzle-orm";
import { inTeamScope } from "../access/scope";
import { likePattern, listMeta, listOrder, listWindow } from "../lib/list";
import { permitted } from "../trpc";
import { listTeamsInput } from "./team-schemas";

const { companies, plants, teamMembers, teams } = schema;

/** Teams list: search by name (or plant), filter by plant and company, sort and page server-side. */
export const listTeams = permitted("view_users_teams")
  .input(listTeamsInput)
  .query(async ({ ctx, input }) => {
    const membersCount = sql<number>`(select count(*) from ${teamMembers} where ${teamMembers.team_id} = ${teams.id})`;
    const where = and(
      inTeamScope({ user: ctx.user, scope: ctx.scope }),
      input.plant_id ? eq(teams.plant_id, input.plant_id) : undefined,
      input.company_id ? eq(teams.company_id, input.company_id) : undefined,
      input.q
        ? or(ilike(teams.name, likePattern(input.q)), ilike(plants.name, likePattern(input.q)))
        : undefined,
    );
    const sortable = {
      id: teams.id,
      name: teams.name,
      plant_name: plants.name,
      company_name: companies.name,
      members_count: membersCount,
    };
    const window = listWindow(input);
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select({
          id: teams.id,
          name: teams.name,
          plant_id: teams.plant_id,
          plant_name: plants.name,
          company_id: teams.company_id,
          company_name: companies.name,
          members_count: membersCount,
        })
        .from(teams)
        .innerJoin(companies, eq(companies.id, teams.company_id))
        .leftJoin(plants, eq(plants.id, teams.plant_id))
        .where(where)
        .orderBy(...listOrder(input, sortable, "name", teams.id))
        .limit(window.limit)
        .offset(window.offset),
      ctx.db.select({ n: count() }).from(teams).leftJoin(plants, eq(plants.id, teams.plant_id)).where(where),
    ]);
    return {
      data: rows.map((r) => ({ ...r, members_count: Number(r.members_count ?? 0) })),
      meta: listMeta(input, total?.n ?? 0),
    };
  });
