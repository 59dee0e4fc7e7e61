/**
 * Every tenant-scope rule of the API, in one place. Each `in…Scope` function answers the `where`
 * fragment that keeps a query inside what the caller may see (STYLE.md rule 4: scope in the query,
 * never load-then-check); `undefined` means "no restriction" (provider staff). A record outside the
 * fragment is simply not found, so another tenant's record answers 404, never 403.
 *
 * Two kinds of caller description reach these functions: a resolved `Scope` (what the permission
 * builders put into the context) and an `Actor` (the user plus their scope), for rules that depend
 * on the acting user's role type rather than on their plants.
 */
import { schema } from "@plantwise/db";
import { effectiveRole, isInternal } from "@plantwise/shared";
import { eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { AppError } from "../errors";
import type { AuthUser, Scope } from "./auth-user";

const { roles, teams, users } = schema;

/** Who is acting: the signed-in user and their resolved tenant scope. */
export interface Actor {
  user: AuthUser;
  scope: Scope;
}

/** Provider staff and developers manage every user and team; customers those of their own company. */
export function managesEveryone(actor: Actor): boolean {
  return isInternal(effectiveRole(actor.user));
}

/** Rows that belong to a plant: staff see all, others the plants of their scope. */
export function inPlantScope(scope: Scope, plantId: PgColumn): SQL | undefined {
  if (scope.kind === "all") return undefined;
  if (scope.plantIds.length === 0) return sql`false`;
  return inArray(plantId, scope.plantIds);
}

/** Rows a company owns: staff see every company, a customer only their own. */
export function inCompanyScope(scope: Scope, companyId: PgColumn): SQL | undefined {
  if (scope.kind === "all") return undefined;
  if (scope.companyId === null) return sql`false`;
  return eq(companyId, scope.companyId);
}

/**
 * Distributors are provider-level data: staff see all of them, a customer only the distributor
 * their company belongs to (companies.distributor_id).
 */
export function inDistributorScope(scope: Scope, distributorId: PgColumn): SQL | undefined {
  if (scope.kind === "all") return undefined;
  if (scope.companyId === null) return sql`false`;
  return sql`${distributorId} in (select "c"."distributor_id" from "companies" "c" where "c"."id" = ${scope.companyId} and "c"."distributor_id" is not null)`;
}

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

/** Users: nothing for staff, the actor's company for customers (without a company, nobody). */
export function inUserScope(actor: Actor, companyId: PgColumn = users.company_id): SQL | undefined {
  if (managesEveryone(actor)) return undefined;
  if (actor.user.company_id === null) return sql`false`;
  return eq(companyId, actor.user.company_id);
}

/** Teams: staff see every team; customers their company's teams only. */
export function inTeamScope(actor: Actor): SQL | undefined {
  return inUserScope(actor, teams.company_id);
}

/**
 * LIBRARY. Library rows (brands, part numbers, item types, categories, applications, library documents,
 * bearings, faults) carry a nullable company_id: null is the shared library, curated by provider
 * staff and visible to everybody; a company id is that company's own entry, visible inside it only.
 */
export function inLibraryScope(scope: Scope, companyId: PgColumn): SQL | undefined {
  if (scope.kind === "all") return undefined;
  if (scope.companyId === null) return isNull(companyId);
  return or(isNull(companyId), sql`${companyId} = ${scope.companyId}`);
}

/**
 * The company a new library row belongs to: provider staff write the shared library (null) unless
 * they name a company; a customer always writes their own company's entries.
 */
export function libraryOwnerForCreate(scope: Scope, requested: number | null | undefined): number | null {
  if (scope.kind === "all") return requested ?? null;
  if (scope.companyId === null) throw new AppError("FORBIDDEN", "Your account belongs to no company");
  if (requested != null && requested !== scope.companyId) {
    throw new AppError("FORBIDDEN", "You can only add library entries to your own company");
  }
  return scope.companyId;
}

/** Shared entries are changed by provider staff only; a company's entries by that company. */
export function assertLibraryWritable(scope: Scope, rowCompanyId: number | null, what: string): void {
  if (scope.kind === "all") return;
  if (rowCompanyId === null) {
    throw new AppError(
      "FORBIDDEN",
      `This ${what} belongs to the shared library; only provider staff change it`,
    );
  }
  if (rowCompanyId !== scope.companyId) throw new AppError("NOT_FOUND", `${capitalise(what)} not found`);
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
