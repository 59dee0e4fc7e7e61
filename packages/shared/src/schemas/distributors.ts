/** Distributors: the inputs its procedures and forms validate with, and what its REST-served procedures answer. */
import { z } from "zod";
import { namedRef, optionalText, refColumns } from "./fields";
import { listInput, listOutput, recordId } from "./list";

export const listDistributorLocationsInput = listInput.extend({ distributor_id: recordId.optional() });

const locationInput = z.object({
  /** Present for an existing location; absent for a new one. */
  id: recordId.optional(),
  name: z.string().trim().min(1, { error: "Location name is required" }).max(120),
  address: optionalText(300),
});

export const distributorFields = z.object({
  name: z.string().trim().min(1, { error: "Name is required" }).max(120),
  email: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : typeof v === "string" ? v.trim() : v),
    z.email({ error: "Enter a valid e-mail address" }).max(254).nullable().optional(),
  ),
  phone: optionalText(40),
  locations: z.array(locationInput).max(200).default([]),
});
export type DistributorFields = z.infer<typeof distributorFields>;

const distributorColumns = namedRef.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

export const distributorRow = distributorColumns.extend({
  locations_count: z.number().int(),
  companies_count: z.number().int(),
});

export const listDistributorsOutput = listOutput(distributorRow);

export const distributorDetails = distributorColumns.extend({
  locations: z.array(namedRef.extend({ address: z.string().nullable() })),
  /** The companies and users that refer to it: what a delete would need confirming for. */
  companies_count: z.number().int(),
  users_count: z.number().int(),
});

export const distributorLocationRow = z.object({
  id: z.number().int(),
  ...refColumns("distributor"),
  name: z.string(),
  address: z.string().nullable(),
});

export const listDistributorLocationsOutput = listOutput(distributorLocationRow);
