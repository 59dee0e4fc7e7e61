import type { RouterOutputs } from "@plantwise/api/router";
import { hasPermission } from "@plantwise/shared";
import type { ColumnDef } from "@tanstack/react-table";
import { MailIcon, PlusIcon, TruckIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { ListPage } from "@/components/list/list-page";
import type { ListQueryInput } from "@/components/list/list-types";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useTRPC } from "@/lib/trpc";

export type DistributorRow = RouterOutputs["distributors"]["list"]["data"][number];

/** /distributors: provider-level suppliers; a customer sees only their company's distributor. */
export function DistributorsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const createAction = hasPermission(user, "create_distributors") ? (
    <Button asChild size="sm">
      <Link href="/distributors/new">
        <PlusIcon aria-hidden="true" />
        {t("distributors.create")}
      </Link>
    </Button>
  ) : undefined;
  const columns = useMemo<ColumnDef<DistributorRow>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("distributors.name"),
        cell: ({ row }) => (
          <Link
            href={`/distributors/${row.original.id}`}
            className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {row.original.name}
          </Link>
        ),
      },
      { id: "email", accessorKey: "email", header: t("distributors.email") },
      { id: "phone", accessorKey: "phone", header: t("distributors.phone") },
      {
        id: "locations_count",
        accessorKey: "locations_count",
        header: t("distributors.locations"),
        meta: { align: "right" },
      },
      {
        id: "companies_count",
        accessorKey: "companies_count",
        header: t("distributors.companies"),
        meta: { align: "right" },
      },
    ],
    [t],
  );
  return (
    <ListPage<DistributorRow>
      listId="distributors"
      title={t("pages.distributors")}
      columns={columns}
      getRowId={(row) => String(row.id)}
      queryOptions={(input: ListQueryInput) => trpc.distributors.list.queryOptions(input)}
      emptyTitle={t("distributors.emptyTitle")}
      emptyDescription={t("distributors.emptyDescription")}
      renderCard={(row) => <DistributorCard distributor={row} />}
      primaryAction={createAction}
    />
  );
}

function DistributorCard({ distributor }: { distributor: DistributorRow }) {
  const { t } = useTranslation();
  return (
    <Card className="h-full transition-colors hover:border-primary/50">
      <CardContent className="flex flex-col gap-2 p-4">
        <Link
          href={`/distributors/${distributor.id}`}
          className="flex items-center gap-2 font-medium outline-none hover:underline"
        >
          <TruckIcon className="size-4 text-primary" aria-hidden="true" />
          {distributor.name}
        </Link>
        {distributor.email ? (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MailIcon className="size-3.5" aria-hidden="true" />
            {distributor.email}
          </p>
        ) : null}
        <p className="text-xs text-muted-foreground">
          {t("distributors.countLocations", { count: distributor.locations_count })} ·{" "}
          {t("distributors.countCompanies", { count: distributor.companies_count })}
        </p>
      </CardContent>
    </Card>
  );
}
