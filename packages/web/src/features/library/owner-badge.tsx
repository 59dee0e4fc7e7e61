import { LibraryIcon, LockIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";

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

/** `OwnerBadge` of a row, for column and card specs. */
export const ownerBadge = (row: { company_id: number | null }) => <OwnerBadge companyId={row.company_id} />;

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
