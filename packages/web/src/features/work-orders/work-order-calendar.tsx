/** The work orders as a month grid (a week on phones), each on its scheduled start day in the plant's zone. */
import { formatDate } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { RecordState } from "@/components/record/record-state";
import { Button } from "@/components/ui/button";
import { useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { addDays, monthGrid, shiftMonth, weekDays } from "./calendar-days";
import { dayBoundary } from "./list-scope";
import { usePhone } from "./use-phone";
import { workOrderHref } from "./work-order-columns";
import type { WorkOrderRow } from "./work-order-types";

const SHOWN_PER_DAY = 3;

export function WorkOrderCalendar({ plantId, timeZone }: { plantId: number; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const phone = usePhone();
  const today = formatDate(new Date(), { timeZone });
  const [anchor, setAnchor] = useState(today);
  const days = useMemo(() => (phone ? weekDays(anchor) : monthGrid(anchor)), [phone, anchor]);
  const first = days[0] ?? anchor;
  const last = days[days.length - 1] ?? anchor;
  const query = useQuery(
    trpc.maintenance.workOrders.calendar.queryOptions({
      plant_id: plantId,
      from: dayBoundary(first, timeZone, false),
      to: dayBoundary(last, timeZone, true),
    }),
  );
  const byDay = useMemo(() => {
    const map = new Map<string, WorkOrderRow[]>();
    for (const row of query.data ?? []) {
      const day = formatDate(row.scheduled_start, { timeZone });
      map.set(day, [...(map.get(day) ?? []), row]);
    }
    return map;
  }, [query.data, timeZone]);
  const weekdays = t("workOrders.weekdays").split(",");
  const heading = phone
    ? `${first} – ${last}`
    : new Date(`${anchor.slice(0, 7)}-15T12:00:00Z`).toLocaleDateString(i18n.language, {
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });
  const step = (n: number) => setAnchor(phone ? addDays(anchor, 7 * n) : shiftMonth(anchor, n));

  return (
    <section className="flex flex-col gap-2" data-testid="work-order-calendar" aria-label={heading}>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={t("workOrders.calendarPrev")}
          onClick={() => step(-1)}
        >
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        <Button variant="outline" size="sm" onClick={() => setAnchor(today)}>
          {t("workOrders.calendarToday")}
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={t("workOrders.calendarNext")}
          onClick={() => step(1)}
        >
          <ChevronRightIcon aria-hidden="true" />
        </Button>
        <h2 className="ml-2 text-base font-semibold capitalize">{heading}</h2>
      </div>
      {query.isError ? (
        <RecordState error={query.error} onRetry={() => void query.refetch()} />
      ) : phone ? (
        <ol className="flex flex-col gap-2">
          {days.map((day, i) => {
            const rows = byDay.get(day) ?? [];
            return (
              <li
                key={day}
                className={cn("rounded-lg border bg-card p-3", day === today && "border-primary")}
              >
                <p className="text-sm font-medium">
                  {weekdays[i]} {day}
                </p>
                {rows.length === 0 ? (
                  <p className="text-xs text-muted-foreground">{t("workOrders.noneThisDay")}</p>
                ) : (
                  <ul className="mt-1 flex flex-col gap-1">
                    {rows.map((row) => (
                      <li key={row.id}>
                        <CalendarEntry row={row} timeZone={timeZone} big />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      ) : (
        <div className="overflow-hidden rounded-lg border bg-card">
          <div className="grid grid-cols-7 border-b bg-muted/40 text-xs font-medium text-muted-foreground">
            {weekdays.map((d) => (
              <div key={d} className="px-2 py-1.5">
                {d}
              </div>
            ))}
          </div>
          <div className="grid grid-cols-7">
            {days.map((day) => {
              const rows = byDay.get(day) ?? [];
              const outside = day.slice(0, 7) !== anchor.slice(0, 7);
              return (
                <div
                  key={day}
                  data-testid={`calendar-day-${day}`}
                  className={cn(
                    "min-h-24 border-r border-b p-1 [&:nth-child(7n)]:border-r-0",
                    outside && "bg-muted/30",
                  )}
                >
                  <p
                    className={cn(
                      "mb-1 text-right text-xs tabular-nums",
                      outside ? "text-muted-foreground" : "font-medium",
                      day === today && "text-primary",
                    )}
                  >
                    {Number(day.slice(8))}
                  </p>
                  <ul className="flex flex-col gap-0.5">
                    {rows.slice(0, SHOWN_PER_DAY).map((row) => (
                      <li key={row.id}>
                        <CalendarEntry row={row} timeZone={timeZone} />
                      </li>
                    ))}
                  </ul>
                  {rows.length > SHOWN_PER_DAY ? (
                    <p className="px-1 text-xs text-muted-foreground">
                      {t("workOrders.more", { count: rows.length - SHOWN_PER_DAY })}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </div>
        </div>
      )}
    </section>
  );
}

function CalendarEntry({
  row,
  timeZone,
  big = false,
}: {
  row: WorkOrderRow;
  timeZone: string;
  big?: boolean;
}) {
  const { t } = useTranslation();
  const time = formatDate(row.scheduled_start, { withTime: true, timeZone }).slice(11, 16);
  return (
    <Link
      href={workOrderHref(row.id)}
      title={`${row.title} · ${t(`workOrders.statuses.${row.status}`)}${row.overdue ? ` · ${t("workOrders.overdue")}` : ""}`}
      className={cn(
        "block truncate rounded border-l-4 bg-secondary px-1.5 text-xs outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring",
        big ? "py-2 text-sm" : "py-0.5",
        row.overdue ? "border-status-alarm" : "border-primary/60",
      )}
      style={row.category_color && !row.overdue ? { borderLeftColor: row.category_color } : undefined}
    >
      <span className="tabular-nums text-muted-foreground">{time}</span> {row.title}
    </Link>
  );
}
