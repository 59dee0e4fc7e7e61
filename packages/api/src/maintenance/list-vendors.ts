import { schema } from "@plantwise/db";
import { listVendorsInput, listVendorsOutput, namedRef, referenceOptionsInput } from "@plantwise/shared";
import { and, asc, count, eq } from "drizzle-orm";
import { z } from "zod";
import { inPlantScope } from "../access/scope";
import { givenFilters, listOrder, pagedList, searchIn, sortableBy } from "../lib/list";
import { permitted } from "../trpc";
import { selectVendors, vendorColumns } from "./vendor-rows";

const { vendors } = schema;

/** GET /plants/vendors: the vendors of the plants in scope, optionally of one plant. */
export const listVendors = permitted("view_vendors")
  .input(listVendorsInput)
  .output(listVendorsOutput)
  .query(({ ctx, input }) => {
    const where = and(
      inPlantScope(ctx.scope, vendors.plant_id),
      givenFilters(input, { plant_id: vendors.plant_id }),
      searchIn(input.q, vendors.name, vendors.contact_name, vendors.email, vendors.phone),
    );
    const sortable = sortableBy(vendorColumns, [
      "id",
      "name",
      "contact_name",
      "email",
      "phone",
      "plant_name",
      "parts_count",
    ]);
    return pagedList(input, {
      rows: (total) => selectVendors(ctx.db, { total }).where(where),
      count: ctx.db.select({ n: count() }).from(vendors).where(where),
      order: listOrder(input, sortable, "name", vendors.id),
    });
  });

/** The part form's vendor select: one plant's vendors. */
export const vendorOptions = permitted(["view_vendors", "view_misc_parts", "view_maintenance"], "any")
  .input(referenceOptionsInput)
  .output(z.array(namedRef))
  .query(({ ctx, input }) =>
    ctx.db
      .select({ id: vendors.id, name: vendors.name })
      .from(vendors)
      .where(and(eq(vendors.plant_id, input.plant_id), inPlantScope(ctx.scope, vendors.plant_id)))
      .orderBy(asc(vendors.name), asc(vendors.id)),
  );
