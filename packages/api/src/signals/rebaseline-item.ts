/** Re-baselines the zones of every sensor of an equipment item (rebaseline-rows.ts). */
import { schema } from "@plantwise/db";
import { rebaselineItemInput, rebaselineOutput } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { withPathAliases } from "../lib/fields";
import { rebaselineRows, zonesOf } from "./rebaseline-rows";
import { editSignals } from "./sensor-procedures";

const { equipmentItems, sensors } = schema;

/** signals.rebaselineItem (PUT /sensors/{itemId}/rebaseline): every sensor of the item. */
export const rebaselineItem = editSignals
  .input(withPathAliases(rebaselineItemInput))
  .output(rebaselineOutput)
  .mutation(async ({ ctx, input }) => {
    const [item] = await ctx.db
      .select({ id: equipmentItems.id })
      .from(equipmentItems)
      .where(and(eq(equipmentItems.id, input.item_id), inPlantScope(ctx.scope, equipmentItems.plant_id)));
    if (!item) throw new AppError("NOT_FOUND", "Equipment item not found");
    const ids = (
      await ctx.db
        .select({ id: sensors.id })
        .from(sensors)
        .where(and(eq(sensors.equipment_item_id, item.id), inPlantScope(ctx.scope, sensors.plant_id)))
    ).map((s) => s.id);
    return ctx.db.transaction(async (tx) => rebaselineRows(tx, await zonesOf(tx, ids), input, ctx.user.id));
  });
