import { schema } from "@plantwise/db";
import { listPlantsInput, listPlantsOutput } from "@plantwise/shared";
import { and, count, eq, ilike, isNotNull, isNull, or } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { likePattern, listMeta, listOrder, listWindow } from "../lib/list";
import { permitted } from "../trpc";

const { companies, plants } = schema;

export const listPlants = permitted("view_plants")
  .input(listPlantsInput)
  .output(listPlantsOutput)
  .query(async ({ ctx, input }) => {
    const where = and(
      input.archived ? isNotNull(plants.archived_at) : isNull(plants.archived_at),
      inPlantScope(ctx.scope, plants.id),
      input.company_id ? eq(plants.company_id, input.company_id) : undefined,
      input.q
        ? or(ilike(plants.name, likePattern(input.q)), ilike(companies.name, likePattern(input.q)))
        : undefined,
    );
    const sortable = {
      id: plants.id,
      name: plants.name,
      time_zone: plants.time_zone,
      company_name: companies.name,
    };
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select({
          id: plants.id,
          name: plants.name,
          time_zone: plants.time_zone,
          company_id: plants.company_id,
          company_name: companies.name,
          is_equipment_runtime_tracking: plants.is_equipment_runtime_tracking,
          archived_at: plants.archived_at,
        })
        .from(plants)
        .innerJoin(companies, eq(companies.id, plants.company_id))
        .where(where)
        .orderBy(...listOrder(input, sortable, "name", plants.id))
        .limit(listWindow(input).limit)
        .offset(listWindow(input).offset),
      ctx.db
        .select({ n: count() })
        .from(plants)
        .innerJoin(companies, eq(companies.id, plants.company_id))
        .where(where),
    ]);
    return { data: rows, meta: listMeta(input, total?.n ?? 0) };
  });
