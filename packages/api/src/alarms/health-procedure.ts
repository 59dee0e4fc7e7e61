/**
 * alarms.health (tRPC): the rolled-up health of every plant, line, machine, asset and item of one
 * plant (plant_id) or of every plant in scope, for the hierarchy dashboards' colours.
 */
import { plantRollupInput } from "@plantwise/shared";
import { hierarchyHealth, rollupFilter } from "./health";
import { viewAlarms } from "./list-alarms";

export const healthRollup = viewAlarms
  .input(plantRollupInput)
  .query(async ({ ctx, input }) =>
    hierarchyHealth(ctx.db, await rollupFilter(ctx.db, ctx.scope, input.plant_id)),
  );
