import { defaultViewModeFor, LineKind } from "@plantwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { CableIcon, FactoryIcon, PlusIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { ListPage } from "@/components/list/list-page";
import type { ListQueryInput } from "@/components/list/list-types";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { NodeHealth } from "@/features/alarms/node-health";
import { useTRPC } from "@/lib/trpc";
import { LineFormDialog } from "./hierarchy-forms";
import {
  CHILDREN_MAX,
  CountsLine,
  canCreate,
  canDelete,
  canEdit,
  DashboardFrame,
  DeleteAction,
  EditButton,
  type LineRow,
  type PlantSummary,
  ReorderButtons,
} from "./hierarchy-kit";

export const lineDetailsHref = (line: { id: number; kind: number }) =>
  line.kind === LineKind.UTILITY ? `/utilities/${line.id}/details` : `/production-lines/${line.id}/details`;

/** /dashboard/production-lines */
export function ProductionLinesPage() {
  return (
    <DashboardFrame>{(plant) => <LinesList plant={plant} kind={LineKind.PRODUCTION_LINE} />}</DashboardFrame>
  );
}

/** /dashboard/utilities */
export function UtilitiesPage() {
  return <DashboardFrame>{(plant) => <LinesList plant={plant} kind={LineKind.UTILITY} />}</DashboardFrame>;
}

/** Reorder and delete of one line or utility, shared by the table row, the card and the details page. */
export function useLineActions(plantId: number, kind: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const reorder = useMutation(trpc.productionLines.reorder.mutationOptions());
  const remove = useMutation(trpc.productionLines.delete.mutationOptions());
  return {
    siblings: async () => {
      const result = await queryClient.fetchQuery({
        ...trpc.productionLines.list.queryOptions({
          plant_id: plantId,
          kind,
          max: CHILDREN_MAX,
          orderByColumn: "position",
          orderByMethod: "asc",
        }),
        staleTime: 0,
      });
      return result.data.map((row) => row.id);
    },
    reorder: (ids: number[]) => reorder.mutateAsync({ plant_id: plantId, kind, ids }),
    remove: (id: number, confirm: string | undefined) => remove.mutateAsync({ id, confirm }),
  };
}

function LineRowActions({ line, onEdit }: { line: LineRow; onEdit: (line: LineRow) => void }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const actions = useLineActions(line.plant_id, line.kind);
  const utility = line.kind === LineKind.UTILITY;
  return (
    <div className="flex items-center justify-end gap-0.5">
      {canEdit(user) ? (
        <>
          <ReorderButtons id={line.id} name={line.name} siblings={actions.siblings} save={actions.reorder} />
          <EditButton name={line.name} onClick={() => onEdit(line)} />
        </>
      ) : null}
      {canDelete(user) ? (
        <DeleteAction
          name={line.name}
          itemLabel={t(utility ? "hierarchy.utility" : "hierarchy.line")}
          description={t("hierarchy.deleteLineDescription")}
          attached={{ machines: line.machines_count, assets: line.assets_count, items: line.items_count }}
          onDelete={(confirm) => actions.remove(line.id, confirm)}
        />
      ) : null}
    </div>
  );
}

function LinesList({ plant, kind }: { plant: PlantSummary; kind: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<LineRow | null>(null);
  const utility = kind === LineKind.UTILITY;
  const listId = utility ? "utilities" : "production-lines";
  const editable = canEdit(user) || canDelete(user);

  const columns = useMemo<ColumnDef<LineRow>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("hierarchy.name"),
        cell: ({ row }) => (
          <Link
            href={lineDetailsHref(row.original)}
            className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {row.original.name}
          </Link>
        ),
      },
      {
        id: "description",
        accessorKey: "description",
        header: t("hierarchy.description"),
        enableSorting: false,
      },
      {
        id: "machines_count",
        accessorKey: "machines_count",
        header: t("hierarchy.machines"),
        meta: { align: "right" },
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
              cell: ({ row }: { row: { original: LineRow } }) => (
                <LineRowActions line={row.original} onEdit={setEditing} />
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
      {t(utility ? "hierarchy.newUtility" : "hierarchy.newLine")}
    </Button>
  ) : undefined;

  return (
    <>
      <ListPage<LineRow>
        key={`${listId}-${plant.id}`}
        listId={listId}
        title={t(utility ? "hierarchy.utilities" : "hierarchy.lines")}
        columns={columns}
        getRowId={(row) => String(row.id)}
        queryOptions={(input: ListQueryInput) =>
          trpc.productionLines.list.queryOptions({ ...input, plant_id: plant.id, kind })
        }
        defaultViewMode={defaultViewModeFor(listId)}
        emptyTitle={t(utility ? "hierarchy.utilitiesEmptyTitle" : "hierarchy.linesEmptyTitle")}
        emptyDescription={t(
          utility ? "hierarchy.utilitiesEmptyDescription" : "hierarchy.linesEmptyDescription",
        )}
        renderCard={(row) => <LineCard line={row} onEdit={setEditing} />}
        primaryAction={createAction}
      />
      <LineFormDialog
        open={creating}
        onOpenChange={setCreating}
        kind={kind}
        plantId={plant.id}
        onSaved={(id) => navigate(lineDetailsHref({ id, kind }))}
      />
      <LineFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        kind={kind}
        plantId={plant.id}
        line={editing ?? undefined}
      />
    </>
  );
}

export function LineCard({ line, onEdit }: { line: LineRow; onEdit?: (line: LineRow) => void }) {
  const user = useAuthUser();
  const Icon = line.kind === LineKind.UTILITY ? CableIcon : FactoryIcon;
  return (
    <Card className="h-full transition-colors hover:border-primary/50">
      <CardContent className="flex h-full flex-col gap-2 p-4">
        <Link
          href={lineDetailsHref(line)}
          className="flex min-w-0 items-center gap-2 font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="truncate">{line.name}</span>
        </Link>
        {line.description ? (
          <p className="line-clamp-2 text-sm text-muted-foreground">{line.description}</p>
        ) : null}
        <CountsLine
          counts={{ machines: line.machines_count, assets: line.assets_count, items: line.items_count }}
        />
        <NodeHealth level="production_lines" id={line.id} plantId={line.plant_id} />
        {onEdit && (canEdit(user) || canDelete(user)) ? (
          <div className="mt-auto border-t pt-1.5">
            <LineRowActions line={line} onEdit={onEdit} />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
