import { hasPermission } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { XIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useTRPC } from "@/lib/trpc";
import { AlarmActions } from "./alarm-actions";
import { alarmTime, placeText, useAlertText, valueText } from "./alarm-text";
import { SeverityBadge } from "./severity-badge";

/** The alarms list narrowed to one item (`?item=`) or one machine (`?machine=`), from the panels. */
export interface AlarmScope {
  equipment_item_id?: number;
  machine_id?: number;
}

/** The id under `name` in a search string, when it is a valid id (a positive integer). */
function idParam(search: string, name: string): number | null {
  const id = Number(new URLSearchParams(search).get(name));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function alarmScope(search: string): AlarmScope {
  const item = idParam(search, "item");
  if (item) return { equipment_item_id: item };
  const machine = idParam(search, "machine");
  return machine ? { machine_id: machine } : {};
}

/** The alarms list's address for a scope: what a panel's "All alarms" opens. */
export function alarmsHref(scope: AlarmScope): string {
  if (scope.equipment_item_id) return `/dashboard/alarms?item=${scope.equipment_item_id}`;
  if (scope.machine_id) return `/dashboard/alarms?machine=${scope.machine_id}`;
  return "/dashboard/alarms";
}

/** Says which item or machine the list is narrowed to, with the way back to every alarm. */
export function AlarmScopeBar({ scope }: { scope: AlarmScope }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const item = useQuery({
    ...trpc.equipments.get.queryOptions({ id: scope.equipment_item_id ?? 0 }),
    enabled: scope.equipment_item_id !== undefined,
  });
  const machine = useQuery({
    ...trpc.machines.get.queryOptions({ id: scope.machine_id ?? 0 }),
    enabled: scope.machine_id !== undefined,
  });
  if (!scope.equipment_item_id && !scope.machine_id) return null;
  const name = (scope.equipment_item_id ? item.data?.name : machine.data?.name) ?? "…";
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-md border bg-card px-4 py-2 text-sm"
      data-testid="alarm-scope"
    >
      <span>
        {scope.equipment_item_id
          ? t("alarmsArea.scopeItem", { name })
          : t("alarmsArea.scopeMachine", { name })}
      </span>
      <Button asChild size="sm" variant="ghost">
        <Link href="/dashboard/alarms">
          <XIcon aria-hidden="true" />
          {t("alarmsArea.showEvery")}
        </Link>
      </Button>
    </div>
  );
}

/** The id of `?id=` in a search string, when it is a valid alarm id. */
export function focusedAlarmId(search: string): number | null {
  return idParam(search, "id");
}

/**
 * One alarm opened from a notification (`/dashboard/alarms?id=…`): what, where, when, the value
 * against its threshold, who acknowledged it and whether it has cleared, with the actions. It may
 * belong to another plant than the one selected, so it is read by id, not from the list.
 */
export function AlarmFocus({ id, timeZone }: { id: number; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const alertText = useAlertText();
  const query = useQuery({ ...trpc.alarms.get.queryOptions({ id }), meta: { handlesErrors: true } });
  const row = query.data;
  const time = (at: string | Date) => alarmTime(at, timeZone);

  return (
    <Card data-testid="alarm-focus" aria-live="polite">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="text-base">{t("alarmsArea.focusTitle", { id })}</CardTitle>
        <Button asChild size="icon" variant="ghost" className="size-8">
          <Link href="/dashboard/alarms" aria-label={t("alarmsArea.focusClose")}>
            <XIcon aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="text-sm">
        {query.isError ? (
          <p className="text-destructive">{t("alarmsArea.focusMissing")}</p>
        ) : !row ? (
          <Skeleton className="h-16 w-full" />
        ) : (
          <div className="flex flex-wrap items-start gap-x-8 gap-y-3">
            <div className="flex min-w-64 flex-1 flex-col gap-1">
              <div className="flex items-center gap-2">
                <SeverityBadge severity={row.severity} open={row.is_open} />
                <span className="font-medium">{alertText(row)}</span>
              </div>
              <span className="text-muted-foreground">{placeText(row)}</span>
              <span>{row.sensor_name ?? row.controller_name ?? ""}</span>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-muted-foreground">{t("alarmsArea.time")}</dt>
              <dd className="tabular-nums">{time(row.created_at)}</dd>
              <dt className="text-muted-foreground">{t("alarmsArea.value")}</dt>
              <dd className="tabular-nums">
                {valueText(row.value, row.unit)}
                {row.threshold != null
                  ? ` (${t("alarmsArea.threshold")} ${valueText(row.threshold, row.unit)})`
                  : ""}
              </dd>
              <dt className="text-muted-foreground">{t("alarmsArea.acknowledged")}</dt>
              <dd>
                {row.acknowledged_at
                  ? t("alarmsArea.acknowledgedBy", {
                      name: row.acknowledged_by_name ?? "—",
                      time: time(row.acknowledged_at),
                    })
                  : t("alarmsArea.notAcknowledged")}
              </dd>
              <dt className="text-muted-foreground">{t("alarmsArea.cleared")}</dt>
              <dd className="tabular-nums">{row.cleared_at ? time(row.cleared_at) : t("alarmsArea.open")}</dd>
            </dl>
            {hasPermission(user, "edit_dashboard") ? <AlarmActions row={row} /> : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
