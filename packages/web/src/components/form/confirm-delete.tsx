import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmAction, DELETE_WORD } from "@/components/record/confirm-action";

export { DELETE_WORD };

interface ConfirmDeleteProps {
  /** The translated name of the thing, for the question and "{item} deleted". */
  itemLabel: string;
  /** Ask for the typed word: the item has attached devices. */
  hasAttachedDevices?: boolean;
  onConfirm: () => Promise<unknown>;
  /** The button that opens the dialog. */
  trigger: ReactNode;
}

/** Delete one item, asking for the typed word when devices hang on it (spec part 1 §5). */
export function ConfirmDelete({
  itemLabel,
  hasAttachedDevices = false,
  onConfirm,
  trigger,
}: ConfirmDeleteProps) {
  const { t } = useTranslation();
  return (
    <ConfirmAction
      title={t("form.deleteTitle", { item: itemLabel })}
      description={t("form.deleteDescription")}
      attached={hasAttachedDevices ? itemLabel : null}
      typePrompt={t("form.deleteAttached", { item: itemLabel, word: DELETE_WORD })}
      confirmLabel={t("common.delete")}
      pendingLabel={t("form.deleting")}
      successMessage={t("messages.itemDeleted", { item: itemLabel })}
      onConfirm={() => onConfirm()}
      trigger={trigger}
    />
  );
}
