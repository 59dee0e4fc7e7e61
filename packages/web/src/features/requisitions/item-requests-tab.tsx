/**
 * /equipments/:id/details/quote (request type 1, purchase) and /service (request type 2): the
 * item's requisitions of that type, newest first, each opening its page, with "New purchase
 * request" / "New service request" for those who may raise one. A role that requisitions are not
 * for is told so instead of being shown an error.
 */
import { canUseRequisitions, hasPermission, RequestType } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { ClipboardListIcon, ShieldOffIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { NewRecordButton } from "@/components/list/new-record-button";
import { EmptyState } from "@/components/page/empty-state";
import { RecordState } from "@/components/record/record-state";
import { TitledCard } from "@/components/ui/titled-card";
import { EquipmentFrame, useEquipment } from "@/features/equipment/equipment-frame";
import { useTRPC } from "@/lib/trpc";
import { moneyText, RequisitionStatusBadge } from "./dashboard-text";
import { dateTimeText, newRequisitionHref, requisitionHref, usePlantTimeZone } from "./requisition-text";
import type { RequisitionRow } from "./requisition-types";

type Kind = 1 | 2;

function RequestList({ rows, timeZone }: { rows: RequisitionRow[]; timeZone: string }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="divide-y">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
          <Link
            href={requisitionHref(row.id)}
            className="min-w-0 flex-1 font-medium text-primary hover:underline"
          >
            #{row.id} · {row.title}
          </Link>
          <RequisitionStatusBadge status={row.status} />
          <span className="text-xs tabular-nums text-muted-foreground">
            {[
              row.work_type ? t(`requisitions.workTypes.${row.work_type}`) : null,
              t(`requisitions.priorities.${row.priority_reason}`),
              row.estimated_cost === null ? null : moneyText(row.estimated_cost, i18n.language),
              row.needed_by
                ? t("requisitions.itemTab.neededBy", { date: row.needed_by })
                : t("requisitions.itemTab.raised", {
                    date: dateTimeText(row.created_at, timeZone).slice(0, 10),
                  }),
            ]
              .filter(Boolean)
              .join(" · ")}
          </span>
        </li>
      ))}
    </ul>
  );
}

function ItemRequestsTab({ type }: { type: Kind }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const { id, query } = useEquipment();
  const item = query.data;
  const timeZone = usePlantTimeZone(item?.plant_id);
  const allowed = canUseRequisitions(user) && hasPermission(user, "view_requisitions");
  const mayCreate = canUseRequisitions(user) && hasPermission(user, "create_requisitions");
  const list = useQuery({
    ...trpc.requisitions.list.queryOptions({ equipment_item_id: id, request_type: type, max: 50 }),
    enabled: allowed && Number.isInteger(id) && id > 0,
  });
  const create = mayCreate ? (
    <NewRecordButton label={t(`requisitions.itemTab.create.${type}`)} href={newRequisitionHref(id, type)} />
  ) : null;
  const rows = list.data?.data ?? [];
  return (
    <EquipmentFrame
      id={id}
      item={item}
      error={query.error}
      onRetry={() => void query.refetch()}
      actions={item && rows.length > 0 ? create : undefined}
    >
      {() =>
        !allowed ? (
          <EmptyState
            icon={ShieldOffIcon}
            title={t("requisitions.itemTab.noAccessTitle")}
            description={t("requisitions.itemTab.noAccessDescription")}
            testId="item-requests-no-access"
          />
        ) : !list.data ? (
          <RecordState error={list.error ?? undefined} onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <div data-testid="item-requests">
            <EmptyState
              icon={ClipboardListIcon}
              title={t(`requisitions.itemTab.emptyTitle.${type}`)}
              description={t(`requisitions.itemTab.emptyDescription.${type}`)}
              testId="item-requests-empty"
            >
              {create}
            </EmptyState>
          </div>
        ) : (
          <TitledCard title={t(`requisitions.itemTab.title.${type}`)} data-testid="item-requests">
            <RequestList rows={rows} timeZone={timeZone} />
          </TitledCard>
        )
      }
    </EquipmentFrame>
  );
}

export function ItemPurchaseRequestsTab() {
  return <ItemRequestsTab type={RequestType.PURCHASE} />;
}

export function ItemServiceRequestsTab() {
  return <ItemRequestsTab type={RequestType.SERVICE} />;
}
