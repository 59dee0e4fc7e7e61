import { schema } from "@plantwise/db";
import { archiveRow, restoreRow } from "../lib/archive";
import { deleteWithConfirmInput, idInput } from "../lib/input";
import { permitted } from "../trpc";
import { companyAttached, companyInScope } from "./company-rows";

const { companies } = schema;

const archiving = permitted(["archive_companies", "delete_companies"], "any");

/**
 * DELETE /companies/{id} archives (spec part 1 §6: companies are archived, not deleted). A company
 * with plants or users needs the typed confirmation word.
 */
export const archiveCompany = archiving.input(deleteWithConfirmInput).mutation(({ ctx, input }) => {
  const row = companyInScope(ctx.scope, input.id);
  return ctx.db.transaction((tx) =>
    archiveRow(tx, companies, row, "company", companyAttached, input.confirm),
  );
});

export const restoreCompany = archiving
  .input(idInput)
  .mutation(({ ctx, input }) =>
    restoreRow(ctx.db, companies, companyInScope(ctx.scope, input.id), "company"),
  );
