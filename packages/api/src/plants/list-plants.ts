import { schema } from "@plantwise/db";
import { listPlantsInput, listPlantsOutput } from "@plantwise/shared";
import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { givenFilters, listOrder, pagedList, searchIn, sortableBy } from "../lib/list";
import { permitted } from "../trpc";
import { plantColumns } from "./plant-rows";

const { companies, plants } = schema;

export const listPlants = permitted("view_plants")
  .input(listPlantsInput)
  .output(listPlantsOutput)
  .query(({ ctx, input }) => {
    const where = and(
      input.archived ? isNotNull(plants.archived_at) : isNull(plants.archived_at),
      inPlantScope(ctx.scope, plants.id),
      givenFilters(input, { company_id: plants.company_id }),
      searchIn(input.q, plants.name, companies.name),
    );
    const sortable = sortableBy(plantColumns, ["id", "name", "time_zone", "company_name"]);
    return pagedList(input, {
      rows: (total) =>
        ctx.db
          .select({ ...plantColumns, total })
          .from(plants)
          .innerJoin(companies, eq(companies.id, plants.company_id))
          .where(where)
          .$dynamic(),
      count: ctx.db
        .select({ n: count() })
        .from(plants)
        .innerJoin(companies, eq(companies.id, plants.company_id))
        .where(where),
      order: listOrder(input, sortable, "name", plants.id),
    });
  });
