import { formatDate } from "@plantwise/shared";
import { MailIcon, MessageSquareIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ListFilter, ListQueryInput } from "@/components/list/list-types";
import { type CardSpec, type ColumnSpec, RecordListPage } from "@/components/list/record-list-page";
import { useListDialog } from "@/components/list/row-opener";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { AttachmentList, type OutboxRow } from "./attachments";
import { linkify } from "./linkify";

const COLUMNS: ColumnSpec<OutboxRow>[] = [
  {
    id: "created_at",
    header: "outbox.time",
    cell: (row) => (
      <span className="whitespace-nowrap tabular-nums">{formatDate(row.created_at, { withTime: true })}</span>
    ),
  },
  { id: "channel", header: "outbox.channel", cell: (row) => <ChannelBadge channel={row.channel} /> },
  { id: "recipient", header: "outbox.recipient" },
  { id: "subject", header: "outbox.subject", opens: true, cell: (row, t) => subjectOf(row, t) },
  {
    id: "attachments",
    header: "outbox.attachments",
    sortable: false,
    cell: (row) => <AttachmentList attachments={row.attachments} />,
  },
  {
    id: "status",
    header: "outbox.status",
    cell: (row, t) => <Badge variant="secondary">{statusLabel(t, row.status)}</Badge>,
  },
  {
    id: "actions",
    header: (t) => <span className="sr-only">{t("common.actions")}</span>,
    sortable: false,
    align: "right",
    cell: (row) => <ReadButton row={row} />,
  },
];

const CARD: CardSpec<OutboxRow> = {
  above: (row) => (
    <div className="flex items-center justify-between gap-2">
      <ChannelBadge channel={row.channel} />
      <span className="text-xs text-muted-foreground tabular-nums">
        {formatDate(row.created_at, { withTime: true })}
      </span>
    </div>
  ),
  title: subjectOf,
  body: (row) => (
    <>
      <p className="truncate text-sm text-muted-foreground">{row.recipient}</p>
      <AttachmentList attachments={row.attachments} />
    </>
  ),
  hover: false,
};

/**
 * Every e-mail and text message the server queued (no spec route; internal users only, the route
 * guard checks it). Without a mail or SMS gateway this is where sign-in codes and links are read, and
 * where a report's PDF attachment can be downloaded.
 */
export function OutboxPage() {
  const { t } = useTranslation();
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
    <RecordListPage<OutboxRow>
      listId="outbox"
      nouns={{
        title: t("pages.outbox"),
        emptyTitle: t("outbox.emptyTitle"),
        emptyDescription: t("outbox.emptyDescription"),
      }}
      query={(trpc, input) => trpc.outbox.list.queryOptions(outboxInput(input))}
      columns={COLUMNS}
      filters={filters}
      card={CARD}
      dialog={(open, close) => <MessageDialog message={open === "new" ? null : open} onClose={close} />}
    />
  );
}

function subjectOf(row: OutboxRow, t: (key: string) => string): string {
  return row.subject ?? t("outbox.textMessage");
}

/** The row's "Read" button, opening the message as its subject does. */
function ReadButton({ row }: { row: OutboxRow }) {
  const { t } = useTranslation();
  const open = useListDialog<OutboxRow>();
  return (
    <Button size="sm" variant="outline" onClick={() => open(row)}>
      {t("outbox.read")}
    </Button>
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

function MessageDialog({ message, onClose }: { message: OutboxRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={message !== null} onOpenChange={(value) => (value ? null : onClose())}>
      {message ? (
        <DialogContent className="sm:max-w-2xl" data-testid="outbox-message">
          <DialogHeader>
            <DialogTitle>{subjectOf(message, t)}</DialogTitle>
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
