import { schema } from "@plantwise/db";
import { graphThresholdsInput, multiViewGraphRecord } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { permitted } from "../trpc";
import { invalid, renamed } from "./fields";

const { equipmentItems, metricMultiViewGraphs, metricMultiViews } = schema;

/** POST /metric-multi-views/{multiViewId}/graphs/{graphId}/thresholds: the graph's warning and alarm lines. */
/** Alarm must be above warning when both are set (part 1 §5). */
export const graphThresholds = permitted("edit_dashboard")
  .input(renamed({ multiViewId: "multi_view_id", graphId: "graph_id" }, graphThresholdsInput))
  .output(multiViewGraphRecord)
  .mutation(async ({ ctx, input }) => {
    const warning = input.warning_threshold ?? null;
    const alarm = input.alarm_threshold ?? null;
    if (warning != null && alarm != null && alarm <= warning) {
      throw invalid("alarm_threshold", "must be higher than the warning threshold");
    }
    const [graph] = await ctx.db
      .select({ id: metricMultiViewGraphs.id })
      .from(metricMultiViewGraphs)
      .innerJoin(metricMultiViews, eq(metricMultiViews.id, metricMultiViewGraphs.multi_view_id))
      .innerJoin(equipmentItems, eq(equipmentItems.id, metricMultiViews.equipment_item_id))
      .where(
        and(
          eq(metricMultiViewGraphs.id, input.graph_id),
          eq(metricMultiViews.id, input.multi_view_id),
          inPlantScope(ctx.scope, equipmentItems.plant_id),
        ),
      );
    if (!graph) throw new AppError("NOT_FOUND", "Graph not found");
    const [updated] = await ctx.db
      .update(metricMultiViewGraphs)
      .set({ warning_threshold: warning, alarm_threshold: alarm })
      .where(eq(metricMultiViewGraphs.id, graph.id))
      .returning();
    return updated!;
  });
