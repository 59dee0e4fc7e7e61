import { type Reader, schema } from "@plantwise/db";
import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { Scope } from "../access/auth-user";
import { inCompanyScope } from "../access/scope";
import { countEach } from "../lib/counts";

const { companies, plants, users } = schema;

/** The company with this id, if it is in the caller's scope (another tenant's is not found). */
export function companyInScope(scope: Scope, id: number): SQL | undefined {
  return and(eq(companies.id, id), inCompanyScope(scope, companies.id));
}

/** The columns every answer about a company starts with. */
export const companyColumns = {
  id: companies.id,
  name: companies.name,
  billing_plan: companies.billing_plan,
  renewal_date: companies.renewal_date,
  region: companies.region,
};

/** What archiving the company would need confirming for (spec part 1 §5): live plants and users. */
export function companyAttached(db: Reader, companyId: number) {
  return countEach(db, {
    plant: [plants, and(eq(plants.company_id, companyId), isNull(plants.archived_at))],
    user: [users, eq(users.company_id, companyId)],
  });
}
