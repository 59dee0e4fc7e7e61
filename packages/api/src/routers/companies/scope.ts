import { eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Scope } from "../../auth/auth-user";

/**
 * The `where` fragment keeping a query on a company-owned table inside the user's tenant scope:
 * staff see every company, a customer only their own (STYLE.md rule 4: scope in the query).
 */
export function inCompanyScope(scope: Scope, companyId: PgColumn): SQL | undefined {
  if (scope.kind === "all") return undefined;
  if (scope.companyId === null) return sql`false`;
  return eq(companyId, scope.companyId);
}
