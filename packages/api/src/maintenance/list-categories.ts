import { schema } from "@plantwise/db";
import {
  listWorkOrderCategoriesInput,
  listWorkOrderCategoriesOutput,
  referenceOptionsInput,
  workOrderCategoryOption,
} from "@plantwise/shared";
import { and, asc, count, eq } from "drizzle-orm";
import { z } from "zod";
import { inPlantScope } from "../access/scope";
import { givenFilters, listOrder, pagedList, searchIn, sortableBy } from "../lib/list";
import { permitted } from "../trpc";
import { categoryColumns, selectCategories } from "./category-rows";

const { workOrderCategories } = schema;

/** GET /maintenance/categories: the work order types of the plants in scope, optionally of one. */
export const listCategories = permitted("view_work_order_type")
  .input(listWorkOrderCategoriesInput)
  .output(listWorkOrderCategoriesOutput)
  .query(({ ctx, input }) => {
    const where = and(
      inPlantScope(ctx.scope, workOrderCategories.plant_id),
      givenFilters(input, { plant_id: workOrderCategories.plant_id }),
      searchIn(input.q, workOrderCategories.name, workOrderCategories.description),
    );
    const sortable = sortableBy(categoryColumns, ["id", "name", "plant_name", "work_orders_count"]);
    return pagedList(input, {
      rows: (total) => selectCategories(ctx.db, { total }).where(where),
      count: ctx.db.select({ n: count() }).from(workOrderCategories).where(where),
      order: listOrder(input, sortable, "name", workOrderCategories.id),
    });
  });

/** The work order form's type select: one plant's types. */
export const categoryOptions = permitted(["view_work_order_type", "view_maintenance"], "any")
  .input(referenceOptionsInput)
  .output(z.array(workOrderCategoryOption))
  .query(({ ctx, input }) =>
    ctx.db
      .select({
        id: workOrderCategories.id,
        name: workOrderCategories.name,
        color: workOrderCategories.color,
      })
      .from(workOrderCategories)
      .where(
        and(
          eq(workOrderCategories.plant_id, input.plant_id),
          inPlantScope(ctx.scope, workOrderCategories.plant_id),
        ),
      )
      .orderBy(asc(workOrderCategories.name), asc(workOrderCategories.id)),
  );
