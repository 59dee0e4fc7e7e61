import { defaultViewModeFor, LineKind } from "@plantwise/shared";
import { CableIcon, FactoryIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useAuthUser } from "@/auth/auth-context";
import { RecordCard } from "@/components/list/record-card";
import type { CardSpec, ColumnSpec } from "@/components/list/record-list-page";
import { RowOpeningContext } from "@/components/list/row-opener";
import { NodeHealth } from "@/features/alarms/node-health";
import { useTRPC } from "@/lib/trpc";
import { CountsLine } from "./counts-line";
import { DashboardFrame } from "./dashboard-frame";
import { LineFormDialog } from "./hierarchy-forms";
import { HierarchyList, useLevelNouns } from "./hierarchy-list";
import {
  BY_POSITION,
  canDelete,
  canEdit,
  type LineRow,
  lineDetailsHref,
  type PlantSummary,
} from "./hierarchy-rows";
import { RowActions, useSiblingActions } from "./row-actions";

export { lineDetailsHref };

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
  return useSiblingActions({
    siblings: trpc.productionLines.list.queryOptions({ plant_id: plantId, kind, ...BY_POSITION }),
    reorder: trpc.productionLines.reorder.mutationOptions(),
    remove: trpc.productionLines.delete.mutationOptions(),
    order: (ids) => ({ plant_id: plantId, kind, ids }),
  });
}

const lineCounts = (line: LineRow) => ({
  machines: line.machines_count,
  assets: line.assets_count,
  items: line.items_count,
});

function LineRowActions({ line }: { line: LineRow }) {
  const { t } = useTranslation();
  return (
    <RowActions
      row={line}
      actions={useLineActions(line.plant_id, line.kind)}
      itemLabel={t(line.kind === LineKind.UTILITY ? "hierarchy.utility" : "hierarchy.line")}
      deleteDescription={t("hierarchy.deleteLineDescription")}
      attached={lineCounts(line)}
    />
  );
}

const COLUMNS: ColumnSpec<LineRow>[] = [
  { id: "name", header: "hierarchy.name", opens: true },
  { id: "description", header: "hierarchy.description", sortable: false },
  { id: "machines_count", header: "hierarchy.machines", align: "right" },
  { id: "assets_count", header: "hierarchy.assets", align: "right" },
  { id: "items_count", header: "hierarchy.items", align: "right" },
];

const rowActions = (line: LineRow) => <LineRowActions line={line} />;

function LineCardBody({ line, actions }: { line: LineRow; actions: boolean }) {
  const user = useAuthUser();
  return (
    <>
      {line.description ? (
        <p className="line-clamp-2 text-sm text-muted-foreground">{line.description}</p>
      ) : null}
      <CountsLine counts={lineCounts(line)} />
      <NodeHealth level="production_lines" id={line.id} plantId={line.plant_id} />
      {actions && (canEdit(user) || canDelete(user)) ? (
        <div className="mt-auto border-t pt-1.5">
          <LineRowActions line={line} />
        </div>
      ) : null}
    </>
  );
}

/** A line as a card; in the list with the row's actions at its foot. */
const lineCard = (actions: boolean): CardSpec<LineRow> => ({
  icon: (line: LineRow) => (line.kind === LineKind.UTILITY ? CableIcon : FactoryIcon),
  title: (line) => line.name,
  truncate: true,
  steadyIcon: true,
  body: (line) => <LineCardBody line={line} actions={actions} />,
});
const LIST_CARD = lineCard(true);
const DASHBOARD_CARD = lineCard(false);
const opening = { href: lineDetailsHref };

function LinesList({ plant, kind }: { plant: PlantSummary; kind: number }) {
  const utility = kind === LineKind.UTILITY;
  const listId = utility ? "utilities" : "production-lines";
  return (
    <HierarchyList<LineRow>
      plant={plant}
      listId={listId}
      nouns={useLevelNouns(utility ? "utilities" : "lines", utility ? "Utility" : "Line")}
      query={(trpc, input) => trpc.productionLines.list.queryOptions({ ...input, plant_id: plant.id, kind })}
      columns={COLUMNS}
      actions={rowActions}
      defaultViewMode={defaultViewModeFor(listId)}
      card={LIST_CARD}
      detailsHref={lineDetailsHref}
      createdHref={(id) => lineDetailsHref({ id, kind })}
      dialog={({ record, ...dialog }) => (
        <LineFormDialog {...dialog} kind={kind} plantId={plant.id} line={record} />
      )}
    />
  );
}

/** A line as a card on the plant dashboard (without the row's actions). */
export function LineCard({ line }: { line: LineRow }) {
  return (
    <RowOpeningContext.Provider value={opening}>
      <RecordCard spec={DASHBOARD_CARD} row={line} />
    </RowOpeningContext.Provider>
  );
}
