import type { Reader } from "@plantwise/db";
import { type ListInput, type ListMeta, listOutput } from "@plantwise/shared";
import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { inPlantScope } from "../access/scope";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { type CountQuery, givenFilters, listOrder, pagedList, searchIn, type TotalField } from "../lib/list";
import { permitted } from "../trpc";

/**
 * The list and the get of one level of the hierarchy (lines and utilities, machines, assets):
 * both read the same joined rows inside the caller's plants; the list pages them in their saved
 * order by default, the get answers one or 404.
 */
export function branchReaders<
  Q extends PgSelect,
  I extends z.ZodType<ListInput>,
  R extends z.ZodObject,
>(branch: {
  /** The list's input (shared): paging with the list's own page size, and its filters. */
  input: I;
  /** One row as list and get answer it (their output schemas). */
  row: R;
  /** "Machine": the 404 says "Machine not found". */
  what: string;
  table: { id: PgColumn; plant_id: PgColumn };
  /** select … from … joins where `where`, as `$dynamic()`; the list adds its total column. */
  rows: (db: Reader, where: SQL | undefined, list?: TotalField) => Q & { _: { result: z.input<R>[] } };
  /** select count(*) from … where `where`, with only the joins the filters and the search read. */
  count: (db: Reader, where: SQL | undefined) => CountQuery;
  /** The column each of the list's own filters matches. */
  filters: { [K in keyof z.output<I>]?: PgColumn };
  search: (PgColumn | SQL)[];
  sortable: Record<string, PgColumn | SQL>;
}) {
  const { table } = branch;
  return {
    list: permitted("view_dashboard")
      .input(branch.input)
      .output(listOutput(branch.row))
      .query(({ ctx, input: parsed }) => {
        const input = parsed as z.output<I>;
        const where = and(
          inPlantScope(ctx.scope, table.plant_id),
          givenFilters(input, branch.filters),
          searchIn(input.q, ...branch.search),
        );
        // The rows were checked against `row` where they were given; pagedList drops their total,
        // which tRPC cannot see through a type parameter.
        return pagedList(input, {
          rows: (total) => branch.rows(ctx.db, where, { total }),
          count: branch.count(ctx.db, where),
          order: listOrder(input, branch.sortable, "position", table.id),
        }) as Promise<{ data: z.input<R>[]; meta: ListMeta }>;
      }),
    get: permitted("view_dashboard")
      .input(idInput)
      .output(branch.row)
      .query(async ({ ctx, input }) => {
        const where = and(eq(table.id, input.id), inPlantScope(ctx.scope, table.plant_id));
        const row = await firstOr404(branch.rows(ctx.db, where), branch.what);
        // tRPC cannot resolve the schema type of a type parameter; `rows` was checked against `row`
        // where they were given.
        return row as never;
      }),
  };
}
