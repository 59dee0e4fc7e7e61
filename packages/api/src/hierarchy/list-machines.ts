import { schema } from "@plantwise/db";
import { and, count, eq, ilike, or } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { idInput } from "../lib/input";
import { likePattern, listMeta, listOrder, listWindow } from "../lib/list";
import { permitted } from "../trpc";
import { listInputSized, machineAssetsCount, machineItemsCount, positiveId } from "./hierarchy-rows";

const { machines, plants, productionLines } = schema;

const machineColumns = {
  id: machines.id,
  company_id: machines.company_id,
  plant_id: machines.plant_id,
  plant_name: plants.name,
  production_line_id: machines.production_line_id,
  production_line_name: productionLines.name,
  production_line_kind: productionLines.kind,
  name: machines.name,
  description: machines.description,
  position: machines.position,
  assets_count: machineAssetsCount,
  items_count: machineItemsCount,
};

/** GET /machines: machines in scope, filtered by line or plant. */
export const listMachines = permitted("view_dashboard")
  .input(
    listInputSized("machines").extend({
      production_line_id: positiveId.optional(),
      plant_id: positiveId.optional(),
    }),
  )
  .query(async ({ ctx, input }) => {
    const where = and(
      inPlantScope(ctx.scope, machines.plant_id),
      input.production_line_id ? eq(machines.production_line_id, input.production_line_id) : undefined,
      input.plant_id ? eq(machines.plant_id, input.plant_id) : undefined,
      input.q
        ? or(
            ilike(machines.name, likePattern(input.q)),
            ilike(machines.description, likePattern(input.q)),
            ilike(productionLines.name, likePattern(input.q)),
          )
        : undefined,
    );
    const sortable = {
      id: machines.id,
      name: machines.name,
      position: machines.position,
      production_line_name: productionLines.name,
      plant_name: plants.name,
      assets_count: machineAssetsCount,
      items_count: machineItemsCount,
    };
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select(machineColumns)
        .from(machines)
        .innerJoin(productionLines, eq(productionLines.id, machines.production_line_id))
        .innerJoin(plants, eq(plants.id, machines.plant_id))
        .where(where)
        .orderBy(...listOrder(input, sortable, "position", machines.id))
        .limit(listWindow(input).limit)
        .offset(listWindow(input).offset),
      ctx.db
        .select({ n: count() })
        .from(machines)
        .innerJoin(productionLines, eq(productionLines.id, machines.production_line_id))
        .where(where),
    ]);
    return { data: rows, meta: listMeta(input, total?.n ?? 0) };
  });

/** GET /machines/{id}. */
export const getMachine = permitted("view_dashboard")
  .input(idInput)
  .query(async ({ ctx, input }) => {
    const [machine] = await ctx.db
      .select(machineColumns)
      .from(machines)
      .innerJoin(productionLines, eq(productionLines.id, machines.production_line_id))
      .innerJoin(plants, eq(plants.id, machines.plant_id))
      .where(and(eq(machines.id, input.id), inPlantScope(ctx.scope, machines.plant_id)));
    if (!machine) throw new AppError("NOT_FOUND", "Machine not found");
    return machine;
  });
