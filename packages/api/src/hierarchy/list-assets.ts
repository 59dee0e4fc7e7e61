import { schema } from "@plantwise/db";
import { and, count, eq, ilike, or } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { idInput } from "../lib/input";
import { likePattern, listMeta, listOrder, listWindow } from "../lib/list";
import { permitted } from "../trpc";
import { assetItemsCount, listInputSized, positiveId } from "./hierarchy-rows";

const { applications, assets, machines, plants, productionLines } = schema;

const assetColumns = {
  id: assets.id,
  company_id: assets.company_id,
  plant_id: assets.plant_id,
  plant_name: plants.name,
  machine_id: assets.machine_id,
  machine_name: machines.name,
  production_line_id: machines.production_line_id,
  production_line_name: productionLines.name,
  application_id: assets.application_id,
  application_name: applications.name,
  name: assets.name,
  description: assets.description,
  position: assets.position,
  items_count: assetItemsCount,
};

/** GET /assets: assets in scope, filtered by machine, line or plant. */
export const listAssets = permitted("view_dashboard")
  .input(
    listInputSized("assets").extend({
      machine_id: positiveId.optional(),
      production_line_id: positiveId.optional(),
      plant_id: positiveId.optional(),
    }),
  )
  .query(async ({ ctx, input }) => {
    const where = and(
      inPlantScope(ctx.scope, assets.plant_id),
      input.machine_id ? eq(assets.machine_id, input.machine_id) : undefined,
      input.production_line_id ? eq(machines.production_line_id, input.production_line_id) : undefined,
      input.plant_id ? eq(assets.plant_id, input.plant_id) : undefined,
      input.q
        ? or(
            ilike(assets.name, likePattern(input.q)),
            ilike(assets.description, likePattern(input.q)),
            ilike(machines.name, likePattern(input.q)),
            ilike(productionLines.name, likePattern(input.q)),
          )
        : undefined,
    );
    const sortable = {
      id: assets.id,
      name: assets.name,
      position: assets.position,
      machine_name: machines.name,
      production_line_name: productionLines.name,
      plant_name: plants.name,
      items_count: assetItemsCount,
    };
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select(assetColumns)
        .from(assets)
        .innerJoin(machines, eq(machines.id, assets.machine_id))
        .innerJoin(productionLines, eq(productionLines.id, machines.production_line_id))
        .innerJoin(plants, eq(plants.id, assets.plant_id))
        .leftJoin(applications, eq(applications.id, assets.application_id))
        .where(where)
        .orderBy(...listOrder(input, sortable, "position", assets.id))
        .limit(listWindow(input).limit)
        .offset(listWindow(input).offset),
      ctx.db
        .select({ n: count() })
        .from(assets)
        .innerJoin(machines, eq(machines.id, assets.machine_id))
        .innerJoin(productionLines, eq(productionLines.id, machines.production_line_id))
        .where(where),
    ]);
    return { data: rows, meta: listMeta(input, total?.n ?? 0) };
  });

/** GET /assets/{id}. */
export const getAsset = permitted("view_dashboard")
  .input(idInput)
  .query(async ({ ctx, input }) => {
    const [asset] = await ctx.db
      .select(assetColumns)
      .from(assets)
      .innerJoin(machines, eq(machines.id, assets.machine_id))
      .innerJoin(productionLines, eq(productionLines.id, machines.production_line_id))
      .innerJoin(plants, eq(plants.id, assets.plant_id))
      .leftJoin(applications, eq(applications.id, assets.application_id))
      .where(and(eq(assets.id, input.id), inPlantScope(ctx.scope, assets.plant_id)));
    if (!asset) throw new AppError("NOT_FOUND", "Asset not found");
    return asset;
  });
