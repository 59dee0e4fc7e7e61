import type { schema } from "@plantwise/db";
import { listInput } from "@plantwise/shared";
import { and, count, eq, ilike, or } from "drizzle-orm";
import { z } from "zod";
import { assertLibraryWritable, inLibraryScope, libraryOwnerForCreate } from "../access/scope";
import { restrictOr422 } from "../lib/attached";
import { deleteWithConfirmInput, idInput, optionalText } from "../lib/input";
import { likePattern, listMeta, listOrder, listWindow } from "../lib/list";
import { duplicateName, uniqueOr422 } from "../lib/uniqueness";
import { permitted, router } from "../trpc";
import { assertUniqueName, notFound, ownerField } from "./library-rows";

/** Library tables that are a name and a description and nothing else. */
type DescribedTable = typeof schema.applications | typeof schema.equipmentTypeCategories;

const fields = z.object({
  name: z.string().trim().min(1, { error: "Name is required" }).max(160),
  description: optionalText(2000),
});

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
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const columns = { id: t.id, company_id: t.company_id, name: t.name, description: t.description };
  const values = (input: z.infer<typeof fields>) => ({
    name: input.name,
    description: input.description ?? null,
  });
  const inScope = (id: number, scope: Parameters<typeof inLibraryScope>[0]) =>
    and(eq(t.id, id), inLibraryScope(scope, t.company_id));

  return router({
    list: permitted(`view_${section}`)
      .input(listInput)
      .query(async ({ ctx, input }) => {
        const where = and(
          inLibraryScope(ctx.scope, t.company_id),
          input.q
            ? or(ilike(t.name, likePattern(input.q)), ilike(t.description, likePattern(input.q)))
            : undefined,
        );
        const [rows, [total]] = await Promise.all([
          ctx.db
            .select(columns)
            .from(t)
            .where(where)
            .orderBy(...listOrder(input, { id: t.id, name: t.name }, "name", t.id))
            .limit(listWindow(input).limit)
            .offset(listWindow(input).offset),
          ctx.db.select({ n: count() }).from(t).where(where),
        ]);
        return { data: rows, meta: listMeta(input, total?.n ?? 0) };
      }),

    get: permitted(`view_${section}`)
      .input(idInput)
      .query(async ({ ctx, input }) => {
        const [row] = await ctx.db.select(columns).from(t).where(inScope(input.id, ctx.scope));
        if (!row) throw notFound(Noun);
        return row;
      }),

    create: permitted(`create_${section}`)
      .input(fields.extend({ company_id: ownerField }))
      .mutation(async ({ ctx, input }) => {
        const owner = libraryOwnerForCreate(ctx.scope, input.company_id);
        const id = await ctx.db.transaction(async (tx) => {
          await assertUniqueName(tx, t, t.name, owner, input.name, noun);
          const [created] = await uniqueOr422(
            () =>
              tx
                .insert(t)
                .values({ company_id: owner, ...values(input) })
                .returning({ id: t.id }),
            () => duplicateName(noun, input.name),
          );
          return created!.id;
        });
        return { id };
      }),

    update: permitted(`edit_${section}`)
      .input(fields.extend(idInput.shape))
      .mutation(async ({ ctx, input }) => {
        const where = inScope(input.id, ctx.scope);
        await ctx.db.transaction(async (tx) => {
          const [existing] = await tx.select({ company_id: t.company_id }).from(t).where(where);
          if (!existing) throw notFound(Noun);
          assertLibraryWritable(ctx.scope, existing.company_id, noun);
          await assertUniqueName(tx, t, t.name, existing.company_id, input.name, noun, input.id);
          await uniqueOr422(
            () =>
              tx
                .update(t)
                .set({ ...values(input), updated_at: new Date() })
                .where(where),
            () => duplicateName(noun, input.name),
          );
        });
        return { id: input.id };
      }),

    delete: permitted(`delete_${section}`)
      .input(deleteWithConfirmInput)
      .mutation(async ({ ctx, input }) =>
        ctx.db.transaction(async (tx) => {
          const where = inScope(input.id, ctx.scope);
          const [existing] = await tx.select({ id: t.id, company_id: t.company_id }).from(t).where(where);
          if (!existing) throw notFound(Noun);
          assertLibraryWritable(ctx.scope, existing.company_id, noun);
          await restrictOr422(noun, () => tx.delete(t).where(where));
          return { status: "ok" as const, id: existing.id };
        }),
      ),
  });
}
