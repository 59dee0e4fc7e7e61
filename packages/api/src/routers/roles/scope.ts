import { schema } from "@plantwise/db";
import { eq, isNull, or, type SQL } from "drizzle-orm";
import type { Scope } from "../../auth/auth-user";

const { roles } = schema;

/** Staff see every role; a customer the platform roles plus their own company's roles. */
export function inRoleScope(scope: Scope): SQL | undefined {
  if (scope.kind === "all") return undefined;
  if (scope.companyId === null) return isNull(roles.company_id);
  return or(isNull(roles.company_id), eq(roles.company_id, scope.companyId));
}

/** Roles a customer may change: their own company's, never a platform role. */
export function inWritableRoleScope(scope: Scope): SQL | undefined {
  if (scope.kind === "all") return undefined;
  if (scope.companyId === null) return eq(roles.id, -1);
  return eq(roles.company_id, scope.companyId);
}
