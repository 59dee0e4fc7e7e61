/**
 * /maintenance/work-orders: the plant's work orders by status tab and date window, filtered,
 * searched and sorted; selected rows move in bulk (set in work, complete, close); a calendar view;
 * export to Excel; "New work order".
 */
import { hasPermission } from "@plantwise/shared";
import { CalendarDaysIcon, TableIcon } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { MAINTENANCE_TABS } from "@/app/tabs";
import { useAuthUser } from "@/auth/auth-context";
import type { ListQueryInput } from "@/components/list/list-types";
import { NewRecordButton } from "@/components/list/new-record-button";
import { PageHeader } from "@/components/page/page-header";
import { PageTabs } from "@/components/page/page-tabs";
import { NoPlant } from "@/features/hierarchy/dashboard-frame";
import { useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { useSelectedPlant } from "@/state/plant-store";
import { BulkBar } from "./bulk-bar";
import { ExportButton } from "./export-button";
import { filterInput, scopeInput, useListScope } from "./list-scope";
import { DateWindow, StatusTabs } from "./scope-bar";
import { ScopedList } from "./scoped-list";
import { WorkOrderCalendar } from "./work-order-calendar";
import {
  type Selection,
  useWorkOrderColumns,
  useWorkOrderFilters,
  WorkOrderCard,
} from "./work-order-columns";
import type { WorkOrderRow } from "./work-order-types";

const LIST_ID = "work-orders";

export function WorkOrdersPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const plant = useSelectedPlant(user);
  const [scope, updateScope] = useListScope(LIST_ID);
  const [selected, setSelected] = useState<ReadonlyMap<number, number>>(new Map());
  const [listInput, setListInput] = useState<ListQueryInput>({ page: 1, max: 20 });
  const canEdit = hasPermission(user, "edit_maintenance");
  const toggle = useCallback(
    (row: WorkOrderRow, on: boolean) =>
      setSelected((prev) => {
        const next = new Map(prev);
        if (on) next.set(row.id, row.status);
        else next.delete(row.id);
        return next;
      }),
    [],
  );
  const selection = useMemo<Selection | null>(
    () => (canEdit ? { selected, toggle } : null),
    [canEdit, selected, toggle],
  );
  const timeZone = plant?.time_zone ?? "UTC";
  const columns = useWorkOrderColumns(selection, timeZone);
  const filters = useWorkOrderFilters(plant?.id ?? 0, user.plants);
  // Statuses change after a bulk action or elsewhere: keep the selection's statuses current.
  const onRows = useCallback(
    (rows: WorkOrderRow[]) =>
      setSelected((prev) => {
        let changed = false;
        const next = new Map(prev);
        for (const row of rows) {
          if (next.has(row.id) && next.get(row.id) !== row.status) {
            next.set(row.id, row.status);
            changed = true;
          }
        }
        return changed ? next : prev;
      }),
    [],
  );

  const create = hasPermission(user, "create_maintenance") ? (
    <NewRecordButton
      label={t("workOrders.create")}
      href="/maintenance/work-orders/new"
      data-testid="new-work-order"
    />
  ) : undefined;

  if (!plant) {
    return (
      <div className="flex flex-col gap-4">
        <PageTabs tabs={MAINTENANCE_TABS} />
        <NoPlant hasPlants={user.plants.length > 0} />
      </div>
    );
  }

  const callInput = (input: ListQueryInput) => ({
    plant_id: plant.id,
    ...filterInput(input),
    ...scopeInput(scope, timeZone),
  });

  const viewSwitch = (
    <fieldset className="inline-flex rounded-md border p-0.5">
      <legend className="sr-only">{t("workOrders.view")}</legend>
      {(
        [
          ["table", TableIcon],
          ["calendar", CalendarDaysIcon],
        ] as const
      ).map(([view, Icon]) => (
        <button
          key={view}
          type="button"
          aria-pressed={scope.view === view}
          onClick={() => updateScope({ view })}
          className={cn(
            "flex h-7 items-center gap-1.5 rounded-sm px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring",
            scope.view === view
              ? "bg-secondary text-foreground"
              : "text-muted-foreground hover:text-foreground",
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {t(`workOrders.views.${view}`)}
        </button>
      ))}
    </fieldset>
  );

  return (
    <div className="flex flex-col gap-4">
      <PageTabs tabs={MAINTENANCE_TABS} />
      <PageHeader title={`${t("workOrders.title")} · ${plant.name}`} actions={create} />
      {scope.view === "calendar" ? (
        <>
          <div className="flex justify-end">{viewSwitch}</div>
          <WorkOrderCalendar plantId={plant.id} timeZone={timeZone} />
        </>
      ) : (
        <>
          <StatusTabs
            value={scope.tab}
            onChange={(tab) => {
              updateScope({ tab });
              setSelected(new Map());
            }}
          />
          <DateWindow scope={scope} onChange={updateScope} />
          <ScopedList<WorkOrderRow>
            listId={LIST_ID}
            columns={columns}
            filters={filters}
            queryOptions={(input) => trpc.maintenance.workOrders.list.queryOptions(callInput(input))}
            onInput={setListInput}
            renderCard={(row) => <WorkOrderCard row={row} timeZone={timeZone} selection={selection} />}
            emptyTitle={t("workOrders.emptyTitle")}
            emptyDescription={t("workOrders.emptyDescription")}
            emptyAction={create}
            onRows={onRows}
            tools={
              <>
                <ExportButton input={{ ...callInput(listInput), view: "work_orders" }} />
                {viewSwitch}
              </>
            }
          />
          {selected.size > 0 ? <BulkBar selected={selected} onDone={() => setSelected(new Map())} /> : null}
        </>
      )}
    </div>
  );
}
