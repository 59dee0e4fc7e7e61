/**
 * The scaffold of a list screen: a server-paged, sorted, searchable ListPage whose columns, grid
 * cards, filters, words and "New …" action are configuration. Rows open their record screen
 * (`records`, or `open` for another route) or the list's dialog (`dialog`, which then also serves
 * "New …"). A new screen is a few constants and one element:
 *
 *   const COLUMNS: ColumnSpec<VendorRow>[] = [
 *     { id: "name", header: "vendors.name", opens: true },
 *     { id: "parts_count", header: "vendors.parts", align: "right" },
 *   ];
 *   const CARD: CardSpec<VendorRow> = { icon: TruckIcon, title: (row) => row.name };
 *
 *   export function VendorsPage() {
 *     return (
 *       <RecordListPage<VendorRow>
 *         listId="vendors"
 *         nouns={useListNouns("pages.vendors", "vendors")}
 *         query={(trpc, input) => trpc.vendors.list.queryOptions(input)}
 *         columns={COLUMNS}
 *         card={CARD}
 *         records={{ base: "/vendors", create: "create_vendors" }}
 *       />
 *     );
 *   }
 */
import { hasPermission, type PermissionKey } from "@plantwise/shared";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuthUser } from "@/auth/auth-context";
import { useTRPC } from "@/lib/trpc";
import { type ColumnSpec, toColumnDefs } from "./column-spec";
import { ListPage } from "./list-page";
import type { ListFilter, ListQueryInput, ListQueryOptions, ViewModeValue } from "./list-types";
import { NewRecordButton } from "./new-record-button";
import { type CardSpec, RecordCard } from "./record-card";
import { ListDialogContext, type RowOpening, RowOpeningContext } from "./row-opener";

export type { ColumnSpec } from "./column-spec";
export type { CardSpec } from "./record-card";

export interface ListNouns {
  title: string;
  /** The "New …" button's label. */
  create?: string;
  emptyTitle: string;
  emptyDescription?: string;
}

/**
 * A list's words from i18n keys: its title, and a prefix under which the screen keeps `create`,
 * `emptyTitle` and `emptyDescription` (`useListNouns("pages.vendors", "vendors")`).
 */
export function useListNouns(title: string, prefix: string): ListNouns {
  const { t } = useTranslation();
  return {
    title: t(title),
    create: t(`${prefix}.create`),
    emptyTitle: t(`${prefix}.emptyTitle`),
    emptyDescription: t(`${prefix}.emptyDescription`),
  };
}

/** What the list's dialog shows: a row, a new record, or nothing (closed). */
export type Editing<TRow> = TRow | "new" | null;

/** The list's record screens: rows open `${base}/${id}${suffix}`, "New …" opens `${base}/new`. */
export interface RecordRoutes {
  base: string;
  /** After the id (a details page, `/details`). */
  suffix?: string;
  /** The permission "New …" needs; without it there is no "New …". */
  create?: PermissionKey;
  /** The record's route may be out of the user's reach: the name then reads as plain text. */
  guarded?: boolean;
}

export interface RecordListPageProps<TRow extends { id: number }> {
  listId: string;
  nouns: ListNouns;
  query: (trpc: ReturnType<typeof useTRPC>, input: ListQueryInput) => ListQueryOptions<TRow>;
  /** Keep the array's identity between renders (a constant, or memoised). */
  columns: readonly ColumnSpec<TRow>[];
  filters?: readonly ListFilter[];
  card?: CardSpec<TRow>;
  defaultViewMode?: ViewModeValue;
  records?: RecordRoutes;
  /** Rows open another route than `records` says (or, without either, the dialog). */
  open?: { href: (row: TRow) => string; guarded?: boolean };
  /** "New …" opening the dialog, for users `allowed`. */
  create?: { allowed: boolean };
  /** The create/edit dialog, given what it edits (`useListDialog` opens it from a row too). */
  dialog?: (editing: Editing<TRow>, close: () => void) => ReactNode;
}

export function RecordListPage<TRow extends { id: number }>({
  listId,
  nouns,
  query,
  columns,
  filters,
  card,
  defaultViewMode,
  records,
  open,
  create,
  dialog,
}: RecordListPageProps<TRow>) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const [editing, setEditing] = useState<Editing<TRow>>(null);
  const columnDefs = useMemo(() => toColumnDefs(columns, t), [columns, t]);
  const openDialog = useCallback((row: TRow) => setEditing(row), []);
  const close = useCallback(() => setEditing(null), []);
  const base = records?.base;
  const suffix = records?.suffix ?? "";
  const guarded = records?.guarded;
  const opening = useMemo<RowOpening<TRow>>(
    () =>
      open ??
      (base !== undefined
        ? { href: (row: TRow) => `${base}/${row.id}${suffix}`, guarded }
        : { dialog: openDialog }),
    [open, base, suffix, guarded, openDialog],
  );
  const createAction = !nouns.create ? undefined : records?.create ? (
    hasPermission(user, records.create) ? (
      <NewRecordButton label={nouns.create} href={`${records.base}/new`} />
    ) : undefined
  ) : create?.allowed ? (
    <NewRecordButton label={nouns.create} onClick={() => setEditing("new")} />
  ) : undefined;

  return (
    <RowOpeningContext.Provider value={opening}>
      <ListDialogContext.Provider value={openDialog}>
        <ListPage<TRow>
          listId={listId}
          title={nouns.title}
          columns={columnDefs}
          getRowId={(row) => String(row.id)}
          queryOptions={(input) => query(trpc, input)}
          filters={filters}
          defaultViewMode={defaultViewMode}
          emptyTitle={nouns.emptyTitle}
          emptyDescription={nouns.emptyDescription}
          renderCard={card ? (row) => <RecordCard spec={card} row={row} /> : undefined}
          primaryAction={createAction}
        />
        {dialog?.(editing, close)}
      </ListDialogContext.Provider>
    </RowOpeningContext.Provider>
  );
}
