/** /maintenance-requests: pending requests (or converted / rejected ones), converted or rejected from their row. */

import type { RouterOutputs } from "@plantwise/api/router";
import { hasPermission, MaintenanceRequestState } from "@plantwise/shared";
import type { ColumnDef } from "@tanstack/react-table";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import type { ListFilter, ListQueryInput } from "@/components/list/list-types";
import { PageHeader } from "@/components/page/page-header";
import { Card, CardContent } from "@/components/ui/card";
import { NoPlant } from "@/features/hierarchy/dashboard-frame";
import { useTRPC } from "@/lib/trpc";
import { useSelectedPlant } from "@/state/plant-store";
import { ConvertRequestButton, RejectRequestButton } from "./request-dialogs";
import { ScopedList } from "./scoped-list";
import { workOrderHref } from "./work-order-columns";
import { dateTimeText, PriorityBadge, placeText } from "./work-order-text";

type RequestRow = RouterOutputs["maintenance"]["requests"]["list"]["data"][number];

export function RequestsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const plant = useSelectedPlant(user);
  const timeZone = plant?.time_zone ?? "UTC";
  const canDecide =
    hasPermission(user, "edit_work_order_requests") && hasPermission(user, "create_maintenance");
  const filters = useMemo<ListFilter[]>(
    () => [
      {
        id: "state",
        label: t("workOrders.requests.state"),
        options: [2, 3].map((s) => ({ value: String(s), label: t(`workOrders.requests.states.${s}`) })),
      },
    ],
    [t],
  );
  const actions = useCallback(
    (row: RequestRow) =>
      canDecide && row.request_state === MaintenanceRequestState.PENDING ? (
        <div className="flex flex-wrap justify-end gap-2">
          <ConvertRequestButton id={row.id} timeZone={timeZone} />
          <RejectRequestButton id={row.id} />
        </div>
      ) : null,
    [canDecide, timeZone],
  );
  const columns = useMemo<ColumnDef<RequestRow>[]>(
    () => [
      {
        id: "title",
        header: t("workOrders.titleField"),
        cell: ({ row }) => (
          <div className="flex min-w-48 flex-col whitespace-normal">
            {row.original.request_state === MaintenanceRequestState.CONVERTED ? (
              <Link
                href={workOrderHref(row.original.id)}
                className="font-medium text-primary hover:underline"
              >
                #{row.original.id} · {row.original.title}
              </Link>
            ) : (
              <span className="font-medium">{row.original.title}</span>
            )}
            <span className="text-xs text-muted-foreground">{placeText(row.original)}</span>
          </div>
        ),
      },
      {
        id: "priority",
        header: t("workOrders.priority"),
        cell: ({ row }) => <PriorityBadge priority={row.original.priority} />,
      },
      {
        id: "requested_at",
        header: t("workOrders.requests.requestedAt"),
        cell: ({ row }) => (
          <div className="flex flex-col whitespace-nowrap">
            <span className="tabular-nums">{dateTimeText(row.original.requested_at, timeZone)}</span>
            <span className="text-xs text-muted-foreground">{row.original.requested_by_name ?? "—"}</span>
          </div>
        ),
      },
      {
        id: "request_state",
        header: t("workOrders.requests.state"),
        enableSorting: false,
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span>{t(`workOrders.requests.states.${row.original.request_state}`)}</span>
            {row.original.reject_reason ? (
              <span className="text-xs text-muted-foreground">{row.original.reject_reason}</span>
            ) : null}
          </div>
        ),
      },
      {
        id: "actions",
        header: () => <span className="sr-only">{t("common.actions")}</span>,
        enableSorting: false,
        meta: { align: "right" },
        cell: ({ row }) => actions(row.original),
      },
    ],
    [t, timeZone, actions],
  );
  if (!plant) return <NoPlant hasPlants={user.plants.length > 0} />;
  const callInput = ({ page, max, q, orderByColumn, orderByMethod, state }: ListQueryInput) => ({
    plant_id: plant.id,
    page,
    max,
    ...(q ? { q } : {}),
    ...(orderByColumn ? { orderByColumn, orderByMethod } : {}),
    state: state === "2" || state === "3" ? Number(state) : MaintenanceRequestState.PENDING,
  });
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={`${t("workOrders.requests.title")} · ${plant.name}`} />
      <ScopedList<RequestRow>
        listId="maintenance-requests"
        columns={columns}
        filters={filters}
        queryOptions={(input) => trpc.maintenance.requests.list.queryOptions(callInput(input))}
        renderCard={(row) => (
          <Card>
            <CardContent className="flex flex-col gap-2 p-4">
              {row.request_state === MaintenanceRequestState.CONVERTED ? (
                <Link href={workOrderHref(row.id)} className="font-medium text-primary hover:underline">
                  #{row.id} · {row.title}
                </Link>
              ) : (
                <p className="font-medium">{row.title}</p>
              )}
              <p className="text-sm text-muted-foreground">{placeText(row)}</p>
              <div>
                <PriorityBadge priority={row.priority} />
              </div>
              <p className="text-sm">
                {dateTimeText(row.requested_at, timeZone)} · {row.requested_by_name ?? "—"} ·{" "}
                {t(`workOrders.requests.states.${row.request_state}`)}
              </p>
              {actions(row)}
            </CardContent>
          </Card>
        )}
        emptyTitle={t("workOrders.requests.emptyTitle")}
        emptyDescription={t("workOrders.requests.emptyDescription")}
      />
    </div>
  );
}
