/**
 * requisitions.roi (GET /plants/work-orders/roi): the ROI of work done over one date range, per
 * plant in the caller's scope (or the one plant asked for) and for all of them together, with the
 * number of completed work orders and requisitions behind the figures. The figures are shared
 * `roiFigures` of the sums in roi-totals.ts (docs/decisions.md, "ROI of work done"). Archived
 * plants are left out unless asked for by id; a plant with nothing done is listed with zeros.
 */
import { schema } from "@plantwise/db";
import { requisitionRoi, requisitionRoiInput } from "@plantwise/shared";
import { and, eq, isNull } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { requisitionAnalyticsProcedure } from "./analytics-access";
import { resolveRange } from "./analytics-range";
import { byNetThenName, workDoneBy, workDoneFigures } from "./roi-totals";

const { plants } = schema;

export const getRequisitionRoi = requisitionAnalyticsProcedure
  .input(requisitionRoiInput)
  .output(requisitionRoi)
  .query(async ({ ctx, input }) => {
    const range = await resolveRange(ctx.db, ctx, input);
    const listed = await ctx.db
      .select({ id: plants.id, name: plants.name })
      .from(plants)
      .where(
        and(
          inPlantScope(ctx.scope, plants.id),
          range.plant_id ? eq(plants.id, range.plant_id) : isNull(plants.archived_at),
        ),
      );
    const done = await workDoneBy(
      ctx.db,
      "plant_id",
      (t) =>
        and(inPlantScope(ctx.scope, t.plant_id), range.plant_id ? eq(t.plant_id, range.plant_id) : undefined),
      range,
    );
    const rows = listed
      .map((plant) => ({ ...plant, ...workDoneFigures([done.get(plant.id)]) }))
      .sort((a, b) => byNetThenName(a, b) || a.id - b.id);
    return {
      ...range,
      overall: workDoneFigures(listed.map((plant) => done.get(plant.id))),
      plants: rows,
    };
  });
