import type { AuthUser } from "@plantwise/api/router";
import { checkRouteAccess, effectiveRole, isInternal } from "@plantwise/shared";
import { LibraryIcon, LockIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";

/**
 * What the library screens share: shared rows (company_id null) belong to the provider's curated
 * library and only provider staff change them; a company's own rows are the company's to edit.
 */
export function isStaff(user: AuthUser | null | undefined): boolean {
  return user ? isInternal(effectiveRole(user)) : false;
}

/** Whether this user may edit or delete a library row owned by `companyId` (null = shared). */
export function canWriteLibraryRow(user: AuthUser | null | undefined, companyId: number | null): boolean {
  return companyId !== null || isStaff(user);
}

/** "Shared library" or "Company" beside a row's name. */
export function OwnerBadge({ companyId }: { companyId: number | null }) {
  const { t } = useTranslation();
  return companyId === null ? (
    <Badge variant="secondary" data-testid="shared-badge">
      <LibraryIcon aria-hidden="true" />
      {t("library.shared")}
    </Badge>
  ) : (
    <Badge variant="outline">{t("library.company")}</Badge>
  );
}

/** Above a read-only form: why nothing here can be changed. */
export function SharedReadOnlyNotice() {
  const { t } = useTranslation();
  return (
    <Alert>
      <LockIcon aria-hidden="true" />
      <AlertDescription>{t("library.sharedReadOnly")}</AlertDescription>
    </Alert>
  );
}

export const linkClass =
  "font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring";

/**
 * A link to a record screen when the user may open it (edit routes need edit or create), else the
 * plain text: a view-only user is not sent to "Limited access".
 */
export function RecordLink({
  href,
  className = linkClass,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const user = useAuthUser();
  if (!checkRouteAccess(user, href).ok) return <span className="font-medium">{children}</span>;
  return (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}
