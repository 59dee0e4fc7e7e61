/**
 * Pieces shared by the controller (gateway) procedures: the form fields (part 1 §3 "Controller",
 * part 2 §9 types, transport, network modes, connection types), the scope look-up, and the row as
 * answered — never with token_hash, which only ingest reads.
 */
import { type Database, schema } from "@plantwise/db";
import { ConnectionType, ControllerType, NETWORK_MODES, TRANSPORT_TYPES } from "@plantwise/shared";
import { and, eq, getTableColumns } from "drizzle-orm";
import { z } from "zod";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { invalid, positiveId } from "../lib/fields";
import { firstOr404 } from "../lib/found";
import { optionalText } from "../lib/input";
import { assertUnique, duplicateName } from "../lib/uniqueness";

const { controllers } = schema;

export type Reader = Pick<Database, "select">;

export { invalid, positiveId };

const oneOf = (values: readonly number[], what: string) =>
  z.coerce
    .number()
    .int()
    .refine((v) => values.includes(v), { error: `must be one of the ${what} (${values.join(", ")})` });
const nullableNumber = z.preprocess(
  (v) => (v === "" ? null : v),
  z.coerce.number().finite().min(-100).max(1000).nullable().optional(),
);
const flag = z.preprocess(
  (v) => (v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v),
  z.boolean().optional(),
);

/** Every field a person sets on a controller; absent is "unchanged" on update. */
export const controllerFields = z.object({
  plant_id: positiveId.optional(),
  name: z.string().trim().min(1, { error: "Name is required" }).max(120).optional(),
  serial_number: z.string().trim().min(1, { error: "Serial number is required" }).max(120).optional(),
  type: oneOf(Object.values(ControllerType), "controller types").optional(),
  connection_type: oneOf(Object.values(ConnectionType), "connection types").optional(),
  binding_code: optionalText(120),
  cloud_connection_type: optionalText(120),
  router_sim_card_number: optionalText(60),
  router_serial_number: optionalText(120),
  communicate_method: optionalText(120),
  transport: z.enum(TRANSPORT_TYPES, { error: `must be one of ${TRANSPORT_TYPES.join(", ")}` }).optional(),
  network_mode: z.enum(NETWORK_MODES, { error: `must be one of ${NETWORK_MODES.join(", ")}` }).optional(),
  firmware_version: optionalText(60),
  temperature_warning_zone: nullableNumber,
  temperature_alarm_zone: nullableNumber,
  is_archived: flag,
});
export type ControllerFields = z.infer<typeof controllerFields>;

export const createControllerInput = controllerFields.extend({
  plant_id: positiveId,
  name: z.string().trim().min(1, { error: "Name is required" }).max(120),
  serial_number: z.string().trim().min(1, { error: "Serial number is required" }).max(120),
  type: oneOf(Object.values(ControllerType), "controller types"),
});

/** The columns answered for a controller: everything but the token's hash. */
const { token_hash: _hash, ...publicColumns } = getTableColumns(controllers);
export const controllerColumns = publicColumns;

export function controllerInScope(db: Reader, scope: Scope, id: number) {
  return firstOr404(
    db
      .select(controllerColumns)
      .from(controllers)
      .where(and(eq(controllers.id, id), inPlantScope(scope, controllers.plant_id))),
    "Controller",
  );
}

/** Serial numbers (the hardware id) are unique per company, case-insensitively. */
export function assertUniqueSerial(db: Reader, companyId: number, serial: string, exceptId?: number) {
  const rows = { id: controllers.id, among: eq(controllers.company_id, companyId), exceptId };
  return assertUnique(db, controllers.serial_number, serial, rows, () => duplicateSerial(serial));
}

export const duplicateSerial = (serial: string) => duplicateName("controller", serial, "serial_number");

/** Alarm must be above warning when both are set (part 1 §5). */
export function assertZones(warning: number | null | undefined, alarm: number | null | undefined): void {
  if (warning != null && alarm != null && alarm <= warning) {
    throw invalid("temperature_alarm_zone", "must be higher than the warning zone");
  }
}
