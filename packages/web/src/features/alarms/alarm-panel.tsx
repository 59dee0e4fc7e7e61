import { hasPermission } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useTRPC } from "@/lib/trpc";
import { useSelectedPlant } from "@/state/plant-store";
import { AlarmActions } from "./alarm-actions";
import { alarmsHref } from "./alarm-focus";
import { type AlarmRow, alarmTime, useAlertText, valueText } from "./alarm-text";
import { IncidentCard } from "./incident-list";
import { SeverityBadge } from "./severity-badge";

/** How many alarms a panel shows: every open one first, then the newest cleared ones. */
export const PANEL_MAX = 10;

/**
 * The alarms of one equipment item or one machine, for their details pages: open alarms first
 * (they need attention), then the most recent cleared ones, with the acknowledge actions.
 */
export function AlarmPanel({ equipmentItemId, machineId }: { equipmentItemId?: number; machineId?: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const alertText = useAlertText();
  const plant = useSelectedPlant(user);
  const canAcknowledge = hasPermission(user, "edit_dashboard");
  // The list's default order is open first, then newest first: exactly the panel's order.
  const query = useQuery({
    ...trpc.alarms.list.queryOptions({
      max: PANEL_MAX,
      equipment_item_id: equipmentItemId,
      machine_id: machineId,
    }),
    // The panel says so itself; the rest of the details page stays usable.
    meta: { handlesErrors: true },
  });
  const rows = query.data?.data ?? [];
  const open = rows.filter((r) => r.is_open);
  // How many are open in all, asked only when every row shown is open (open ones come first, so
  // any fewer means the panel already holds all of them).
  const openTotal = useQuery({
    ...trpc.alarms.list.queryOptions({
      max: 1,
      status: "open",
      equipment_item_id: equipmentItemId,
      machine_id: machineId,
    }),
    enabled: open.length >= PANEL_MAX,
    meta: { handlesErrors: true },
  });
  const openCount = openTotal.data?.meta.total ?? open.length;
  // The open incidents here: each fault once, acknowledged at once, with its work order.
  const incidents = useQuery({
    ...trpc.alarms.listIncidents.queryOptions({
      max: 5,
      status: "open",
      equipment_item_id: equipmentItemId,
      machine_id: machineId,
    }),
    meta: { handlesErrors: true },
  });
  const openIncidents = incidents.data?.data ?? [];
  const href = alarmsHref({ equipment_item_id: equipmentItemId, machine_id: machineId });
  const cleared = rows.filter((r) => !r.is_open);

  // On an item's page every alarm is the item's: the item's name would only repeat the title.
  const details = (row: AlarmRow) =>
    [
      machineId ? (row.item_name ?? row.sensor_name) : row.sensor_name,
      valueText(row.value, row.unit),
      alarmTime(row.created_at, plant?.time_zone),
    ]
      .filter(Boolean)
      .join(" · ");

  /** A titled part of the panel (open, recently cleared), absent when it has no alarms. */
  const section = (label: string, items: AlarmRow[], more: ReactNode = null) =>
    items.length > 0 ? (
      <section aria-label={label}>
        <h3 className="text-xs font-medium uppercase text-muted-foreground">{label}</h3>
        <ul className="flex flex-col divide-y">
          {items.map((row) => (
            <li key={row.id} className="flex flex-col gap-1 py-2" data-testid="panel-alarm">
              <div className="flex items-start gap-2">
                <SeverityBadge severity={row.severity} open={row.is_open} />
                <span className="min-w-0 font-medium leading-snug">{alertText(row)}</span>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-xs text-muted-foreground">{details(row)}</span>
                {canAcknowledge ? <AlarmActions row={row} /> : null}
              </div>
            </li>
          ))}
        </ul>
        {more}
      </section>
    ) : null;

  return (
    <Card data-testid="alarm-panel">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="text-base">
          {t("alarmsArea.panelTitle")}
          {openCount > 0 ? <span className="ml-2 text-sm text-status-alarm">({openCount})</span> : null}
        </CardTitle>
        <Button asChild size="sm" variant="ghost">
          <Link href={href}>{t("alarmsArea.viewAll")}</Link>
        </Button>
      </CardHeader>
      <CardContent className="text-sm">
        {query.isError ? (
          <p className="text-destructive">{t("alarmsArea.loadError")}</p>
        ) : query.isPending ? (
          <div className="flex flex-col gap-2">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        ) : rows.length === 0 ? (
          <p className="text-muted-foreground">{t("alarmsArea.panelEmpty")}</p>
        ) : (
          <div className="flex flex-col gap-3">
            {openIncidents.length > 0 ? (
              <section aria-label={t("alarmsArea.incidentsTitle")}>
                <h3 className="text-xs font-medium uppercase text-muted-foreground">
                  {t("alarmsArea.incidentsTitle")}
                </h3>
                <ul className="flex flex-col gap-2 pt-1">
                  {openIncidents.map((row) => (
                    <IncidentCard key={row.id} row={row} timeZone={plant?.time_zone} />
                  ))}
                </ul>
              </section>
            ) : null}
            {section(
              t("alarmsArea.panelOpen"),
              open,
              openCount > open.length ? (
                <p className="pt-1 text-xs text-muted-foreground">
                  <Link href={href} className="text-primary underline-offset-4 hover:underline">
                    {t("alarmsArea.panelMore", { shown: open.length, total: openCount })}
                  </Link>
                </p>
              ) : null,
            )}
            {section(t("alarmsArea.panelRecent"), cleared)}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
