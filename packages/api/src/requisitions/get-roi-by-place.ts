/**
 * requisitions.roiByLine, roiByMachine and roiByAsset (GET /production-lines/roi, /machines/roi,
 * /assets/roi): the ROI of work done over one date range for every production line (and utility),
 * machine or asset in the caller's scope, narrowed by plant, line and machine when given.
 *
 * Each place gets the work orders and requisitions that carry its id (roi-totals.ts); a place with
 * nothing done in the range is listed with zeros and no ROI %, an honest zero. Places of archived
 * plants are left out unless their plant is asked for. Largest net first, then by name.
 */
import { schema } from "@plantwise/db";
import {
  assetRoiList,
  machineRoiList,
  productionLineRoiList,
  roiByAssetInput,
  roiByLineInput,
  roiByMachineInput,
} from "@plantwise/shared";
import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { requisitionAnalyticsProcedure } from "./analytics-access";
import type { ResolvedRange } from "./analytics-range";
import { resolveRange } from "./analytics-range";
import { byNetThenName, type PlaceFilter, type WorkDone, workDoneBy, workDoneFigures } from "./roi-totals";

const { assets, machines, plants, productionLines } = schema;

/** Places of the plants in scope: the one asked for, else every one not archived. */
function placesWhere(
  scope: Scope,
  range: ResolvedRange,
  plantId: PgColumn,
  ...narrowing: (SQL | undefined)[]
) {
  return and(
    inPlantScope(scope, plantId),
    range.plant_id ? eq(plantId, range.plant_id) : isNull(plants.archived_at),
    ...narrowing,
  );
}

/** The work orders and requisitions of the same plants. */
function workWhere(scope: Scope, range: ResolvedRange): PlaceFilter {
  return (t) =>
    and(inPlantScope(scope, t.plant_id), range.plant_id ? eq(t.plant_id, range.plant_id) : undefined);
}

/** The list answer: each place with its figures, sorted, and the range in `meta`. */
function placeList<P extends { id: number; name: string }>(
  places: readonly P[],
  done: Map<number, WorkDone>,
  range: ResolvedRange,
) {
  const data = places
    .map((place) => ({ ...place, ...workDoneFigures([done.get(place.id)]) }))
    .sort((a, b) => byNetThenName(a, b) || a.id - b.id);
  return { data, meta: { ...range, total: data.length } };
}

const given = (column: PgColumn, id: number | null | undefined) => (id ? eq(column, id) : undefined);

export const getRoiByLine = requisitionAnalyticsProcedure
  .input(roiByLineInput)
  .output(productionLineRoiList)
  .query(async ({ ctx, input }) => {
    const range = await resolveRange(ctx.db, ctx, input);
    const places = await ctx.db
      .select({
        id: productionLines.id,
        name: productionLines.name,
        plant_id: productionLines.plant_id,
        plant_name: plants.name,
        kind: productionLines.kind,
      })
      .from(productionLines)
      .innerJoin(plants, eq(plants.id, productionLines.plant_id))
      .where(placesWhere(ctx.scope, range, productionLines.plant_id));
    const done = await workDoneBy(ctx.db, "production_line_id", workWhere(ctx.scope, range), range);
    return placeList(places, done, range);
  });

export const getRoiByMachine = requisitionAnalyticsProcedure
  .input(roiByMachineInput)
  .output(machineRoiList)
  .query(async ({ ctx, input }) => {
    const range = await resolveRange(ctx.db, ctx, input);
    const places = await ctx.db
      .select({
        id: machines.id,
        name: machines.name,
        plant_id: machines.plant_id,
        plant_name: plants.name,
        production_line_id: machines.production_line_id,
        production_line_name: productionLines.name,
      })
      .from(machines)
      .innerJoin(plants, eq(plants.id, machines.plant_id))
      .innerJoin(productionLines, eq(productionLines.id, machines.production_line_id))
      .where(
        placesWhere(
          ctx.scope,
          range,
          machines.plant_id,
          given(machines.production_line_id, input.production_line_id),
        ),
      );
    const done = await workDoneBy(ctx.db, "machine_id", workWhere(ctx.scope, range), range);
    return placeList(places, done, range);
  });

export const getRoiByAsset = requisitionAnalyticsProcedure
  .input(roiByAssetInput)
  .output(assetRoiList)
  .query(async ({ ctx, input }) => {
    const range = await resolveRange(ctx.db, ctx, input);
    const places = await ctx.db
      .select({
        id: assets.id,
        name: assets.name,
        plant_id: assets.plant_id,
        plant_name: plants.name,
        production_line_id: machines.production_line_id,
        production_line_name: productionLines.name,
        machine_id: assets.machine_id,
        machine_name: machines.name,
      })
      .from(assets)
      .innerJoin(plants, eq(plants.id, assets.plant_id))
      .innerJoin(machines, eq(machines.id, assets.machine_id))
      .innerJoin(productionLines, eq(productionLines.id, machines.production_line_id))
      .where(
        placesWhere(
          ctx.scope,
          range,
          assets.plant_id,
          given(machines.production_line_id, input.production_line_id),
          given(assets.machine_id, input.machine_id),
        ),
      );
    const done = await workDoneBy(ctx.db, "asset_id", workWhere(ctx.scope, range), range);
    return placeList(places, done, range);
  });
