import { schema } from "@plantwise/db";
import {
  hierarchyPlantFilter,
  listProductionLinesInput,
  listRpmNodesOutput,
  productionLineRow,
} from "@plantwise/shared";
import { and, asc, count, eq, isNotNull } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { permitted } from "../trpc";
import { branchReaders } from "./branch-readers";
import { lineAssetsCount, lineItemsCount, lineMachinesCount } from "./hierarchy-rows";

const { plants, productionLines } = schema;

/** GET /production-lines: lines and utilities in scope, filtered by kind and plant; GET /production-lines/{id}. */
export const { list: listProductionLines, get: getProductionLine } = branchReaders({
  input: listProductionLinesInput,
  row: productionLineRow,
  what: "Production line",
  table: productionLines,
  // Each line or utility with its plant's name and its counters.
  rows: (db, where, list) =>
    db
      .select({
        id: productionLines.id,
        company_id: productionLines.company_id,
        plant_id: productionLines.plant_id,
        kind: productionLines.kind,
        name: productionLines.name,
        description: productionLines.description,
        position: productionLines.position,
        line_speed_rpm: productionLines.line_speed_rpm,
        rpm_node_id: productionLines.rpm_node_id,
        rpm_node_parameter: productionLines.rpm_node_parameter,
        plant_name: plants.name,
        machines_count: lineMachinesCount,
        assets_count: lineAssetsCount,
        items_count: lineItemsCount,
        ...list,
      })
      .from(productionLines)
      .innerJoin(plants, eq(plants.id, productionLines.plant_id))
      .where(where)
      .$dynamic(),
  count: (db, where) => db.select({ n: count() }).from(productionLines).where(where),
  filters: { kind: productionLines.kind, plant_id: productionLines.plant_id },
  search: [productionLines.name, productionLines.description],
  sortable: {
    id: productionLines.id,
    name: productionLines.name,
    position: productionLines.position,
    kind: productionLines.kind,
    plant_name: plants.name,
    machines_count: lineMachinesCount,
    assets_count: lineAssetsCount,
    items_count: lineItemsCount,
  },
});

/** GET /production-lines/rpm-nodes: the external nodes giving line speeds, in scope. */
export const listRpmNodes = permitted("view_dashboard")
  .input(hierarchyPlantFilter)
  .output(listRpmNodesOutput)
  .query(async ({ ctx, input }) => {
    return ctx.db
      .selectDistinct({
        rpm_node_id: productionLines.rpm_node_id,
        rpm_node_parameter: productionLines.rpm_node_parameter,
        production_line_id: productionLines.id,
        production_line_name: productionLines.name,
        plant_id: productionLines.plant_id,
      })
      .from(productionLines)
      .where(
        and(
          isNotNull(productionLines.rpm_node_id),
          inPlantScope(ctx.scope, productionLines.plant_id),
          input?.plant_id ? eq(productionLines.plant_id, input.plant_id) : undefined,
        ),
      )
      .orderBy(asc(productionLines.rpm_node_id), asc(productionLines.name), asc(productionLines.id));
  });
