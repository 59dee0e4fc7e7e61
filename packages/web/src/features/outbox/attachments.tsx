import type { RouterOutputs } from "@plantwise/api/router";
import { DownloadIcon, LoaderCircleIcon, PaperclipIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { notifyError } from "@/lib/notify";
import { saveBlob } from "@/lib/save-blob";
import { useTRPCClient } from "@/lib/trpc";

/** A message of the outbox list, as the server answers it. */
export type OutboxRow = RouterOutputs["outbox"]["list"]["data"][number];
export type OutboxAttachment = OutboxRow["attachments"][number];

/** Bytes as the user's locale writes them: "950 byte", "12.5 kB", "1,2 MB" (units of 1024). */
export function formatFileSize(bytes: number, locale: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / (1024 * 1024), "megabyte"]
      : bytes >= 1024
        ? [bytes / 1024, "kilobyte"]
        : [bytes, "byte"];
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit,
    unitDisplay: "short",
    maximumFractionDigits: 1,
  }).format(value);
}

/** The server's base64 (outbox.attachment) back into the file's bytes. */
export function base64ToBlob(base64: string, contentType: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: contentType });
}

/**
 * A message's files, each a button that downloads it. The list (outbox.list) carries names and
 * sizes only; the bytes are fetched on click (outbox.attachment), so a long outbox stays light.
 */
export function AttachmentList({ attachments }: { attachments: readonly OutboxAttachment[] }) {
  const { t, i18n } = useTranslation();
  const client = useTRPCClient();
  const [pending, setPending] = useState<number | null>(null);
  if (attachments.length === 0) {
    return <span className="sr-only">{t("outbox.noAttachments")}</span>;
  }
  const download = async (file: OutboxAttachment) => {
    setPending(file.id);
    try {
      const data = await client.outbox.attachment.query({ id: file.id });
      saveBlob(base64ToBlob(data.content_base64, data.content_type), data.filename);
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(null);
    }
  };
  return (
    <ul className="flex flex-col items-start gap-1" aria-label={t("outbox.attachments")}>
      {attachments.map((file) => {
        const size = formatFileSize(file.size, i18n.language);
        return (
          <li key={file.id}>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="h-auto max-w-full px-1.5 py-0.5 font-normal"
              disabled={pending === file.id}
              aria-label={t("outbox.download", { filename: file.filename, size })}
              onClick={() => void download(file)}
            >
              {pending === file.id ? (
                <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
              ) : (
                <PaperclipIcon aria-hidden="true" />
              )}
              <span className="truncate">{file.filename}</span>
              <span className="text-xs text-muted-foreground tabular-nums">{size}</span>
              <DownloadIcon className="text-muted-foreground" aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
