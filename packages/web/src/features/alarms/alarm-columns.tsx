/** The alarms list's columns and filters. */
import { ALARM_KIND_FILTERS } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { ListFilter } from "@/components/list/list-types";
import { Checkbox } from "@/components/ui/checkbox";
import { useTRPC } from "@/lib/trpc";
import { AlarmActions } from "./alarm-actions";
import { AcknowledgedText } from "./alarm-card";
import { type AlarmRow, alarmTime, placeText, useAlertText, valueText } from "./alarm-text";
import { SeverityBadge } from "./severity-badge";

/** Filters by line (the plant's), kind, acknowledgement and status. */
export function useAlarmFilters(plantId: number | undefined): ListFilter[] {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const lines = useQuery({
    ...trpc.productionLines.list.queryOptions({ max: 100, plant_id: plantId ?? 0 }),
    enabled: plantId !== undefined,
  });
  return useMemo<ListFilter[]>(
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
}

/**
 * Severity and alert, time, place, value against its threshold, status with the acknowledgement,
 * and for those who may acknowledge a selection column and the row's actions.
 */
export function useAlarmColumns({
  canAcknowledge,
  selected,
  toggle,
  timeZone,
}: {
  canAcknowledge: boolean;
  selected: ReadonlySet<number>;
  toggle: (id: number, on: boolean) => void;
  timeZone: string | undefined;
}): ColumnDef<AlarmRow>[] {
  const { t } = useTranslation();
  const alertText = useAlertText();
  return useMemo<ColumnDef<AlarmRow>[]>(() => {
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
            {alarmTime(row.original.created_at, timeZone)}
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
                  time: alarmTime(row.original.cleared_at, timeZone),
                })}
              </span>
            ) : (
              <span className="font-medium">{t("alarmsArea.open")}</span>
            )}
            <AcknowledgedText row={row.original} timeZone={timeZone} />
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
  }, [t, canAcknowledge, selected, alertText, timeZone, toggle]);
}
