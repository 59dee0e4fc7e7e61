import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Scope } from "../../auth/auth-user";

/**
 * Distributors are provider-level data: staff see all of them, a customer only the distributor
 * their company belongs to (companies.distributor_id). Scope goes into the query.
 */
export function inDistributorScope(scope: Scope, distributorId: PgColumn): SQL | undefined {
  if (scope.kind === "all") return undefined;
  if (scope.companyId === null) return sql`false`;
  return sql`${distributorId} in (select "c"."distributor_id" from "companies" "c" where "c"."id" = ${scope.companyId} and "c"."distributor_id" is not null)`;
}
