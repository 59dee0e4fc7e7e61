import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { PlusIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { ListPage } from "@/components/list/list-page";
import type { ListFilter, ListQueryInput } from "@/components/list/list-types";
import { Button } from "@/components/ui/button";
import { NodeHealth } from "@/features/alarms/node-health";
import { useTRPC } from "@/lib/trpc";
import { AssetFormDialog, useLineOptions, useMachineOptions } from "./hierarchy-forms";
import {
  type AssetRow,
  CHILDREN_MAX,
  canCreate,
  canDelete,
  canEdit,
  DashboardFrame,
  DeleteAction,
  EditButton,
  type PlantSummary,
  ReorderButtons,
} from "./hierarchy-kit";

const linkClass =
  "font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring";
const quietLink =
  "underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring";

/** /dashboard/assets */
export function AssetsPage() {
  return <DashboardFrame>{(plant) => <AssetsList plant={plant} />}</DashboardFrame>;
}

/** Reorder within the asset's machine, and delete. */
export function useAssetActions(machineId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const reorder = useMutation(trpc.assets.reorder.mutationOptions());
  const remove = useMutation(trpc.assets.delete.mutationOptions());
  return {
    siblings: async () => {
      const result = await queryClient.fetchQuery({
        ...trpc.assets.list.queryOptions({
          machine_id: machineId,
          max: CHILDREN_MAX,
          orderByColumn: "position",
          orderByMethod: "asc",
        }),
        staleTime: 0,
      });
      return result.data.map((row) => row.id);
    },
    reorder: (ids: number[]) => reorder.mutateAsync({ machine_id: machineId, ids }),
    remove: (id: number, confirm: string | undefined) => remove.mutateAsync({ id, confirm }),
  };
}

export function AssetRowActions({
  asset,
  onEdit,
}: {
  asset: Pick<AssetRow, "id" | "name" | "machine_id" | "items_count">;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const actions = useAssetActions(asset.machine_id);
  return (
    <div className="flex items-center justify-end gap-0.5">
      {canEdit(user) ? (
        <>
          <ReorderButtons
            id={asset.id}
            name={asset.name}
            siblings={actions.siblings}
            save={actions.reorder}
          />
          <EditButton name={asset.name} onClick={onEdit} />
        </>
      ) : null}
      {canDelete(user) ? (
        <DeleteAction
          name={asset.name}
          itemLabel={t("hierarchy.asset")}
          description={t("hierarchy.deleteAssetDescription")}
          attached={{ items: asset.items_count }}
          onDelete={(confirm) => actions.remove(asset.id, confirm)}
        />
      ) : null}
    </div>
  );
}

function AssetsList({ plant }: { plant: PlantSummary }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AssetRow | null>(null);
  const lineOptions = useLineOptions(plant.id);
  const machineOptions = useMachineOptions(plant.id);
  const editable = canEdit(user) || canDelete(user);

  const filters = useMemo<ListFilter[]>(
    () => [
      { id: "production_line_id", label: t("hierarchy.productionLine"), options: lineOptions },
      { id: "machine_id", label: t("hierarchy.machine"), options: machineOptions },
    ],
    [t, lineOptions, machineOptions],
  );
  const columns = useMemo<ColumnDef<AssetRow>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("hierarchy.name"),
        cell: ({ row }) => (
          <Link href={`/assets/${row.original.id}/details`} className={linkClass}>
            {row.original.name}
          </Link>
        ),
      },
      {
        id: "health",
        header: t("equipment.health"),
        enableSorting: false,
        cell: ({ row }) => <NodeHealth level="assets" id={row.original.id} plantId={row.original.plant_id} />,
      },
      {
        id: "machine_name",
        accessorKey: "machine_name",
        header: t("hierarchy.machine"),
        cell: ({ row }) => (
          <Link href={`/machines/${row.original.machine_id}/details`} className={quietLink}>
            {row.original.machine_name}
          </Link>
        ),
      },
      {
        id: "production_line_name",
        accessorKey: "production_line_name",
        header: t("hierarchy.productionLine"),
      },
      {
        id: "position",
        accessorKey: "position",
        header: t("hierarchy.orderOnMachine"),
        meta: { align: "right" },
        cell: ({ row }) => <span className="tabular-nums">{row.original.position + 1}</span>,
      },
      {
        id: "application_name",
        accessorKey: "application_name",
        header: t("hierarchy.application"),
        enableSorting: false,
      },
      {
        id: "items_count",
        accessorKey: "items_count",
        header: t("hierarchy.items"),
        meta: { align: "right" },
      },
      ...(editable
        ? [
            {
              id: "actions",
              header: t("common.actions"),
              enableSorting: false,
              meta: { align: "right" as const },
              cell: ({ row }: { row: { original: AssetRow } }) => (
                <AssetRowActions asset={row.original} onEdit={() => setEditing(row.original)} />
              ),
            },
          ]
        : []),
    ],
    [t, editable],
  );

  const createAction = canCreate(user) ? (
    <Button size="sm" onClick={() => setCreating(true)}>
      <PlusIcon aria-hidden="true" />
      {t("hierarchy.newAsset")}
    </Button>
  ) : undefined;

  return (
    <>
      <ListPage<AssetRow>
        key={`assets-${plant.id}`}
        listId="assets"
        title={t("hierarchy.assets")}
        columns={columns}
        filters={filters}
        getRowId={(row) => String(row.id)}
        queryOptions={(input: ListQueryInput) =>
          trpc.assets.list.queryOptions({ ...input, plant_id: plant.id })
        }
        emptyTitle={t("hierarchy.assetsEmptyTitle")}
        emptyDescription={t("hierarchy.assetsEmptyDescription")}
        primaryAction={createAction}
      />
      <AssetFormDialog
        open={creating}
        onOpenChange={setCreating}
        plantId={plant.id}
        onSaved={(id) => navigate(`/assets/${id}/details`)}
      />
      <AssetFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        plantId={plant.id}
        asset={editing ?? undefined}
      />
    </>
  );
}
