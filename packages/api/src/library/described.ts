import type { schema } from "@plantwise/db";
import {
  describedEntryFields,
  describedEntryRow,
  listDescribedEntriesOutput,
  listInput,
} from "@plantwise/shared";
import { and, count } from "drizzle-orm";
import type { z } from "zod";
import { inLibraryScope } from "../access/scope";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { listOrder, pagedList, searchIn } from "../lib/list";
import { duplicateName } from "../lib/uniqueness";
import { permitted, router } from "../trpc";
import { assertUniqueName, capitalise, inLibrary } from "./library-rows";
import { libraryInputs, libraryWrites } from "./library-writes";

/** Library tables that are a name and a description and nothing else. */
type DescribedTable = typeof schema.applications | typeof schema.equipmentTypeCategories;

/**
 * list/get/create/update/delete of a name-and-description library table (applications, item type
 * categories): shared rows and the caller's company's own, written under the library's owner rules.
 * `noun` names a row in messages ("application"), `section` is its permission section.
 */
export function describedLibraryRouter(
  t: DescribedTable,
  section: "applications" | "equipment_types_categories",
  noun: string,
) {
  const columns = { id: t.id, company_id: t.company_id, name: t.name, description: t.description };

  return router({
    list: permitted(`view_${section}`)
      .input(listInput)
      .output(listDescribedEntriesOutput)
      .query(({ ctx, input }) => {
        const where = and(inLibraryScope(ctx.scope, t.company_id), searchIn(input.q, t.name, t.description));
        return pagedList(input, {
          rows: ctx.db.select(columns).from(t).where(where).$dynamic(),
          count: ctx.db.select({ n: count() }).from(t).where(where),
          order: listOrder(input, { id: t.id, name: t.name }, "name", t.id),
        });
      }),

    get: permitted(`view_${section}`)
      .input(idInput)
      .output(describedEntryRow)
      .query(({ ctx, input }) =>
        firstOr404(
          ctx.db
            .select(columns)
            .from(t)
            .where(inLibrary(t, input.id, ctx.scope)),
          capitalise(noun),
        ),
      ),

    ...libraryWrites({
      table: t,
      noun,
      section,
      ...libraryInputs(describedEntryFields),
      values: (input: z.infer<typeof describedEntryFields>) => ({
        name: input.name,
        description: input.description ?? null,
      }),
      check: (tx, input, owner, exceptId) =>
        assertUniqueName(tx, t, t.name, owner, input.name, noun, exceptId),
      duplicate: (input) => duplicateName(noun, input.name),
    }),
  });
}
