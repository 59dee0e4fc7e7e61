import { schema } from "@plantwise/db";
import { roleDetails } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { inRoleScope } from "../access/scope";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { permitted } from "../trpc";
import { loadPermissions, roleColumns, roleHolders } from "./role-rows";

const { companies, roles } = schema;

/** One role with its full permission matrix and who holds it. */
export const getRole = permitted("view_user_roles")
  .input(idInput)
  .output(roleDetails)
  .query(async ({ ctx, input }) => {
    const role = await firstOr404(
      ctx.db
        .select(roleColumns)
        .from(roles)
        .leftJoin(companies, eq(companies.id, roles.company_id))
        .where(and(eq(roles.id, input.id), inRoleScope(ctx.scope))),
      "Role",
    );
    // Who holds it, so the screen can say up front what a delete would meet.
    const holders = await roleHolders(ctx.db, role.id);
    return {
      ...role,
      users_count: holders.users,
      temp_users_count: holders.temporary,
      permissions: await loadPermissions(ctx.db, role.id),
    };
  });
