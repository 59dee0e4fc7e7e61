import { schema } from "@plantwise/db";
import { listTeamsInput, listTeamsOutput } from "@plantwise/shared";
import { and, count, eq, sql } from "drizzle-orm";
import { inTeamScope } from "../access/scope";
import { givenFilters, listOrder, pagedList, searchIn, sortableBy } from "../lib/list";
import { permitted } from "../trpc";
import { teamColumns } from "./get-team";

const { companies, plants, teamMembers, teams } = schema;

/** Teams list: search by name (or plant), filter by plant and company, sort and page server-side. */
export const listTeams = permitted("view_users_teams")
  .input(listTeamsInput)
  .output(listTeamsOutput)
  .query(async ({ ctx, input }) => {
    const membersCount = sql<number>`(select count(*) from ${teamMembers} where ${teamMembers.team_id} = ${teams.id})`;
    const where = and(
      inTeamScope({ user: ctx.user, scope: ctx.scope }),
      givenFilters(input, { plant_id: teams.plant_id, company_id: teams.company_id }),
      searchIn(input.q, teams.name, plants.name),
    );
    const columns = { ...teamColumns, members_count: membersCount };
    const sortable = sortableBy(columns, ["id", "name", "plant_name", "company_name", "members_count"]);
    const page = await pagedList(input, {
      rows: (total) =>
        ctx.db
          .select({ ...columns, total })
          .from(teams)
          .innerJoin(companies, eq(companies.id, teams.company_id))
          .leftJoin(plants, eq(plants.id, teams.plant_id))
          .where(where)
          .$dynamic(),
      count: ctx.db
        .select({ n: count() })
        .from(teams)
        .leftJoin(plants, eq(plants.id, teams.plant_id))
        .where(where),
      order: listOrder(input, sortable, "name", teams.id),
    });
    return { ...page, data: page.data.map((r) => ({ ...r, members_count: Number(r.members_count ?? 0) })) };
  });
