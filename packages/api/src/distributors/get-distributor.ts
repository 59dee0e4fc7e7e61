import { schema } from "@plantwise/db";
import { distributorDetails } from "@plantwise/shared";
import { and, asc, eq } from "drizzle-orm";
import { inDistributorScope } from "../access/scope";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { permitted } from "../trpc";
import { distributorAttached, distributorColumns } from "./distributor-rows";

const { distributorLocations, distributors } = schema;

/** One distributor with its locations and how many companies and users refer to it. */
export const getDistributor = permitted("view_distributors")
  .input(idInput)
  .output(distributorDetails)
  .query(async ({ ctx, input }) => {
    const distributor = await firstOr404(
      ctx.db
        .select(distributorColumns)
        .from(distributors)
        .where(and(eq(distributors.id, input.id), inDistributorScope(ctx.scope, distributors.id))),
      "Distributor",
    );
    const locations = await ctx.db
      .select({
        id: distributorLocations.id,
        name: distributorLocations.name,
        address: distributorLocations.address,
      })
      .from(distributorLocations)
      .where(eq(distributorLocations.distributor_id, distributor.id))
      .orderBy(asc(distributorLocations.name), asc(distributorLocations.id));
    const attached = await distributorAttached(ctx.db, distributor.id);
    return { ...distributor, locations, companies_count: attached.company, users_count: attached.user };
  });
