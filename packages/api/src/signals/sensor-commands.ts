/**
 * Commands to a sensor through its controller.
 *
 * Every command is a controller_commands row in status PROCESS that the gateway collects with its
 * next ingest post and answers later; a sensor without a controller cannot take one (422).
 */
import { type Database, schema, type Tx } from "@plantwise/db";
import { CommandStatus, type ControllerCommand } from "@plantwise/shared";
import { invalid, type Sensor } from "./sensor-procedures";

const { controllerCommands } = schema;

export function requireController(sensor: Sensor): number {
  if (sensor.controller_id == null) {
    throw invalid("sensor_id", "the sensor has no controller to send the command to");
  }
  return sensor.controller_id;
}

/** Queues one command for the sensor's controller. */
export async function queueCommand(
  db: Database | Tx,
  sensor: Sensor,
  command: ControllerCommand,
  payload: Record<string, unknown>,
  userId: number,
) {
  const [row] = await db
    .insert(controllerCommands)
    .values({
      company_id: sensor.company_id,
      controller_id: requireController(sensor),
      sensor_id: sensor.id,
      command,
      payload,
      status: CommandStatus.PROCESS,
      user_id: userId,
    })
    .returning();
  return row!;
}
