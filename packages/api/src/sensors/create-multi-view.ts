import { schema } from "@plantwise/db";
import { createMultiViewInput, multiViewDetails } from "@plantwise/shared";
import { and, eq, inArray } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { permitted } from "../trpc";
import { invalid, renamed } from "./fields";
import { itemInScope, viewsWithGraphs } from "./multi-view-rows";

const { metricMultiViewGraphs, metricMultiViews, sensors } = schema;

/** The graphs' sensors must be in scope and in the item's plant (a view may combine nearby items). */
export const createMultiView = permitted(["edit_dashboard", "create_dashboard"], "any")
  .input(renamed({ equipmentId: "equipment_id" }, createMultiViewInput))
  .output(multiViewDetails)
  .mutation(async ({ ctx, input }) => {
    const id = await ctx.db.transaction(async (tx) => {
      const item = await itemInScope(tx, ctx.scope, input.equipment_id);
      const sensorIds = [...new Set(input.graphs.map((g) => g.sensor_id))];
      const found = await tx
        .select({ id: sensors.id })
        .from(sensors)
        .where(
          and(
            inArray(sensors.id, sensorIds),
            eq(sensors.plant_id, item.plant_id),
            inPlantScope(ctx.scope, sensors.plant_id),
          ),
        );
      const known = new Set(found.map((s) => s.id));
      for (const [i, g] of input.graphs.entries()) {
        if (!known.has(g.sensor_id)) throw invalid(`graphs.${i}.sensor_id`, "Sensor not found");
      }
      const [view] = await tx
        .insert(metricMultiViews)
        .values({ company_id: item.company_id, equipment_item_id: item.id, name: input.name })
        .returning({ id: metricMultiViews.id });
      await tx
        .insert(metricMultiViewGraphs)
        .values(input.graphs.map((g, position) => ({ ...g, multi_view_id: view!.id, position })));
      return view!.id;
    });
    const [view] = await viewsWithGraphs(ctx.db, [id]);
    return view!;
  });
