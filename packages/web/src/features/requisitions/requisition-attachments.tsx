/**
 * The requisition's files: download for everyone who sees it; upload and delete, for a holder of
 * edit_requisitions, while its form may change (pending, on hold or denied: the attachment routes
 * answer 409 otherwise), through the signed-in attachment routes.
 */
import { hasPermission, REQUISITION_EDITABLE_STATUSES, type RequisitionStatus } from "@plantwise/shared";
import { useQueryClient } from "@tanstack/react-query";
import { FileTextIcon, ImageIcon, PaperclipIcon, Trash2Icon } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useAuthUser } from "@/auth/auth-context";
import { ConfirmAction } from "@/components/record/confirm-action";
import { Button } from "@/components/ui/button";
import { TitledCard } from "@/components/ui/titled-card";
import { downloadFile, uploadForm } from "@/features/work-orders/authed-files";
import { joinMessages } from "@/lib/api-error";
import { notifyErrorText, translateServerMessage } from "@/lib/notify";
import { requestHeaders, useTRPC } from "@/lib/trpc";
import type { RequisitionAttachment, RequisitionDetails } from "./requisition-types";

/** DELETEs one file with the session; throws the server's words on failure. */
async function deleteFile(url: string): Promise<void> {
  const response = await fetch(url, { method: "DELETE", headers: requestHeaders() });
  if (response.ok) return;
  let message = `HTTP ${response.status}`;
  try {
    const body = (await response.json()) as { message?: string; messages?: string[][] };
    if (body.messages && body.messages.length > 0) message = joinMessages(body.messages);
    else if (body.message) message = translateServerMessage(body.message);
  } catch {
    // not JSON: a proxy page or an empty body
  }
  throw new Error(message);
}

function sizeText(bytes: number, locale: string): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toLocaleString(locale, { maximumFractionDigits: 0 })} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`;
}

function FileRow({ file, editable }: { file: RequisitionAttachment; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const Icon = file.mime_type.startsWith("image/") ? ImageIcon : FileTextIcon;
  return (
    <li className="flex items-center gap-2 py-1">
      <button
        type="button"
        className="flex min-h-11 min-w-0 flex-1 items-center gap-2 text-left text-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring sm:min-h-8"
        onClick={() =>
          void downloadFile(file.url, file.original_name).catch((e: Error) => notifyErrorText(e.message))
        }
      >
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        <span className="truncate">{file.original_name}</span>
      </button>
      <span className="shrink-0 text-xs tabular-nums text-muted-foreground">
        {sizeText(file.size_bytes, i18n.language)}
      </span>
      {editable ? (
        <ConfirmAction
          title={t("requisitions.attachments.removeTitle", { name: file.original_name })}
          description={t("requisitions.attachments.removeDescription")}
          confirmLabel={t("common.delete")}
          pendingLabel={t("requisitions.deleting")}
          successMessage={t("requisitions.attachments.removed")}
          trigger={
            <Button
              variant="ghost"
              size="icon"
              className="size-11 shrink-0 sm:size-8"
              aria-label={t("requisitions.attachments.remove", { name: file.original_name })}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          }
          onConfirm={async () => {
            try {
              await deleteFile(file.url);
            } catch (error) {
              notifyErrorText((error as Error).message);
              throw error;
            } finally {
              await queryClient.invalidateQueries({ queryKey: trpc.requisitions.pathKey() });
            }
          }}
        />
      ) : null}
    </li>
  );
}

export function RequisitionAttachments({ detail }: { detail: RequisitionDetails }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const user = useAuthUser();
  const editable =
    REQUISITION_EDITABLE_STATUSES.includes(detail.status as RequisitionStatus) &&
    hasPermission(user, "edit_requisitions");

  const upload = async (file: File) => {
    const form = new FormData();
    form.append("file", file);
    setUploading(true);
    try {
      await uploadForm(`/api/requisitions/${detail.id}/attachments`, form);
      toast.success(t("requisitions.attachments.uploaded"));
      await queryClient.invalidateQueries({ queryKey: trpc.requisitions.pathKey() });
    } catch (error) {
      notifyErrorText((error as Error).message);
    } finally {
      setUploading(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  };

  return (
    <TitledCard
      title={t("requisitions.attachments.title")}
      description={editable ? t("requisitions.attachments.help") : undefined}
      data-testid="requisition-attachments"
    >
      <div className="flex flex-col gap-3">
        {detail.attachments.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("requisitions.attachments.empty")}</p>
        ) : (
          <ul className="flex flex-col divide-y">
            {detail.attachments.map((file) => (
              <FileRow key={file.id} file={file} editable={editable} />
            ))}
          </ul>
        )}
        {editable ? (
          <div>
            <input
              ref={inputRef}
              type="file"
              accept="image/*,application/pdf"
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              data-testid="requisition-attachment-input"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void upload(file);
              }}
            />
            <Button
              variant="outline"
              className="h-11 sm:h-9"
              data-testid="requisition-attachment-upload"
              disabled={uploading}
              onClick={() => inputRef.current?.click()}
            >
              <PaperclipIcon aria-hidden="true" />
              {uploading ? t("requisitions.attachments.uploading") : t("requisitions.attachments.upload")}
            </Button>
          </div>
        ) : null}
      </div>
    </TitledCard>
  );
}
