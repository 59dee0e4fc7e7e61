import { formatDate } from "@plantwise/shared";
import type { ColumnDef } from "@tanstack/react-table";
import { MailIcon, MessageSquareIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPage } from "@/components/list/list-page";
import type { ListFilter, ListQueryInput } from "@/components/list/list-types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useTRPC } from "@/lib/trpc";
import { AttachmentList, type OutboxRow } from "./attachments";
import { linkify } from "./linkify";

/**
 * Every e-mail and text message the server queued (no spec route; internal users only, the route
 * guard checks it). Without a mail or SMS gateway this is where sign-in codes and links are read, and
 * where a report's PDF attachment can be downloaded.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [open, setOpen] = useState<OutboxRow | null>(null);
  const columns = useMemo<ColumnDef<OutboxRow>[]>(
    () => [
      {
        id: "created_at",
        accessorKey: "created_at",
        header: t("outbox.time"),
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatDate(row.original.created_at, { withTime: true })}
          </span>
        ),
      },
      {
        id: "channel",
        accessorKey: "channel",
        header: t("outbox.channel"),
        cell: ({ row }) => <ChannelBadge channel={row.original.channel} />,
      },
      { id: "recipient", accessorKey: "recipient", header: t("outbox.recipient") },
      {
        id: "subject",
        accessorKey: "subject",
        header: t("outbox.subject"),
        cell: ({ row }) => (
          <button
            type="button"
            onClick={() => setOpen(row.original)}
            className="text-left font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {row.original.subject ?? t("outbox.textMessage")}
          </button>
        ),
      },
      {
        id: "attachments",
        header: t("outbox.attachments"),
        enableSorting: false,
        cell: ({ row }) => <AttachmentList attachments={row.original.attachments} />,
      },
      {
        id: "status",
        accessorKey: "status",
        header: t("outbox.status"),
        cell: ({ row }) => <Badge variant="secondary">{statusLabel(t, row.original.status)}</Badge>,
      },
      {
        id: "actions",
        header: () => <span className="sr-only">{t("common.actions")}</span>,
        enableSorting: false,
        meta: { align: "right" },
        cell: ({ row }) => (
          <Button size="sm" variant="outline" onClick={() => setOpen(row.original)}>
            {t("outbox.read")}
          </Button>
        ),
      },
    ],
    [t],
  );
  const filters = useMemo<ListFilter[]>(
    () => [
      {
        id: "channel",
        label: t("outbox.channel"),
        options: [
          { value: "email", label: t("outbox.email") },
          { value: "sms", label: t("outbox.sms") },
        ],
      },
    ],
    [t],
  );
  return (
    <>
      <ListPage<OutboxRow>
        listId="outbox"
        title={t("pages.outbox")}
        columns={columns}
        filters={filters}
        getRowId={(row) => String(row.id)}
        queryOptions={(input: ListQueryInput) => trpc.outbox.list.queryOptions(outboxInput(input))}
        emptyTitle={t("outbox.emptyTitle")}
        emptyDescription={t("outbox.emptyDescription")}
        renderCard={(row) => <OutboxCard row={row} onOpen={() => setOpen(row)} />}
      />
      <MessageDialog message={open} onClose={() => setOpen(null)} />
    </>
  );
}

/** The list's state as `outbox.list` takes it: the channel filter is "email" or "sms" or absent. */
export function outboxInput({ channel, ...input }: ListQueryInput) {
  const picked: "email" | "sms" | undefined = channel === "email" || channel === "sms" ? channel : undefined;
  return { ...input, channel: picked };
}

function statusLabel(t: (key: string) => string, status: string): string {
  return status === "stored" || status === "sent" || status === "failed"
    ? t(`outbox.statuses.${status}`)
    : status;
}

function ChannelBadge({ channel }: { channel: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline">
      {channel === "sms" ? <MessageSquareIcon aria-hidden="true" /> : <MailIcon aria-hidden="true" />}
      {channel === "sms" ? t("outbox.sms") : t("outbox.email")}
    </Badge>
  );
}

function OutboxCard({ row, onOpen }: { row: OutboxRow; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Card className="h-full">
      <CardContent className="flex flex-col gap-2 p-4">
        <div className="flex items-center justify-between gap-2">
          <ChannelBadge channel={row.channel} />
          <span className="text-xs text-muted-foreground tabular-nums">
            {formatDate(row.created_at, { withTime: true })}
          </span>
        </div>
        <button type="button" onClick={onOpen} className="text-left font-medium hover:underline">
          {row.subject ?? t("outbox.textMessage")}
        </button>
        <p className="truncate text-sm text-muted-foreground">{row.recipient}</p>
        <AttachmentList attachments={row.attachments} />
      </CardContent>
    </Card>
  );
}

function MessageDialog({ message, onClose }: { message: OutboxRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={message !== null} onOpenChange={(value) => (value ? null : onClose())}>
      {message ? (
        <DialogContent className="sm:max-w-2xl" data-testid="outbox-message">
          <DialogHeader>
            <DialogTitle>{message.subject ?? t("outbox.textMessage")}</DialogTitle>
            <DialogDescription>
              {t("outbox.sentTo", {
                recipient: message.recipient,
                time: formatDate(message.created_at, { withTime: true }),
              })}
            </DialogDescription>
          </DialogHeader>
          <div className="max-h-[60vh] overflow-auto whitespace-pre-wrap rounded-md border bg-muted/40 p-3 text-sm">
            {linkify(message.body)}
          </div>
          {message.attachments.length > 0 ? (
            <section className="flex flex-col gap-1">
              <h3 className="text-sm font-medium">{t("outbox.attachments")}</h3>
              <AttachmentList attachments={message.attachments} />
            </section>
          ) : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
