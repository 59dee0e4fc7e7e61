import { PAGE_SIZE_OPTIONS, pageSizeFor } from "@plantwise/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ColumnDef, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { type ReactNode, useCallback, useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/page/page-header";
import { LoadError } from "@/components/record/load-error";
import { Pagination } from "@/components/ui/pagination";
import { ListEmpty } from "./list-empty";
import { ListFilters } from "./list-filters";
import { ListGrid } from "./list-grid";
import { ListSearch } from "./list-search";
import { defaultListState, listQueryInput, useListState } from "./list-state";
import { ListTable } from "./list-table";
import type { ListFilter, ListQueryInput, ListQueryOptions, ListState, ViewModeValue } from "./list-types";
import { ListViewToggle } from "./list-view-toggle";

export interface ListPageProps<TRow> {
  /** Names the saved state (`filters:<listId>`) and picks the page size (spec part 1 §9). */
  listId: string;
  title: string;
  /** Column ids are the server's sort keys. */
  columns: ColumnDef<TRow>[];
  queryOptions: (input: ListQueryInput) => ListQueryOptions<TRow>;
  getRowId: (row: TRow) => string;
  filters?: readonly ListFilter[];
  /** 1 = list, 2 = grid; grid for equipment and production lines (spec part 1 §2.4). */
  defaultViewMode?: ViewModeValue;
  renderCard?: (row: TRow) => ReactNode;
  /** The page's primary action, top right; also offered by the empty state. */
  primaryAction?: ReactNode;
  emptyTitle: string;
  emptyDescription?: string;
}

/** A server-paged, sorted, searchable, filterable list whose state survives a reload. */
export function ListPage<TRow>({
  listId,
  title,
  columns,
  queryOptions,
  getRowId,
  filters = [],
  defaultViewMode = 1,
  renderCard,
  primaryAction,
  emptyTitle,
  emptyDescription,
}: ListPageProps<TRow>) {
  const { t } = useTranslation();
  const defaults = useMemo(
    () => defaultListState(pageSizeFor(listId), defaultViewMode),
    [listId, defaultViewMode],
  );
  const [state, update] = useListState(listId, defaults);
  const input = useMemo(() => listQueryInput(state), [state]);
  const query = useQuery({ ...queryOptions(input), placeholderData: keepPreviousData });
  const rows = useMemo(() => query.data?.data ?? [], [query.data]);
  const meta = query.data?.meta;

  const table = useReactTable({
    data: rows,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    pageCount: meta?.last_page ?? -1,
  });

  const onSort = useCallback(
    (columnId: string) => {
      // asc → desc → unsorted (the server's default order)
      const next: Partial<ListState> =
        state.orderByColumn !== columnId
          ? { orderByColumn: columnId, orderByMethod: "asc" }
          : state.orderByMethod === "asc"
            ? { orderByMethod: "desc" }
            : { orderByColumn: null, orderByMethod: "asc" };
      update({ ...next, page: 1 });
    },
    [state.orderByColumn, state.orderByMethod, update],
  );
  const onSearch = useCallback((q: string) => update({ q, page: 1 }), [update]);
  const filtered = state.q.trim() !== "" || Object.values(state.filters).some((value) => value !== "");
  const loading = query.isPending;
  const empty = !loading && meta !== undefined && rows.length === 0;
  const sizes: readonly number[] = PAGE_SIZE_OPTIONS;
  const pageSizes = sizes.includes(state.max) ? sizes : [...sizes, state.max].sort((a, b) => a - b);

  // A page past the end (rows deleted elsewhere, a restored page) falls back to the last one.
  const lastPage = meta?.last_page ?? 0;
  const settled = !query.isPlaceholderData;
  useEffect(() => {
    if (settled && lastPage > 0 && state.page > lastPage) update({ page: lastPage });
  }, [settled, lastPage, state.page, update]);

  return (
    <div className="flex flex-col gap-4" data-testid={`list-${listId}`}>
      <PageHeader title={title} actions={primaryAction} />
      <div className="flex flex-wrap items-center gap-2">
        <ListSearch value={state.q} onChange={onSearch} />
        {filters.length > 0 ? (
          <ListFilters
            filters={filters}
            values={state.filters}
            onChange={(values) => update({ filters: values, page: 1 })}
          />
        ) : null}
        <div className="ml-auto">
          <ListViewToggle value={state.viewMode} onChange={(viewMode) => update({ viewMode })} />
        </div>
      </div>

      {query.isError && !query.data ? (
        <LoadError message={t("list.loadError")} onRetry={() => void query.refetch()} />
      ) : empty ? (
        <ListEmpty
          filtered={filtered}
          title={emptyTitle}
          description={emptyDescription}
          action={primaryAction}
          onClear={() => update({ q: "", filters: {}, page: 1 })}
        />
      ) : state.viewMode === 2 ? (
        <ListGrid
          table={table}
          loading={loading}
          skeletonCards={Math.min(state.max, 12)}
          renderCard={renderCard}
        />
      ) : (
        <ListTable
          table={table}
          loading={loading}
          skeletonRows={Math.min(state.max, 10)}
          sortColumn={state.orderByColumn}
          sortMethod={state.orderByMethod}
          onSort={onSort}
        />
      )}

      {meta && !empty ? (
        <Pagination
          page={state.page}
          lastPage={meta.last_page}
          total={meta.total}
          pageSize={state.max}
          pageSizeOptions={pageSizes}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(max) => update({ max, page: 1 })}
        />
      ) : null}
    </div>
  );
}
