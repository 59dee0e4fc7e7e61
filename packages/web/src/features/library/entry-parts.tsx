import { Trash2Icon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { attachedText, ConfirmAction } from "@/components/record/record-kit";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/**
 * Delete for a library entry. The server refuses to delete an entry other records use, so while
 * `inUse` names something the button is replaced by the reason.
 */
export function DeleteEntry({
  name,
  itemLabel,
  inUse = [],
  description,
  attached,
  onDelete,
}: {
  name: string;
  itemLabel: string;
  inUse?: readonly (string | null)[];
  description?: string;
  /** Records the delete takes along (asks for the typed word). */
  attached?: string | null;
  onDelete: (confirm: string | undefined) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const used = attachedText(inUse);
  if (used) {
    return (
      <p className="max-w-sm text-right text-xs text-muted-foreground" data-testid="delete-blocked">
        {t("library.inUse", { attached: used })}
      </p>
    );
  }
  return (
    <ConfirmAction
      title={t("library.deleteTitle", { name })}
      description={description ?? t("library.deleteDescription")}
      attached={attached}
      confirmLabel={t("common.delete")}
      pendingLabel={t("library.deleting")}
      successMessage={t("messages.itemDeleted", { item: itemLabel })}
      onConfirm={onDelete}
      trigger={
        <Button variant="outline" size="sm">
          <Trash2Icon aria-hidden="true" />
          {t("common.delete")}
        </Button>
      }
    />
  );
}

/** A record shown, not edited: label/value rows (shared entries a customer cannot change). */
export function ReadOnlyFields({
  rows,
  badge,
}: {
  rows: readonly (readonly [string, ReactNode])[];
  badge?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-6">
        {badge ? <div>{badge}</div> : null}
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-sm">
                {value === null || value === undefined || value === "" ? (
                  <span className="text-muted-foreground">{t("common.notSet")}</span>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
