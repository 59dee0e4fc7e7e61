import type { RouterOutputs } from "@plantwise/api/router";
import { hasPermission } from "@plantwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { FactoryIcon, GlobeIcon, PlusIcon, RotateCcwIcon } from "lucide-react";
import { useMemo } from "react";
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

export type PlantRow = RouterOutputs["plants"]["list"]["data"][number];

/** Plants the user can access (spec part 1 §2.2, System). */
export function PlantsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const queryClient = useQueryClient();
  const canRestore = hasPermission(user, ["archive_plants", "delete_plants"], "any");
  const restore = useMutation(
    trpc.plants.restore.mutationOptions({
      onSuccess: async () => {
        toast.success(t("plantForm.restored", { item: t("plants.item") }));
        await queryClient.invalidateQueries({ queryKey: trpc.plants.list.queryKey() });
      },
    }),
  );
  const createAction = hasPermission(user, "create_plants") ? (
    <Button asChild size="sm">
      <Link href="/plants/new">
        <PlusIcon aria-hidden="true" />
        {t("plants.create")}
      </Link>
    </Button>
  ) : undefined;
  const columns = useMemo<ColumnDef<PlantRow>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("plants.name"),
        cell: ({ row }) => (
          <span className="flex items-center gap-2">
            <Link
              href={`/plants/${row.original.id}`}
              className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {row.original.name}
            </Link>
            {row.original.archived_at ? (
              <Badge variant="secondary">{t("plantForm.archivedStatus")}</Badge>
            ) : null}
            {row.original.archived_at && canRestore ? (
              <Button
                variant="outline"
                size="sm"
                disabled={restore.isPending}
                onClick={() => restore.mutate({ id: row.original.id })}
              >
                <RotateCcwIcon aria-hidden="true" />
                {t("plantForm.restore")}
              </Button>
            ) : null}
          </span>
        ),
      },
      { id: "company_name", accessorKey: "company_name", header: t("plants.company") },
      { id: "time_zone", accessorKey: "time_zone", header: t("plants.timeZone") },
      { id: "id", accessorKey: "id", header: t("plants.id"), meta: { align: "right" } },
    ],
    [t, canRestore, restore],
  );
  const filters = useMemo(
    () => [
      {
        id: "archived",
        label: t("plantForm.status"),
        options: [
          { value: "false", label: t("plantForm.active") },
          { value: "true", label: t("plantForm.archivedStatus") },
        ],
      },
    ],
    [t],
  );
  return (
    <ListPage<PlantRow>
      listId="plants"
      title={t("pages.plants")}
      columns={columns}
      filters={canRestore ? filters : []}
      getRowId={(row) => String(row.id)}
      queryOptions={(input: ListQueryInput) => trpc.plants.list.queryOptions(input)}
      emptyTitle={t("plants.emptyTitle")}
      emptyDescription={t("plants.emptyDescription")}
      renderCard={(plant) => <PlantCard plant={plant} />}
      primaryAction={createAction}
    />
  );
}

function PlantCard({ plant }: { plant: PlantRow }) {
  return (
    <Card className="h-full transition-colors hover:border-primary/50">
      <CardContent className="flex flex-col gap-2 p-4">
        <Link
          href={`/plants/${plant.id}`}
          className="flex items-center gap-2 font-medium outline-none hover:underline"
        >
          <FactoryIcon className="size-4 text-primary" aria-hidden="true" />
          {plant.name}
        </Link>
        <p className="text-sm text-muted-foreground">{plant.company_name}</p>
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <GlobeIcon className="size-3.5" aria-hidden="true" />
          {plant.time_zone}
        </p>
      </CardContent>
    </Card>
  );
}
