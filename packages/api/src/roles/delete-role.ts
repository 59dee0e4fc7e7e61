import { schema } from "@plantwise/db";
import { effectiveRole, isInternal } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { AppError } from "../errors";
import { requireConfirmation } from "../lib/attached";
import { deleteWithConfirmInput } from "../lib/input";
import { permitted } from "../trpc";
import { roleHolders, writableRole } from "./role-rows";

const { roles } = schema;

/**
 * Roles are deleted for real. Platform roles stay; a role users hold is refused (users need a
 * role), and one that is only someone's temporary role needs the confirmation word.
 */
export const deleteRole = permitted("delete_user_roles")
  .input(deleteWithConfirmInput)
  .mutation(async ({ ctx, input }) => {
    const internal = isInternal(effectiveRole(ctx.user));
    return ctx.db.transaction(async (tx) => {
      const role = await writableRole(tx, ctx.scope, internal, input.id);
      if (role.platform_role !== null) {
        throw new AppError("BAD_REQUEST", "Platform roles cannot be deleted", {
          messages: [["id: Platform roles cannot be deleted"]],
        });
      }
      const holders = await roleHolders(tx, role.id);
      const n = holders.users;
      if (n > 0) {
        const message = `This role is held by ${n} user${n === 1 ? "" : "s"}. Reassign its ${n} user${n === 1 ? "" : "s"} first.`;
        throw new AppError("BAD_REQUEST", message, { messages: [[`id: ${message}`]] });
      }
      requireConfirmation("role", { "temporary-role user": holders.temporary }, input.confirm);
      await tx.delete(roles).where(eq(roles.id, role.id));
      return { status: "ok" as const, id: role.id };
    });
  });
