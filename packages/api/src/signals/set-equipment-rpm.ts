/** Equipment RPM: command "equipment_rpm" {rpm}, 0 < rpm ≤ 100 000. */
import { controllerCommandRow, equipmentRpmInput } from "@plantwise/shared";
import { withPathAliases } from "../lib/fields";
import { queueCommand } from "./sensor-commands";
import { editSignals, scopedSensor } from "./sensor-procedures";

/** signals.equipmentRpm (POST /sensors/commands/{sensorId}/equipment-rpm). */
export const equipmentRpm = editSignals
  .input(withPathAliases(equipmentRpmInput))
  .output(controllerCommandRow)
  .mutation(async ({ ctx, input }) => {
    const sensor = await scopedSensor(ctx, input.sensor_id);
    return queueCommand(ctx.db, sensor, "equipment_rpm", { rpm: input.rpm }, ctx.user.id);
  });
