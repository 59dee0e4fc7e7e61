import type { Reader } from "@plantwise/db";
import { type AppSection, type ListInput, listOutput } from "@plantwise/shared";
import { and, count, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Scope } from "../access/auth-user";
import { inLibraryScope } from "../access/scope";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { type CountQuery, givenFilters, listOrder, pagedList, searchIn, type TotalField } from "../lib/list";
import { permitted } from "../trpc";
import { capitalise, inLibrary, type LibraryTable } from "./library-rows";
import { type LibraryResource, libraryWrites, type Owned } from "./library-writes";

/** `select count(*) from …` with the joins a list's filters and search read, before its where. */
interface CountFrom {
  where(where: SQL | undefined): CountQuery;
}

/** The caller's database and scope, as the procedures have them. */
interface ReadCtx {
  db: Reader;
  scope: Scope;
}

/** What the get answers instead of a list row, when it answers more (a brand's notes and counts). */
export interface LibraryDetails<D extends PgSelect, S extends z.ZodObject> {
  row: S;
  rows: (db: Reader) => D;
  /** What the row answers beyond its columns (a part number's bearings). */
  complete?: (ctx: ReadCtx, row: D["_"]["result"][number]) => Promise<unknown>;
}

/** One library resource as its list and get see it. */
export interface LibraryReads<
  Q extends PgSelect,
  I extends z.ZodType<ListInput>,
  R extends z.ZodObject,
  G extends z.ZodType<{ id: number }>,
  D extends PgSelect,
  S extends z.ZodObject,
> {
  table: PgTable & LibraryTable;
  /** Names a row in the 404: "bearing" (the answer is "Bearing not found"). */
  noun: string;
  /** The permission section: both read with view_…. */
  section: AppSection;
  /** The list's input (shared): paging, search and the list's own filters. */
  input: I;
  /** The get's input, when it takes more than the id (the options of the answer). */
  getInput?: G;
  /** One row as list and get answer it (their output schemas). */
  row: R;
  /**
   * select … from the table … joins, as `$dynamic()`: callers add where, order and paging; the
   * list adds its total column.
   */
  rows: (db: Reader, list?: TotalField) => Q;
  /** The list's count; without it, the table's rows alone (the search reads no joined table). */
  count?: (db: Reader) => CountFrom;
  /** The column each of the list's own filters matches. */
  filters?: { [K in keyof z.output<I>]?: PgColumn };
  search: (PgColumn | SQL)[];
  sortable: Record<string, PgColumn | SQL>;
  /** The key of `sortable` the list is ordered by when the caller names none. */
  orderBy: string;
  /** What the rows answer beyond their columns (a bearing's defect orders, a type's options). */
  complete?: (ctx: ReadCtx, rows: Q["_"]["result"], input: z.output<I> | z.output<G>) => Promise<unknown[]>;
  details?: LibraryDetails<D, S>;
}

/**
 * The list and the get of one library resource: both read the same joined rows of the caller's
 * library (shared, and their company's own); the list pages, filters, searches and sorts them, the
 * get answers one or 404.
 */
export function libraryReaders<
  Q extends PgSelect,
  I extends z.ZodType<ListInput>,
  R extends z.ZodObject,
  G extends z.ZodType<{ id: number }> = typeof idInput,
  D extends PgSelect = Q,
  S extends z.ZodObject = R,
>(resource: LibraryReads<Q, I, R, G, D, S>) {
  const { table } = resource;
  const permission = `view_${resource.section}` as const;
  const countRows = resource.count ?? ((db: Reader) => db.select({ n: count() }).from(table));
  const complete = (ctx: ReadCtx, rows: Q["_"]["result"], input: z.output<I> | z.output<G>) =>
    resource.complete ? resource.complete(ctx, rows, input) : Promise.resolve(rows);

  return {
    list: permitted(permission)
      .input(resource.input)
      .output(listOutput(resource.row))
      .query(async ({ ctx, input: parsed }) => {
        const input = parsed as z.output<I>;
        const where = and(
          inLibraryScope(ctx.scope, table.company_id),
          givenFilters(input, resource.filters ?? {}),
          searchIn(input.q, ...resource.search),
        );
        const page = await pagedList(input, {
          rows: (total) => resource.rows(ctx.db, { total }).where(where),
          count: countRows(ctx.db).where(where),
          order: listOrder(input, resource.sortable, resource.orderBy, table.id),
        });
        // tRPC cannot resolve the schema type of a type parameter; the output schema checks the rows.
        return { ...page, data: await complete(ctx, page.data as Q["_"]["result"], input) } as never;
      }),
    get: permitted(permission)
      .input(resource.getInput ?? idInput)
      .output((resource.details?.row ?? resource.row) as S)
      .query(async ({ ctx, input }) => {
        const where = inLibrary(table, input.id, ctx.scope);
        const noun = capitalise(resource.noun);
        const { details } = resource;
        if (details) {
          const row = await firstOr404(details.rows(ctx.db).where(where), noun);
          return (details.complete ? await details.complete(ctx, row) : row) as never;
        }
        const row = await firstOr404(resource.rows(ctx.db).where(where), noun);
        const [completed] = await complete(ctx, [row], input as z.output<G>);
        return completed as never;
      }),
  };
}

/** The five procedures of a library resource (list, get, create, update, delete), from one description. */
export function libraryProcedures<
  Q extends PgSelect,
  I extends z.ZodType<ListInput>,
  R extends z.ZodObject,
  F,
  C extends z.ZodType<F & Owned>,
  U extends z.ZodType<F & { id: number }>,
  G extends z.ZodType<{ id: number }> = typeof idInput,
  D extends PgSelect = Q,
  S extends z.ZodObject = R,
>(resource: LibraryReads<Q, I, R, G, D, S> & LibraryResource<F, C, U>) {
  return { ...libraryReaders(resource), ...libraryWrites(resource) };
}
