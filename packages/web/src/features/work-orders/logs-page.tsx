/** /maintenance/logs: completed and closed work orders — what was done, by whom, when, on which item. */
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { MAINTENANCE_TABS } from "@/app/tabs";
import { useAuthUser } from "@/auth/auth-context";
import type { ListQueryInput } from "@/components/list/list-types";
import { PageHeader } from "@/components/page/page-header";
import { PageTabs } from "@/components/page/page-tabs";
import { Card, CardContent } from "@/components/ui/card";
import { NoPlant } from "@/features/hierarchy/dashboard-frame";
import { useTRPC } from "@/lib/trpc";
import { useSelectedPlant } from "@/state/plant-store";
import { ExportButton } from "./export-button";
import { filterInput, scopeInput, useListScope } from "./list-scope";
import { DateWindow } from "./scope-bar";
import { ScopedList } from "./scoped-list";
import { useWorkOrderFilters, workOrderHref } from "./work-order-columns";
import { dateTimeText, placeText, StatusBadge } from "./work-order-text";
import type { WorkOrderRow } from "./work-order-types";

const LIST_ID = "maintenance-logs";

/** Who completed the order (not who it was assigned to). */
function completedBy(row: WorkOrderRow): string {
  return row.completed_by_name ?? "—";
}

export function LogsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const plant = useSelectedPlant(user);
  const [scope, updateScope] = useListScope(LIST_ID);
  const [listInput, setListInput] = useState<ListQueryInput>({ page: 1, max: 20 });
  const timeZone = plant?.time_zone ?? "UTC";
  const filters = useWorkOrderFilters(plant?.id ?? 0, user.plants);
  const columns = useMemo<ColumnDef<WorkOrderRow>[]>(
    () => [
      {
        id: "completed_at",
        header: t("workOrders.logs.when"),
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {dateTimeText(row.original.completed_at, timeZone)}
          </span>
        ),
      },
      {
        id: "title",
        header: t("workOrders.logs.done"),
        cell: ({ row }) => (
          <div className="flex min-w-36 flex-col whitespace-normal">
            <Link href={workOrderHref(row.original.id)} className="font-medium text-primary hover:underline">
              #{row.original.id} · {row.original.title}
            </Link>
            <span className="text-xs text-muted-foreground">
              {t(`workOrders.types.${row.original.maintenance_type}`)}
            </span>
          </div>
        ),
      },
      {
        id: "equipment_item_name",
        header: t("workOrders.place"),
        cell: ({ row }) => <div className="min-w-36 whitespace-normal">{placeText(row.original)}</div>,
      },
      {
        id: "completed_by_name",
        header: t("workOrders.logs.by"),
        enableSorting: false,
        cell: ({ row }) => <div className="min-w-20 whitespace-normal">{completedBy(row.original)}</div>,
      },
      {
        id: "status",
        header: t("workOrders.status"),
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
    ],
    [t, timeZone],
  );
  if (!plant) {
    return (
      <div className="flex flex-col gap-4">
        <PageTabs tabs={MAINTENANCE_TABS} />
        <NoPlant hasPlants={user.plants.length > 0} />
      </div>
    );
  }
  const {
    status: _status,
    overdue: _overdue,
    ...windowInput
  } = scopeInput({ ...scope, tab: "all" }, timeZone);
  const callInput = (input: ListQueryInput) => ({
    plant_id: plant.id,
    ...filterInput(input),
    ...windowInput,
  });
  return (
    <div className="flex flex-col gap-4">
      <PageTabs tabs={MAINTENANCE_TABS} />
      <PageHeader title={`${t("workOrders.logs.title")} · ${plant.name}`} />
      <DateWindow scope={scope} onChange={updateScope} />
      <ScopedList<WorkOrderRow>
        listId={LIST_ID}
        columns={columns}
        filters={filters}
        queryOptions={(input) => trpc.maintenance.workOrders.logs.queryOptions(callInput(input))}
        onInput={setListInput}
        renderCard={(row) => (
          <Card>
            <CardContent className="flex flex-col gap-1 p-4">
              <Link href={workOrderHref(row.id)} className="font-medium text-primary hover:underline">
                #{row.id} · {row.title}
              </Link>
              <p className="text-sm text-muted-foreground">{placeText(row)}</p>
              <p className="text-sm tabular-nums">
                {dateTimeText(row.completed_at, timeZone)} · {completedBy(row)}
              </p>
            </CardContent>
          </Card>
        )}
        emptyTitle={t("workOrders.logs.emptyTitle")}
        emptyDescription={t("workOrders.logs.emptyDescription")}
        tools={<ExportButton input={{ ...callInput(listInput), view: "logs" }} />}
      />
    </div>
  );
}
