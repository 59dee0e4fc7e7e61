import { schema } from "@plantwise/db";
import { deleteTeamInput } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { inTeamScope } from "../access/scope";
import { countEach } from "../lib/counts";
import { firstOr404 } from "../lib/found";
import { permitted } from "../trpc";
import { requireDeleteConfirmed } from "../users/service";

const { teamMembers, teams } = schema;

/** Deletes a team; one with members needs the typed confirmation word (spec part 1 §5). */
export const deleteTeam = permitted("delete_users_teams")
  .input(deleteTeamInput)
  .mutation(async ({ ctx, input }) => {
    await ctx.db.transaction(async (tx) => {
      const team = await firstOr404(
        tx
          .select({ id: teams.id })
          .from(teams)
          .where(and(eq(teams.id, input.id), inTeamScope({ user: ctx.user, scope: ctx.scope }))),
        "Team",
      );
      const members = await countEach(tx, { member: [teamMembers, eq(teamMembers.team_id, team.id)] });
      requireDeleteConfirmed("team", members, input.confirm);
      await tx.delete(teams).where(eq(teams.id, team.id));
    });
    return { status: "ok" as const };
  });
