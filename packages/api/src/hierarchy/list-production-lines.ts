import { schema } from "@plantwise/db";
import { and, asc, count, eq, ilike, isNotNull, or } from "drizzle-orm";
import { z } from "zod";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { idInput } from "../lib/input";
import { likePattern, listMeta, listOrder, listWindow } from "../lib/list";
import { permitted } from "../trpc";
import {
  kindInput,
  lineAssetsCount,
  lineItemsCount,
  lineMachinesCount,
  listInputSized,
  positiveId,
} from "./hierarchy-rows";

const { plants, productionLines } = schema;

const lineColumns = {
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
};

/** GET /production-lines: lines and utilities in scope, filtered by kind and plant. */
export const listProductionLines = permitted("view_dashboard")
  .input(
    listInputSized("production-lines").extend({
      kind: kindInput.optional(),
      plant_id: positiveId.optional(),
    }),
  )
  .query(async ({ ctx, input }) => {
    const where = and(
      inPlantScope(ctx.scope, productionLines.plant_id),
      input.kind ? eq(productionLines.kind, input.kind) : undefined,
      input.plant_id ? eq(productionLines.plant_id, input.plant_id) : undefined,
      input.q
        ? or(
            ilike(productionLines.name, likePattern(input.q)),
            ilike(productionLines.description, likePattern(input.q)),
          )
        : undefined,
    );
    const sortable = {
      id: productionLines.id,
      name: productionLines.name,
      position: productionLines.position,
      kind: productionLines.kind,
      plant_name: plants.name,
      machines_count: lineMachinesCount,
      assets_count: lineAssetsCount,
      items_count: lineItemsCount,
    };
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select({
          ...lineColumns,
          plant_name: plants.name,
          machines_count: lineMachinesCount,
          assets_count: lineAssetsCount,
          items_count: lineItemsCount,
        })
        .from(productionLines)
        .innerJoin(plants, eq(plants.id, productionLines.plant_id))
        .where(where)
        .orderBy(...listOrder(input, sortable, "position", productionLines.id))
        .limit(listWindow(input).limit)
        .offset(listWindow(input).offset),
      ctx.db.select({ n: count() }).from(productionLines).where(where),
    ]);
    return { data: rows, meta: listMeta(input, total?.n ?? 0) };
  });

/** GET /production-lines/{id}: one line or utility with its plant's name and its counters. */
export const getProductionLine = permitted("view_dashboard")
  .input(idInput)
  .query(async ({ ctx, input }) => {
    const [line] = await ctx.db
      .select({
        ...lineColumns,
        plant_name: plants.name,
        machines_count: lineMachinesCount,
        assets_count: lineAssetsCount,
        items_count: lineItemsCount,
      })
      .from(productionLines)
      .innerJoin(plants, eq(plants.id, productionLines.plant_id))
      .where(and(eq(productionLines.id, input.id), inPlantScope(ctx.scope, productionLines.plant_id)));
    if (!line) throw new AppError("NOT_FOUND", "Production line not found");
    return line;
  });

/** GET /production-lines/rpm-nodes: the external nodes giving line speeds, in scope. */
export const listRpmNodes = permitted("view_dashboard")
  .input(z.object({ plant_id: positiveId.optional() }).optional())
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
