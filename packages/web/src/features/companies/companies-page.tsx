import type { RouterOutputs } from "@plantwise/api/router";
import { hasPermission } from "@plantwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { BuildingIcon, InfoIcon, PlusIcon, RotateCcwIcon } from "lucide-react";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { ListPage } from "@/components/list/list-page";
import type { ListQueryInput } from "@/components/list/list-types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useTRPC } from "@/lib/trpc";

export type CompanyRow = RouterOutputs["companies"]["list"]["data"][number];

const linkClass =
  "font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring";

/** /companies: the platform's customers, searched, sorted and filtered on the server. */
export function CompaniesPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const queryClient = useQueryClient();
  const canRestore = hasPermission(user, ["archive_companies", "delete_companies"], "any");
  // Without edit rights the form is out of reach (route guard): the name opens the summary instead.
  const canEdit = hasPermission(user, ["edit_companies", "create_companies"], "any");
  const recordHref = useCallback(
    (id: number) => (canEdit ? `/companies/${id}` : `/companies/${id}/info`),
    [canEdit],
  );
  const restore = useMutation(
    trpc.companies.restore.mutationOptions({
      onSuccess: async () => {
        toast.success(t("companies.restored", { item: t("companies.item") }));
        await queryClient.invalidateQueries({ queryKey: trpc.companies.list.queryKey() });
      },
    }),
  );
  const createAction = hasPermission(user, "create_companies") ? (
    <Button asChild size="sm">
      <Link href="/companies/new">
        <PlusIcon aria-hidden="true" />
        {t("companies.create")}
      </Link>
    </Button>
  ) : undefined;
  const columns = useMemo<ColumnDef<CompanyRow>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("companies.name"),
        cell: ({ row }) => (
          <span className="flex items-center gap-2">
            <Link href={recordHref(row.original.id)} className={linkClass}>
              {row.original.name}
            </Link>
            {row.original.archived_at ? (
              <Badge variant="secondary">{t("companies.archivedStatus")}</Badge>
            ) : null}
          </span>
        ),
      },
      { id: "billing_plan", accessorKey: "billing_plan", header: t("companies.billingPlan") },
      { id: "renewal_date", accessorKey: "renewal_date", header: t("companies.renewalDate") },
      { id: "region", accessorKey: "region", header: t("companies.region") },
      { id: "distributor_name", accessorKey: "distributor_name", header: t("companies.distributor") },
      {
        id: "plants_count",
        accessorKey: "plants_count",
        header: t("companies.plants"),
        meta: { align: "right" },
      },
      {
        id: "users_count",
        accessorKey: "users_count",
        header: t("companies.users"),
        meta: { align: "right" },
      },
      {
        id: "actions",
        header: t("common.actions"),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="flex justify-end gap-1">
            <Button asChild variant="ghost" size="sm">
              <Link href={`/companies/${row.original.id}/info`}>
                <InfoIcon aria-hidden="true" />
                {t("companies.info")}
              </Link>
            </Button>
            {row.original.archived_at && canRestore ? (
              <Button
                variant="outline"
                size="sm"
                disabled={restore.isPending}
                onClick={() => restore.mutate({ id: row.original.id })}
              >
                <RotateCcwIcon aria-hidden="true" />
                {t("companies.restore")}
              </Button>
            ) : null}
          </span>
        ),
      },
    ],
    [t, canRestore, restore, recordHref],
  );
  const filters = useMemo(
    () => [
      {
        id: "archived",
        label: t("companies.status"),
        options: [
          { value: "false", label: t("companies.active") },
          { value: "true", label: t("companies.archivedStatus") },
        ],
      },
    ],
    [t],
  );
  return (
    <ListPage<CompanyRow>
      listId="companies"
      title={t("pages.companies")}
      columns={columns}
      filters={canRestore ? filters : []}
      getRowId={(row) => String(row.id)}
      queryOptions={(input: ListQueryInput) => trpc.companies.list.queryOptions(input)}
      emptyTitle={t("companies.emptyTitle")}
      emptyDescription={t("companies.emptyDescription")}
      renderCard={(company) => <CompanyCard company={company} href={recordHref(company.id)} />}
      primaryAction={createAction}
    />
  );
}

function CompanyCard({ company, href }: { company: CompanyRow; href: string }) {
  const { t } = useTranslation();
  return (
    <Card className="h-full transition-colors hover:border-primary/50">
      <CardContent className="flex flex-col gap-2 p-4">
        <Link href={href} className="flex items-center gap-2 font-medium outline-none hover:underline">
          <BuildingIcon className="size-4 text-primary" aria-hidden="true" />
          {company.name}
        </Link>
        <p className="text-sm text-muted-foreground">
          {[company.billing_plan, company.region].filter(Boolean).join(" · ") || t("common.notSet")}
        </p>
        <p className="text-xs text-muted-foreground">
          {t("companies.countPlants", { count: company.plants_count })} ·{" "}
          {t("companies.countUsers", { count: company.users_count })}
        </p>
      </CardContent>
    </Card>
  );
}
