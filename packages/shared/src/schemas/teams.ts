/** Teams: the inputs its procedures and forms validate with, and what its REST-served procedures answer. */
import { z } from "zod";
import { namedRef, nullableRefColumns, refColumns } from "./fields";
import { listInput, listOutput, recordId } from "./list";
import { personName } from "./users";

const blankToNull = (value: unknown) => (value === "" ? null : value);

const teamFields = {
  name: z.string().trim().min(1, { error: "Required" }).max(200),
  plant_id: z.preprocess(blankToNull, recordId.nullable()).optional(),
  /** Staff choose the company; a customer's team always belongs to their own company. */
  company_id: z.preprocess(blankToNull, recordId.nullable()).optional(),
  member_ids: z.array(recordId).max(5000).default([]),
};

export const createTeamInput = z.object(teamFields);
export const updateTeamInput = z.object({ id: recordId, ...teamFields });
export const deleteTeamInput = z.object({ id: recordId, confirm: z.string().max(20).optional() });
export const listTeamsInput = listInput.extend({
  plant_id: recordId.optional(),
  company_id: recordId.optional(),
});
export const teamOptionsInput = z.object({ company_id: recordId.optional() }).optional();

const teamColumns = namedRef.extend({ ...nullableRefColumns("plant"), ...refColumns("company") });

export const teamRow = teamColumns.extend({ members_count: z.number().int() });

export const listTeamsOutput = listOutput(teamRow);

const teamMember = z.object({ id: z.number().int(), ...personName, email: z.string() });

/** One team with its members (what get, create and update answer). */
export const teamDetails = teamColumns.extend({
  member_ids: z.array(z.number().int()),
  members: z.array(teamMember),
});
