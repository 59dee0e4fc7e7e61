/**
 * PUT /sensors/{sensorId}/ncd/config: saves the sensor's device settings and queues a "config"
 * command to its controller, which the gateway collects with its next post (ingest answers pending
 * commands). A sensor without a controller has nobody to configure it: 422.
 */
import { schema } from "@plantwise/db";
import { type DeviceSettings, ncdConfigInput, ncdConfigOutput } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { queueCommand } from "../controllers/service";
import { permitted } from "../trpc";
import { invalid, renamed, sensorInScope } from "./fields";

const { sensors } = schema;

export const ncdConfig = permitted(["edit_dashboard", "create_dashboard"], "any")
  .input(renamed({ sensorId: "sensor_id" }, ncdConfigInput))
  .output(ncdConfigOutput)
  .mutation(async ({ ctx, input }) => {
    const { sensor_id, ...given } = input;
    const settings = Object.fromEntries(
      Object.entries(given).filter(([, v]) => v !== undefined),
    ) as DeviceSettings;
    return ctx.db.transaction(async (tx) => {
      const sensor = await sensorInScope(tx, ctx.scope, sensor_id);
      if (sensor.controller_id == null) {
        throw invalid("sensor_id", "the sensor has no controller to send the configuration to");
      }
      const [updated] = await tx
        .update(sensors)
        .set({ ...settings, updated_at: new Date() })
        .where(eq(sensors.id, sensor.id))
        .returning();
      const command = await queueCommand(tx, {
        company_id: sensor.company_id,
        controller_id: sensor.controller_id,
        sensor_id: sensor.id,
        command: "config",
        payload: { serial_number: sensor.serial_number, ...settings },
        user_id: ctx.user.id,
      });
      return { sensor: updated!, command };
    });
  });
