import { Trash2Icon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { attachedText, ConfirmAction } from "@/components/record/confirm-action";

export interface DeleteEntryProps {
  name: string;
  itemLabel: string;
  /** What uses the entry ("3 items"); while it names something, the entry cannot be deleted. */
  inUse?: readonly (string | null)[];
  description?: string;
  /** Records the delete takes along (asks for the typed word). */
  attached?: string | null;
  onDelete: (confirm: string | undefined) => Promise<unknown>;
}

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
}: DeleteEntryProps) {
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
      trigger={{ icon: Trash2Icon, label: t("common.delete") }}
    />
  );
}
