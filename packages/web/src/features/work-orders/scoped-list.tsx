/**
 * The body of a work order list: search, filters, table (cards on phones), empty state and paging,
 * on the list scaffold's saved state (components/list), with the caller's scope added to the call.
 */
import { PAGE_SIZE_OPTIONS, pageSizeFor } from "@plantwise/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ColumnDef, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { type ReactNode, useCallback, useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ListEmpty } from "@/components/list/list-empty";
import { ListFilters } from "@/components/list/list-filters";
import { ListSearch } from "@/components/list/list-search";
import { defaultListState, listQueryInput, useListState } from "@/components/list/list-state";
import { ListTable } from "@/components/list/list-table";
import type { ListFilter, ListQueryInput, ListQueryOptions, ListState } from "@/components/list/list-types";
import { LoadError } from "@/components/record/load-error";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { usePhone } from "./use-phone";

export interface ScopedListProps<TRow extends { id: number }> {
  listId: string;
  columns: ColumnDef<TRow>[];
  queryOptions: (input: ListQueryInput) => ListQueryOptions<TRow>;
  filters: readonly ListFilter[];
  renderCard: (row: TRow) => ReactNode;
  emptyTitle: string;
  emptyDescription: string;
  emptyAction?: ReactNode;
  /** Told the rows shown, so a selection can drop what left the page. */
  onRows?: (rows: TRow[]) => void;
  /** Told the list's own input (page, sort, search, filters) as it changes: the export uses it. */
  onInput?: (input: ListQueryInput) => void;
  /** Beside the search (view switch, export). */
  tools?: ReactNode;
}

export function ScopedList<TRow extends { id: number }>({
  listId,
  columns,
  queryOptions,
  filters,
  renderCard,
  emptyTitle,
  emptyDescription,
  emptyAction,
  onRows,
  onInput,
  tools,
}: ScopedListProps<TRow>) {
  const { t } = useTranslation();
  const phone = usePhone();
  const defaults = useMemo(() => defaultListState(pageSizeFor(listId), 1), [listId]);
  const [state, update] = useListState(listId, defaults);
  const input = useMemo(() => listQueryInput(state), [state]);
  const query = useQuery({ ...queryOptions(input), placeholderData: keepPreviousData });
  const rows = useMemo(() => query.data?.data ?? [], [query.data]);
  const meta = query.data?.meta;
  useEffect(() => onRows?.(rows), [rows, onRows]);
  useEffect(() => onInput?.(input), [input, onInput]);

  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    pageCount: meta?.last_page ?? -1,
  });
  const onSort = useCallback(
    (columnId: string) => {
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
  const filtered = state.q.trim() !== "" || Object.values(state.filters).some((v) => v !== "");
  const loading = query.isPending;
  const empty = !loading && meta !== undefined && rows.length === 0;
  const sizes: readonly number[] = PAGE_SIZE_OPTIONS;
  const pageSizes = sizes.includes(state.max) ? sizes : [...sizes, state.max].sort((a, b) => a - b);
  const lastPage = meta?.last_page ?? 0;
  const settled = !query.isPlaceholderData;
  useEffect(() => {
    if (settled && lastPage > 0 && state.page > lastPage) update({ page: lastPage });
  }, [settled, lastPage, state.page, update]);

  return (
    <div className="flex flex-col gap-3" data-testid={`list-${listId}`}>
      <div className="flex flex-wrap items-center gap-2">
        <ListSearch value={state.q} onChange={(q) => update({ q, page: 1 })} />
        <ListFilters
          filters={filters}
          values={state.filters}
          onChange={(values) => update({ filters: values, page: 1 })}
        />
        {tools ? <div className="ml-auto flex flex-wrap items-center gap-2">{tools}</div> : null}
      </div>
      {query.isError && !query.data ? (
        <LoadError message={t("list.loadError")} onRetry={() => void query.refetch()} />
      ) : empty ? (
        <ListEmpty
          filtered={filtered}
          title={emptyTitle}
          description={emptyDescription}
          action={emptyAction}
          onClear={() => update({ q: "", filters: {}, page: 1 })}
        />
      ) : phone ? (
        loading ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-32" />
            ))}
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {rows.map((row) => (
              <li key={row.id}>{renderCard(row)}</li>
            ))}
          </ul>
        )
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
