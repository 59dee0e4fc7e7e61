import type { ReactNode } from "react";
import { useMemo } from "react";
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
import { canCreate, canDelete, canEdit, type PlantSummary } from "./hierarchy-rows";
import type { DialogProps } from "./level-form-dialog";

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
