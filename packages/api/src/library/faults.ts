import { schema } from "@plantwise/db";
import { listInput } from "@plantwise/shared";
import { and, count, eq, ilike, or } from "drizzle-orm";
import { z } from "zod";
import { assertLibraryWritable, inLibraryScope, libraryOwnerForCreate } from "../access/scope";
import { restrictOr422 } from "../lib/attached";
import { deleteWithConfirmInput, idInput, optionalRef, optionalText } from "../lib/input";
import { likePattern, listMeta, listOrder, listWindow } from "../lib/list";
import { duplicateName, uniqueOr422 } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { assertLibraryRef, assertUniqueName, notFound, ownerField } from "./library-rows";

const { equipmentTypes, faults } = schema;
const t = faults;

const fields = z.object({
  name: z.string().trim().min(1, { error: "Name is required" }).max(160),
  description: optionalText(2000),
  recommendation: optionalText(2000),
  equipment_type_id: optionalRef,
});

/** GET /equipments/faults: the fault catalogue, shared and the caller's company's own; filter by item type. */
export const listFaults = permitted("view_settings")
  .input(listInput.extend({ equipment_type_id: optionalRef }))
  .query(async ({ ctx, input }) => {
    const where = and(
      inLibraryScope(ctx.scope, t.company_id),
      input.q
        ? or(ilike(t.name, likePattern(input.q)), ilike(t.description, likePattern(input.q)))
        : undefined,
      input.equipment_type_id ? eq(t.equipment_type_id, input.equipment_type_id) : undefined,
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
  recommendation: t.recommendation,
  equipment_type_id: t.equipment_type_id,
};

export const getFault = permitted("view_settings")
  .input(idInput)
  .query(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .select(columns)
      .from(t)
      .where(and(eq(t.id, input.id), inLibraryScope(ctx.scope, t.company_id)));
    if (!row) throw notFound("Fault");
    return row;
  });

export const createFault = permitted("create_settings")
  .input(fields.extend({ company_id: ownerField }))
  .mutation(async ({ ctx, input }) => {
    const owner = libraryOwnerForCreate(ctx.scope, input.company_id);
    const id = await ctx.db.transaction(async (tx) => {
      await assertUniqueName(tx, t, t.name, owner, input.name, "fault");
      await assertLibraryRef(
        tx,
        equipmentTypes,
        input.equipment_type_id,
        owner,
        "equipment_type_id",
        "Item type",
      );
      const [created] = await uniqueOr422(
        () =>
          tx
            .insert(t)
            .values({ company_id: owner, ...values(input) })
            .returning({ id: t.id }),
        () => duplicateName("fault", input.name),
      );
      return created!.id;
    });
    return { id };
  });

export const updateFault = permitted("edit_settings")
  .input(fields.extend(idInput.shape))
  .mutation(async ({ ctx, input }) => {
    const where = and(eq(t.id, input.id), inLibraryScope(ctx.scope, t.company_id));
    await ctx.db.transaction(async (tx) => {
      const [existing] = await tx.select({ company_id: t.company_id }).from(t).where(where);
      if (!existing) throw notFound("Fault");
      assertLibraryWritable(ctx.scope, existing.company_id, "fault");
      const owner = existing.company_id;
      await assertUniqueName(tx, t, t.name, owner, input.name, "fault", input.id);
      await assertLibraryRef(
        tx,
        equipmentTypes,
        input.equipment_type_id,
        owner,
        "equipment_type_id",
        "Item type",
      );
      await uniqueOr422(
        () =>
          tx
            .update(t)
            .set({ ...values(input), updated_at: new Date() })
            .where(where),
        () => duplicateName("fault", input.name),
      );
    });
    return { id: input.id };
  });

export const deleteFault = permitted("delete_settings")
  .input(deleteWithConfirmInput)
  .mutation(async ({ ctx, input }) => {
    return ctx.db.transaction(async (tx) => {
      const where = and(eq(t.id, input.id), inLibraryScope(ctx.scope, t.company_id));
      const [existing] = await tx.select({ id: t.id, company_id: t.company_id }).from(t).where(where);
      if (!existing) throw notFound("Fault");
      assertLibraryWritable(ctx.scope, existing.company_id, "fault");
      await restrictOr422("fault", () => tx.delete(t).where(where));
      return { status: "ok" as const, id: existing.id };
    });
  });

function values(input: z.infer<typeof fields>) {
  return {
    name: input.name,
    description: input.description ?? null,
    recommendation: input.recommendation ?? null,
    equipment_type_id: input.equipment_type_id ?? null,
  };
}
