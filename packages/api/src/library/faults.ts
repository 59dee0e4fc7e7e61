import { schema } from "@plantwise/db";
import { listInput } from "@plantwise/shared";
import { and, count } from "drizzle-orm";
import { z } from "zod";
import { inLibraryScope } from "../access/scope";
import { firstOr404 } from "../lib/found";
import { idInput, optionalRef, optionalText } from "../lib/input";
import { givenFilters, listOrder, pagedList, searchIn } from "../lib/list";
import { duplicateName } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { assertLibraryRefs, assertUniqueName, inLibrary } from "./library-rows";
import { libraryInputs, libraryWrites } from "./library-writes";

const { faults: t } = schema;

const fields = z.object({
  name: z.string().trim().min(1, { error: "Name is required" }).max(160),
  description: optionalText(2000),
  recommendation: optionalText(2000),
  equipment_type_id: optionalRef,
});

const columns = {
  id: t.id,
  company_id: t.company_id,
  name: t.name,
  description: t.description,
  recommendation: t.recommendation,
  equipment_type_id: t.equipment_type_id,
};

/** GET /equipments/faults: the fault catalogue, shared and the caller's company's own; filter by item type. */
export const listFaults = permitted("view_settings")
  .input(listInput.extend({ equipment_type_id: optionalRef }))
  .query(({ ctx, input }) => {
    const where = and(
      inLibraryScope(ctx.scope, t.company_id),
      searchIn(input.q, t.name, t.description),
      givenFilters(input, { equipment_type_id: t.equipment_type_id }),
    );
    return pagedList(input, {
      rows: ctx.db.select(columns).from(t).where(where).$dynamic(),
      count: ctx.db.select({ n: count() }).from(t).where(where),
      order: listOrder(input, { id: t.id, name: t.name }, "name", t.id),
    });
  });

export const getFault = permitted("view_settings")
  .input(idInput)
  .query(({ ctx, input }) =>
    firstOr404(
      ctx.db
        .select(columns)
        .from(t)
        .where(inLibrary(t, input.id, ctx.scope)),
      "Fault",
    ),
  );

export const faultWrites = libraryWrites({
  table: t,
  noun: "fault",
  section: "settings",
  ...libraryInputs(fields),
  values: (input: z.infer<typeof fields>) => ({
    name: input.name,
    description: input.description ?? null,
    recommendation: input.recommendation ?? null,
    equipment_type_id: input.equipment_type_id ?? null,
  }),
  check: async (tx, input, owner, exceptId) => {
    await assertUniqueName(tx, t, t.name, owner, input.name, "fault", exceptId);
    await assertLibraryRefs(tx, owner, input, ["equipment_type_id"]);
  },
  duplicate: (input) => duplicateName("fault", input.name),
});
