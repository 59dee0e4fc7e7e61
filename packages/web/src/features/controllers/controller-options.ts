/**
 * Option lists and names for controller screens (spec part 2 §9): controller types, connection
 * types, transports, network modes, and the command status names FAIL/SUCCESS/PROCESS/CONTROLLER_TIMEOUT.
 */
import {
  CommandStatus,
  ConnectionType,
  ControllerType,
  NETWORK_MODES,
  TRANSPORT_TYPES,
} from "@plantwise/shared";

export const CONTROLLER_TYPE_KEYS: Readonly<Record<number, string>> = Object.fromEntries(
  Object.entries(ControllerType).map(([key, id]) => [id, key.toLowerCase()]),
);

export const CONNECTION_TYPE_KEYS: Readonly<Record<number, string>> = Object.fromEntries(
  Object.entries(ConnectionType).map(([key, id]) => [id, key.toLowerCase()]),
);

/** CommandStatus id → its spec name. */
export const COMMAND_STATUS_NAMES: Readonly<Record<number, string>> = Object.fromEntries(
  Object.entries(CommandStatus).map(([name, id]) => [id, name]),
);

/** A command status's badge colour: failed red, done green, waiting grey, timed out amber. */
export const COMMAND_STATUS_VARIANT = {
  [CommandStatus.FAIL]: "alarm",
  [CommandStatus.SUCCESS]: "normal",
  [CommandStatus.PROCESS]: "secondary",
  [CommandStatus.CONTROLLER_TIMEOUT]: "warning",
} as const;

export { NETWORK_MODES, TRANSPORT_TYPES };
