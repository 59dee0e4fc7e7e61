import type { RouterOutputs } from "@plantwise/api/router";
import { hasPermission } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { PlusIcon, ShapesIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { ListPage } from "@/components/list/list-page";
import type { ListFilter, ListQueryInput } from "@/components/list/list-types";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useTRPC } from "@/lib/trpc";
import { linkClass, OwnerBadge, RecordLink } from "./library-shared";

export type ItemTypeRow = RouterOutputs["library"]["types"]["list"]["data"][number];

/** /equipment-types: item types (motor, pump, fan …), their category and their options. */
export function ItemTypesPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const categories = useQuery({
    ...trpc.library.categories.list.queryOptions({
      page: 1,
      max: 100,
      orderByColumn: "name",
      orderByMethod: "asc",
    }),
    enabled: hasPermission(user, "view_equipment_types_categories"),
  });
  const filters = useMemo<ListFilter[]>(() => {
    const options = (categories.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
    return options.length > 0 ? [{ id: "category_id", label: t("library.types.category"), options }] : [];
  }, [t, categories.data]);
  const createAction = hasPermission(user, "create_equipment_types") ? (
    <Button asChild size="sm">
      <Link href="/equipment-types/new">
        <PlusIcon aria-hidden="true" />
        {t("library.types.create")}
      </Link>
    </Button>
  ) : undefined;
  const columns = useMemo<ColumnDef<ItemTypeRow>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("library.name"),
        cell: ({ row }) => (
          <span className="flex flex-wrap items-center gap-2">
            <RecordLink href={`/equipment-types/${row.original.id}`} className={linkClass}>
              {row.original.name}
            </RecordLink>
            <OwnerBadge companyId={row.original.company_id} />
          </span>
        ),
      },
      { id: "category_name", accessorKey: "category_name", header: t("library.types.category") },
      {
        id: "options",
        header: t("library.types.options"),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="line-clamp-1 text-muted-foreground">
            {row.original.options.map((o) => o.name).join(", ")}
          </span>
        ),
      },
      {
        id: "items_count",
        accessorKey: "items_count",
        header: t("library.types.items"),
        meta: { align: "right" },
      },
    ],
    [t],
  );
  return (
    <ListPage<ItemTypeRow>
      listId="equipment-types"
      title={t("pages.itemTypes")}
      columns={columns}
      filters={filters}
      getRowId={(row) => String(row.id)}
      queryOptions={(input: ListQueryInput) => trpc.library.types.list.queryOptions(input)}
      emptyTitle={t("library.types.emptyTitle")}
      emptyDescription={t("library.types.emptyDescription")}
      renderCard={(row) => (
        <Card className="h-full transition-colors hover:border-primary/50">
          <CardContent className="flex flex-col gap-2 p-4">
            <div className="flex items-start justify-between gap-2">
              <RecordLink
                href={`/equipment-types/${row.id}`}
                className="flex items-center gap-2 font-medium outline-none hover:underline"
              >
                <ShapesIcon className="size-4 text-primary" aria-hidden="true" />
                {row.name}
              </RecordLink>
              <OwnerBadge companyId={row.company_id} />
            </div>
            {row.category_name ? <p className="text-sm text-muted-foreground">{row.category_name}</p> : null}
            <p className="text-xs text-muted-foreground">
              {t("library.types.countOptions", { count: row.options.length })} ·{" "}
              {t("library.countItems", { count: row.items_count })}
            </p>
          </CardContent>
        </Card>
      )}
      primaryAction={createAction}
    />
  );
}
