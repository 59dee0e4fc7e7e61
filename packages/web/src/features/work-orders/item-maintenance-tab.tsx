/**
 * /equipments/:id/details/maintenance: the item's open work orders, its pending requests and its
 * repair history, with "New work order" and "Request maintenance".
 */
import type { RouterOutputs } from "@plantwise/api/router";
import { hasPermission, MaintenanceRequestState, WorkOrderStatus } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { NewRecordButton } from "@/components/list/new-record-button";
import { TitledCard } from "@/components/ui/titled-card";
import { EquipmentFrame, useEquipment } from "@/features/equipment/equipment-frame";
import { useTRPC } from "@/lib/trpc";
import { REQUESTS_MENU_PATH } from "./pending-requests-badge";
import { PmSchedulesCard } from "./pm-schedules-card";
import { RequestMaintenanceButton } from "./request-dialogs";
import { workOrderHref } from "./work-order-columns";
import { dateTimeText, OverdueBadge, PriorityBadge, StatusBadge } from "./work-order-text";
import type { WorkOrderRow } from "./work-order-types";

function OrderList({
  rows,
  empty,
  timeZone,
  done,
}: {
  rows: WorkOrderRow[];
  empty: string;
  timeZone: string;
  done?: boolean;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center gap-2 py-2">
          <Link
            href={workOrderHref(row.id)}
            className="min-w-0 flex-1 font-medium text-primary hover:underline"
          >
            #{row.id} · {row.title}
          </Link>
          <StatusBadge status={row.status} />
          {row.overdue ? <OverdueBadge /> : null}
          <span className="text-xs tabular-nums text-muted-foreground">
            {dateTimeText(done ? row.completed_at : row.scheduled_start, timeZone)} ·{" "}
            {t(`workOrders.types.${row.maintenance_type}`)}
            {done && row.completed_by_name ? ` · ${row.completed_by_name}` : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

type RequestRow = RouterOutputs["maintenance"]["requests"]["list"]["data"][number];

/** The item's pending requests: what was asked for and is not yet a work order. */
function PendingRequests({ rows, timeZone }: { rows: RequestRow[]; timeZone: string }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <div className="mt-4 flex flex-col gap-1 border-t pt-3" data-testid="item-pending-requests">
      <h3 className="text-sm font-semibold">{t("workOrders.itemTab.requests")}</h3>
      <ul className="divide-y">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center gap-2 py-2">
            <Link
              href={REQUESTS_MENU_PATH}
              className="min-w-0 flex-1 font-medium text-primary hover:underline"
            >
              {row.title}
            </Link>
            <PriorityBadge priority={row.priority} />
            <span className="text-xs tabular-nums text-muted-foreground">
              {dateTimeText(row.requested_at, timeZone)}
              {row.requested_by_name ? ` · ${row.requested_by_name}` : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ItemMaintenanceTab() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const { id, query } = useEquipment();
  const item = query.data;
  const plantId = item?.plant_id ?? 0;
  const timeZone = user.plants.find((p) => p.id === plantId)?.time_zone ?? "UTC";
  // A status tab has no date window: every pending and every in-work order of the item, however old.
  const openOf = (status: WorkOrderStatus) => ({
    ...trpc.maintenance.workOrders.list.queryOptions({
      equipment_item_id: id,
      plant_id: plantId,
      status,
      max: 50,
    }),
    enabled: plantId > 0,
  });
  const pending = useQuery(openOf(WorkOrderStatus.PENDING));
  const inWork = useQuery(openOf(WorkOrderStatus.IN_WORK));
  const repairs = useQuery(trpc.maintenance.workOrders.repairs.queryOptions({ item_id: id, max: 50 }));
  const requests = useQuery({
    ...trpc.maintenance.requests.list.queryOptions({
      plant_id: plantId,
      equipment_item_id: id,
      state: MaintenanceRequestState.PENDING,
      max: 20,
    }),
    enabled: plantId > 0 && hasPermission(user, "view_work_order_requests"),
  });
  const openRows = [...(inWork.data?.data ?? []), ...(pending.data?.data ?? [])].sort((a, b) =>
    a.scheduled_start.localeCompare(b.scheduled_start),
  );
  return (
    <EquipmentFrame
      id={id}
      item={item}
      error={query.error}
      onRetry={() => void query.refetch()}
      actions={
        item ? (
          // Wraps on a phone rather than pushing "New work order" off the screen.
          <div className="flex flex-wrap gap-2">
            {hasPermission(user, "create_work_order_requests") ? (
              <RequestMaintenanceButton
                place={{
                  plant_id: item.plant_id,
                  production_line_id: item.production_line_id,
                  machine_id: item.machine_id,
                  asset_id: item.asset_id,
                  equipment_item_id: item.id,
                }}
              />
            ) : null}
            {hasPermission(user, "create_maintenance") ? (
              <NewRecordButton
                label={t("workOrders.create")}
                href={`/maintenance/work-orders/new?item=${item.id}`}
              />
            ) : null}
          </div>
        ) : undefined
      }
    >
      {() => (
        <div className="grid gap-4 lg:grid-cols-2">
          <TitledCard title={t("workOrders.itemTab.open")}>
            <OrderList rows={openRows} empty={t("workOrders.itemTab.openEmpty")} timeZone={timeZone} />
            <PendingRequests rows={requests.data?.data ?? []} timeZone={timeZone} />
          </TitledCard>
          <TitledCard title={t("workOrders.itemTab.repairs")}>
            <OrderList
              rows={repairs.data?.data ?? []}
              empty={t("workOrders.itemTab.repairsEmpty")}
              timeZone={timeZone}
              done
            />
          </TitledCard>
          <PmSchedulesCard item={{ id, plant_id: plantId }} />
        </div>
      )}
    </EquipmentFrame>
  );
}
