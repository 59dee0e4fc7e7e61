import { schema } from "@plantwise/db";
import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import { inCompanyScope } from "../access/scope";
import { AppError } from "../errors";
import { requireConfirmation } from "../lib/attached";
import { deleteWithConfirmInput, idInput } from "../lib/input";
import { permitted } from "../trpc";

const { companies, plants, users } = schema;

/**
 * DELETE /companies/{id} archives (spec part 1 §6: companies are archived, not deleted). A company
 * with plants or users needs the typed confirmation word.
 */
export const archiveCompany = permitted(["archive_companies", "delete_companies"], "any")
  .input(deleteWithConfirmInput)
  .mutation(async ({ ctx, input }) => {
    return ctx.db.transaction(async (tx) => {
      const where = and(
        eq(companies.id, input.id),
        isNull(companies.archived_at),
        inCompanyScope(ctx.scope, companies.id),
      );
      const [company] = await tx.select({ id: companies.id }).from(companies).where(where);
      if (!company) throw new AppError("NOT_FOUND", "Company not found");
      const [[p], [u]] = await Promise.all([
        tx
          .select({ n: count() })
          .from(plants)
          .where(and(eq(plants.company_id, company.id), isNull(plants.archived_at))),
        tx.select({ n: count() }).from(users).where(eq(users.company_id, company.id)),
      ]);
      requireConfirmation("company", { plant: p?.n ?? 0, user: u?.n ?? 0 }, input.confirm);
      await tx.update(companies).set({ archived_at: new Date(), updated_at: new Date() }).where(where);
      return { status: "ok" as const, id: company.id };
    });
  });

export const restoreCompany = permitted(["archive_companies", "delete_companies"], "any")
  .input(idInput)
  .mutation(async ({ ctx, input }) => {
    const [restored] = await ctx.db
      .update(companies)
      .set({ archived_at: null, updated_at: new Date() })
      .where(
        and(
          eq(companies.id, input.id),
          isNotNull(companies.archived_at),
          inCompanyScope(ctx.scope, companies.id),
        ),
      )
      .returning({ id: companies.id });
    if (!restored) throw new AppError("NOT_FOUND", "Archived company not found");
    return { status: "ok" as const, id: restored.id };
  });
