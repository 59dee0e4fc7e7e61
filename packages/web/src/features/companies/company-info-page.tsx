import { PencilIcon } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useEditedRecord } from "@/components/form/record-form-page";
import { RecordDetailsPage } from "@/components/record/record-details-page";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TitledCard } from "@/components/ui/titled-card";
import { ToolButton } from "@/components/ui/tool-button";
import { useTRPC } from "@/lib/trpc";

/** /companies/:id/info — a read-only summary: plan, renewal, region, plants with zones, users per role. */
export function CompanyInfoPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { record } = useEditedRecord((id) => trpc.companies.info.queryOptions({ id }));
  const notSet = t("common.notSet");
  return (
    <RecordDetailsPage
      record={record}
      loadingTitle={t("pages.companyInfo")}
      title={(company) => company.name}
      subtitle={t("pages.companyInfo")}
      back={{ href: "/companies", label: t("pages.companies") }}
      actions={(company) => (
        <ToolButton icon={PencilIcon} href={`/companies/${company.id}`}>
          {t("companies.edit")}
        </ToolButton>
      )}
    >
      {(company) => (
        <div className="grid gap-4 lg:grid-cols-3">
          <TitledCard title={t("companies.summary")}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="company-summary">
              {(
                [
                  ["companies.billingPlan", company.billing_plan ?? notSet],
                  ["companies.renewalDate", company.renewal_date ?? notSet],
                  ["companies.region", company.region ?? notSet],
                  ["companies.distributor", company.distributor_name ?? notSet],
                  ["companies.users", company.users_count, "tabular-nums"],
                ] as const
              ).map(([label, value, className]) => (
                <Fragment key={label}>
                  <dt className="text-muted-foreground">{t(label)}</dt>
                  <dd className={className}>{value}</dd>
                </Fragment>
              ))}
            </dl>
          </TitledCard>
          <TableCard
            title={t("companies.plantsAndZones")}
            emptyText={t("companies.noPlants")}
            rows={company.plants}
            rowKey={(plant) => plant.id}
            columns={[
              {
                header: t("companies.name"),
                cell: (plant) => (
                  <Link href={`/plants/${plant.id}`} className="text-primary hover:underline">
                    {plant.name}
                  </Link>
                ),
              },
              { header: t("companies.timeZone"), cell: (plant) => plant.time_zone },
            ]}
          />
          <TableCard
            title={t("companies.usersByRole")}
            emptyText={t("companies.noUsers")}
            rows={company.users_by_role}
            rowKey={(row) => row.role_id}
            columns={[
              { header: t("companies.role"), cell: (row) => row.role_name },
              { header: t("companies.users"), numeric: true, cell: (row) => row.users },
            ]}
          />
        </div>
      )}
    </RecordDetailsPage>
  );
}

interface InfoColumn<T> {
  header: string;
  /** Right-aligned, in even figures. */
  numeric?: boolean;
  cell: (row: T) => ReactNode;
}

/** One of the summary's lists: a titled card holding a table, or saying there is nothing yet. */
function TableCard<T>({
  title,
  emptyText,
  rows,
  rowKey,
  columns,
}: {
  title: string;
  emptyText: string;
  rows: readonly T[];
  rowKey: (row: T) => number;
  columns: readonly InfoColumn<T>[];
}) {
  return (
    <TitledCard title={title}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHead key={column.header} className={column.numeric ? "text-right" : undefined}>
                  {column.header}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell
                    key={column.header}
                    className={column.numeric ? "text-right tabular-nums" : undefined}
                  >
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </TitledCard>
  );
}
