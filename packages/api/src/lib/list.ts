import type { ListMeta } from "@plantwise/shared";
import { and, asc, desc, eq, ilike, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
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
  // Own keys only: `in` would take "constructor" or "toString" from the prototype for a column.
  const key =
    params.orderByColumn && Object.hasOwn(sortable, params.orderByColumn) ? params.orderByColumn : fallback;
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

/**
 * `select count(*) as n from … where …` under a list's where. It must name in its own FROM every
 * table its where reads (as it must to run on its own): embedded in the rows' select it is then
 * uncorrelated, whereas a table it left out would silently bind to the outer query's row.
 */
export type CountQuery = SQLWrapper & PromiseLike<{ n: number }[]>;

/** How many rows match a list's where, answered with each row of its page. */
export type TotalColumn = SQL<number>;

/** The total column for a select shared by a list and a get (`select({ ...columns, ...list })`). */
export interface TotalField {
  total: TotalColumn;
}

/**
 * The count as an uncorrelated scalar subquery: PostgreSQL evaluates it once per statement (an
 * InitPlan), while the select's correlated subqueries still run for the page's rows only (a
 * `count(*) over ()` window would compute the select list of every matching row). Drizzle wraps
 * the embedded select in parentheses.
 */
export function totalColumn(count: CountQuery): TotalColumn {
  return sql<number>`${count}`.mapWith(Number);
}

/** The rows and the count of a list page and their order. */
export interface PageQuery<Q extends PgSelect> {
  /**
   * select …, `total` from … joins … where, as `.$dynamic()`, given the total column to answer as
   * `total`: ordered and windowed here.
   */
  rows: (total: TotalColumn) => Q;
  /** The count under the same where (with only the joins the where reads): see CountQuery. */
  count: CountQuery;
  order: SQL[];
}

/** A row of the page as a list answers it: its select without the total. */
export type PageRow<Q extends PgSelect> = Omit<Q["_"]["result"][number], "total">;

/**
 * One page of a list, as every list procedure answers it: `{ data, meta }`, in one statement (the
 * total travels with the rows). A page past the end has no row to carry it, so only then is the
 * count run on its own; an empty first page means nothing matches.
 */
export async function pagedList<Q extends PgSelect>(
  params: ListParams,
  query: PageQuery<Q>,
): Promise<{ data: PageRow<Q>[]; meta: ListMeta }> {
  const { limit, offset } = listWindow(params);
  const rows: { total?: unknown }[] = await query
    .rows(totalColumn(query.count))
    .orderBy(...query.order)
    .limit(limit)
    .offset(offset);
  const carried = rows[0]?.total;
  if (rows.length > 0 && typeof carried !== "number") throw new Error("A list's rows must select the total");
  const total =
    typeof carried === "number" ? carried : params.page > 1 ? Number((await query.count)[0]?.n ?? 0) : 0;
  const data = rows.map(({ total: _total, ...row }) => row as PageRow<Q>);
  return { data, meta: listMeta(params, total) };
}
