/**
 * Metric multi-views of an equipment item: several graphs (sensor × parameter × axis) drawn together
 * (GET/POST /equipments/{equipmentId}/metric-multi-views), and each graph's warning and alarm lines
 * (POST /metric-multi-views/{multiViewId}/graphs/{graphId}/thresholds).
 */
import { type Reader, schema } from "@plantwise/db";
import {
  createMultiViewInput,
  graphThresholdsInput,
  listMultiViewsInput,
  listMultiViewsOutput,
  multiViewDetails,
  multiViewGraphRecord,
} from "@plantwise/shared";
import { and, asc, eq, inArray } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { permitted } from "../trpc";
import { invalid, renamed } from "./fields";

const { equipmentItems, metricMultiViewGraphs, metricMultiViews, sensors } = schema;

async function itemInScope(db: Reader, scope: Parameters<typeof inPlantScope>[0], id: number) {
  const [item] = await db
    .select({
      id: equipmentItems.id,
      company_id: equipmentItems.company_id,
      plant_id: equipmentItems.plant_id,
    })
    .from(equipmentItems)
    .where(and(eq(equipmentItems.id, id), inPlantScope(scope, equipmentItems.plant_id)));
  if (!item) throw new AppError("NOT_FOUND", "Equipment item not found");
  return item;
}

async function viewsWithGraphs(db: Reader, viewIds: number[]) {
  if (viewIds.length === 0) return [];
  const [views, graphs] = await Promise.all([
    db
      .select()
      .from(metricMultiViews)
      .where(inArray(metricMultiViews.id, viewIds))
      .orderBy(asc(metricMultiViews.id)),
    db
      .select({
        id: metricMultiViewGraphs.id,
        multi_view_id: metricMultiViewGraphs.multi_view_id,
        sensor_id: metricMultiViewGraphs.sensor_id,
        sensor_name: sensors.name,
        parameter_type: metricMultiViewGraphs.parameter_type,
        axis: metricMultiViewGraphs.axis,
        position: metricMultiViewGraphs.position,
        warning_threshold: metricMultiViewGraphs.warning_threshold,
        alarm_threshold: metricMultiViewGraphs.alarm_threshold,
      })
      .from(metricMultiViewGraphs)
      .innerJoin(sensors, eq(sensors.id, metricMultiViewGraphs.sensor_id))
      .where(inArray(metricMultiViewGraphs.multi_view_id, viewIds))
      .orderBy(asc(metricMultiViewGraphs.position), asc(metricMultiViewGraphs.id)),
  ]);
  return views.map((v) => ({ ...v, graphs: graphs.filter((g) => g.multi_view_id === v.id) }));
}

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
