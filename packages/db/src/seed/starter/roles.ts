import type { PlatformRole } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import type { Tx } from "../../client";
import { rolePermissions, roles } from "../../schema/index";
import { findOrCreate } from "../lookup";
import { permissionRows, ROLE_PROFILES } from "./role-profiles";

/**
 * The seven platform roles and their permission rows, in every mode. An existing role and its
 * permission rows are kept as they are, so edits on /user-roles survive a restart.
 */
export async function seedPlatformRoles(tx: Tx): Promise<Map<PlatformRole, number>> {
  const roleIds = new Map<PlatformRole, number>();
  for (const profile of ROLE_PROFILES) {
    const id = await findOrCreate(
      () => tx.select({ id: roles.id }).from(roles).where(eq(roles.platform_role, profile.platform_role)),
      () =>
        tx
          .insert(roles)
          .values({
            name: profile.name,
            type: profile.type,
            platform_role: profile.platform_role,
            is_technic: profile.is_technic ?? false,
            is_requisitioner: profile.is_requisitioner ?? false,
            is_fab_shop_manager: profile.is_fab_shop_manager ?? false,
          })
          .returning({ id: roles.id }),
    );
    roleIds.set(profile.platform_role, id);
    await tx
      .insert(rolePermissions)
      .values(permissionRows(profile).map((row) => ({ ...row, role_id: id })))
      .onConflictDoNothing();
  }
  return roleIds;
}
