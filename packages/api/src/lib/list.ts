import type { ListMeta } from "@plantwise/shared";
import { and, asc, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";

export interface ListParams {
  page: number;
  max: number;
  orderByColumn?: string | undefined;
  orderByMethod?: "asc" | "desc" | undefined;
}

/**
 * ORDER BY for a list: only columns the procedure names as sortable can be used (anything else
 * falls back to the default), with the primary key last so pages are stable.
 */
export function listOrder(
  params: ListParams,
  sortable: Record<string, PgColumn | SQL>,
  fallback: string,
  tiebreak: PgColumn,
): SQL[] {
  const key = params.orderByColumn && params.orderByColumn in sortable ? params.orderByColumn : fallback;
  const column = sortable[key]!;
  const dir = params.orderByMethod === "desc" ? desc : asc;
  return [dir(column), dir(tiebreak)];
}

export function listWindow(params: ListParams): { limit: number; offset: number } {
  return { limit: params.max, offset: (params.page - 1) * params.max };
}

export function listMeta(params: ListParams, total: number): ListMeta {
  return {
    current_page: params.page,
    last_page: Math.max(1, Math.ceil(total / params.max)),
    per_page: params.max,
    total,
  };
}

/** The answered columns a list may be sorted by, under the names it answers them with. */
export function sortableBy<C extends Record<string, PgColumn | SQL>, K extends keyof C & string>(
  columns: C,
  keys: readonly K[],
): Pick<C, K> {
  return Object.fromEntries(keys.map((key) => [key, columns[key]])) as Pick<C, K>;
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Rows where any of the columns contains `q` (case-insensitively); no condition when nothing was searched. */
export function searchIn(q: string | undefined, ...columns: (PgColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * `column = input[key]` for each filter the caller gave, in the order named: ids and kinds, never
 * 0 or blank, so an absent, null or 0 value is no filter.
 */
export function givenFilters<I extends object>(
  input: I,
  columns: { [K in keyof I]?: PgColumn },
): SQL | undefined {
  return and(
    ...Object.entries(columns).map(([key, column]) => {
      const value = input[key as keyof I];
      return value ? eq(column as PgColumn, value) : undefined;
    }),
  );
}

/** The two queries of a list page and their order. */
export interface PageQuery<Q extends PgSelect> {
  /** select … from … joins … where, as `.$dynamic()`: ordered and windowed here. */
  rows: Q;
  /** `select count(*)` under the same where (with only the joins the where reads). */
  count: PromiseLike<{ n: number }[]>;
  order: SQL[];
}

/** One page of a list, as every list procedure answers it: `{ data, meta }`. */
export async function pagedList<Q extends PgSelect>(
  params: ListParams,
  query: PageQuery<Q>,
): Promise<{ data: Q["_"]["result"]; meta: ListMeta }> {
  const { limit, offset } = listWindow(params);
  const [data, [total]] = await Promise.all([
    query.rows
      .orderBy(...query.order)
      .limit(limit)
      .offset(offset),
    query.count,
  ]);
  return { data, meta: listMeta(params, Number(total?.n ?? 0)) };
}
