/**
 * Commands to a gateway (FFT request, equipment RPM, gain adjustment, configuration, reboot, ping).
 * A command is queued with status PROCESS; the gateway collects pending commands with its next
 * ingest post and reports the outcome on the one after (ingest). Sending one is a change to the
 * sensors it acts on, so the dashboard's edit permission will do as well as the controllers' own.
 */
import { schema, type Tx } from "@plantwise/db";
import {
  type CONTROLLER_COMMANDS,
  CommandStatus,
  listCommandsInput,
  sendCommandInput,
} from "@plantwise/shared";
import { and, count, desc, eq } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { pagedList } from "../lib/list";
import { permitted } from "../trpc";
import { controllerInScope, invalid } from "./fields";

const { controllerCommands, sensors, users } = schema;

export interface QueuedCommand {
  company_id: number;
  controller_id: number;
  sensor_id: number | null;
  command: (typeof CONTROLLER_COMMANDS)[number];
  payload: Record<string, unknown>;
  user_id: number | null;
}

/** Inserts a pending command (status PROCESS) and answers its row. */
export async function queueCommand(tx: Tx, command: QueuedCommand) {
  const [row] = await tx
    .insert(controllerCommands)
    .values({ ...command, status: CommandStatus.PROCESS })
    .returning();
  return row!;
}

export const sendCommand = permitted(["edit_controllers", "edit_dashboard"], "any")
  .input(sendCommandInput)
  .mutation(async ({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const controller = await controllerInScope(tx, ctx.scope, input.id);
      if (input.sensor_id != null) {
        const [sensor] = await tx
          .select({ controller_id: sensors.controller_id })
          .from(sensors)
          .where(and(eq(sensors.id, input.sensor_id), inPlantScope(ctx.scope, sensors.plant_id)));
        if (!sensor) throw invalid("sensor_id", "Sensor not found");
        if (sensor.controller_id !== controller.id) throw invalid("sensor_id", "is not on this controller");
      }
      return queueCommand(tx, {
        company_id: controller.company_id,
        controller_id: controller.id,
        sensor_id: input.sensor_id ?? null,
        command: input.command,
        payload: input.payload,
        user_id: ctx.user.id,
      });
    }),
  );

export const listCommands = permitted(["view_controllers", "view_dashboard"], "any")
  .input(listCommandsInput)
  .query(async ({ ctx, input }) => {
    const controller = await controllerInScope(ctx.db, ctx.scope, input.id);
    const where = eq(controllerCommands.controller_id, controller.id);
    const page = await pagedList(input, {
      rows: (total) =>
        ctx.db
          .select({
            id: controllerCommands.id,
            controller_id: controllerCommands.controller_id,
            sensor_id: controllerCommands.sensor_id,
            sensor_name: sensors.name,
            command: controllerCommands.command,
            payload: controllerCommands.payload,
            status: controllerCommands.status,
            response: controllerCommands.response,
            user_id: controllerCommands.user_id,
            first_name: users.first_name,
            last_name: users.last_name,
            created_at: controllerCommands.created_at,
            sent_at: controllerCommands.sent_at,
            completed_at: controllerCommands.completed_at,
            total,
          })
          .from(controllerCommands)
          .leftJoin(sensors, eq(sensors.id, controllerCommands.sensor_id))
          .leftJoin(users, eq(users.id, controllerCommands.user_id))
          .where(where)
          .$dynamic(),
      count: ctx.db.select({ n: count() }).from(controllerCommands).where(where),
      order: [desc(controllerCommands.created_at), desc(controllerCommands.id)],
    });
    return {
      ...page,
      data: page.data.map(({ first_name, last_name, ...c }) => ({
        ...c,
        user_full_name: first_name == null ? null : `${first_name} ${last_name ?? ""}`.trim(),
      })),
    };
  });
