/**
 * Metric multi-views of an equipment item: several graphs (sensor × parameter × axis) drawn together
 * (GET/POST /equipments/{equipmentId}/metric-multi-views), and each graph's warning and alarm lines
 * (POST /metric-multi-views/{multiViewId}/graphs/{graphId}/thresholds).
 */
import { type Reader, schema } from "@plantwise/db";
import { and, asc, eq, inArray } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";

const { equipmentItems, metricMultiViewGraphs, metricMultiViews, sensors } = schema;

/** The equipment item in the caller's plant scope, or NOT_FOUND. */
export async function itemInScope(db: Reader, scope: Parameters<typeof inPlantScope>[0], id: number) {
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

/** The views with their graphs (and each graph's sensor name), in id order. */
export async function viewsWithGraphs(db: Reader, viewIds: number[]) {
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
