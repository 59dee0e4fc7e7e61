import { Trash2Icon } from "lucide-react";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmAction } from "@/components/record/confirm-action";
import { ToolButton } from "@/components/ui/tool-button";

type ConfirmActionProps = ComponentProps<typeof ConfirmAction>;

/** A record's "Delete" button in its header: it asks first, then runs `onConfirm`. */
export function DeleteAction({
  label,
  ...confirm
}: Omit<ConfirmActionProps, "trigger" | "confirmLabel"> & { label?: string }) {
  const { t } = useTranslation();
  return (
    <ConfirmAction
      {...confirm}
      confirmLabel={t("common.delete")}
      trigger={<ToolButton icon={Trash2Icon}>{label ?? t("common.delete")}</ToolButton>}
    />
  );
}
