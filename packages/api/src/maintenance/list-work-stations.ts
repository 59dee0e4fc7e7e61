import { schema } from "@plantwise/db";
import {
  listWorkStationsInput,
  listWorkStationsOutput,
  namedRef,
  referenceOptionsInput,
} from "@plantwise/shared";
import { and, asc, count, eq } from "drizzle-orm";
import { z } from "zod";
import { inPlantScope } from "../access/scope";
import { givenFilters, listOrder, pagedList, searchIn, sortableBy } from "../lib/list";
import { permitted } from "../trpc";
import { selectWorkStations, workStationColumns } from "./work-station-rows";

const { productionLines, workStations } = schema;

/** GET /plants/work-stations: the work stations of the plants in scope, optionally of one plant or line. */
export const listWorkStations = permitted("view_work_stations")
  .input(listWorkStationsInput)
  .output(listWorkStationsOutput)
  .query(({ ctx, input }) => {
    const where = and(
      inPlantScope(ctx.scope, workStations.plant_id),
      givenFilters(input, {
        plant_id: workStations.plant_id,
        production_line_id: workStations.production_line_id,
      }),
      searchIn(input.q, workStations.name, workStations.location, workStations.description),
    );
    const sortable = sortableBy(workStationColumns, [
      "id",
      "name",
      "location",
      "plant_name",
      "production_line_name",
      "work_orders_count",
    ]);
    return pagedList(input, {
      rows: (total) => selectWorkStations(ctx.db, { total }).where(where),
      count: ctx.db.select({ n: count() }).from(workStations).where(where),
      order: listOrder(input, sortable, "name", workStations.id),
    });
  });

/** The work order form's work station select: one plant's stations. */
export const workStationOptions = permitted(["view_work_stations", "view_maintenance"], "any")
  .input(referenceOptionsInput)
  .output(z.array(namedRef))
  .query(({ ctx, input }) =>
    ctx.db
      .select({ id: workStations.id, name: workStations.name })
      .from(workStations)
      .where(and(eq(workStations.plant_id, input.plant_id), inPlantScope(ctx.scope, workStations.plant_id)))
      .orderBy(asc(workStations.name), asc(workStations.id)),
  );

/** The work station form's production line select: one plant's lines. */
export const workStationLineOptions = permitted("view_work_stations")
  .input(referenceOptionsInput)
  .output(z.array(namedRef))
  .query(({ ctx, input }) =>
    ctx.db
      .select({ id: productionLines.id, name: productionLines.name })
      .from(productionLines)
      .where(
        and(eq(productionLines.plant_id, input.plant_id), inPlantScope(ctx.scope, productionLines.plant_id)),
      )
      .orderBy(asc(productionLines.position), asc(productionLines.name), asc(productionLines.id)),
  );
