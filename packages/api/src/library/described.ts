import type { schema } from "@plantwise/db";
import { describedEntryFields, describedEntryRow, listInput } from "@plantwise/shared";
import type { z } from "zod";
import { duplicateName } from "../lib/uniqueness";
import { router } from "../trpc";
import { libraryProcedures } from "./library-reads";
import { assertUniqueName } from "./library-rows";
import { libraryInputs } from "./library-writes";

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

  return router(
    libraryProcedures({
      table: t,
      noun,
      section,
      input: listInput,
      row: describedEntryRow,
      rows: (db, list) =>
        db
          .select({ ...columns, ...list })
          .from(t)
          .$dynamic(),
      search: [t.name, t.description],
      sortable: { id: t.id, name: t.name },
      orderBy: "name",
      ...libraryInputs(describedEntryFields),
      values: (input: z.infer<typeof describedEntryFields>) => ({
        name: input.name,
        description: input.description ?? null,
      }),
      check: (tx, input, owner, exceptId) =>
        assertUniqueName(tx, t, t.name, owner, input.name, noun, exceptId),
      duplicate: (input) => duplicateName(noun, input.name),
    }),
  );
}
