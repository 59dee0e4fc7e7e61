import { type Reader, schema, type Tx } from "@plantwise/db";
import type { AppSection, RolePermission } from "@plantwise/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Scope } from "../access/auth-user";
import { inRoleScope, inWritableRoleScope } from "../access/scope";
import { AppError } from "../errors";
import { countEach, countOf } from "../lib/counts";
import { firstOr404 } from "../lib/found";
import { jsonRows } from "../lib/json-rows";
import { fullMatrix } from "./matrix";

const { companies, rolePermissions, roles, users } = schema;

/** A role as lists and the form show it (needs the left join to its company). */
export const roleColumns = {
  id: roles.id,
  name: roles.name,
  type: roles.type,
  platform_role: roles.platform_role,
  company_id: roles.company_id,
  company_name: companies.name,
  is_technic: roles.is_technic,
  is_requisitioner: roles.is_requisitioner,
  is_fab_shop_manager: roles.is_fab_shop_manager,
  is_forced_mfa: roles.is_forced_mfa,
};

/** The role's full permission matrix (sections without a row are all false). */
export async function loadPermissions(db: Reader, roleId: number) {
  const rows = await db.select().from(rolePermissions).where(eq(rolePermissions.role_id, roleId));
  return permissionMatrix(rows);
}

/** The matrix of the role's permission rows, as `loadPermissions` answers it. */
export function permissionMatrix(
  rows: readonly (Omit<RolePermission, "app_section"> & { app_section: string })[],
) {
  return fullMatrix(rows.map((r) => ({ ...r, app_section: r.app_section as AppSection })));
}

/** The role's permission rows as a column of its own select (`permissionMatrix` makes the matrix). */
export function permissionRows(roleId: number) {
  return jsonRows(
    {
      app_section: rolePermissions.app_section,
      is_viewing: rolePermissions.is_viewing,
      is_creating: rolePermissions.is_creating,
      is_updating: rolePermissions.is_updating,
      is_deleting: rolePermissions.is_deleting,
      is_archiving: rolePermissions.is_archiving,
    },
    sql`from ${rolePermissions} where ${eq(rolePermissions.role_id, roleId)}`,
    [],
  );
}

/** How many users hold the role, and how many hold it as their temporary role. */
export function roleHolders(db: Reader, roleId: number) {
  return countEach(db, {
    users: [users, eq(users.role_id, roleId)],
    temporary: [users, eq(users.temp_role_id, roleId)],
  });
}

/** `roleHolders` as columns of the role's own select, under the names the details answer. */
export function roleHolderColumns(roleId: number) {
  return {
    users_count: countOf(users, eq(users.role_id, roleId)),
    temp_users_count: countOf(users, eq(users.temp_role_id, roleId)),
  };
}

/** Finds a role the user may change: 404 outside their scope, 403 for a platform role. */
export async function writableRole(tx: Tx, scope: Scope, internal: boolean, id: number) {
  const role = await firstOr404(
    tx
      .select({ id: roles.id, platform_role: roles.platform_role, company_id: roles.company_id })
      .from(roles)
      .where(and(eq(roles.id, id), inRoleScope(scope))),
    "Role",
  );
  if (!internal && role.platform_role !== null)
    throw new AppError("FORBIDDEN", "Platform roles can be changed by provider staff only");
  const [writable] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, id), inWritableRoleScope(scope)));
  if (!writable) throw new AppError("FORBIDDEN", "Only your company's own roles can be changed");
  return role;
}
