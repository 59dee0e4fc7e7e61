import { schema } from "@plantwise/db";
import { rfqFormOptions, rfqFormOptionsInput } from "@plantwise/shared";
import { and, asc, desc, eq } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { permitted } from "../trpc";

const { requisitions, vendors } = schema;

/** The RFQ form's choices for one plant of the caller's: its vendors and its requisitions (newest first). */
export const rfqFormOptionsProcedure = permitted(["create_rfqs", "edit_rfqs"], "any")
  .input(rfqFormOptionsInput)
  .output(rfqFormOptions)
  .query(async ({ ctx, input }) => {
    const vendorRows = await ctx.db
      .select({ id: vendors.id, name: vendors.name, email: vendors.email })
      .from(vendors)
      .where(and(eq(vendors.plant_id, input.plant_id), inPlantScope(ctx.scope, vendors.plant_id)))
      .orderBy(asc(vendors.name), asc(vendors.id));
    const requisitionRows = await ctx.db
      .select({ id: requisitions.id, name: requisitions.title })
      .from(requisitions)
      .where(and(eq(requisitions.plant_id, input.plant_id), inPlantScope(ctx.scope, requisitions.plant_id)))
      .orderBy(desc(requisitions.created_at), desc(requisitions.id))
      .limit(500);
    return { vendors: vendorRows, requisitions: requisitionRows };
  });
