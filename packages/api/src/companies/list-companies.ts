import { schema } from "@plantwise/db";
import { listCompaniesInput, listCompaniesOutput } from "@plantwise/shared";
import { and, count, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { inCompanyScope } from "../access/scope";
import { givenFilters, listOrder, pagedList, searchIn } from "../lib/list";
import { permitted } from "../trpc";
import { companyColumns } from "./company-rows";

const { companies, distributors } = schema;

// Explicit table names: the correlation must not depend on how Drizzle qualifies columns.
const plantsCount =
  sql<number>`(select count(*) from "plants" "p" where "p"."company_id" = "companies"."id" and "p"."archived_at" is null)`.mapWith(
    Number,
  );
const usersCount =
  sql<number>`(select count(*) from "users" "u" where "u"."company_id" = "companies"."id")`.mapWith(Number);

export const listCompanies = permitted("view_companies")
  .input(listCompaniesInput)
  .output(listCompaniesOutput)
  .query(({ ctx, input }) => {
    const where = and(
      input.archived ? isNotNull(companies.archived_at) : isNull(companies.archived_at),
      inCompanyScope(ctx.scope, companies.id),
      givenFilters(input, { distributor_id: companies.distributor_id }),
      searchIn(input.q, companies.name, companies.region, companies.billing_plan),
    );
    const columns = {
      ...companyColumns,
      distributor_id: companies.distributor_id,
      distributor_name: distributors.name,
      archived_at: companies.archived_at,
      plants_count: plantsCount,
      users_count: usersCount,
    };
    // Every answered column sorts but the distributor's id and the archive date.
    const { distributor_id: _distributor, archived_at: _archived, ...sortable } = columns;
    return pagedList(input, {
      rows: (total) =>
        ctx.db
          .select({ ...columns, total })
          .from(companies)
          .leftJoin(distributors, eq(distributors.id, companies.distributor_id))
          .where(where)
          .$dynamic(),
      count: ctx.db.select({ n: count() }).from(companies).where(where),
      order: listOrder(input, sortable, "name", companies.id),
    });
  });
