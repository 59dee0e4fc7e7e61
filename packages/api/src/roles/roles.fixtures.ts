/** Fixtures of the suites that need a platform role to hold more than the seed gives it. */
import { type Database, schema } from "@plantwise/db";
import type { AppSection, PlatformRole } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";

const { rolePermissions, roles } = schema;

type PermissionFlags = Partial<
  Pick<
    typeof rolePermissions.$inferInsert,
    "is_viewing" | "is_creating" | "is_updating" | "is_deleting" | "is_archiving"
  >
>;

/** Switches permission flags of a platform role on in one app section; answers the role's id. */
export async function grantPlatformRole(
  db: Database,
  platformRole: PlatformRole,
  section: AppSection,
  flags: PermissionFlags,
): Promise<number> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.platform_role, platformRole));
  if (!role) throw new Error(`the seed has no platform role ${platformRole}`);
  await db
    .update(rolePermissions)
    .set(flags)
    .where(and(eq(rolePermissions.role_id, role.id), eq(rolePermissions.app_section, section)));
  return role.id;
}
