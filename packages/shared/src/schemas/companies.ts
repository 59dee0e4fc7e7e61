/** Companies: the inputs its procedures and forms validate with, and what its REST-served procedures answer. */
import { z } from "zod";
import type { AppSection } from "../access";
import { COMPANY_MENU_SECTIONS } from "../menu";
import { namedRef, nullableRefColumns, optionalText } from "./fields";
import { listInput, listOutput, queryFlag, recordId } from "./list";

export const listCompaniesInput = listInput.extend({
  archived: queryFlag,
  distributor_id: recordId.optional(),
});

export const companyFields = z.object({
  name: z.string().trim().min(1, { error: "Name is required" }).max(120),
  billing_plan: optionalText(60),
  renewal_date: z.preprocess(
    (v) => (v === "" ? null : v),
    z.iso.date({ error: "Must be a date (YYYY-MM-DD)" }).nullable().optional(),
  ),
  region: optionalText(60),
  distributor_id: z.preprocess((v) => (v === "" ? null : v), recordId.nullable().optional()),
  /** The optional menu sections this company has; null enables every one of them. */
  enabled_menu_sections: z
    .array(
      z.string().refine((s) => COMPANY_MENU_SECTIONS.includes(s as AppSection), {
        error: "Not a section a company can switch",
      }),
    )
    .nullable()
    .optional(),
});
export type CompanyFields = z.infer<typeof companyFields>;

export const companyRow = namedRef.extend({
  billing_plan: z.string().nullable(),
  /** YYYY-MM-DD. */
  renewal_date: z.string().nullable(),
  region: z.string().nullable(),
  ...nullableRefColumns("distributor"),
  archived_at: z.date().nullable(),
  /** Live plants and users: what an archive would need confirming for. */
  plants_count: z.number().int(),
  users_count: z.number().int(),
});

export const listCompaniesOutput = listOutput(companyRow);

export const companyDetails = companyRow.extend({
  /** The optional menu sections this company has; null enables every one of them. */
  enabled_menu_sections: z.array(z.string()).nullable(),
});
