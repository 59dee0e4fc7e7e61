/**
 * The dashboard's requisition list: the list scaffold with the status, request type, priority and
 * work type filters; rows open /requisitions/:id and "New requisition" opens /requisitions/new
 * for those who may create.
 */
import { formatDate, REQUISITION_PRIORITIES, RequisitionStatus, SERVICE_TYPES } from "@plantwise/shared";
import { ClipboardListIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ListFilter } from "@/components/list/list-types";
import { type CardSpec, type ColumnSpec, RecordListPage } from "@/components/list/record-list-page";
import { moneyText, RequisitionStatusBadge } from "./dashboard-text";
import type { RequisitionListRow } from "./dashboard-types";

/** Saved filters and page size go under this name (spec part 2 §2: requisitions keep their filters). */
export const REQUISITION_LIST_ID = "requisitions";

const STATUS_ORDER = [
  RequisitionStatus.PENDING,
  RequisitionStatus.APPROVED,
  RequisitionStatus.IN_WORK,
  RequisitionStatus.ON_HOLD,
  RequisitionStatus.COMPLETED,
  RequisitionStatus.DENIED,
];

function useColumns(timeZone: string): ColumnSpec<RequisitionListRow>[] {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo<ColumnSpec<RequisitionListRow>[]>(
    () => [
      {
        id: "id",
        header: "requisitionsDashboard.list.number",
        align: "right",
        cell: (row) => <span className="tabular-nums">{row.id}</span>,
      },
      { id: "title", header: "requisitionsDashboard.list.titleField", opens: true },
      {
        id: "equipment_item_name",
        header: "requisitionsDashboard.list.item",
        cell: (row) => row.equipment_item_name ?? "—",
      },
      {
        id: "machine_name",
        header: "requisitionsDashboard.list.machine",
        cell: (row) => row.machine_name ?? "—",
      },
      {
        id: "request_type",
        header: "requisitionsDashboard.list.type",
        // Short words, so the row keeps to one line: "Service · Repair".
        cell: (row, t) =>
          [
            t(`requisitionsDashboard.requestTypesShort.${row.request_type}`),
            row.work_type ? t(`requisitionsDashboard.workTypes.${row.work_type}`) : null,
          ]
            .filter(Boolean)
            .join(" · "),
      },
      {
        id: "priority_reason",
        header: "requisitionsDashboard.list.priority",
        cell: (row, t) => t(`requisitionsDashboard.priorities.${row.priority_reason}`),
      },
      {
        id: "status",
        header: "requisitionsDashboard.list.status",
        cell: (row) => <RequisitionStatusBadge status={row.status} />,
      },
      {
        id: "estimated_cost",
        header: "requisitionsDashboard.list.estimatedCost",
        align: "right",
        cell: (row) => <span className="tabular-nums">{moneyText(row.estimated_cost, locale)}</span>,
      },
      {
        id: "created_at",
        header: "requisitionsDashboard.list.created",
        cell: (row) => formatDate(row.created_at, { timeZone }),
      },
    ],
    [locale, timeZone],
  );
}

const CARD: CardSpec<RequisitionListRow> = {
  icon: ClipboardListIcon,
  truncate: true,
  steadyIcon: true,
  above: (row) => <span className="text-xs text-muted-foreground tabular-nums">#{row.id}</span>,
  title: (row) => row.title,
  badge: (row) => <RequisitionStatusBadge status={row.status} />,
  body: (row, t) => (
    <p className="text-sm text-muted-foreground">
      {[
        row.equipment_item_name,
        t(`requisitionsDashboard.requestTypes.${row.request_type}`),
        t(`requisitionsDashboard.priorities.${row.priority_reason}`),
      ]
        .filter(Boolean)
        .join(" · ")}
    </p>
  ),
};

function useFilters(): ListFilter[] {
  const { t } = useTranslation();
  return useMemo<ListFilter[]>(
    () => [
      {
        id: "status",
        label: t("requisitionsDashboard.list.status"),
        options: STATUS_ORDER.map((s) => ({
          value: String(s),
          label: t(`requisitionsDashboard.statuses.${s}`),
        })),
      },
      {
        id: "request_type",
        label: t("requisitionsDashboard.list.type"),
        options: [1, 2].map((type) => ({
          value: String(type),
          label: t(`requisitionsDashboard.requestTypes.${type}`),
        })),
      },
      {
        id: "priority_reason",
        label: t("requisitionsDashboard.list.priority"),
        options: REQUISITION_PRIORITIES.map((p) => ({
          value: p,
          label: t(`requisitionsDashboard.priorities.${p}`),
        })),
      },
      {
        id: "work_type",
        label: t("requisitionsDashboard.list.workType"),
        options: SERVICE_TYPES.map((w) => ({ value: w, label: t(`requisitionsDashboard.workTypes.${w}`) })),
      },
    ],
    [t],
  );
}

/** The selected plant's requisitions (or every plant's in scope, without one). */
export function RequisitionList({ plantId, timeZone }: { plantId: number | null; timeZone: string }) {
  const { t } = useTranslation();
  const columns = useColumns(timeZone);
  const filters = useFilters();
  return (
    <RecordListPage<RequisitionListRow>
      listId={REQUISITION_LIST_ID}
      nouns={{
        title: t("requisitionsDashboard.list.title"),
        create: t("requisitionsDashboard.list.create"),
        emptyTitle: t("requisitionsDashboard.list.emptyTitle"),
        emptyDescription: t("requisitionsDashboard.list.emptyDescription"),
      }}
      query={(trpc, input) =>
        trpc.requisitions.list.queryOptions(plantId === null ? input : { ...input, plant_id: plantId })
      }
      columns={columns}
      filters={filters}
      card={CARD}
      records={{ base: "/requisitions", create: "create_requisitions" }}
    />
  );
}
