import { schema } from "@plantwise/db";
import { listMultiViewsInput, listMultiViewsOutput } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { permitted } from "../trpc";
import { renamed } from "./fields";
import { itemInScope, viewsWithGraphs } from "./multi-view-rows";

const { metricMultiViews } = schema;

/** GET /equipments/{equipmentId}/metric-multi-views */
export const listMultiViews = permitted("view_dashboard")
  .input(renamed({ equipmentId: "equipment_id" }, listMultiViewsInput))
  .output(listMultiViewsOutput)
  .query(async ({ ctx, input }) => {
    const item = await itemInScope(ctx.db, ctx.scope, input.equipment_id);
    const ids = await ctx.db
      .select({ id: metricMultiViews.id })
      .from(metricMultiViews)
      .where(eq(metricMultiViews.equipment_item_id, item.id));
    return viewsWithGraphs(
      ctx.db,
      ids.map((r) => r.id),
    );
  });
