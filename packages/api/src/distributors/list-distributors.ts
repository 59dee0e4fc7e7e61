import { schema } from "@plantwise/db";
import { listInput } from "@plantwise/shared";
import { and, count, eq, ilike, or, sql } from "drizzle-orm";
import { z } from "zod";
import { inDistributorScope } from "../access/scope";
import { likePattern, listMeta, listOrder, listWindow } from "../lib/list";
import { permitted } from "../trpc";

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
  .query(async ({ ctx, input }) => {
    const where = and(
      inDistributorScope(ctx.scope, distributors.id),
      input.q
        ? or(
            ilike(distributors.name, likePattern(input.q)),
            ilike(distributors.email, likePattern(input.q)),
            ilike(distributors.phone, likePattern(input.q)),
          )
        : undefined,
    );
    const sortable = {
      id: distributors.id,
      name: distributors.name,
      email: distributors.email,
      phone: distributors.phone,
      locations_count: locationsCount,
      companies_count: companiesCount,
    };
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select({
          id: distributors.id,
          name: distributors.name,
          email: distributors.email,
          phone: distributors.phone,
          locations_count: locationsCount,
          companies_count: companiesCount,
        })
        .from(distributors)
        .where(where)
        .orderBy(...listOrder(input, sortable, "name", distributors.id))
        .limit(listWindow(input).limit)
        .offset(listWindow(input).offset),
      ctx.db.select({ n: count() }).from(distributors).where(where),
    ]);
    return { data: rows, meta: listMeta(input, total?.n ?? 0) };
  });

/** GET /distributors/locations: every location the user may see, optionally of one distributor. */
export const listLocations = permitted("view_distributors")
  .input(listInput.extend({ distributor_id: z.coerce.number().int().positive().optional() }))
  .query(async ({ ctx, input }) => {
    const where = and(
      inDistributorScope(ctx.scope, distributorLocations.distributor_id),
      input.distributor_id ? eq(distributorLocations.distributor_id, input.distributor_id) : undefined,
      input.q
        ? or(
            ilike(distributorLocations.name, likePattern(input.q)),
            ilike(distributorLocations.address, likePattern(input.q)),
          )
        : undefined,
    );
    const sortable = {
      id: distributorLocations.id,
      name: distributorLocations.name,
      address: distributorLocations.address,
      distributor_name: distributors.name,
    };
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select({
          id: distributorLocations.id,
          distributor_id: distributorLocations.distributor_id,
          distributor_name: distributors.name,
          name: distributorLocations.name,
          address: distributorLocations.address,
        })
        .from(distributorLocations)
        .innerJoin(distributors, eq(distributors.id, distributorLocations.distributor_id))
        .where(where)
        .orderBy(...listOrder(input, sortable, "name", distributorLocations.id))
        .limit(listWindow(input).limit)
        .offset(listWindow(input).offset),
      ctx.db.select({ n: count() }).from(distributorLocations).where(where),
    ]);
    return { data: rows, meta: listMeta(input, total?.n ?? 0) };
  });
