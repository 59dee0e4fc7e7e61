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
import { MachineFormDialog, useLineOptions } from "./hierarchy-forms";
import {
  CHILDREN_MAX,
  canCreate,
  canDelete,
  canEdit,
  DashboardFrame,
  DeleteAction,
  EditButton,
  type MachineRow,
  type PlantSummary,
  ReorderButtons,
} from "./hierarchy-kit";
import { lineDetailsHref } from "./lines-page";

const linkClass =
  "font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring";

/** /dashboard/machines */
export function MachinesPage() {
  return <DashboardFrame>{(plant) => <MachinesList plant={plant} />}</DashboardFrame>;
}

/** Reorder within the machine's line, and delete. */
export function useMachineActions(lineId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const reorder = useMutation(trpc.machines.reorder.mutationOptions());
  const remove = useMutation(trpc.machines.delete.mutationOptions());
  return {
    siblings: async () => {
      const result = await queryClient.fetchQuery({
        ...trpc.machines.list.queryOptions({
          production_line_id: lineId,
          max: CHILDREN_MAX,
          orderByColumn: "position",
          orderByMethod: "asc",
        }),
        staleTime: 0,
      });
      return result.data.map((row) => row.id);
    },
    reorder: (ids: number[]) => reorder.mutateAsync({ production_line_id: lineId, ids }),
    remove: (id: number, confirm: string | undefined) => remove.mutateAsync({ id, confirm }),
  };
}

export function MachineRowActions({
  machine,
  onEdit,
}: {
  machine: Pick<MachineRow, "id" | "name" | "production_line_id" | "assets_count" | "items_count">;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const actions = useMachineActions(machine.production_line_id);
  return (
    <div className="flex items-center justify-end gap-0.5">
      {canEdit(user) ? (
        <>
          <ReorderButtons
            id={machine.id}
            name={machine.name}
            siblings={actions.siblings}
            save={actions.reorder}
          />
          <EditButton name={machine.name} onClick={onEdit} />
        </>
      ) : null}
      {canDelete(user) ? (
        <DeleteAction
          name={machine.name}
          itemLabel={t("hierarchy.machine")}
          description={t("hierarchy.deleteMachineDescription")}
          attached={{ assets: machine.assets_count, items: machine.items_count }}
          onDelete={(confirm) => actions.remove(machine.id, confirm)}
        />
      ) : null}
    </div>
  );
}

function MachinesList({ plant }: { plant: PlantSummary }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<MachineRow | null>(null);
  const lineOptions = useLineOptions(plant.id);
  const editable = canEdit(user) || canDelete(user);

  const filters = useMemo<ListFilter[]>(
    () => [{ id: "production_line_id", label: t("hierarchy.productionLine"), options: lineOptions }],
    [t, lineOptions],
  );
  const columns = useMemo<ColumnDef<MachineRow>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("hierarchy.name"),
        cell: ({ row }) => (
          <Link href={`/machines/${row.original.id}/details`} className={linkClass}>
            {row.original.name}
          </Link>
        ),
      },
      {
        id: "health",
        header: t("equipment.health"),
        enableSorting: false,
        cell: ({ row }) => (
          <NodeHealth level="machines" id={row.original.id} plantId={row.original.plant_id} />
        ),
      },
      {
        id: "production_line_name",
        accessorKey: "production_line_name",
        header: t("hierarchy.productionLine"),
        cell: ({ row }) => (
          <Link
            href={lineDetailsHref({
              id: row.original.production_line_id,
              kind: row.original.production_line_kind,
            })}
            className="underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {row.original.production_line_name}
          </Link>
        ),
      },
      {
        id: "position",
        accessorKey: "position",
        header: t("hierarchy.orderOnLine"),
        meta: { align: "right" },
        cell: ({ row }) => <span className="tabular-nums">{row.original.position + 1}</span>,
      },
      {
        id: "description",
        accessorKey: "description",
        header: t("hierarchy.description"),
        enableSorting: false,
      },
      {
        id: "assets_count",
        accessorKey: "assets_count",
        header: t("hierarchy.assets"),
        meta: { align: "right" },
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
              cell: ({ row }: { row: { original: MachineRow } }) => (
                <MachineRowActions machine={row.original} onEdit={() => setEditing(row.original)} />
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
      {t("hierarchy.newMachine")}
    </Button>
  ) : undefined;

  return (
    <>
      <ListPage<MachineRow>
        key={`machines-${plant.id}`}
        listId="machines"
        title={t("hierarchy.machines")}
        columns={columns}
        filters={filters}
        getRowId={(row) => String(row.id)}
        queryOptions={(input: ListQueryInput) =>
          trpc.machines.list.queryOptions({ ...input, plant_id: plant.id })
        }
        emptyTitle={t("hierarchy.machinesEmptyTitle")}
        emptyDescription={t("hierarchy.machinesEmptyDescription")}
        primaryAction={createAction}
      />
      <MachineFormDialog
        open={creating}
        onOpenChange={setCreating}
        plantId={plant.id}
        onSaved={(id) => navigate(`/machines/${id}/details`)}
      />
      <MachineFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        plantId={plant.id}
        machine={editing ?? undefined}
      />
    </>
  );
}
