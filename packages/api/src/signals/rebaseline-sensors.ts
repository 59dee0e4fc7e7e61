/** Re-baselines the zones of the sensors named by ids (rebaseline-rows.ts). */
import { rebaselineInput, rebaselineOutput } from "@plantwise/shared";
import { rebaselineRows, zonesOf } from "./rebaseline-rows";
import { editSignals } from "./sensor-procedures";
import { scopedSensorIds } from "./zone-rows";

/** signals.rebaseline (PUT /sensors/rebaseline): the sensors named by ids. */
export const rebaseline = editSignals
  .input(rebaselineInput)
  .output(rebaselineOutput)
  .mutation(async ({ ctx, input }) => {
    const ids = await scopedSensorIds(ctx, input.ids);
    return ctx.db.transaction(async (tx) => rebaselineRows(tx, await zonesOf(tx, ids), input, ctx.user.id));
  });
