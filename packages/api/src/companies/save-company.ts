import { type Reader, schema } from "@plantwise/db";
import {
  COMPANY_MENU_SECTIONS,
  type CompanyFields,
  companyFields,
  effectiveRole,
  isInternal,
  savedRecord,
} from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { AppError } from "../errors";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { assertUnique, duplicateName, insertUnique, uniqueOr422 } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { companyInScope } from "./company-rows";

const { companies, distributors } = schema;

async function checkDistributor(db: Reader, id: number | null | undefined) {
  if (!id) return;
  const [found] = await db.select({ id: distributors.id }).from(distributors).where(eq(distributors.id, id));
  if (!found)
    throw new AppError("BAD_REQUEST", "Unknown distributor", {
      messages: [["distributor_id: Unknown distributor"]],
    });
}

function assertUniqueName(db: Reader, name: string, exceptId?: number) {
  return assertUnique(db, companies.name, name, { id: companies.id, exceptId }, () =>
    duplicateName("company", name),
  );
}

const sortedJson = (v: readonly string[] | null | undefined) =>
  JSON.stringify([...(v ?? COMPANY_MENU_SECTIONS)].sort());

/**
 * The billing plan, renewal date, distributor and menu enablement are the provider's to set: a
 * customer editing their own company may change its name and region only.
 */
function assertCustomerKeepsProviderFields(existing: typeof companies.$inferSelect, input: CompanyFields) {
  const changed = [
    (input.billing_plan ?? null) !== existing.billing_plan && "billing_plan",
    (input.renewal_date ?? null) !== existing.renewal_date && "renewal_date",
    (input.distributor_id ?? null) !== existing.distributor_id && "distributor_id",
    sortedJson(input.enabled_menu_sections) !== sortedJson(existing.enabled_menu_sections) &&
      "enabled_menu_sections",
  ].filter((f): f is string => typeof f === "string");
  if (changed.length > 0) {
    throw new AppError("FORBIDDEN", `Only provider staff can change ${changed.join(", ")}`);
  }
}

function values(input: CompanyFields) {
  return {
    name: input.name,
    billing_plan: input.billing_plan ?? null,
    renewal_date: input.renewal_date ?? null,
    region: input.region ?? null,
    distributor_id: input.distributor_id ?? null,
    enabled_menu_sections: input.enabled_menu_sections ?? null,
  };
}

/** Companies are the provider's customers: creating one is provider staff's work. */
export const createCompany = permitted("create_companies")
  .input(companyFields)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    if (!isInternal(effectiveRole(ctx.user))) {
      throw new AppError("FORBIDDEN", "Only provider staff can create companies");
    }
    await assertUniqueName(ctx.db, input.name);
    await checkDistributor(ctx.db, input.distributor_id);
    const id = await insertUnique(ctx.db, companies, values(input), () =>
      duplicateName("company", input.name),
    );
    return { id };
  });

export const updateCompany = permitted("edit_companies")
  .input(companyFields.extend(idInput.shape))
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    const where = companyInScope(ctx.scope, input.id);
    const existing = await firstOr404(ctx.db.select().from(companies).where(where), "Company");
    if (!isInternal(effectiveRole(ctx.user))) assertCustomerKeepsProviderFields(existing, input);
    await assertUniqueName(ctx.db, input.name, input.id);
    await checkDistributor(ctx.db, input.distributor_id);
    await uniqueOr422(
      () =>
        ctx.db
          .update(companies)
          .set({ ...values(input), updated_at: new Date() })
          .where(where),
      () => duplicateName("company", input.name),
    );
    return { id: input.id };
  });
