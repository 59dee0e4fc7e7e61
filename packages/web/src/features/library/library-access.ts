import type { AuthUser } from "@plantwise/api/router";
import { effectiveRole, isInternal } from "@plantwise/shared";

/**
 * Shared rows (company_id null) belong to the provider's curated library and only provider staff
 * change them; a company's own rows are the company's to edit.
 */
export function isStaff(user: AuthUser | null | undefined): boolean {
  return user ? isInternal(effectiveRole(user)) : false;
}

/** Whether this user may edit or delete a library row owned by `companyId` (null = shared). */
export function canWriteLibraryRow(user: AuthUser | null | undefined, companyId: number | null): boolean {
  return companyId !== null || isStaff(user);
}
