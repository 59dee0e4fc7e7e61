import { schema } from "@plantwise/db";
import {
  listDistributorLocationsInput,
  listDistributorLocationsOutput,
  listDistributorsOutput,
  listInput,
} from "@plantwise/shared";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { inDistributorScope } from "../access/scope";
import { givenFilters, listOrder, pagedList, searchIn, sortableBy } from "../lib/list";
import { permitted } from "../trpc";
import { distributorColumns } from "./distributor-rows";

const { distributorLocations, distributors } = schema;

// Written out with explicit table names: Drizzle leaves columns unqualified in a single-table
// select, which would make the correlation ambiguous inside the subquery.
const locationsCount =
  sql<number>`(select count(*) from "distributor_locations" "dl" where "dl"."distributor_id" = "distributors"."id")`.mapWith(
    Number,
  );
const companiesCount =
  sql<number>`(select count(*) from "companies" "c" where "c"."distributor_id" = "distributors"."id")`.mapWith(
    Number,
  );

export const listDistributors = permitted("view_distributors")
  .input(listInput)
  .output(listDistributorsOutput)
  .query(({ ctx, input }) => {
    const where = and(
      inDistributorScope(ctx.scope, distributors.id),
      searchIn(input.q, distributors.name, distributors.email, distributors.phone),
    );
    const columns = {
      ...distributorColumns,
      locations_count: locationsCount,
      companies_count: companiesCount,
    };
    const sortable = sortableBy(columns, [
      "id",
      "name",
      "email",
      "phone",
      "locations_count",
      "companies_count",
    ]);
    return pagedList(input, {
      rows: (total) =>
        ctx.db
          .select({ ...columns, total })
          .from(distributors)
          .where(where)
          .$dynamic(),
      count: ctx.db.select({ n: count() }).from(distributors).where(where),
      order: listOrder(input, sortable, "name", distributors.id),
    });
  });

/** GET /distributors/locations: every location the user may see, optionally of one distributor. */
export const listLocations = permitted("view_distributors")
  .input(listDistributorLocationsInput)
  .output(listDistributorLocationsOutput)
  .query(({ ctx, input }) => {
    const where = and(
      inDistributorScope(ctx.scope, distributorLocations.distributor_id),
      givenFilters(input, { distributor_id: distributorLocations.distributor_id }),
      searchIn(input.q, distributorLocations.name, distributorLocations.address),
    );
    const columns = {
      id: distributorLocations.id,
      distributor_id: distributorLocations.distributor_id,
      distributor_name: distributors.name,
      name: distributorLocations.name,
      address: distributorLocations.address,
    };
    const sortable = sortableBy(columns, ["id", "name", "address", "distributor_name"]);
    return pagedList(input, {
      rows: (total) =>
        ctx.db
          .select({ ...columns, total })
          .from(distributorLocations)
          .innerJoin(distributors, eq(distributors.id, distributorLocations.distributor_id))
          .where(where)
          .$dynamic(),
      count: ctx.db.select({ n: count() }).from(distributorLocations).where(where),
      order: listOrder(input, sortable, "name", distributorLocations.id),
    });
  });

/** Options for the company form's distributor select. */
export const distributorOptions = permitted(["view_companies", "view_distributors"], "any")
  .input(z.object({}).optional())
  .query(async ({ ctx }) => {
    return ctx.db
      .select({ id: distributors.id, name: distributors.name })
      .from(distributors)
      .where(inDistributorScope(ctx.scope, distributors.id))
      .orderBy(asc(distributors.name));
  });
