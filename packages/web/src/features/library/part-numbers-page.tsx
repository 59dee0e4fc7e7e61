import type { RouterOutputs } from "@plantwise/api/router";
import { hasPermission } from "@plantwise/shared";
import type { ColumnDef } from "@tanstack/react-table";
import { CpuIcon, PlusIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { ListPage } from "@/components/list/list-page";
import type { ListFilter, ListQueryInput } from "@/components/list/list-types";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useTRPC } from "@/lib/trpc";
import { useBrandOptions, useTypeOptions } from "./library-options";
import { linkClass, OwnerBadge, RecordLink } from "./library-shared";

export type PartNumberRow = RouterOutputs["library"]["brandModels"]["list"]["data"][number];

/** /brand-models: part numbers (a brand's models), filtered by brand and item type. */
export function PartNumbersPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const brands = useBrandOptions();
  const types = useTypeOptions(hasPermission(user, "view_equipment_types"));
  const createAction = hasPermission(user, "create_part_numbers") ? (
    <Button asChild size="sm">
      <Link href="/brand-models/new">
        <PlusIcon aria-hidden="true" />
        {t("library.partNumbers.create")}
      </Link>
    </Button>
  ) : undefined;
  const filters = useMemo<ListFilter[]>(
    () => [
      { id: "brand_id", label: t("library.partNumbers.brand"), options: brands },
      ...(types.length > 0
        ? [{ id: "equipment_type_id", label: t("library.partNumbers.type"), options: types }]
        : []),
    ],
    [t, brands, types],
  );
  const columns = useMemo<ColumnDef<PartNumberRow>[]>(
    () => [
      {
        id: "part_number",
        accessorKey: "part_number",
        header: t("library.partNumbers.partNumber"),
        cell: ({ row }) => (
          <span className="flex flex-wrap items-center gap-2">
            <RecordLink
              href={`/brand-models/${row.original.id}/details`}
              className={`${linkClass} tabular-nums`}
            >
              {row.original.part_number}
            </RecordLink>
            {row.original.company_id === null ? <OwnerBadge companyId={null} /> : null}
          </span>
        ),
      },
      { id: "name", accessorKey: "name", header: t("library.name") },
      { id: "brand_name", accessorKey: "brand_name", header: t("library.partNumbers.brand") },
      { id: "type_name", accessorKey: "type_name", header: t("library.partNumbers.type") },
      {
        id: "rated_rpm",
        accessorKey: "rated_rpm",
        header: t("library.partNumbers.ratedRpm"),
        meta: { align: "right" },
        cell: ({ row }) => (row.original.rated_rpm == null ? null : `${row.original.rated_rpm} RPM`),
      },
    ],
    [t],
  );
  return (
    <ListPage<PartNumberRow>
      listId="brand-models"
      title={t("pages.partNumbers")}
      columns={columns}
      filters={filters}
      getRowId={(row) => String(row.id)}
      queryOptions={(input: ListQueryInput) => trpc.library.brandModels.list.queryOptions(input)}
      emptyTitle={t("library.partNumbers.emptyTitle")}
      emptyDescription={t("library.partNumbers.emptyDescription")}
      renderCard={(row) => (
        <Card className="h-full transition-colors hover:border-primary/50">
          <CardContent className="flex flex-col gap-2 p-4">
            <div className="flex items-start justify-between gap-2">
              <RecordLink
                href={`/brand-models/${row.id}/details`}
                className="flex items-center gap-2 font-medium outline-none hover:underline"
              >
                <CpuIcon className="size-4 text-primary" aria-hidden="true" />
                {row.part_number}
              </RecordLink>
              <OwnerBadge companyId={row.company_id} />
            </div>
            <p className="text-sm">{row.name}</p>
            <p className="text-xs text-muted-foreground">
              {[row.brand_name, row.type_name, row.rated_rpm == null ? null : `${row.rated_rpm} RPM`]
                .filter(Boolean)
                .join(" · ")}
            </p>
          </CardContent>
        </Card>
      )}
      primaryAction={createAction}
    />
  );
}
