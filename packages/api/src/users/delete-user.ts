import { schema } from "@plantwise/db";
import { deleteUserInput } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { inUserScope } from "../access/scope";
import { AppError } from "../errors";
import { firstOr404 } from "../lib/found";
import { permitted } from "../trpc";
import { userAttached } from "./get-user";
import { assertManageable, fieldError, requireDeleteConfirmed } from "./user-access";

const { users, workOrderLabour } = schema;

const LOGGED_LABOUR =
  "A user who logged labour on work orders cannot be deleted; deactivate the account instead";

/**
 * Deletes a user. Refuses the actor's own account; a user with team memberships or scheduled
 * reports needs the typed confirmation word (spec part 1 §5).
 */
export const deleteUser = permitted("delete_users")
  .input(deleteUserInput)
  .mutation(async ({ ctx, input }) => {
    const actor = { user: ctx.user, scope: ctx.scope };
    await ctx.db.transaction(async (tx) => {
      const user = await firstOr404(
        tx
          .select({ id: users.id, role_id: users.role_id })
          .from(users)
          .where(and(eq(users.id, input.id), inUserScope(actor))),
        "User",
      );
      if (user.id === ctx.user.id) throw fieldError("id", "You cannot delete your own account");
      await assertManageable(tx, actor, user.role_id);
      const attached = await userAttached(tx, user.id);
      const counts = {
        "team membership": attached.team_memberships,
        "scheduled report": attached.scheduled_reports,
      };
      // Labour entries keep who did the work (a RESTRICT key): such a user is deactivated, not deleted.
      const [labour] = await tx
        .select({ id: workOrderLabour.id })
        .from(workOrderLabour)
        .where(eq(workOrderLabour.user_id, user.id))
        .limit(1);
      if (labour) throw new AppError("CONFLICT", LOGGED_LABOUR);
      requireDeleteConfirmed("user", counts, input.confirm);
      await tx.delete(users).where(eq(users.id, user.id));
    });
    return { status: "ok" as const };
  });
