import { isNull, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Scope } from "../auth/auth-user";
import { AppError } from "../errors";

/**
 * Library rows (brands, part numbers, item types, categories, applications, library documents,
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
