/** The work order list's columns (with the selection column), its phone card and its filters. */
import { MAINTENANCE_TYPES, WORK_ORDER_PRIORITY_NAMES } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { ListFilter } from "@/components/list/list-types";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { useLineOptions, useMachineOptions } from "@/features/hierarchy/hierarchy-options";
import { useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import {
  dateTimeText,
  durationText,
  moneyText,
  OverdueBadge,
  PriorityBadge,
  placeText,
  StatusBadge,
} from "./work-order-text";
import type { WorkOrderRow } from "./work-order-types";

export const workOrderHref = (id: number) => `/maintenance/work-orders/${id}`;

/** Filters: plant (when several), line, machine, type, category, priority, assignee, mine. */
export function useWorkOrderFilters(
  plantId: number,
  plants: readonly { id: number; name: string }[],
): ListFilter[] {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const lines = useLineOptions(plantId);
  const machines = useMachineOptions(plantId);
  const categories = useQuery(trpc.maintenance.categories.options.queryOptions({ plant_id: plantId }));
  // maintenance.workOrders.people needs only view_maintenance (users.list needs view_users).
  const people = useQuery(trpc.maintenance.workOrders.people.queryOptions({ plant_id: plantId }));
  return useMemo<ListFilter[]>(
    () => [
      ...(plants.length > 1
        ? [
            {
              id: "plant_id",
              label: t("workOrders.plant"),
              options: plants.map((p) => ({ value: String(p.id), label: p.name })),
            },
          ]
        : []),
      { id: "production_line_id", label: t("workOrders.line"), options: lines },
      { id: "machine_id", label: t("workOrders.machine"), options: machines },
      {
        id: "maintenance_type",
        label: t("workOrders.type"),
        options: MAINTENANCE_TYPES.map((m) => ({ value: m, label: t(`workOrders.types.${m}`) })),
      },
      {
        id: "category_id",
        label: t("workOrders.category"),
        options: (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
      },
      {
        id: "priority",
        label: t("workOrders.priority"),
        options: WORK_ORDER_PRIORITY_NAMES.map((_, i) => ({
          value: String(i + 1),
          label: t(`workOrders.priorities.${i + 1}`),
        })),
      },
      {
        id: "assignee_user_id",
        label: t("workOrders.assignee"),
        options: (people.data?.users ?? []).map((u) => ({ value: String(u.id), label: u.name })),
      },
      { id: "mine", label: t("workOrders.mine"), options: [{ value: "true", label: t("workOrders.mine") }] },
    ],
    [t, plants, lines, machines, categories.data, people.data],
  );
}

export interface Selection {
  selected: ReadonlyMap<number, number>;
  toggle: (row: WorkOrderRow, on: boolean) => void;
}

export function useWorkOrderColumns(
  selection: Selection | null,
  timeZone: string | undefined,
): ColumnDef<WorkOrderRow>[] {
  const { t, i18n } = useTranslation();
  return useMemo<ColumnDef<WorkOrderRow>[]>(() => {
    const list: ColumnDef<WorkOrderRow>[] = [];
    if (selection) {
      list.push({
        id: "select",
        enableSorting: false,
        header: ({ table }) => {
          const rows = table.getRowModel().rows.map((r) => r.original);
          const all = rows.length > 0 && rows.every((r) => selection.selected.has(r.id));
          return (
            <Checkbox
              aria-label={t("workOrders.selectPage")}
              checked={all}
              onCheckedChange={(on) => {
                for (const row of rows) selection.toggle(row, on === true);
              }}
            />
          );
        },
        cell: ({ row }) => (
          <Checkbox
            aria-label={t("workOrders.select", { name: row.original.title })}
            checked={selection.selected.has(row.original.id)}
            onCheckedChange={(on) => selection.toggle(row.original, on === true)}
          />
        ),
      });
    }
    list.push(
      {
        id: "id",
        header: t("workOrders.id"),
        meta: { align: "right" },
        cell: ({ row }) => <span className="tabular-nums">{row.original.id}</span>,
      },
      {
        id: "title",
        header: t("workOrders.titleField"),
        // One line per cell keeps rows 36–40 px (UI.md): long texts end in "…", whole on hover.
        cell: ({ row }) => (
          <div
            className={cn("max-w-56", row.original.overdue && "border-l-2 border-status-alarm pl-2")}
            data-overdue={row.original.overdue || undefined}
          >
            <Link
              href={workOrderHref(row.original.id)}
              title={row.original.title}
              className="block truncate font-medium text-primary underline-offset-4 hover:underline"
            >
              {row.original.title}
            </Link>
          </div>
        ),
      },
      {
        id: "place",
        header: t("workOrders.place"),
        enableSorting: false,
        cell: ({ row }) => {
          const place = placeText(row.original);
          return (
            <span className="block max-w-44 truncate text-muted-foreground" title={place}>
              {place}
            </span>
          );
        },
      },
      {
        id: "status",
        header: t("workOrders.status"),
        cell: ({ row }) => (
          <div className="flex gap-1">
            <StatusBadge status={row.original.status} />
            {row.original.overdue ? <OverdueBadge /> : null}
          </div>
        ),
      },
      {
        id: "priority",
        header: t("workOrders.priority"),
        cell: ({ row }) => <PriorityBadge priority={row.original.priority} />,
      },
      {
        id: "maintenance_type",
        header: t("workOrders.type"),
        cell: ({ row }) => {
          const type = t(`workOrders.types.${row.original.maintenance_type}`);
          const category = row.original.category_name;
          return (
            <span className="block max-w-44 truncate" title={category ? `${type} · ${category}` : type}>
              {type}
              {category ? <span className="text-muted-foreground"> · {category}</span> : null}
            </span>
          );
        },
      },
      {
        id: "scheduled_start",
        header: t("workOrders.scheduledStart"),
        // How long the work takes is on hover, and on the order's page.
        cell: ({ row }) => (
          <span
            className="tabular-nums"
            title={`${t("workOrders.totalTime")}: ${durationText(row.original.total_minutes)}`}
          >
            {dateTimeText(row.original.scheduled_start, timeZone)}
          </span>
        ),
      },
      {
        id: "assignees",
        header: t("workOrders.assignees"),
        enableSorting: false,
        cell: ({ row }) => {
          const names = row.original.assignees.map((a) => a.name).join(", ") || "—";
          return (
            <span className="block max-w-32 truncate" title={names}>
              {names}
            </span>
          );
        },
      },
      {
        id: "total_cost",
        header: t("workOrders.totalCost"),
        meta: { align: "right" },
        cell: ({ row }) => moneyText(row.original.total_cost, i18n.language),
      },
    );
    return list;
  }, [t, i18n.language, selection, timeZone]);
}

/** A row as a card on phones: big tap target, the same facts. */
export function WorkOrderCard({
  row,
  timeZone,
  selection,
}: {
  row: WorkOrderRow;
  timeZone: string | undefined;
  selection: Selection | null;
}) {
  const { t } = useTranslation();
  return (
    <Card
      data-testid="work-order-card"
      className={cn("h-full", row.overdue && "border-status-alarm/60")}
      data-overdue={row.overdue || undefined}
    >
      <CardContent className="flex gap-3 p-4">
        {selection ? (
          <Checkbox
            className="mt-1 size-5"
            aria-label={t("workOrders.select", { name: row.title })}
            checked={selection.selected.has(row.id)}
            onCheckedChange={(on) => selection.toggle(row, on === true)}
          />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Link
            href={workOrderHref(row.id)}
            className="text-base font-medium text-primary underline-offset-4 hover:underline"
          >
            #{row.id} · {row.title}
          </Link>
          <div className="flex flex-wrap gap-1">
            <StatusBadge status={row.status} />
            {row.overdue ? <OverdueBadge /> : null}
            <PriorityBadge priority={row.priority} />
          </div>
          <p className="text-sm text-muted-foreground">{placeText(row)}</p>
          <p className="text-sm tabular-nums">
            {dateTimeText(row.scheduled_start, timeZone)} · {durationText(row.total_minutes)}
          </p>
          {row.assignees.length > 0 ? (
            <p className="text-xs text-muted-foreground">{row.assignees.map((a) => a.name).join(", ")}</p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
