/**
 * Pieces shared by the sensor procedures: the form fields of a sensor (part 1 §3 "Sensor", part 2 §9)
 * with their rules, where a sensor belongs (its item or, unattached, its controller), scope look-ups
 * and the 422 answers that name a field. Kept apart so every procedure validates the same way.
 */
import { type Reader, schema } from "@plantwise/db";
import { FFT_FMAX_HZ } from "@plantwise/dsp";
import {
  AXIS_IDS,
  ControllerType,
  PARAMETER_TYPE_IDS,
  PowerType,
  RPM_SOURCES,
  SENSOR_DATA_SETS,
  SENSOR_FAMILIES,
} from "@plantwise/shared";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { invalid, positiveId } from "../lib/fields";
import { optionalText } from "../lib/input";
import { duplicateName } from "../lib/uniqueness";

const { controllers, equipmentItems, sensors } = schema;

export { invalid, positiveId, renamed } from "../lib/fields";

const nullableId = z.preprocess((v) => (v === "" ? null : v), positiveId.nullable().optional());
const flag = z.preprocess(
  (v) => (v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v),
  z.boolean().optional(),
);
const nullableNumber = (rule: z.ZodNumber) =>
  z.preprocess((v) => (v === "" ? null : v), z.coerce.number().pipe(rule).nullable().optional());
const oneOf = (values: readonly number[], what: string) =>
  z.coerce
    .number()
    .int()
    .refine((v) => values.includes(v), { error: `must be one of the ${what} (${values.join(", ")})` });

const CONTROLLER_TYPES = Object.values(ControllerType) as number[];
const FMAX_VALUES: readonly number[] = FFT_FMAX_HZ;

/** Device settings shown on the sensor page; also what PUT /sensors/{id}/ncd/config sends down. */
export const deviceSettings = z.object({
  sample_duration_ms: nullableNumber(z.number().int().min(1).max(600_000)),
  output_data_rate: nullableNumber(z.number().int().min(1).max(1_000_000)),
  frequency_range: optionalText(60),
  low_pass_filter: nullableNumber(z.number().min(0).max(1e6)),
  high_pass_filter: nullableNumber(z.number().min(0).max(1e6)),
  low_cut_filter: nullableNumber(z.number().min(0).max(1e6)),
  high_cut_filter: nullableNumber(z.number().min(0).max(1e6)),
  fmax: oneOf(FMAX_VALUES, "FFT Hz limits").optional(),
  reset_rotation: flag,
});
export type DeviceSettings = z.infer<typeof deviceSettings>;

/**
 * Every field a person sets on a sensor. Absent means "unchanged" on update (the database default
 * on create); null clears a nullable field. Readings-driven columns (rssi, battery, last_seen_at,
 * run_hours) belong to ingest and are not accepted here.
 */
export const sensorFields = deviceSettings.extend({
  name: z.string().trim().min(1, { error: "Name is required" }).max(120).optional(),
  serial_number: z.string().trim().min(1, { error: "Serial number is required" }).max(120).optional(),
  family: z.enum(SENSOR_FAMILIES, { error: `must be one of ${SENSOR_FAMILIES.join(", ")}` }).optional(),
  type: oneOf(CONTROLLER_TYPES, "controller types").optional(),
  data_set: oneOf(SENSOR_DATA_SETS, "data-set codes").optional(),
  power_type: oneOf(Object.values(PowerType), "power types").optional(),
  port_number: nullableNumber(z.number().int().min(0).max(65_535)),
  equipment_item_id: nullableId,
  controller_id: nullableId,
  parent_sensor_id: nullableId,
  location: optionalText(200),
  rpm_source: z.preprocess(
    (v) => (v === "" ? null : v),
    z.coerce
      .number()
      .int()
      .min(1, { error: `must be 1 to ${RPM_SOURCES.length}` })
      .max(RPM_SOURCES.length, { error: `must be 1 to ${RPM_SOURCES.length}` })
      .nullable()
      .optional(),
  ),
  rpm_value: nullableNumber(z.number().positive({ error: "must be greater than 0" }).max(1e6)),
  gain: z.coerce.number().positive({ error: "must be greater than 0" }).max(1000).optional(),
  firmware_version: optionalText(60),
  boot_time: z.preprocess(
    (v) => (v === "" ? null : v),
    z.coerce.date({ error: "must be a date and time" }).nullable().optional(),
  ),
  run_hour_tracking: flag,
  run_threshold: z.coerce.number().min(0).max(1000).optional(),
  is_inactive: flag,
  is_archived: flag,
});
export type SensorFields = z.infer<typeof sensorFields>;

export const createSensorInput = sensorFields.extend({
  name: z.string().trim().min(1, { error: "Name is required" }).max(120),
  serial_number: z.string().trim().min(1, { error: "Serial number is required" }).max(120),
  family: z.enum(SENSOR_FAMILIES, { error: `must be one of ${SENSOR_FAMILIES.join(", ")}` }),
  type: oneOf(CONTROLLER_TYPES, "controller types"),
});

export const parameterTypeField = oneOf(PARAMETER_TYPE_IDS, "parameter types");
export const axisField = oneOf(AXIS_IDS, "axes");

/** Where a sensor belongs: the tenant columns it copies from its item or controller. */
export interface SensorPlace {
  company_id: number;
  plant_id: number;
  equipment_item_id: number | null;
  controller_id: number | null;
}

/**
 * Resolves the item and controller a sensor is given. Each must be in the caller's scope (otherwise
 * a 422 worded exactly as for an id that does not exist) and both in the same plant; the sensor's
 * plant and company are the item's, or the controller's when it is unattached.
 */
export async function resolveSensorPlace(
  db: Reader,
  scope: Scope,
  itemId: number | null,
  controllerId: number | null,
): Promise<SensorPlace> {
  const [item] =
    itemId == null
      ? []
      : await db
          .select({ company_id: equipmentItems.company_id, plant_id: equipmentItems.plant_id })
          .from(equipmentItems)
          .where(and(eq(equipmentItems.id, itemId), inPlantScope(scope, equipmentItems.plant_id)));
  if (itemId != null && !item) throw invalid("equipment_item_id", "Equipment item not found");
  const [controller] =
    controllerId == null
      ? []
      : await db
          .select({ company_id: controllers.company_id, plant_id: controllers.plant_id })
          .from(controllers)
          .where(and(eq(controllers.id, controllerId), inPlantScope(scope, controllers.plant_id)));
  if (controllerId != null && !controller) throw invalid("controller_id", "Controller not found");
  if (item && controller && item.plant_id !== controller.plant_id) {
    throw invalid("controller_id", "must be in the same plant as the equipment item");
  }
  const owner = item ?? controller;
  if (!owner) throw invalid("equipment_item_id", "a sensor needs an equipment item or a controller");
  return { ...owner, equipment_item_id: itemId, controller_id: controllerId };
}

/** A parent sensor must be another sensor in scope and in the same plant. */
export async function assertParentSensor(
  db: Reader,
  scope: Scope,
  parentId: number | null,
  plantId: number,
  selfId?: number,
): Promise<void> {
  if (parentId == null) return;
  if (parentId === selfId) throw invalid("parent_sensor_id", "a sensor cannot be its own parent");
  const [parent] = await db
    .select({ plant_id: sensors.plant_id })
    .from(sensors)
    .where(and(eq(sensors.id, parentId), inPlantScope(scope, sensors.plant_id)));
  if (!parent) throw invalid("parent_sensor_id", "Sensor not found");
  if (parent.plant_id !== plantId) throw invalid("parent_sensor_id", "must be in the same plant");
}

/** Serial numbers are unique per company, case-insensitively (the gateway reports them). */
export async function assertUniqueSerial(
  db: Reader,
  companyId: number,
  serial: string,
  exceptId?: number,
): Promise<void> {
  const [clash] = await db
    .select({ id: sensors.id })
    .from(sensors)
    .where(
      and(
        eq(sensors.company_id, companyId),
        eq(sql`lower(${sensors.serial_number})`, serial.toLowerCase()),
        exceptId ? ne(sensors.id, exceptId) : undefined,
      ),
    );
  if (clash) throw duplicateSerial(serial);
}

export const duplicateSerial = (serial: string) => duplicateName("sensor", serial, "serial_number");

/** The sensor in scope, or NOT_FOUND (another tenant's sensor looks exactly like a missing one). */
export async function sensorInScope(db: Reader, scope: Scope, id: number) {
  const [row] = await db
    .select()
    .from(sensors)
    .where(and(eq(sensors.id, id), inPlantScope(scope, sensors.plant_id)));
  if (!row) throw new AppError("NOT_FOUND", "Sensor not found");
  return row;
}

/** Sensors in scope among `ids`; the caller compares counts for all-or-nothing answers. */
export async function sensorsInScope(db: Reader, scope: Scope, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: sensors.id, plant_id: sensors.plant_id, company_id: sensors.company_id })
    .from(sensors)
    .where(and(inArray(sensors.id, ids), inPlantScope(scope, sensors.plant_id)));
}
