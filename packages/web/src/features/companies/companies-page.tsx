import type { RouterOutputs } from "@plantwise/api/router";
import { hasPermission } from "@plantwise/shared";
import { BuildingIcon, InfoIcon } from "lucide-react";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useAuthUser } from "@/auth/auth-context";
import { ArchivedBadge, useArchivedRecords } from "@/components/list/archived-records";
import {
  type CardSpec,
  type ColumnSpec,
  RecordListPage,
  useListNouns,
} from "@/components/list/record-list-page";
import { ToolButton } from "@/components/ui/tool-button";
import { useTRPC } from "@/lib/trpc";

export type CompanyRow = RouterOutputs["companies"]["list"]["data"][number];

const COLUMNS: ColumnSpec<CompanyRow>[] = [
  {
    id: "name",
    header: "companies.name",
    opens: true,
    badge: (row, t) => (row.archived_at ? <ArchivedBadge label={t("companies.archivedStatus")} /> : null),
  },
  { id: "billing_plan", header: "companies.billingPlan" },
  { id: "renewal_date", header: "companies.renewalDate" },
  { id: "region", header: "companies.region" },
  { id: "distributor_name", header: "companies.distributor" },
  { id: "plants_count", header: "companies.plants", align: "right" },
  { id: "users_count", header: "companies.users", align: "right" },
];

const CARD: CardSpec<CompanyRow> = {
  icon: BuildingIcon,
  title: (company) => company.name,
  body: (company, t) => (
    <>
      <p className="text-sm text-muted-foreground">
        {[company.billing_plan, company.region].filter(Boolean).join(" · ") || t("common.notSet")}
      </p>
      <p className="text-xs text-muted-foreground">
        {t("companies.countPlants", { count: company.plants_count })} ·{" "}
        {t("companies.countUsers", { count: company.users_count })}
      </p>
    </>
  ),
};

/** /companies: the platform's customers, searched, sorted and filtered on the server. */
export function CompaniesPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  // Without edit rights the form is out of reach (route guard): the name opens the summary instead.
  const canEdit = hasPermission(user, ["edit_companies", "create_companies"], "any");
  const recordHref = useCallback(
    (company: CompanyRow) => (canEdit ? `/companies/${company.id}` : `/companies/${company.id}/info`),
    [canEdit],
  );
  const archived = useArchivedRecords<CompanyRow>({
    resource: trpc.companies,
    permissions: ["archive_companies", "delete_companies"],
    words: "companies",
    item: t("companies.item"),
  });
  const columns = useMemo<ColumnSpec<CompanyRow>[]>(
    () => [
      ...COLUMNS,
      {
        id: "actions",
        header: "common.actions",
        sortable: false,
        cell: (row) => (
          <span className="flex justify-end gap-1">
            <ToolButton icon={InfoIcon} href={`/companies/${row.id}/info`} variant="ghost">
              {t("companies.info")}
            </ToolButton>
            {archived.restoreButton(row)}
          </span>
        ),
      },
    ],
    [t, archived],
  );
  const open = useMemo(() => ({ href: recordHref }), [recordHref]);
  return (
    <RecordListPage<CompanyRow>
      listId="companies"
      nouns={useListNouns("pages.companies", "companies")}
      query={(trpc, input) => trpc.companies.list.queryOptions(input)}
      columns={columns}
      filters={archived.filters}
      card={CARD}
      open={open}
      records={{ base: "/companies", create: "create_companies" }}
    />
  );
}
