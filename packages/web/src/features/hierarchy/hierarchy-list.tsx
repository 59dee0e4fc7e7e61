import type { ReactNode } from "react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import type { ListFilter, ViewModeValue } from "@/components/list/list-types";
import {
  type CardSpec,
  type ColumnSpec,
  type Editing,
  type ListNouns,
  RecordListPage,
  type RecordListPageProps,
} from "@/components/list/record-list-page";
import { ChildTable } from "@/components/record/child-table";
import { type HealthLevel, NodeHealth } from "@/features/alarms/node-health";
import { canCreate, canDelete, canEdit, type PlantSummary } from "./hierarchy-rows";
import type { DialogProps } from "./level-form-dialog";

/**
 * A level's list words, kept as `hierarchy.<plural>`, `hierarchy.new<Singular>` and
 * `hierarchy.<plural>EmptyTitle` / `…EmptyDescription` ("assets", "Asset").
 */
export function useLevelNouns(plural: string, singular: string): ListNouns {
  const { t } = useTranslation();
  return {
    title: t(`hierarchy.${plural}`),
    create: t(`hierarchy.new${singular}`),
    emptyTitle: t(`hierarchy.${plural}EmptyTitle`),
    emptyDescription: t(`hierarchy.${plural}EmptyDescription`),
  };
}

/** A level's column of each row's health (its worst alarm state). */
export function healthColumn<TRow extends { id: number; plant_id: number }>(
  level: HealthLevel,
): ColumnSpec<TRow> {
  return {
    id: "health",
    header: "equipment.health",
    sortable: false,
    cell: (row) => <NodeHealth level={level} id={row.id} plantId={row.plant_id} />,
  };
}

/** A level's column of each row's place among its parent's children, counted from 1. */
export function positionColumn<TRow extends { position: number }>(header: string): ColumnSpec<TRow> {
  return {
    id: "position",
    header,
    align: "right",
    cell: (row) => <span className="tabular-nums">{row.position + 1}</span>,
  };
}

/**
 * One level of a plant's hierarchy as a /dashboard list (lines, machines, assets): rows open
 * their details page, "New …" and the rows' edit buttons open the level's form dialog, and an
 * actions column appears for users who may change the hierarchy.
 */
export function HierarchyList<TRow extends { id: number }>({
  plant,
  listId,
  nouns,
  query,
  columns,
  actions,
  filters,
  card,
  defaultViewMode,
  detailsHref,
  createdHref,
  dialog,
}: {
  plant: PlantSummary;
  listId: string;
  nouns: ListNouns;
  query: RecordListPageProps<TRow>["query"];
  /** A constant: the actions column is added to it. */
  columns: readonly ColumnSpec<TRow>[];
  /** A row's reorder, edit and delete buttons (a constant too). */
  actions: (row: TRow) => ReactNode;
  filters?: readonly ListFilter[];
  card?: CardSpec<TRow>;
  defaultViewMode?: ViewModeValue;
  detailsHref: (row: TRow) => string;
  /** Where a new record is shown once created. */
  createdHref: (id: number) => string;
  /** The level's form dialog: new without `record`. */
  dialog: (props: DialogProps & { record?: TRow }) => ReactNode;
}) {
  const user = useAuthUser();
  const [, navigate] = useLocation();
  const withActions = useActionsColumn(columns, actions);
  return (
    <RecordListPage<TRow>
      key={`${listId}-${plant.id}`}
      listId={listId}
      nouns={nouns}
      query={query}
      columns={withActions}
      filters={filters}
      card={card}
      defaultViewMode={defaultViewMode}
      open={{ href: detailsHref }}
      create={{ allowed: canCreate(user) }}
      dialog={(editing, close) => levelDialogs(editing, close, dialog, (id) => navigate(createdHref(id)))}
    />
  );
}

/** The columns, and the rows' actions last for users who may change the hierarchy. */
export function useActionsColumn<TRow>(
  columns: readonly ColumnSpec<TRow>[],
  actions: (row: TRow) => ReactNode,
): readonly ColumnSpec<TRow>[] {
  const user = useAuthUser();
  const editable = canEdit(user) || canDelete(user);
  return useMemo(
    () =>
      editable
        ? [
            ...columns,
            { id: "actions", header: "common.actions", sortable: false, align: "right", cell: actions },
          ]
        : columns,
    [columns, actions, editable],
  );
}

/**
 * A level's create and edit dialogs, as a list or a child table holds them: two of them, so the
 * one closing keeps its words while it fades out.
 */
export function levelDialogs<TRow>(
  editing: Editing<TRow>,
  close: () => void,
  dialog: (props: DialogProps & { record?: TRow }) => ReactNode,
  onCreated: (id: number) => void,
) {
  const onOpenChange = (open: boolean) => {
    if (!open) close();
  };
  return (
    <>
      {dialog({ open: editing === "new", onOpenChange, onSaved: onCreated })}
      {dialog({
        open: editing !== null && editing !== "new",
        onOpenChange,
        record: editing === null || editing === "new" ? undefined : editing,
      })}
    </>
  );
}

/**
 * A details page's children of the next level (a line's machines, a machine's assets): rows open
 * their details page, "New …" and the rows' edit buttons open the level's form dialog, and a new
 * record's details page follows its creation.
 */
export function LevelChildTable<TRow extends { id: number }>({
  title,
  query,
  columns,
  actions,
  detailsHref,
  emptyText,
  createLabel,
  dialog,
}: {
  title: string;
  /** The children's query (their rows in its data's `data`). */
  query: {
    data?: { data: readonly TRow[] } | undefined;
    isError: boolean;
    isPending: boolean;
    refetch: () => unknown;
  };
  /** A constant: the actions column is added to it. */
  columns: readonly ColumnSpec<TRow>[];
  /** A row's reorder, edit and delete buttons (a constant too). */
  actions: (row: TRow) => ReactNode;
  detailsHref: (row: { id: number }) => string;
  emptyText: string;
  createLabel: string;
  /** The level's form dialog: new, under this parent, without `record`. */
  dialog: (props: DialogProps & { record?: TRow }) => ReactNode;
}) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const [, navigate] = useLocation();
  return (
    <ChildTable<TRow>
      title={title}
      query={query}
      rows={query.data?.data ?? []}
      columns={useActionsColumn(columns, actions)}
      open={{ href: detailsHref }}
      errorText={t("hierarchy.loadError")}
      emptyText={emptyText}
      create={{ allowed: canCreate(user), label: createLabel }}
      dialog={(editing, close) => levelDialogs(editing, close, dialog, (id) => navigate(detailsHref({ id })))}
    />
  );
}
