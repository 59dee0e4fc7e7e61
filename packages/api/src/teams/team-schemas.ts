import { listInput } from "@plantwise/shared";
import { z } from "zod";

const id = z.coerce.number().int().positive();
const blankToNull = (value: unknown) => (value === "" ? null : value);

const teamFields = {
  name: z.string().trim().min(1, { error: "Required" }).max(200),
  plant_id: z.preprocess(blankToNull, id.nullable()).optional(),
  /** Staff choose the company; a customer's team always belongs to their own company. */
  company_id: z.preprocess(blankToNull, id.nullable()).optional(),
  member_ids: z.array(id).max(5000).default([]),
};

export const createTeamInput = z.object(teamFields);
export const updateTeamInput = z.object({ id, ...teamFields });
export const teamIdInput = z.object({ id });
export const deleteTeamInput = z.object({ id, confirm: z.string().max(20).optional() });
export const listTeamsInput = listInput.extend({ plant_id: id.optional(), company_id: id.optional() });
export const teamOptionsInput = z.object({ company_id: id.optional() }).optional();
