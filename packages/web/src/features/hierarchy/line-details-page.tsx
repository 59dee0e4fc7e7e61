import { LineKind } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { ColumnSpec } from "@/components/list/record-list-page";
import { useRecordId } from "@/components/record/use-record-id";
import { ItemStatusTable } from "@/features/attention/item-status-table";
import { useTRPC } from "@/lib/trpc";
import { CountsLine } from "./counts-line";
import { HierarchyDetailsPage } from "./hierarchy-details";
import { LineFormDialog, MachineFormDialog } from "./hierarchy-forms";
import { LevelChildTable } from "./hierarchy-list";
import { BY_POSITION, type MachineRow, machineDetailsHref } from "./hierarchy-rows";
import { useLineActions } from "./lines-page";
import { MachineRowActions } from "./machines-page";

const MACHINE_COLUMNS: ColumnSpec<MachineRow>[] = [
  { id: "name", header: "hierarchy.name", opens: true },
  { id: "description", header: "hierarchy.description", className: "text-muted-foreground" },
  { id: "assets_count", header: "hierarchy.assets", align: "right" },
  { id: "items_count", header: "hierarchy.items", align: "right" },
];

const machineActions = (machine: MachineRow) => <MachineRowActions machine={machine} />;

/** /production-lines/:id/details and /utilities/:id/details: the line, then its machines. */
export function LineDetailsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const record = useQuery(trpc.productionLines.get.queryOptions({ id: useRecordId() ?? 0 }));
  const line = record.data;
  const utility = line?.kind === LineKind.UTILITY;
  const listHref = utility ? "/dashboard/utilities" : "/dashboard/production-lines";
  const actions = useLineActions(line?.plant_id ?? 0, line?.kind ?? LineKind.PRODUCTION_LINE);
  return (
    <HierarchyDetailsPage
      record={record}
      loadingTitle={t("pages.productionLine")}
      back={() => ({ href: listHref, label: t(utility ? "hierarchy.utilities" : "hierarchy.lines") })}
      subtitle={() => t(utility ? "hierarchy.utility" : "hierarchy.line")}
      crumbs={() => []}
      fields={(current) => [
        [t("hierarchy.plant"), current.plant_name],
        [t("hierarchy.description"), current.description],
        [
          t("hierarchy.lineSpeed"),
          current.line_speed_rpm == null ? null : `${current.line_speed_rpm.toLocaleString()} RPM`,
        ],
        [
          t("hierarchy.rpmNode"),
          current.rpm_node_id
            ? [current.rpm_node_id, current.rpm_node_parameter].filter(Boolean).join(" · ")
            : null,
        ],
        [
          t("hierarchy.holds"),
          <CountsLine
            key="counts"
            counts={{
              machines: current.machines_count,
              assets: current.assets_count,
              items: current.items_count,
            }}
          />,
        ],
      ]}
      itemLabel={() => t(utility ? "hierarchy.utility" : "hierarchy.line")}
      deleteDescription={t("hierarchy.deleteLineDescription")}
      attached={(current) => ({
        machines: current.machines_count,
        assets: current.assets_count,
        items: current.items_count,
      })}
      actions={actions}
      parentHref={() => listHref}
      editDialog={(dialog, current) => (
        <LineFormDialog {...dialog} kind={current.kind} plantId={current.plant_id} line={current} />
      )}
    >
      {(current) => (
        <>
          <ItemStatusTable
            plantId={current.plant_id}
            scope={{ production_line_id: current.id }}
            showMachine
          />
          <LineMachines lineId={current.id} plantId={current.plant_id} />
        </>
      )}
    </HierarchyDetailsPage>
  );
}

function LineMachines({ lineId, plantId }: { lineId: number; plantId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  return (
    <LevelChildTable<MachineRow>
      title={t("hierarchy.machines")}
      query={useQuery(trpc.machines.list.queryOptions({ production_line_id: lineId, ...BY_POSITION }))}
      columns={MACHINE_COLUMNS}
      actions={machineActions}
      detailsHref={machineDetailsHref}
      emptyText={t("hierarchy.childMachinesEmpty")}
      createLabel={t("hierarchy.newMachine")}
      dialog={({ record, ...dialog }) => (
        <MachineFormDialog
          {...dialog}
          plantId={plantId}
          lineId={record ? undefined : lineId}
          machine={record}
        />
      )}
    />
  );
}
