import { schema } from "@plantwise/db";
import { deleteConfirmed, MESSAGES } from "@plantwise/shared";
import { and, count, eq } from "drizzle-orm";
import { inTeamScope } from "../access/scope";
import { AppError } from "../errors";
import { permitted } from "../trpc";
import { deleteTeamInput } from "./team-schemas";

const { teamMembers, teams } = schema;

/** Deletes a team; one with members needs the typed confirmation word (spec part 1 §5). */
export const deleteTeam = permitted("delete_users_teams")
  .input(deleteTeamInput)
  .mutation(async ({ ctx, input }) => {
    await ctx.db.transaction(async (tx) => {
      const [team] = await tx
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.id, input.id), inTeamScope({ user: ctx.user, scope: ctx.scope })));
      if (!team) throw new AppError("NOT_FOUND", "Team not found");
      const [members] = await tx
        .select({ n: count() })
        .from(teamMembers)
        .where(eq(teamMembers.team_id, team.id));
      const n = members?.n ?? 0;
      if (n > 0 && !deleteConfirmed(input.confirm ?? "")) {
        const message = `This team has ${n} member${n === 1 ? "" : "s"}. ${MESSAGES.typeDeleteToConfirm}`;
        throw new AppError("BAD_REQUEST", message, { messages: [[`confirm: ${message}`]] });
      }
      await tx.delete(teams).where(eq(teams.id, team.id));
    });
    return { status: "ok" as const };
  });
