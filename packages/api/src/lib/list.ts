import type { ListMeta } from "@plantwise/shared";
import { asc, desc, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

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

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
