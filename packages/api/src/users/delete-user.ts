import { schema } from "@plantwise/db";
import { deleteConfirmed, MESSAGES } from "@plantwise/shared";
import { and, count, eq } from "drizzle-orm";
import { inUserScope } from "../access/scope";
import { AppError } from "../errors";
import { permitted } from "../trpc";
import { assertManageable, fieldError } from "./user-access";
import { deleteUserInput } from "./user-schemas";

const { scheduledReports, teamMembers, users } = schema;

/**
 * Deletes a user. Refuses the actor's own account; a user with team memberships or scheduled
 * reports needs the typed confirmation word (spec part 1 §5).
 */
export const deleteUser = permitted("delete_users")
  .input(deleteUserInput)
  .mutation(async ({ ctx, input }) => {
    const actor = { user: ctx.user, scope: ctx.scope };
    await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .select({ id: users.id, role_id: users.role_id })
        .from(users)
        .where(and(eq(users.id, input.id), inUserScope(actor)));
      if (!user) throw new AppError("NOT_FOUND", "User not found");
      if (user.id === ctx.user.id) throw fieldError("id", "You cannot delete your own account");
      await assertManageable(tx, actor, user.role_id);
      const [[teams], [reports]] = await Promise.all([
        tx.select({ n: count() }).from(teamMembers).where(eq(teamMembers.user_id, user.id)),
        tx.select({ n: count() }).from(scheduledReports).where(eq(scheduledReports.user_id, user.id)),
      ]);
      const attached = [
        teams?.n ? `${teams.n} team membership${teams.n === 1 ? "" : "s"}` : null,
        reports?.n ? `${reports.n} scheduled report${reports.n === 1 ? "" : "s"}` : null,
      ].filter((x): x is string => x !== null);
      if (attached.length > 0 && !deleteConfirmed(input.confirm ?? "")) {
        throw fieldError(
          "confirm",
          `This user has ${attached.join(" and ")}. ${MESSAGES.typeDeleteToConfirm}`,
        );
      }
      await tx.delete(users).where(eq(users.id, user.id));
    });
    return { status: "ok" as const };
  });
