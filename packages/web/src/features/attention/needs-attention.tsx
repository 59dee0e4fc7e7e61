import { useQuery } from "@tanstack/react-query";
import { CheckIcon, CircleCheckIcon, CircleDotIcon, CircleHelpIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { LoadError } from "@/components/record/load-error";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useHierarchyHealth } from "@/features/alarms/node-health";
import { SeverityBadge } from "@/features/alarms/severity-badge";
import { useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { type AttentionRow, useAttentionText } from "./attention-text";

/** How many items show before "Show n more": the worst ones, enough for a glance. */
export const ATTENTION_SHOWN = 8;

/**
 * The first thing on a plant's dashboard: its items in alarm or warning, worst first (alarms.attention),
 * each with its machine and line, the parameter that is out, its latest value against the zone it
 * broke, since when, and whether someone acknowledged it; each opens the item. When nothing is out
 * it says so, and when nothing in the plant reports readings it says that instead.
 */
export function NeedsAttention({ plant }: { plant: { id: number; name: string; time_zone: string } }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const query = useQuery(trpc.alarms.attention.queryOptions({ plant_id: plant.id }));
  const healthOf = useHierarchyHealth(plant.id);
  const [expanded, setExpanded] = useState(false);
  const rows = query.data ?? [];
  const alarms = rows.filter((r) => r.severity === 2).length;
  const shown = expanded ? rows : rows.slice(0, ATTENTION_SHOWN);
  const hidden = rows.length - shown.length;
  return (
    <section
      aria-labelledby="needs-attention-title"
      className="flex flex-col overflow-hidden rounded-lg border bg-card"
      data-testid="needs-attention"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b px-4 py-3">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h2 id="needs-attention-title" className="text-base font-semibold">
            {t("hierarchy.attention.title")}
          </h2>
          {rows.length > 0 ? (
            <span className="text-sm text-muted-foreground tabular-nums" data-testid="attention-summary">
              {t("hierarchy.attention.summary", { alarms, warnings: rows.length - alarms })}
            </span>
          ) : null}
        </div>
        <Link
          href="/dashboard/alarms"
          className="text-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t("hierarchy.attention.allAlarms")}
        </Link>
      </div>
      {query.isError ? (
        <div className="p-4">
          <LoadError message={t("hierarchy.attention.loadError")} onRetry={() => void query.refetch()} />
        </div>
      ) : query.isPending ? (
        <div className="flex flex-col gap-2 p-4" aria-busy="true">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : rows.length === 0 ? (
        <AllClear noData={healthOf("plants", plant.id) === "no_data"} />
      ) : (
        <>
          <ul className="flex flex-col divide-y">
            {shown.map((row) => (
              <AttentionItem key={row.equipment_item_id} row={row} timeZone={plant.time_zone} />
            ))}
          </ul>
          {rows.length > ATTENTION_SHOWN ? (
            <div className="border-t px-4 py-2">
              <Button variant="ghost" size="sm" onClick={() => setExpanded((v) => !v)}>
                {hidden > 0
                  ? t("hierarchy.attention.showMore", { count: hidden })
                  : t("hierarchy.attention.showFewer")}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

function AllClear({ noData }: { noData: boolean }) {
  const { t } = useTranslation();
  const Icon = noData ? CircleHelpIcon : CircleCheckIcon;
  return (
    <p className="flex items-start gap-2 px-4 py-4 text-sm" data-testid="attention-empty">
      <Icon
        className={cn("mt-0.5 size-4 shrink-0", noData ? "text-status-offline" : "text-status-normal")}
        aria-hidden="true"
      />
      {t(noData ? "hierarchy.attention.nothingMonitored" : "hierarchy.attention.nothing")}
    </p>
  );
}

/** One item: severity, name and place, what is out and by how much, since when, acknowledged or not. */
function AttentionItem({ row, timeZone }: { row: AttentionRow; timeZone: string }) {
  const { t } = useTranslation();
  const text = useAttentionText();
  const place = [row.machine_name, row.production_line_name].filter(Boolean).join(" · ");
  const zone = text.zone(row);
  const more = row.open_count - 1;
  return (
    <li data-testid="attention-item">
      <Link
        href={`/equipments/${row.equipment_item_id}/details/main`}
        className={cn(
          "grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-1 border-l-4 px-4 py-3 outline-none transition-colors hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
          "md:grid-cols-[6.5rem_minmax(0,1.1fr)_minmax(0,1.3fr)_minmax(8rem,auto)] md:items-center",
          row.severity === 2 ? "border-l-status-alarm" : "border-l-status-warning",
        )}
      >
        <span className="pt-0.5 md:pt-0">
          <SeverityBadge severity={row.severity} />
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-medium" data-testid="attention-item-name">
            {row.item_name}
          </span>
          {place ? <span className="text-xs text-muted-foreground">{place}</span> : null}
        </span>
        <span className="col-span-2 flex min-w-0 flex-wrap items-baseline gap-x-1.5 text-sm md:col-span-1">
          <span className="text-muted-foreground">{text.measure(row)}</span>
          {/* The value and its zone stay together when the line wraps. */}
          <span className="whitespace-nowrap">
            <span className="font-semibold tabular-nums" data-testid="attention-value">
              {text.value(row)}
            </span>
            {zone ? <span className="text-muted-foreground tabular-nums"> · {zone}</span> : null}
          </span>
          {more > 0 ? (
            <span className="text-xs text-muted-foreground">
              ({t("hierarchy.attention.moreAlarms", { count: more })})
            </span>
          ) : null}
        </span>
        <span className="col-span-2 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs md:col-span-1 md:flex-col md:items-end">
          <time
            dateTime={new Date(row.since).toISOString()}
            title={t("hierarchy.attention.sinceTitle", { time: text.at(row.since, timeZone) })}
            className="text-muted-foreground"
          >
            {text.since(row.since)}
          </time>
          <AcknowledgedState row={row} />
        </span>
      </Link>
    </li>
  );
}

function AcknowledgedState({ row }: { row: AttentionRow }) {
  const { t } = useTranslation();
  if (row.acknowledged) {
    return (
      <span className="inline-flex items-center gap-1 text-muted-foreground" data-testid="attention-ack">
        <CheckIcon className="size-3.5" aria-hidden="true" />
        {t("hierarchy.attention.acknowledged")}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 font-medium" data-testid="attention-ack">
      <CircleDotIcon className="size-3.5" aria-hidden="true" />
      {row.unacknowledged_count < row.open_count
        ? t("hierarchy.attention.partlyAcknowledged", { count: row.unacknowledged_count })
        : t("hierarchy.attention.notAcknowledged")}
    </span>
  );
}
