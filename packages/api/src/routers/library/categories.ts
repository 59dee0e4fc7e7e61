import { schema } from "@plantwise/db";
import { listInput } from "@plantwise/shared";
import { and, count, eq, ilike, or } from "drizzle-orm";
import { z } from "zod";
import { assertLibraryWritable, inLibraryScope, libraryOwnerForCreate } from "../../lib/library-scope";
import { likePattern, listMeta, listOrder, listWindow } from "../../lib/list";
import { permitted } from "../../trpc";
import { deleteWithConfirmInput, idInput, optionalText, uniqueOr422 } from "../companies/helpers";
import { assertUniqueName, duplicate, notFound, ownerField, restrictOr422 } from "./helpers";

const { equipmentTypeCategories } = schema;
const t = equipmentTypeCategories;

const fields = z.object({
  name: z.string().trim().min(1, { error: "Name is required" }).max(160),
  description: optionalText(2000),
});

/** GET /equipments/types/options/categories: shared categories and the caller's company's own. */
export const listCategories = permitted("view_equipment_types_categories")
  .input(listInput)
  .query(async ({ ctx, input }) => {
    const where = and(
      inLibraryScope(ctx.scope, t.company_id),
      input.q
        ? or(ilike(t.name, likePattern(input.q)), ilike(t.description, likePattern(input.q)))
        : undefined,
    );
    const sortable = { id: t.id, name: t.name };
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select(columns)
        .from(t)
        .where(where)
        .orderBy(...listOrder(input, sortable, "name", t.id))
        .limit(listWindow(input).limit)
        .offset(listWindow(input).offset),
      ctx.db.select({ n: count() }).from(t).where(where),
    ]);
    return { data: rows, meta: listMeta(input, total?.n ?? 0) };
  });

const columns = {
  id: t.id,
  company_id: t.company_id,
  name: t.name,
  description: t.description,
};

export const getCategory = permitted("view_equipment_types_categories")
  .input(idInput)
  .query(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .select(columns)
      .from(t)
      .where(and(eq(t.id, input.id), inLibraryScope(ctx.scope, t.company_id)));
    if (!row) throw notFound("Item type category");
    return row;
  });

export const createCategory = permitted("create_equipment_types_categories")
  .input(fields.extend({ company_id: ownerField }))
  .mutation(async ({ ctx, input }) => {
    const owner = libraryOwnerForCreate(ctx.scope, input.company_id);
    const id = await ctx.db.transaction(async (tx) => {
      await assertUniqueName(tx, t, t.name, owner, input.name, "item type category");
      const [created] = await uniqueOr422(
        () =>
          tx
            .insert(t)
            .values({ company_id: owner, ...values(input) })
            .returning({ id: t.id }),
        () => duplicate("item type category", input.name),
      );
      return created!.id;
    });
    return { id };
  });

export const updateCategory = permitted("edit_equipment_types_categories")
  .input(fields.extend(idInput.shape))
  .mutation(async ({ ctx, input }) => {
    const where = and(eq(t.id, input.id), inLibraryScope(ctx.scope, t.company_id));
    await ctx.db.transaction(async (tx) => {
      const [existing] = await tx.select({ company_id: t.company_id }).from(t).where(where);
      if (!existing) throw notFound("Item type category");
      assertLibraryWritable(ctx.scope, existing.company_id, "item type category");
      const owner = existing.company_id;
      await assertUniqueName(tx, t, t.name, owner, input.name, "item type category", input.id);
      await uniqueOr422(
        () =>
          tx
            .update(t)
            .set({ ...values(input), updated_at: new Date() })
            .where(where),
        () => duplicate("item type category", input.name),
      );
    });
    return { id: input.id };
  });

export const deleteCategory = permitted("delete_equipment_types_categories")
  .input(deleteWithConfirmInput)
  .mutation(async ({ ctx, input }) => {
    return ctx.db.transaction(async (tx) => {
      const where = and(eq(t.id, input.id), inLibraryScope(ctx.scope, t.company_id));
      const [existing] = await tx.select({ id: t.id, company_id: t.company_id }).from(t).where(where);
      if (!existing) throw notFound("Item type category");
      assertLibraryWritable(ctx.scope, existing.company_id, "item type category");
      await restrictOr422("item type category", () => tx.delete(t).where(where));
      return { status: "ok" as const, id: existing.id };
    });
  });

function values(input: z.infer<typeof fields>) {
  return {
    name: input.name,
    description: input.description ?? null,
  };
}
