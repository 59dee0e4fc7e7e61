/** The RFQ's header actions: send, the two documents, cancel (delete is the form scaffold's). */
import { hasPermission, rfqActionAllowed } from "@plantwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BanIcon, FileDownIcon, FileTextIcon, SendIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useAuthUser } from "@/auth/auth-context";
import { ToolButton } from "@/components/ui/tool-button";
import { downloadFile } from "@/features/work-orders/authed-files";
import { notifyErrorText, notifySuccess, notifyWarning } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { ActionDialog } from "./action-dialog";
import type { RfqDetails } from "./rfq-text";

/** Downloads one of the RFQ's PDFs with the session; a failure is the error toast. */
function download(path: string, fileName: string) {
  void downloadFile(path, fileName).catch((error: Error) => notifyErrorText(error.message));
}

export function RfqActions({ rfq }: { rfq: RfqDetails }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const queryClient = useQueryClient();
  const send = useMutation(trpc.rfqs.send.mutationOptions());
  const cancel = useMutation(trpc.rfqs.cancel.mutationOptions());
  const canEdit = hasPermission(user, "edit_rfqs");
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.rfqs.pathKey() });

  return (
    <div className="flex flex-wrap gap-2">
      {canEdit && rfqActionAllowed("send", rfq.status) ? (
        <ActionDialog
          trigger={
            <ToolButton icon={SendIcon} variant="default" data-testid="rfq-send">
              {t(rfq.status === "draft" ? "rfqs.actions.send" : "rfqs.actions.sendAgain")}
            </ToolButton>
          }
          title={t("rfqs.actions.sendTitle", { name: rfq.title })}
          description={t("rfqs.actions.sendDescription")}
          confirmLabel={t("rfqs.actions.send")}
          pendingLabel={t("rfqs.actions.sending")}
          testId="rfq-send-confirm"
          onConfirm={async () => {
            const result = await send.mutateAsync({ id: rfq.id });
            await refresh();
            notifySuccess(t("rfqs.actions.sent", { count: result.queued.length }));
            if (result.without_email.length > 0) {
              notifyWarning(
                t("rfqs.actions.noEmail", { names: result.without_email.map((v) => v.name).join(", ") }),
              );
            }
          }}
        />
      ) : null}
      <ToolButton
        icon={FileTextIcon}
        data-testid="rfq-download"
        onClick={() => download(`/api/rfqs/${rfq.id}/pdf`, `rfq-${rfq.id}.pdf`)}
      >
        {t("rfqs.actions.downloadRfq")}
      </ToolButton>
      {rfq.status === "accepted" ? (
        <ToolButton
          icon={FileDownIcon}
          data-testid="rfq-download-po"
          onClick={() =>
            download(`/api/rfqs/${rfq.id}/purchase-order.pdf`, `purchase-order-rfq-${rfq.id}.pdf`)
          }
        >
          {t("rfqs.actions.downloadPo")}
        </ToolButton>
      ) : null}
      {canEdit && rfqActionAllowed("cancel", rfq.status) ? (
        <ActionDialog
          trigger={
            <ToolButton icon={BanIcon} data-testid="rfq-cancel">
              {t("rfqs.actions.cancel")}
            </ToolButton>
          }
          title={t("rfqs.actions.cancelTitle", { name: rfq.title })}
          description={t("rfqs.actions.cancelDescription")}
          confirmLabel={t("rfqs.actions.cancel")}
          pendingLabel={t("rfqs.actions.working")}
          destructive
          onConfirm={async () => {
            await cancel.mutateAsync({ id: rfq.id });
            await refresh();
            notifySuccess(t("rfqs.actions.cancelDone"));
          }}
        />
      ) : null}
    </div>
  );
}
