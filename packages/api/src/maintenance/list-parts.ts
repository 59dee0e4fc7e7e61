import { schema } from "@plantwise/db";
import {
  listPartsInput,
  listPartsOutput,
  namedRef,
  partOption,
  referenceOptionsInput,
} from "@plantwise/shared";
import { and, asc, count, eq, not } from "drizzle-orm";
import { z } from "zod";
import { inPlantScope } from "../access/scope";
import { givenFilters, listOrder, pagedList, searchIn, sortableBy } from "../lib/list";
import { permitted } from "../trpc";
import { belowReorder, partColumns, selectParts, stockOf } from "./part-rows";

const { miscParts, storeRooms } = schema;

/**
 * GET /plants/parts: the misc parts of the plants in scope with their total stock and whether it
 * is at or below the reorder point; `below_reorder` keeps only those (or, false, only the others).
 */
export const listParts = permitted("view_misc_parts")
  .input(listPartsInput)
  .output(listPartsOutput)
  .query(({ ctx, input }) => {
    const where = and(
      inPlantScope(ctx.scope, miscParts.plant_id),
      givenFilters(input, { plant_id: miscParts.plant_id, vendor_id: miscParts.vendor_id }),
      input.below_reorder === undefined ? undefined : input.below_reorder ? belowReorder : not(belowReorder),
      searchIn(input.q, miscParts.part_number, miscParts.name, miscParts.description),
    );
    const sortable = sortableBy(partColumns, [
      "id",
      "part_number",
      "name",
      "plant_name",
      "vendor_name",
      "unit_cost",
      "reorder_point",
      "total_stock",
    ]);
    return pagedList(input, {
      rows: (total) => selectParts(ctx.db, { total }).where(where),
      count: ctx.db.select({ n: count() }).from(miscParts).where(where),
      order: listOrder(input, sortable, "part_number", miscParts.id),
    });
  });

/** The work order form's part select: one plant's parts with their cost and stock per store room. */
export const partOptions = permitted(["view_misc_parts", "view_maintenance"], "any")
  .input(referenceOptionsInput)
  .output(z.array(partOption))
  .query(async ({ ctx, input }) => {
    const parts = await ctx.db
      .select({
        id: partColumns.id,
        name: partColumns.name,
        part_number: partColumns.part_number,
        unit: partColumns.unit,
        unit_cost: partColumns.unit_cost,
      })
      .from(miscParts)
      .where(and(eq(miscParts.plant_id, input.plant_id), inPlantScope(ctx.scope, miscParts.plant_id)))
      .orderBy(asc(miscParts.part_number), asc(miscParts.id));
    const stock = await stockOf(
      ctx.db,
      parts.map((part) => part.id),
    );
    return parts.map((part) => ({
      ...part,
      stock: stock.filter((row) => row.part_id === part.id).map(({ part_id: _, ...row }) => row),
    }));
  });

/** The part form's stock rows: the store rooms of the part's plant. */
export const partStoreRoomOptions = permitted("view_misc_parts")
  .input(referenceOptionsInput)
  .output(z.array(namedRef))
  .query(({ ctx, input }) =>
    ctx.db
      .select({ id: storeRooms.id, name: storeRooms.name })
      .from(storeRooms)
      .where(and(eq(storeRooms.plant_id, input.plant_id), inPlantScope(ctx.scope, storeRooms.plant_id)))
      .orderBy(asc(storeRooms.name), asc(storeRooms.id)),
  );
