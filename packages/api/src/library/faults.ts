import { schema } from "@plantwise/db";
import {
  libraryFaultFields,
  libraryFaultRow,
  listLibraryFaultsInput,
  listLibraryFaultsOutput,
} from "@plantwise/shared";
import { and, count } from "drizzle-orm";
import type { z } from "zod";
import { inLibraryScope } from "../access/scope";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { givenFilters, listOrder, pagedList, searchIn } from "../lib/list";
import { duplicateName } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { assertLibraryRefs, assertUniqueName, inLibrary } from "./library-rows";
import { libraryInputs, libraryWrites } from "./library-writes";

const { faults: t } = schema;

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
  .input(listLibraryFaultsInput)
  .output(listLibraryFaultsOutput)
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
  .output(libraryFaultRow)
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
  ...libraryInputs(libraryFaultFields),
  values: (input: z.infer<typeof libraryFaultFields>) => ({
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
