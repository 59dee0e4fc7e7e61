import { schema } from "@plantwise/db";
import { roleDetails } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { inRoleScope } from "../access/scope";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { permitted } from "../trpc";
import { permissionMatrix, permissionRows, roleColumns, roleHolderColumns } from "./role-rows";

const { companies, roles } = schema;

/**
 * One role with its full permission matrix and who holds it (so the screen can say up front what
 * a delete would meet), in one statement.
 */
export const getRole = permitted("view_user_roles")
  .input(idInput)
  .output(roleDetails)
  .query(async ({ ctx, input }) => {
    const { permissions, ...role } = await firstOr404(
      ctx.db
        .select({ ...roleColumns, ...roleHolderColumns(input.id), permissions: permissionRows(input.id) })
        .from(roles)
        .leftJoin(companies, eq(companies.id, roles.company_id))
        .where(and(eq(roles.id, input.id), inRoleScope(ctx.scope))),
      "Role",
    );
    return { ...role, permissions: permissionMatrix(permissions) };
  });
