/** Controllers (gateways): the inputs its procedures and forms validate with. */
import { z } from "zod";
import { ControllerType, NETWORK_MODES, TRANSPORT_TYPES } from "../enums";
import { CONTROLLER_COMMANDS, ConnectionType } from "../sensors";
import { optionalText } from "./fields";
import { listInput, queryFlag, recordId } from "./list";
import { oneOfNumbers } from "./sensors";

/** A temperature zone in °C; "" or null clears it. */
const temperatureZone = z.preprocess(
  (v) => (v === "" ? null : v),
  z.coerce.number().finite().min(-100).max(1000).nullable().optional(),
);

export const listControllersInput = listInput.extend({
  plant_id: z.preprocess((v) => (v === "" ? undefined : v), recordId.optional()),
  archived: queryFlag,
});

/** Every field a person sets on a controller; absent is "unchanged" on update. */
export const controllerFields = z.object({
  plant_id: recordId.optional(),
  name: z.string().trim().min(1, { error: "Name is required" }).max(120).optional(),
  serial_number: z.string().trim().min(1, { error: "Serial number is required" }).max(120).optional(),
  type: oneOfNumbers(Object.values(ControllerType), "controller types").optional(),
  connection_type: oneOfNumbers(Object.values(ConnectionType), "connection types").optional(),
  binding_code: optionalText(120),
  cloud_connection_type: optionalText(120),
  router_sim_card_number: optionalText(60),
  router_serial_number: optionalText(120),
  communicate_method: optionalText(120),
  transport: z.enum(TRANSPORT_TYPES, { error: `must be one of ${TRANSPORT_TYPES.join(", ")}` }).optional(),
  network_mode: z.enum(NETWORK_MODES, { error: `must be one of ${NETWORK_MODES.join(", ")}` }).optional(),
  firmware_version: optionalText(60),
  temperature_warning_zone: temperatureZone,
  temperature_alarm_zone: temperatureZone,
  is_archived: queryFlag,
});
export type ControllerFields = z.infer<typeof controllerFields>;

/** A new controller: its plant, name, serial number and type are required. */
export const createControllerInput = controllerFields.extend({
  plant_id: recordId,
  name: z.string().trim().min(1, { error: "Name is required" }).max(120),
  serial_number: z.string().trim().min(1, { error: "Serial number is required" }).max(120),
  type: oneOfNumbers(Object.values(ControllerType), "controller types"),
});

export const updateControllerInput = controllerFields.extend({ id: recordId });

/** Payloads are small settings objects; this bounds what a gateway has to download. */
const MAX_PAYLOAD_CHARS = 10_000;

/** A command to the controller `id`, for the whole gateway or one of its sensors. */
export const sendCommandInput = z.object({
  id: recordId,
  command: z.enum(CONTROLLER_COMMANDS, { error: `must be one of ${CONTROLLER_COMMANDS.join(", ")}` }),
  sensor_id: z.preprocess((v) => (v === "" ? null : v), recordId.nullable().optional()),
  payload: z
    .record(z.string(), z.unknown())
    .default({})
    .refine((p) => JSON.stringify(p).length <= MAX_PAYLOAD_CHARS, {
      error: `must be at most ${MAX_PAYLOAD_CHARS} characters of JSON`,
    }),
});

/** A page of the controller `id`'s commands, newest first. */
export const listCommandsInput = listInput.extend({ id: recordId });
