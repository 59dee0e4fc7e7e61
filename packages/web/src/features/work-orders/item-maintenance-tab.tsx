/** /equipments/:id/details/maintenance: the item's open work orders and repair history, "New work order", "Request maintenance". */
import { hasPermission, WorkOrderStatus } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { NewRecordButton } from "@/components/list/new-record-button";
import { TitledCard } from "@/components/ui/titled-card";
import { EquipmentFrame, useEquipment } from "@/features/equipment/equipment-frame";
import { useTRPC } from "@/lib/trpc";
import { RequestMaintenanceButton } from "./request-dialogs";
import { workOrderHref } from "./work-order-columns";
import { dateTimeText, OverdueBadge, StatusBadge } from "./work-order-text";
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
          </span>
        </li>
      ))}
    </ul>
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
  const open = useQuery({
    ...trpc.maintenance.workOrders.list.queryOptions({
      equipment_item_id: id,
      plant_id: plantId,
      max: 50,
      from: "2000-01-01T00:00:00.000Z",
    }),
    enabled: plantId > 0,
  });
  const repairs = useQuery(trpc.maintenance.workOrders.repairs.queryOptions({ item_id: id, max: 50 }));
  const openRows = (open.data?.data ?? []).filter(
    (r) => r.status === WorkOrderStatus.PENDING || r.status === WorkOrderStatus.IN_WORK,
  );
  return (
    <EquipmentFrame
      id={id}
      item={item}
      error={query.error}
      onRetry={() => void query.refetch()}
      actions={
        item ? (
          <>
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
          </>
        ) : undefined
      }
    >
      {() => (
        <div className="grid gap-4 lg:grid-cols-2">
          <TitledCard title={t("workOrders.itemTab.open")}>
            <OrderList rows={openRows} empty={t("workOrders.itemTab.openEmpty")} timeZone={timeZone} />
          </TitledCard>
          <TitledCard title={t("workOrders.itemTab.repairs")}>
            <OrderList
              rows={repairs.data?.data ?? []}
              empty={t("workOrders.itemTab.repairsEmpty")}
              timeZone={timeZone}
              done
            />
          </TitledCard>
        </div>
      )}
    </EquipmentFrame>
  );
}
