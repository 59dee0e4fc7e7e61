import { type Reader, schema } from "@plantwise/db";
import { companyDetails } from "@plantwise/shared";
import { and, asc, count, eq, isNull } from "drizzle-orm";
import type { Scope } from "../access/auth-user";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { permitted } from "../trpc";
import { companyAttached, companyColumns, companyInScope } from "./company-rows";

const { companies, distributors, plants, roles, users } = schema;

/** The company with its distributor's name; another tenant's is "not found" (its existence is not disclosed). */
function loadCompany(db: Reader, scope: Scope, id: number) {
  return firstOr404(
    db
      .select({
        ...companyColumns,
        enabled_menu_sections: companies.enabled_menu_sections,
        distributor_id: companies.distributor_id,
        distributor_name: distributors.name,
        archived_at: companies.archived_at,
      })
      .from(companies)
      .leftJoin(distributors, eq(distributors.id, companies.distributor_id))
      .where(companyInScope(scope, id)),
    "Company",
  );
}

export const getCompany = permitted("view_companies")
  .input(idInput)
  .output(companyDetails)
  .query(async ({ ctx, input }) => {
    const company = await loadCompany(ctx.db, ctx.scope, input.id);
    // What an archive would need confirming for, so the form can ask up front.
    const attached = await companyAttached(ctx.db, company.id);
    return { ...company, plants_count: attached.plant, users_count: attached.user };
  });

/** /companies/:id/info: a read-only summary — plants with time zones, users per role, the plan. */
export const companyInfo = permitted("view_companies")
  .input(idInput)
  .query(async ({ ctx, input }) => {
    const {
      enabled_menu_sections: _sections,
      distributor_id: _distributor,
      ...company
    } = await loadCompany(ctx.db, ctx.scope, input.id);
    const [plantRows, roleRows] = await Promise.all([
      ctx.db
        .select({ id: plants.id, name: plants.name, time_zone: plants.time_zone })
        .from(plants)
        .where(and(eq(plants.company_id, company.id), isNull(plants.archived_at)))
        .orderBy(asc(plants.name)),
      ctx.db
        .select({ role_id: roles.id, role_name: roles.name, users: count() })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.role_id))
        .where(eq(users.company_id, company.id))
        .groupBy(roles.id, roles.name)
        .orderBy(asc(roles.name)),
    ]);
    return {
      ...company,
      plants: plantRows,
      users_by_role: roleRows,
      users_count: roleRows.reduce((sum, r) => sum + r.users, 0),
    };
  });
