import { schema } from "@plantwise/db";
import { and, asc, count, eq, isNull } from "drizzle-orm";
import { inCompanyScope } from "../access/scope";
import { AppError } from "../errors";
import { idInput } from "../lib/input";
import { permitted } from "../trpc";

const { companies, distributors, plants, roles, users } = schema;

export const getCompany = permitted("view_companies")
  .input(idInput)
  .query(async ({ ctx, input }) => {
    const [company] = await ctx.db
      .select({
        id: companies.id,
        name: companies.name,
        billing_plan: companies.billing_plan,
        renewal_date: companies.renewal_date,
        region: companies.region,
        enabled_menu_sections: companies.enabled_menu_sections,
        distributor_id: companies.distributor_id,
        distributor_name: distributors.name,
        archived_at: companies.archived_at,
      })
      .from(companies)
      .leftJoin(distributors, eq(distributors.id, companies.distributor_id))
      .where(and(eq(companies.id, input.id), inCompanyScope(ctx.scope, companies.id)));
    // Another tenant's company is "not found": its existence is not disclosed.
    if (!company) throw new AppError("NOT_FOUND", "Company not found");
    // What an archive would need confirming for (spec part 1 §5), so the form can ask up front.
    const [[p], [u]] = await Promise.all([
      ctx.db
        .select({ n: count() })
        .from(plants)
        .where(and(eq(plants.company_id, company.id), isNull(plants.archived_at))),
      ctx.db.select({ n: count() }).from(users).where(eq(users.company_id, company.id)),
    ]);
    return { ...company, plants_count: p?.n ?? 0, users_count: u?.n ?? 0 };
  });

/** /companies/:id/info: a read-only summary — plants with time zones, users per role, the plan. */
export const companyInfo = permitted("view_companies")
  .input(idInput)
  .query(async ({ ctx, input }) => {
    const [company] = await ctx.db
      .select({
        id: companies.id,
        name: companies.name,
        billing_plan: companies.billing_plan,
        renewal_date: companies.renewal_date,
        region: companies.region,
        distributor_name: distributors.name,
        archived_at: companies.archived_at,
      })
      .from(companies)
      .leftJoin(distributors, eq(distributors.id, companies.distributor_id))
      .where(and(eq(companies.id, input.id), inCompanyScope(ctx.scope, companies.id)));
    if (!company) throw new AppError("NOT_FOUND", "Company not found");
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
