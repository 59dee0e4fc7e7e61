import { inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Scope } from "../auth/auth-user";

/**
 * The `where` fragment that keeps a query inside the user's tenant scope, for a table whose rows
 * belong to a plant. Scope goes into the query itself (STYLE.md rule 4), never load-then-check.
 */
export function inPlantScope(scope: Scope, plantId: PgColumn): SQL | undefined {
  if (scope.kind === "all") return undefined;
  if (scope.plantIds.length === 0) return sql`false`;
  return inArray(plantId, scope.plantIds);
}
