import { schema } from "@plantwise/db";
import { authUserSchema, hasPermission, isInternal, RoleType, tempRoleInput } from "@plantwise/shared";
import { and, asc, eq, isNull, or, type SQL } from "drizzle-orm";
import { type AuthUser, loadAuthUser } from "../access/auth-user";
import { AppError } from "../errors";
import { authedProcedure } from "../trpc";

const { roles, users } = schema;

/**
 * Which roles a user may act as (part 1 §4: a temp role replaces the role while set). Judged on the
 * user's own role, never on a temp role: provider staff and developers any role; holders of
 * edit_user_roles their company's roles and the platform's customer roles; nobody else any.
 * Returns the SQL condition, or null when the user may pick none.
 */
function pickableRoles(user: AuthUser): SQL | undefined | null {
  if (isInternal(user.role)) return undefined;
  if (!hasPermission({ ...user, temp_role: null }, "edit_user_roles")) return null;
  const platformCustomer = and(isNull(roles.company_id), eq(roles.type, RoleType.CUSTOMER));
  return user.company_id === null
    ? platformCustomer
    : or(eq(roles.company_id, user.company_id), platformCustomer);
}

/** auth.roles: the roles the signed-in user may pick as temp role. */
export const tempRoleChoices = authedProcedure.query(async ({ ctx }) => {
  const where = pickableRoles(ctx.user);
  if (where === null) return [];
  return ctx.db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(where)
    .orderBy(asc(roles.name), asc(roles.id));
});

/** PUT /auth/temp-role: act as another role until cleared with null; answers the updated user. */
export const tempRole = authedProcedure
  .input(tempRoleInput)
  .output(authUserSchema)
  .mutation(async ({ ctx, input }) => {
    if (input.role_id !== null) {
      const where = pickableRoles(ctx.user);
      if (where === null) throw new AppError("FORBIDDEN", "You may not switch to another role");
      const [role] = await ctx.db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.id, input.role_id), where));
      // A role outside what the user may pick is not theirs to see: 404, as for another tenant's record.
      if (!role) throw new AppError("NOT_FOUND", "Role not found");
    }
    await ctx.db
      .update(users)
      .set({ temp_role_id: input.role_id, updated_at: new Date() })
      .where(eq(users.id, ctx.user.id));
    const user = await loadAuthUser(ctx.db, ctx.user.id, { deviceToken: ctx.deviceToken });
    if (!user) throw new AppError("NOT_FOUND", "User not found");
    return user;
  });
