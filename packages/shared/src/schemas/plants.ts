/** Plants: the form's fields, the list's filters, and what list and get answer. */
import { z } from "zod";
import { TIME_ZONES } from "../constants";
import { namedRef, refColumns } from "./fields";
import { listInput, listOutput, queryFlag, recordId } from "./list";

const TIME_ZONE_IDS = TIME_ZONES.map((zone) => zone.id) as [string, ...string[]];

export const plantFields = z.object({
  name: z.string().trim().min(1, { error: "Name is required" }).max(120),
  /** Staff choose the company; a customer's plant always belongs to their own company. */
  company_id: recordId.optional(),
  time_zone: z.enum(TIME_ZONE_IDS, { error: "Choose a time zone from the list" }),
  is_equipment_runtime_tracking: z.boolean().default(false),
  notifiable_user_ids: z.array(recordId).max(1000).default([]),
});
export type PlantFields = z.input<typeof plantFields>;

export const listPlantsInput = listInput.extend({
  company_id: recordId.optional(),
  archived: queryFlag,
});

export const plantRow = namedRef.extend({
  time_zone: z.string(),
  ...refColumns("company"),
  is_equipment_runtime_tracking: z.boolean(),
  archived_at: z.date().nullable(),
});

export const listPlantsOutput = listOutput(plantRow);

const plantUser = z.object({ id: z.number().int(), full_name: z.string(), email: z.string() });

export const plantDetails = plantRow.extend({
  /** What an archive would need confirming for (users and teams attached). */
  users_count: z.number().int(),
  teams_count: z.number().int(),
  notifiable_user_ids: z.array(z.number().int()),
  notifiable_users: z.array(plantUser),
});
