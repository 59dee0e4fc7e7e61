import { useMutation, useQuery } from "@tanstack/react-query";
import { SendIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { PageHeader } from "@/components/page/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { AlarmWorkOrderButton } from "@/features/alarms/alarm-work-order-button";
import { notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { useNotificationTime } from "./notification-time";
import { useMarkRead } from "./use-mark-read";

const PAGE_SIZE = 25;

/** The notification centre: every notification of the signed-in user, newest first. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const timeOf = useNotificationTime();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const list = useQuery(trpc.notifications.list.queryOptions({ page, max: PAGE_SIZE, unread: unreadOnly }));
  const { markRead, markAll, refresh } = useMarkRead();
  // POST /notifications/emulate: a test through the user's own channels (bell, e-mail or both).
  const emulate = useMutation(
    trpc.notifications.emulate.mutationOptions({
      onSuccess: async () => {
        notifySuccess(t("notificationsArea.testSent"));
        await refresh();
      },
    }),
  );
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t("notificationsArea.title")}
        actions={
          <>
            <Button
              variant="outline"
              size="sm"
              onClick={() => emulate.mutate({})}
              disabled={emulate.isPending}
            >
              <SendIcon aria-hidden="true" />
              {t("notificationsArea.sendTest")}
            </Button>
            <Button variant="outline" size="sm" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
              {t("notificationsArea.markAllRead")}
            </Button>
          </>
        }
      />
      <fieldset className="flex gap-2" aria-label={t("notificationsArea.filter")}>
        {[false, true].map((only) => (
          <Button
            key={String(only)}
            size="sm"
            variant={unreadOnly === only ? "default" : "outline"}
            aria-pressed={unreadOnly === only}
            onClick={() => {
              setUnreadOnly(only);
              setPage(1);
            }}
          >
            {only ? t("notificationsArea.unreadOnly") : t("notificationsArea.all")}
          </Button>
        ))}
      </fieldset>
      <Card>
        <CardContent className="divide-y p-0">
          {list.isSuccess && rows.length === 0 && (
            <p className="p-6 text-sm text-muted-foreground">{t("notificationsArea.emptyCentre")}</p>
          )}
          {rows.map((n) => (
            <div key={n.id} className="flex items-start gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className={n.read_at ? "text-sm" : "text-sm font-semibold"}>
                  {n.link ? <Link href={n.link}>{n.title}</Link> : n.title}
                </p>
                <p className="text-sm text-muted-foreground">{n.body}</p>
                <p className="text-xs text-muted-foreground tabular-nums">{timeOf(n)}</p>
              </div>
              {n.alarm_id ? <AlarmWorkOrderButton alarmId={n.alarm_id} /> : null}
              {!n.read_at && (
                <Button variant="ghost" size="sm" onClick={() => markRead.mutate({ ids: [n.id] })}>
                  {t("notificationsArea.markRead")}
                </Button>
              )}
            </div>
          ))}
        </CardContent>
      </Card>
      {meta && meta.last_page > 1 && (
        <div className="flex items-center justify-end gap-2 text-sm">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t("notificationsArea.previous")}
          </Button>
          <span className="tabular-nums">
            {meta.current_page} / {meta.last_page}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= meta.last_page}
            onClick={() => setPage(page + 1)}
          >
            {t("notificationsArea.next")}
          </Button>
        </div>
      )}
    </div>
  );
}
