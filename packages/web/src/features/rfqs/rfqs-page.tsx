import { RFQ_STATUSES } from "@plantwise/shared";
import { FileQuestionIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useAuthUser } from "@/auth/auth-context";
import type { ListFilter } from "@/components/list/list-types";
import {
  type CardSpec,
  type ColumnSpec,
  RecordListPage,
  useListNouns,
} from "@/components/list/record-list-page";
import { i18n } from "@/i18n";
import { dayText, moneyText, type RfqRow, RfqStatusBadge } from "./rfq-text";

const COLUMNS: ColumnSpec<RfqRow>[] = [
  { id: "title", header: "rfqs.title", opens: true },
  { id: "status", header: "rfqs.status", cell: (row) => <RfqStatusBadge status={row.status} /> },
  { id: "plant_name", header: "rfqs.plant" },
  { id: "vendors_count", header: "rfqs.vendorsCount", align: "right" },
  { id: "quotes_count", header: "rfqs.quotesCount", align: "right" },
  {
    id: "best_quote",
    header: "rfqs.bestQuote",
    align: "right",
    cell: (row) => moneyText(row.best_quote, i18n.language),
  },
  { id: "respond_by", header: "rfqs.respondBy", cell: (row) => row.respond_by ?? "—" },
  { id: "created_at", header: "rfqs.createdAt", cell: (row) => dayText(row.created_at) },
];

const CARD: CardSpec<RfqRow> = {
  icon: FileQuestionIcon,
  title: (row) => row.title,
  badge: (row) => <RfqStatusBadge status={row.status} />,
  body: (row, t) => (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
      <dt className="text-muted-foreground">{t("rfqs.plant")}</dt>
      <dd>{row.plant_name}</dd>
      <dt className="text-muted-foreground">{t("rfqs.vendorsCount")}</dt>
      <dd className="tabular-nums">{row.vendors_count}</dd>
      <dt className="text-muted-foreground">{t("rfqs.bestQuote")}</dt>
      <dd className="tabular-nums">{moneyText(row.best_quote, i18n.language)}</dd>
      <dt className="text-muted-foreground">{t("rfqs.createdAt")}</dt>
      <dd>{dayText(row.created_at)}</dd>
    </dl>
  ),
};

/** The status filter, and a plant filter for users with several plants. */
function useRfqFilters(): ListFilter[] {
  const { t } = useTranslation();
  const user = useAuthUser();
  return useMemo(
    () => [
      {
        id: "status",
        label: t("rfqs.status"),
        options: RFQ_STATUSES.map((status) => ({ value: status, label: t(`rfqs.statuses.${status}`) })),
      },
      ...(user.plants.length > 1
        ? [
            {
              id: "plant_id",
              label: t("rfqs.plant"),
              options: user.plants.map((p) => ({ value: String(p.id), label: p.name })),
            },
          ]
        : []),
    ],
    [t, user.plants],
  );
}

/** /rfqs: the requests for quote of the user's plants, newest first. */
export function RfqsPage() {
  return (
    <RecordListPage<RfqRow>
      listId="rfqs"
      nouns={useListNouns("pages.rfqs", "rfqs")}
      query={(trpc, input) => trpc.rfqs.list.queryOptions(input)}
      columns={COLUMNS}
      card={CARD}
      filters={useRfqFilters()}
      records={{ base: "/rfqs", create: "create_rfqs", guarded: true }}
    />
  );
}
