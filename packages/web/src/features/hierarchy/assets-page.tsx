import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { ListFilter } from "@/components/list/list-types";
import type { ColumnSpec } from "@/components/list/record-list-page";
import { quietLinkClass } from "@/components/record/record-link";
import { useTRPC } from "@/lib/trpc";
import { DashboardFrame } from "./dashboard-frame";
import { AssetFormDialog } from "./hierarchy-forms";
import { HierarchyList, healthColumn, positionColumn, useLevelNouns } from "./hierarchy-list";
import { useLineOptions, useMachineOptions } from "./hierarchy-options";
import {
  type AssetRow,
  assetDetailsHref,
  BY_POSITION,
  machineDetailsHref,
  type PlantSummary,
} from "./hierarchy-rows";
import { RowActions, useSiblingActions } from "./row-actions";

/** /dashboard/assets */
export function AssetsPage() {
  return <DashboardFrame>{(plant) => <AssetsList plant={plant} />}</DashboardFrame>;
}

/** Reorder within the asset's machine, and delete. */
export function useAssetActions(machineId: number) {
  const trpc = useTRPC();
  return useSiblingActions({
    siblings: trpc.assets.list.queryOptions({ machine_id: machineId, ...BY_POSITION }),
    reorder: trpc.assets.reorder.mutationOptions(),
    remove: trpc.assets.delete.mutationOptions(),
    order: (ids) => ({ machine_id: machineId, ids }),
  });
}

export function AssetRowActions({
  asset,
}: {
  asset: Pick<AssetRow, "id" | "name" | "machine_id" | "items_count">;
}) {
  const { t } = useTranslation();
  return (
    <RowActions
      row={asset}
      actions={useAssetActions(asset.machine_id)}
      itemLabel={t("hierarchy.asset")}
      deleteDescription={t("hierarchy.deleteAssetDescription")}
      attached={{ items: asset.items_count }}
    />
  );
}

const COLUMNS: ColumnSpec<AssetRow>[] = [
  { id: "name", header: "hierarchy.name", opens: true },
  healthColumn("assets"),
  {
    id: "machine_name",
    header: "hierarchy.machine",
    cell: (row) => (
      <Link href={machineDetailsHref({ id: row.machine_id })} className={quietLinkClass}>
        {row.machine_name}
      </Link>
    ),
  },
  { id: "production_line_name", header: "hierarchy.productionLine" },
  positionColumn("hierarchy.orderOnMachine"),
  { id: "application_name", header: "hierarchy.application", sortable: false },
  { id: "items_count", header: "hierarchy.items", align: "right" },
];

const rowActions = (asset: AssetRow) => <AssetRowActions asset={asset} />;

function AssetsList({ plant }: { plant: PlantSummary }) {
  const { t } = useTranslation();
  const lineOptions = useLineOptions(plant.id);
  const machineOptions = useMachineOptions(plant.id);
  const filters = useMemo<ListFilter[]>(
    () => [
      { id: "production_line_id", label: t("hierarchy.productionLine"), options: lineOptions },
      { id: "machine_id", label: t("hierarchy.machine"), options: machineOptions },
    ],
    [t, lineOptions, machineOptions],
  );
  return (
    <HierarchyList<AssetRow>
      plant={plant}
      listId="assets"
      nouns={useLevelNouns("assets", "Asset")}
      query={(trpc, input) => trpc.assets.list.queryOptions({ ...input, plant_id: plant.id })}
      columns={COLUMNS}
      actions={rowActions}
      filters={filters}
      detailsHref={assetDetailsHref}
      createdHref={(id) => assetDetailsHref({ id })}
      dialog={({ record, ...dialog }) => <AssetFormDialog {...dialog} plantId={plant.id} asset={record} />}
    />
  );
}
