import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { ListFilter } from "@/components/list/list-types";
import type { ColumnSpec } from "@/components/list/record-list-page";
import { quietLinkClass } from "@/components/record/record-link";
import { useTRPC } from "@/lib/trpc";
import { DashboardFrame } from "./dashboard-frame";
import { MachineFormDialog } from "./hierarchy-forms";
import { HierarchyList, healthColumn, positionColumn, useLevelNouns } from "./hierarchy-list";
import { useLineOptions } from "./hierarchy-options";
import {
  BY_POSITION,
  lineDetailsHref,
  type MachineRow,
  machineDetailsHref,
  type PlantSummary,
} from "./hierarchy-rows";
import { RowActions, useSiblingActions } from "./row-actions";

/** /dashboard/machines */
export function MachinesPage() {
  return <DashboardFrame>{(plant) => <MachinesList plant={plant} />}</DashboardFrame>;
}

/** Reorder within the machine's line, and delete. */
export function useMachineActions(lineId: number) {
  const trpc = useTRPC();
  return useSiblingActions({
    siblings: trpc.machines.list.queryOptions({ production_line_id: lineId, ...BY_POSITION }),
    reorder: trpc.machines.reorder.mutationOptions(),
    remove: trpc.machines.delete.mutationOptions(),
    order: (ids) => ({ production_line_id: lineId, ids }),
  });
}

export function MachineRowActions({
  machine,
}: {
  machine: Pick<MachineRow, "id" | "name" | "production_line_id" | "assets_count" | "items_count">;
}) {
  const { t } = useTranslation();
  return (
    <RowActions
      row={machine}
      actions={useMachineActions(machine.production_line_id)}
      itemLabel={t("hierarchy.machine")}
      deleteDescription={t("hierarchy.deleteMachineDescription")}
      attached={{ assets: machine.assets_count, items: machine.items_count }}
    />
  );
}

const COLUMNS: ColumnSpec<MachineRow>[] = [
  { id: "name", header: "hierarchy.name", opens: true },
  healthColumn("machines"),
  {
    id: "production_line_name",
    header: "hierarchy.productionLine",
    cell: (row) => (
      <Link
        href={lineDetailsHref({ id: row.production_line_id, kind: row.production_line_kind })}
        className={quietLinkClass}
      >
        {row.production_line_name}
      </Link>
    ),
  },
  positionColumn("hierarchy.orderOnLine"),
  { id: "description", header: "hierarchy.description", sortable: false },
  { id: "assets_count", header: "hierarchy.assets", align: "right" },
  { id: "items_count", header: "hierarchy.items", align: "right" },
];

const rowActions = (machine: MachineRow) => <MachineRowActions machine={machine} />;

function MachinesList({ plant }: { plant: PlantSummary }) {
  const { t } = useTranslation();
  const lineOptions = useLineOptions(plant.id);
  const filters = useMemo<ListFilter[]>(
    () => [{ id: "production_line_id", label: t("hierarchy.productionLine"), options: lineOptions }],
    [t, lineOptions],
  );
  return (
    <HierarchyList<MachineRow>
      plant={plant}
      listId="machines"
      nouns={useLevelNouns("machines", "Machine")}
      query={(trpc, input) => trpc.machines.list.queryOptions({ ...input, plant_id: plant.id })}
      columns={COLUMNS}
      actions={rowActions}
      filters={filters}
      detailsHref={machineDetailsHref}
      createdHref={(id) => machineDetailsHref({ id })}
      dialog={({ record, ...dialog }) => (
        <MachineFormDialog {...dialog} plantId={plant.id} machine={record} />
      )}
    />
  );
}
