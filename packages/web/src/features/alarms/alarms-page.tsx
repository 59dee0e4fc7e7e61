import { ALARM_KIND_FILTERS, formatDate, hasPermission } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { CheckCheckIcon, XIcon } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearch } from "wouter";
import { DASHBOARD_TABS } from "@/app/tabs";
import { useAuthUser } from "@/auth/auth-context";
import { ListPage } from "@/components/list/list-page";
import type { ListFilter, ListQueryInput } from "@/components/list/list-types";
import { PageTabs } from "@/components/page/page-tabs";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { NoPlant } from "@/features/hierarchy/hierarchy-kit";
import { useTRPC } from "@/lib/trpc";
import { useSelectedPlant } from "@/state/plant-store";
import {
  AcknowledgeDialog,
  AlarmActions,
  type AlarmRow,
  placeText,
  SeverityBadge,
  useAlertText,
  valueText,
} from "./alarm-bits";
import { AlarmFocus, AlarmScopeBar, alarmScope, focusedAlarmId } from "./alarm-focus";

/** The list's filter values as alarms.list takes them; anything unknown is dropped. */
export function alarmsInput(
  plantId: number,
  { production_line_id, kind, acknowledged, status, ...input }: ListQueryInput,
) {
  const lineId = Number(production_line_id);
  return {
    ...input,
    plant_id: plantId,
    production_line_id: Number.isInteger(lineId) && lineId > 0 ? lineId : undefined,
    kind: ALARM_KIND_FILTERS.find((k) => k === kind),
    acknowledged: acknowledged === "true" ? true : acknowledged === "false" ? false : undefined,
    status: (["open", "cleared"] as const).find((v) => v === status),
  };
}

/**
 * /dashboard/alarms: the selected plant's alarms, open ones first, filtered by line, kind,
 * acknowledgement and status; acknowledge one, several (bulk) or with a re-baseline.
 */
export function AlarmsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const plant = useSelectedPlant(user);
  const alertText = useAlertText();
  const canAcknowledge = hasPermission(user, "edit_dashboard");
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const search = useSearch();
  const focusId = focusedAlarmId(search);
  const scope = useMemo(() => alarmScope(search), [search]);
  const lines = useQuery({
    ...trpc.productionLines.list.queryOptions({ max: 100, plant_id: plant?.id ?? 0 }),
    enabled: plant !== null,
  });

  const toggle = useCallback(
    (id: number, on: boolean) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );

  const filters = useMemo<ListFilter[]>(
    () => [
      {
        id: "production_line_id",
        label: t("alarmsArea.productionLine"),
        options: (lines.data?.data ?? []).map((l) => ({ value: String(l.id), label: l.name })),
      },
      {
        id: "kind",
        label: t("alarmsArea.kind"),
        options: ALARM_KIND_FILTERS.map((k) => ({ value: k, label: t(`alarmsArea.kinds.${k}`) })),
      },
      {
        id: "acknowledged",
        label: t("alarmsArea.acknowledged"),
        options: [
          { value: "true", label: t("alarmsArea.yes") },
          { value: "false", label: t("alarmsArea.no") },
        ],
      },
      {
        id: "status",
        label: t("alarmsArea.status"),
        options: [
          { value: "open", label: t("alarmsArea.open") },
          { value: "cleared", label: t("alarmsArea.cleared") },
        ],
      },
    ],
    [t, lines.data],
  );

  const columns = useMemo<ColumnDef<AlarmRow>[]>(() => {
    const list: ColumnDef<AlarmRow>[] = [];
    if (canAcknowledge) {
      list.push({
        id: "select",
        enableSorting: false,
        header: ({ table }) => {
          const ids = table.getRowModel().rows.map((r) => r.original.id);
          const all = ids.length > 0 && ids.every((id) => selected.has(id));
          return (
            <Checkbox
              aria-label={t("alarmsArea.selectPage")}
              checked={all}
              onCheckedChange={(on) => {
                for (const id of ids) toggle(id, on === true);
              }}
            />
          );
        },
        cell: ({ row }) => (
          <Checkbox
            aria-label={t("alarmsArea.select", { name: alertText(row.original) })}
            checked={selected.has(row.original.id)}
            onCheckedChange={(on) => toggle(row.original.id, on === true)}
          />
        ),
      });
    }
    list.push(
      {
        id: "severity",
        header: t("alarmsArea.alert"),
        cell: ({ row }) => (
          <div className="flex min-w-44 flex-col items-start gap-1 whitespace-normal">
            <SeverityBadge severity={row.original.severity} open={row.original.is_open} />
            <span className="font-medium">{alertText(row.original)}</span>
          </div>
        ),
      },
      {
        id: "created_at",
        header: t("alarmsArea.time"),
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatDate(row.original.created_at, { withTime: true, timeZone: plant?.time_zone })}
          </span>
        ),
      },
      {
        id: "item_name",
        header: t("alarmsArea.place"),
        cell: ({ row }) => (
          <div className="min-w-48 whitespace-normal">
            {row.original.equipment_item_id ? (
              <Link
                href={`/equipments/${row.original.equipment_item_id}/details/main`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {placeText(row.original)}
              </Link>
            ) : (
              placeText(row.original)
            )}
            <span className="block text-xs text-muted-foreground">
              {row.original.sensor_name ?? row.original.controller_name ?? "—"}
            </span>
          </div>
        ),
      },
      {
        id: "value",
        header: t("alarmsArea.value"),
        meta: { align: "right" },
        cell: ({ row }) => (
          <span className="tabular-nums">
            {valueText(row.original.value, row.original.unit)}
            {row.original.threshold != null ? (
              <span className="block text-xs text-muted-foreground">
                {t("alarmsArea.threshold")} {valueText(row.original.threshold, row.original.unit)}
              </span>
            ) : null}
          </span>
        ),
      },
      {
        id: "cleared_at",
        header: t("alarmsArea.status"),
        cell: ({ row }) => (
          <div className="flex flex-col">
            {row.original.cleared_at ? (
              <span className="whitespace-nowrap tabular-nums">
                {t("alarmsArea.clearedAt", {
                  time: formatDate(row.original.cleared_at, { withTime: true, timeZone: plant?.time_zone }),
                })}
              </span>
            ) : (
              <span className="font-medium">{t("alarmsArea.open")}</span>
            )}
            <AcknowledgedText row={row.original} timeZone={plant?.time_zone} />
          </div>
        ),
      },
    );
    if (canAcknowledge) {
      list.push({
        id: "actions",
        header: () => <span className="sr-only">{t("common.actions")}</span>,
        enableSorting: false,
        meta: { align: "right" },
        cell: ({ row }) => <AlarmActions row={row.original} />,
      });
    }
    return list;
  }, [t, canAcknowledge, selected, alertText, plant?.time_zone, toggle]);

  if (!plant) {
    return (
      <div className="flex flex-col gap-4">
        <PageTabs tabs={DASHBOARD_TABS} />
        <NoPlant hasPlants={user.plants.length > 0} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <PageTabs tabs={DASHBOARD_TABS} />
      {focusId ? <AlarmFocus id={focusId} timeZone={plant.time_zone} /> : null}
      <AlarmScopeBar scope={scope} />
      <ListPage<AlarmRow>
        listId="alarms"
        title={`${t("alarmsArea.title")} · ${plant.name}`}
        columns={columns}
        filters={filters}
        getRowId={(row) => String(row.id)}
        queryOptions={(input: ListQueryInput) =>
          trpc.alarms.list.queryOptions({ ...alarmsInput(plant.id, input), ...scope })
        }
        emptyTitle={t("alarmsArea.emptyTitle")}
        emptyDescription={t("alarmsArea.emptyDescription")}
        renderCard={(row) => <AlarmCard row={row} timeZone={plant.time_zone} />}
      />
      {selected.size > 0 ? (
        <section
          className="sticky bottom-4 z-10 mx-auto flex items-center gap-3 rounded-lg border bg-card px-4 py-2 shadow-lg"
          aria-label={t("alarmsArea.acknowledgeSelected")}
        >
          <span className="text-sm" aria-live="polite">
            {t("alarmsArea.selected", { count: selected.size })}
          </span>
          <AcknowledgeDialog
            ids={[...selected]}
            onDone={() => setSelected(new Set())}
            trigger={
              <Button size="sm">
                <CheckCheckIcon aria-hidden="true" />
                {t("alarmsArea.acknowledgeSelected")}
              </Button>
            }
          />
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            <XIcon aria-hidden="true" />
            {t("alarmsArea.clearSelection")}
          </Button>
        </section>
      ) : null}
    </div>
  );
}

function AcknowledgedText({ row, timeZone }: { row: AlarmRow; timeZone: string | undefined }) {
  const { t } = useTranslation();
  if (!row.acknowledged_at)
    return <span className="text-xs text-muted-foreground">{t("alarmsArea.notAcknowledged")}</span>;
  return (
    <span
      className="whitespace-nowrap text-xs text-muted-foreground"
      title={row.acknowledge_note ?? undefined}
    >
      {t("alarmsArea.acknowledgedByLine", {
        name: row.acknowledged_by_name ?? "—",
        time: formatDate(row.acknowledged_at, { withTime: true, timeZone }),
      })}
    </span>
  );
}

function AlarmCard({ row, timeZone }: { row: AlarmRow; timeZone: string }) {
  const alertText = useAlertText();
  return (
    <Card className="h-full">
      <CardContent className="flex flex-col gap-2 p-4">
        <div className="flex items-center justify-between gap-2">
          <SeverityBadge severity={row.severity} open={row.is_open} />
          <span className="text-xs text-muted-foreground tabular-nums">
            {formatDate(row.created_at, { withTime: true, timeZone })}
          </span>
        </div>
        <p className="font-medium">{alertText(row)}</p>
        <p className="truncate text-sm text-muted-foreground">{placeText(row)}</p>
        <p className="text-sm tabular-nums">{valueText(row.value, row.unit)}</p>
      </CardContent>
    </Card>
  );
}
