import type { ListMeta } from "@plantwise/shared";
import type { UseQueryOptions } from "@tanstack/react-query";
import type { RowData } from "@tanstack/react-table";

/** Spec part 1 §7: list bodies are `data` with `meta`. */
export interface ListResult<TRow> {
  data: TRow[];
  meta: ListMeta;
}

export type SortMethod = "asc" | "desc";

/** 1 = list, 2 = grid (spec part 1 §2.4). */
export type ViewModeValue = 1 | 2;

export interface ListState {
  page: number;
  max: number;
  orderByColumn: string | null;
  orderByMethod: SortMethod;
  q: string;
  filters: Record<string, string>;
  viewMode: ViewModeValue;
}

/** What a list call receives: spec part 1 §7's list parameters plus the list's own filters. */
export interface ListQueryInput {
  page: number;
  max: number;
  orderByColumn?: string;
  orderByMethod?: SortMethod;
  q?: string;
  [filter: string]: string | number | undefined;
}

// biome-ignore lint/suspicious/noExplicitAny: each list's tRPC options carry their own key and error types
export type ListQueryOptions<TRow> = UseQueryOptions<ListResult<TRow>, any, ListResult<TRow>, any>;

export interface ListFilterOption {
  value: string;
  label: string;
}

export interface ListFilter {
  id: string;
  label: string;
  options: readonly ListFilterOption[];
}

declare module "@tanstack/react-table" {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Numbers are right-aligned (UI.md). */
    align?: "left" | "right";
    /** The descriptor the column was made from (column-spec.tsx), read by its cells. */
    spec?: unknown;
    /**
     * Its place in the row's card on phones (stacked-rows.tsx); by default a `select` column
     * leads, an `actions` or headerless column holds the buttons, the opening column is the title.
     */
    card?: "lead" | "title" | "field" | "actions";
  }
}
