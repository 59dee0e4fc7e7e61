import { schema } from "@plantwise/db";
import { distributorDetails } from "@plantwise/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import { inDistributorScope } from "../access/scope";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { jsonRows } from "../lib/json-rows";
import { permitted } from "../trpc";
import { distributorAttachedColumns, distributorColumns } from "./distributor-rows";

const { distributorLocations, distributors } = schema;

/** One distributor with its locations and how many companies and users refer to it, in one statement. */
export const getDistributor = permitted("view_distributors")
  .input(idInput)
  .output(distributorDetails)
  .query(({ ctx, input }) =>
    firstOr404(
      ctx.db
        .select({
          ...distributorColumns,
          locations: jsonRows(
            {
              id: distributorLocations.id,
              name: distributorLocations.name,
              address: distributorLocations.address,
            },
            sql`from ${distributorLocations} where ${eq(distributorLocations.distributor_id, input.id)}`,
            [asc(distributorLocations.name), asc(distributorLocations.id)],
          ),
          ...distributorAttachedColumns(input.id),
        })
        .from(distributors)
        .where(and(eq(distributors.id, input.id), inDistributorScope(ctx.scope, distributors.id))),
      "Distributor",
    ),
  );
