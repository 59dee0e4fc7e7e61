/** The alarms list's columns and filters. */
import { ALARM_KIND_FILTERS, axisLabel } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useMediaQuery } from "@/components/layout/use-narrow";
import type { ListFilter } from "@/components/list/list-types";
import { Checkbox } from "@/components/ui/checkbox";
import { useTRPC } from "@/lib/trpc";
import { AlarmActions } from "./alarm-actions";
import { AlarmPlace, AlarmStatus, AlarmValue, StackedTime } from "./alarm-cells";
import { type AlarmRow, useAlertText, useAlertTypeLabel } from "./alarm-text";
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

/** From Tailwind's `xl` (1280 px): room for the parameter in a column of its own. */
const WIDE_QUERY = "(min-width: 1280px)";

/** "Velocity RMS X", or "—" for alarms about no parameter (battery, signal, offline). */
function useParameterText() {
  const { t } = useTranslation();
  return (row: Pick<AlarmRow, "parameter_key" | "axis">) => {
    if (!row.parameter_key) return "—";
    const name = t(`signals.parameters.${row.parameter_key}`, { defaultValue: row.parameter_key });
    const axis = axisLabel(row.axis);
    return axis ? `${name} ${axis}` : name;
  };
}

/**
 * Severity and alert, time, place, value against its threshold, status with the acknowledgement,
 * and for those who may acknowledge a selection column and the row's actions (icon buttons). Every
 * column but those two sorts on the server: a column's id is its sort key (ALARM_SORT_COLUMNS) and
 * its accessor is what makes the table offer the header's sort button. The parameter has a column
 * of its own on wide screens; narrower, the alert names it, and cells wrap so Value, Status and the
 * actions stay in view beside the sidebar at 1024 px, in English and Spanish alike.
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
  const alertKind = useAlertTypeLabel();
  const parameterText = useParameterText();
  const wide = useMediaQuery(WIDE_QUERY);
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
    list.push({
      id: "severity",
      accessorFn: (row) => row.severity,
      header: t("alarmsArea.alert"),
      cell: ({ row }) => (
        <div className="flex max-w-56 flex-col items-start gap-1 whitespace-normal">
          <SeverityBadge severity={row.original.severity} open={row.original.is_open} />
          <span className="font-medium leading-snug">
            {wide ? alertKind(row.original.alert_type) : alertText(row.original)}
          </span>
        </div>
      ),
    });
    if (wide) {
      list.push({
        id: "parameter_type",
        accessorFn: (row) => row.parameter_type,
        header: t("alarmsArea.parameter"),
        cell: ({ row }) => <span className="whitespace-normal">{parameterText(row.original)}</span>,
      });
    }
    list.push(
      {
        id: "created_at",
        accessorFn: (row) => row.created_at,
        header: t("alarmsArea.time"),
        cell: ({ row }) => <StackedTime at={row.original.created_at} timeZone={timeZone} />,
      },
      {
        id: "item_name",
        accessorFn: (row) => row.item_name,
        header: t("alarmsArea.place"),
        cell: ({ row }) => <AlarmPlace row={row.original} />,
      },
      {
        id: "value",
        accessorFn: (row) => row.value,
        header: t("alarmsArea.value"),
        meta: { align: "right" },
        cell: ({ row }) => <AlarmValue row={row.original} />,
      },
      {
        id: "status",
        accessorFn: (row) => row.is_open,
        header: t("alarmsArea.status"),
        cell: ({ row }) => <AlarmStatus row={row.original} timeZone={timeZone} />,
      },
    );
    if (canAcknowledge) {
      list.push({
        id: "actions",
        header: () => <span className="sr-only">{t("common.actions")}</span>,
        enableSorting: false,
        meta: { align: "right" },
        cell: ({ row }) => <AlarmActions row={row.original} compact />,
      });
    }
    return list;
  }, [t, canAcknowledge, selected, alertText, alertKind, parameterText, timeZone, toggle, wide]);
}
