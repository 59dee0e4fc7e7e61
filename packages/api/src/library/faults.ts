import { schema } from "@plantwise/db";
import { libraryFaultFields, libraryFaultRow, listLibraryFaultsInput } from "@plantwise/shared";
import type { z } from "zod";
import { duplicateName } from "../lib/uniqueness";
import { libraryProcedures } from "./library-reads";
import { assertLibraryRefs, assertUniqueName } from "./library-rows";
import { libraryInputs } from "./library-writes";

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
export const faultProcedures = libraryProcedures({
  table: t,
  noun: "fault",
  section: "settings",
  input: listLibraryFaultsInput,
  row: libraryFaultRow,
  rows: (db, list) =>
    db
      .select({ ...columns, ...list })
      .from(t)
      .$dynamic(),
  filters: { equipment_type_id: t.equipment_type_id },
  search: [t.name, t.description],
  sortable: { id: t.id, name: t.name },
  orderBy: "name",
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
