import { schema } from "@plantwise/db";
import {
  type AccessRole,
  authUserSchema,
  hasPermission,
  isInternal,
  PlatformRole,
  type RolePermission,
  RoleType,
  tempRoleInput,
} from "@plantwise/shared";
import { and, asc, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import { type AuthUser, loadAuthUser } from "../access/auth-user";
import { AppError } from "../errors";
import { authedProcedure } from "../trpc";
import { flagsBeyond } from "../users/service";

const { rolePermissions, roles, users } = schema;

/**
 * Which roles a user may act as (part 1 §4: a temp role replaces the role while set). Judged on the
 * user's own role, never on a temp role: provider staff and developers any role; holders of
 * edit_user_roles their company's roles and the platform's customer roles, within their own role
 * (choosableRoles); nobody else any.
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

/** The parts of a role a temp role is judged on besides its permissions. */
interface Candidate {
  platform_role: number | null;
  is_requisitioner: boolean;
  is_fab_shop_manager: boolean;
}

/**
 * What a customer's temp role may not add to their own role: a permission flag, the power to raise
 * or approve requisitions, or the company-wide reach of the corporate role (a plant admin acting as corporate
 * would see every plant of the company). Empty when the role stays within the own one.
 */
export function beyondOwnRole(own: AccessRole, role: Candidate, permissions: RolePermission[]): string[] {
  const beyond = flagsBeyond(own, permissions);
  // Raising and approving requisitions are powers; acting as a technician (taking and completing
  // the work) is not more than a manager may do.
  for (const flag of ["is_requisitioner", "is_fab_shop_manager"] as const) {
    if (role[flag] && !own[flag]) beyond.push(flag);
  }
  if (role.platform_role === PlatformRole.CORPORATE && own.platform_role !== PlatformRole.CORPORATE) {
    beyond.push("company-wide scope");
  }
  return beyond;
}

/**
 * The roles the user may act as, by id and name (alphabetical): the candidates of pickableRoles,
 * and for customers only those within their own role (beyondOwnRole).
 */
async function choosableRoles(ctx: { db: AuthUserDb; user: AuthUser }, only?: number) {
  const where = pickableRoles(ctx.user);
  if (where === null) return [];
  const rows = await ctx.db
    .select({
      id: roles.id,
      name: roles.name,
      platform_role: roles.platform_role,
      is_requisitioner: roles.is_requisitioner,
      is_fab_shop_manager: roles.is_fab_shop_manager,
    })
    .from(roles)
    .where(and(where, only === undefined ? undefined : eq(roles.id, only)))
    .orderBy(asc(roles.name), asc(roles.id));
  if (isInternal(ctx.user.role) || rows.length === 0) return rows.map(({ id, name }) => ({ id, name }));
  const permissions = (await ctx.db
    .select()
    .from(rolePermissions)
    .where(
      inArray(
        rolePermissions.role_id,
        rows.map((row) => row.id),
      ),
    )) as (RolePermission & { role_id: number })[];
  return rows
    .filter(
      (row) =>
        beyondOwnRole(
          ctx.user.role,
          row,
          permissions.filter((p) => p.role_id === row.id),
        ).length === 0,
    )
    .map(({ id, name }) => ({ id, name }));
}

type AuthUserDb = Parameters<typeof loadAuthUser>[0];

/** auth.roles: the roles the signed-in user may pick as temp role. */
export const tempRoleChoices = authedProcedure.query(({ ctx }) => choosableRoles(ctx));

/** PUT /auth/temp-role: act as another role until cleared with null; answers the updated user. */
export const tempRole = authedProcedure
  .input(tempRoleInput)
  .output(authUserSchema)
  .mutation(async ({ ctx, input }) => {
    if (input.role_id !== null) {
      if (pickableRoles(ctx.user) === null)
        throw new AppError("FORBIDDEN", "You may not switch to another role");
      const [role] = await choosableRoles(ctx, input.role_id);
      // A role outside what the user may pick is not theirs to see: 404, as for another tenant's
      // record, whether it is another company's or wider than their own role.
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
