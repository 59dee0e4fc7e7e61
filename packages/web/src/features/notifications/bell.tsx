import { useQuery } from "@tanstack/react-query";
import { BellIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useTRPC } from "@/lib/trpc";
import { useNotificationTime } from "./notification-time";
import { useMarkRead } from "./use-mark-read";
import { useNotificationStream } from "./use-notification-stream";

/** Polling of the count when the stream is down (the stream updates it at once otherwise). */
const COUNT_POLL_MS = 60_000;

/** The top bar's bell: unread count, the latest notifications, mark read, a link to the centre. */
export function NotificationBell() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const timeOf = useNotificationTime();
  const [, navigate] = useLocation();
  useNotificationStream();
  const count = useQuery({
    ...trpc.notifications.unreadCount.queryOptions(),
    refetchInterval: COUNT_POLL_MS,
  });
  const recent = useQuery(trpc.notifications.list.queryOptions({ page: 1, max: 8, unread: false }));
  const { markRead, markAll } = useMarkRead();
  const unread = count.data?.unread ?? 0;
  const items = recent.data?.data ?? [];

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          className="relative"
          aria-label={t("notificationsArea.bellLabel", { count: unread })}
        >
          <BellIcon aria-hidden="true" />
          {unread > 0 && (
            <span className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-destructive px-1 text-center text-[10px] leading-4 font-semibold text-white tabular-nums">
              {unread > 99 ? "99+" : unread}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <DropdownMenuLabel className="flex items-center justify-between">
          <span>{t("notificationsArea.title")}</span>
          {unread > 0 && (
            <button
              type="button"
              className="text-xs font-normal text-primary hover:underline"
              onClick={(e) => {
                e.preventDefault();
                markAll.mutate();
              }}
            >
              {t("notificationsArea.markAllRead")}
            </button>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items.length === 0 ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">{t("notificationsArea.empty")}</p>
        ) : (
          items.map((n) => (
            <DropdownMenuItem
              key={n.id}
              className="flex flex-col items-start gap-0.5"
              onSelect={() => {
                if (!n.read_at) markRead.mutate({ ids: [n.id] });
                if (n.link) navigate(n.link);
              }}
            >
              <span className={n.read_at ? "text-sm" : "text-sm font-semibold"}>
                {!n.read_at && <span className="sr-only">{t("notificationsArea.unread")}: </span>}
                {n.title}
              </span>
              <span className="line-clamp-2 text-xs text-muted-foreground">{n.body}</span>
              <span className="text-[11px] text-muted-foreground tabular-nums">{timeOf(n)}</span>
            </DropdownMenuItem>
          ))
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/notifications">{t("notificationsArea.openCentre")}</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
