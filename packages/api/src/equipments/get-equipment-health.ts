import { equipmentHealthOutput, equipmentPlantFilter } from "@plantwise/shared";
import { itemHealthRows, plantFilterOf } from "../alarms/service";
import { permitted } from "../trpc";

/**
 * GET /equipments/health?plant_id=: the health of each item in scope from its open alarms and
 * readings (alarms/health.ts: "alarm", "warning", "good" or "no_data").
 */
export const equipmentHealth = permitted("view_dashboard")
  .input(equipmentPlantFilter)
  .output(equipmentHealthOutput)
  .query(async ({ ctx, input }) => {
    const rows = await itemHealthRows(ctx.db, plantFilterOf(ctx.scope, input.plant_id));
    return rows.map((r) => ({ id: r.id, health: r.health }));
  });
