import { type Database, schema } from "@plantwise/db";
import { createTeamInput, teamDetails, updateTeamInput } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { inTeamScope } from "../access/scope";
import { firstOr404 } from "../lib/found";
import { permitted } from "../trpc";
import { loadTeam } from "./get-team";
import { resolveTeamCompany } from "./team-access";

const { teamMembers, teams } = schema;

async function writeMembers(tx: Database, teamId: number, memberIds: number[]) {
  await tx.delete(teamMembers).where(eq(teamMembers.team_id, teamId));
  const ids = [...new Set(memberIds)];
  if (ids.length) await tx.insert(teamMembers).values(ids.map((user_id) => ({ team_id: teamId, user_id })));
}

export const createTeam = permitted("create_users_teams")
  .input(createTeamInput)
  .output(teamDetails)
  .mutation(async ({ ctx, input }) => {
    const actor = { user: ctx.user, scope: ctx.scope };
    const id = await ctx.db.transaction(async (tx) => {
      const companyId = await resolveTeamCompany(tx, actor, input);
      const [row] = await tx
        .insert(teams)
        .values({ name: input.name, plant_id: input.plant_id ?? null, company_id: companyId })
        .returning({ id: teams.id });
      await writeMembers(tx, row!.id, input.member_ids);
      return row!.id;
    });
    return loadTeam(ctx.db, actor, id);
  });

export const updateTeam = permitted("edit_users_teams")
  .input(updateTeamInput)
  .output(teamDetails)
  .mutation(async ({ ctx, input }) => {
    const actor = { user: ctx.user, scope: ctx.scope };
    await ctx.db.transaction(async (tx) => {
      const current = await firstOr404(
        tx
          .select({ id: teams.id, company_id: teams.company_id })
          .from(teams)
          .where(and(eq(teams.id, input.id), inTeamScope(actor))),
        "Team",
      );
      const companyId = await resolveTeamCompany(tx, actor, input, current);
      await tx
        .update(teams)
        .set({
          name: input.name,
          plant_id: input.plant_id ?? null,
          company_id: companyId,
          updated_at: new Date(),
        })
        .where(eq(teams.id, current.id));
      await writeMembers(tx, current.id, input.member_ids);
    });
    return loadTeam(ctx.db, actor, input.id);
  });
