import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { ColumnSpec } from "@/components/list/record-list-page";
import { recordLinkClass } from "@/components/record/record-link";
import { useRecordId } from "@/components/record/use-record-id";
import { AlarmPanel } from "@/features/alarms/alarm-panel";
import { ItemStatusTable } from "@/features/attention/item-status-table";
import { useTRPC } from "@/lib/trpc";
import { AssetRowActions } from "./assets-page";
import { CountsLine } from "./counts-line";
import { HierarchyDetailsPage, useNodeWords } from "./hierarchy-details";
import { AssetFormDialog, MachineFormDialog } from "./hierarchy-forms";
import { LevelChildTable } from "./hierarchy-list";
import { type AssetRow, assetDetailsHref, BY_POSITION, lineDetailsHref } from "./hierarchy-rows";
import { useMachineActions } from "./machines-page";

const ASSET_COLUMNS: ColumnSpec<AssetRow>[] = [
  { id: "name", header: "hierarchy.name", opens: true },
  { id: "description", header: "hierarchy.description", className: "text-muted-foreground" },
  { id: "application_name", header: "hierarchy.application" },
  { id: "items_count", header: "hierarchy.items", align: "right" },
];

const assetActions = (asset: AssetRow) => <AssetRowActions asset={asset} />;

/** /machines/:id/details: the machine, then its assets. */
export function MachineDetailsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const record = useQuery(trpc.machines.get.queryOptions({ id: useRecordId() ?? 0 }));
  const actions = useMachineActions(record.data?.production_line_id ?? 0);
  const lineHref = (machine: { production_line_id: number; production_line_kind: number }) =>
    lineDetailsHref({ id: machine.production_line_id, kind: machine.production_line_kind });
  return (
    <HierarchyDetailsPage
      record={record}
      {...useNodeWords("machine")}
      crumbs={(machine) => [{ label: machine.production_line_name, href: lineHref(machine) }]}
      fields={(machine) => [
        [
          t("hierarchy.productionLine"),
          <Link key="line" href={lineHref(machine)} className={recordLinkClass}>
            {machine.production_line_name}
          </Link>,
        ],
        [t("hierarchy.description"), machine.description],
        [
          t("hierarchy.holds"),
          <CountsLine key="counts" counts={{ assets: machine.assets_count, items: machine.items_count }} />,
        ],
      ]}
      attached={(machine) => ({ assets: machine.assets_count, items: machine.items_count })}
      actions={actions}
      parentHref={lineHref}
      editDialog={(dialog, machine) => (
        <MachineFormDialog {...dialog} plantId={machine.plant_id} machine={machine} />
      )}
    >
      {(machine) => (
        <>
          <ItemStatusTable plantId={machine.plant_id} scope={{ machine_id: machine.id }} />
          <AlarmPanel machineId={machine.id} />
          <MachineAssets machineId={machine.id} plantId={machine.plant_id} />
        </>
      )}
    </HierarchyDetailsPage>
  );
}

function MachineAssets({ machineId, plantId }: { machineId: number; plantId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  return (
    <LevelChildTable<AssetRow>
      title={t("hierarchy.assets")}
      query={useQuery(trpc.assets.list.queryOptions({ machine_id: machineId, ...BY_POSITION }))}
      columns={ASSET_COLUMNS}
      actions={assetActions}
      detailsHref={assetDetailsHref}
      emptyText={t("hierarchy.childAssetsEmpty")}
      createLabel={t("hierarchy.newAsset")}
      dialog={({ record, ...dialog }) => (
        <AssetFormDialog
          {...dialog}
          plantId={plantId}
          machineId={record ? undefined : machineId}
          asset={record}
        />
      )}
    />
  );
}
