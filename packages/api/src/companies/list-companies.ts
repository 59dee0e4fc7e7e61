import { schema } from "@plantwise/db";
import { listInput } from "@plantwise/shared";
import { and, count, eq, ilike, isNotNull, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import { inCompanyScope } from "../access/scope";
import { queryFlag } from "../lib/input";
import { likePattern, listMeta, listOrder, listWindow } from "../lib/list";
import { permitted } from "../trpc";

const { companies, distributors } = schema;

export const listCompaniesInput = listInput.extend({
  archived: queryFlag,
  distributor_id: z.coerce.number().int().positive().optional(),
});

// Explicit table names: the correlation must not depend on how Drizzle qualifies columns.
const plantsCount =
  sql<number>`(select count(*) from "plants" "p" where "p"."company_id" = "companies"."id" and "p"."archived_at" is null)`.mapWith(
    Number,
  );
const usersCount =
  sql<number>`(select count(*) from "users" "u" where "u"."company_id" = "companies"."id")`.mapWith(Number);

export const listCompanies = permitted("view_companies")
  .input(listCompaniesInput)
  .query(async ({ ctx, input }) => {
    const where = and(
      input.archived ? isNotNull(companies.archived_at) : isNull(companies.archived_at),
      inCompanyScope(ctx.scope, companies.id),
      input.distributor_id ? eq(companies.distributor_id, input.distributor_id) : undefined,
      input.q
        ? or(
            ilike(companies.name, likePattern(input.q)),
            ilike(companies.region, likePattern(input.q)),
            ilike(companies.billing_plan, likePattern(input.q)),
          )
        : undefined,
    );
    const sortable = {
      id: companies.id,
      name: companies.name,
      billing_plan: companies.billing_plan,
      renewal_date: companies.renewal_date,
      region: companies.region,
      distributor_name: distributors.name,
      plants_count: plantsCount,
      users_count: usersCount,
    };
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select({
          id: companies.id,
          name: companies.name,
          billing_plan: companies.billing_plan,
          renewal_date: companies.renewal_date,
          region: companies.region,
          distributor_id: companies.distributor_id,
          distributor_name: distributors.name,
          archived_at: companies.archived_at,
          plants_count: plantsCount,
          users_count: usersCount,
        })
        .from(companies)
        .leftJoin(distributors, eq(distributors.id, companies.distributor_id))
        .where(where)
        .orderBy(...listOrder(input, sortable, "name", companies.id))
        .limit(listWindow(input).limit)
        .offset(listWindow(input).offset),
      ctx.db.select({ n: count() }).from(companies).where(where),
    ]);
    return { data: rows, meta: listMeta(input, total?.n ?? 0) };
  });
