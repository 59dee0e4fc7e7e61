/** Sensors: the inputs its procedures and forms validate with, and what its REST-served procedures answer. */
import { z } from "zod";
import { FFT_HZ_LIMITS } from "../constants";
import { ControllerType, RPM_SOURCES, SENSOR_DATA_SETS, SENSOR_FAMILIES } from "../enums";
import { AXIS_IDS, PARAMETER_TYPE_IDS, PowerType } from "../sensors";
import { optionalText } from "./fields";
import { listInput, listOutput, queryFlag, recordId } from "./list";
import { controllerCommandRow, indicatorLevelSchema, levelZoneRow } from "./signals";

/** A number from a fixed list; the message names the list (`what`) and its values. */
export const oneOfNumbers = (values: readonly number[], what: string) =>
  z.coerce
    .number()
    .int()
    .refine((v) => values.includes(v), { error: `must be one of the ${what} (${values.join(", ")})` });

export const parameterTypeField = oneOfNumbers(PARAMETER_TYPE_IDS, "parameter types");
export const axisField = oneOfNumbers(AXIS_IDS, "axes");

/** An id from a query string or a select; "" means none. */
const optionalId = z.preprocess((v) => (v === "" ? undefined : v), recordId.optional());

export const SENSOR_STATUSES = ["online", "offline", "inactive", "archived"] as const;
export type SensorStatus = (typeof SENSOR_STATUSES)[number];

export const listSensorsInput = listInput.extend({
  plant_id: optionalId,
  equipment_item_id: optionalId,
  controller_id: optionalId,
  family: z.enum(SENSOR_FAMILIES).optional(),
  status: z.enum(SENSOR_STATUSES).optional(),
});

/** Every formula in scope, or one sensor's. */
export const listFormulasInput = z.object({ sensor_id: optionalId });

/** An item's sensors in their new order: exactly the item's sensors, each once. */
export const sensorPositionsInput = z.object({ item_id: recordId, ids: z.array(recordId).max(1000) });

export const pdmDashboardInput = z.object({ plant_id: optionalId }).default({});

export const listMultiViewsInput = z.object({ equipment_id: recordId });

export const createMultiViewInput = z.object({
  equipment_id: recordId,
  name: z.string().trim().min(1, { error: "Name is required" }).max(120),
  graphs: z
    .array(z.object({ sensor_id: recordId, parameter_type: parameterTypeField, axis: axisField.default(0) }))
    .min(1, { error: "Add at least one graph" })
    .max(24),
});

/** A graph threshold; "" clears it. */
const optionalThreshold = z.preprocess(
  (v) => (v === "" ? null : v),
  z.coerce.number().finite().nullable().optional(),
);

export const graphThresholdsInput = z.object({
  multi_view_id: recordId,
  graph_id: recordId,
  warning_threshold: optionalThreshold,
  alarm_threshold: optionalThreshold,
});

export const setPublicGraphInput = z.object({
  id: recordId,
  is_public_graph: z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), z.boolean()),
});

/** The public graph of a sensor: its last day of one parameter (velocity RMS unless given). */
export const publicGraphInput = z.object({
  sensor_id: recordId,
  parameter_type: parameterTypeField.optional(),
});

/** A reference a form may clear: "" or null is "none". */
const nullableId = z.preprocess((v) => (v === "" ? null : v), recordId.nullable().optional());
const nullableNumber = (rule: z.ZodNumber) =>
  z.preprocess((v) => (v === "" ? null : v), z.coerce.number().pipe(rule).nullable().optional());

const CONTROLLER_TYPES = Object.values(ControllerType) as number[];
const FMAX_VALUES: readonly number[] = FFT_HZ_LIMITS;

/** Device settings shown on the sensor page; also what PUT /sensors/{id}/ncd/config sends down. */
export const deviceSettings = z.object({
  sample_duration_ms: nullableNumber(z.number().int().min(1).max(600_000)),
  output_data_rate: nullableNumber(z.number().int().min(1).max(1_000_000)),
  frequency_range: optionalText(60),
  low_pass_filter: nullableNumber(z.number().min(0).max(1e6)),
  high_pass_filter: nullableNumber(z.number().min(0).max(1e6)),
  low_cut_filter: nullableNumber(z.number().min(0).max(1e6)),
  high_cut_filter: nullableNumber(z.number().min(0).max(1e6)),
  fmax: oneOfNumbers(FMAX_VALUES, "FFT Hz limits").optional(),
  reset_rotation: queryFlag,
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
  type: oneOfNumbers(CONTROLLER_TYPES, "controller types").optional(),
  data_set: oneOfNumbers(SENSOR_DATA_SETS, "data-set codes").optional(),
  power_type: oneOfNumbers(Object.values(PowerType), "power types").optional(),
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
  run_hour_tracking: queryFlag,
  run_threshold: z.coerce.number().min(0).max(1000).optional(),
  is_inactive: queryFlag,
  is_archived: queryFlag,
});
export type SensorFields = z.infer<typeof sensorFields>;

/** A new sensor: its name, serial number, family and type are required. */
export const createSensorInput = sensorFields.extend({
  name: z.string().trim().min(1, { error: "Name is required" }).max(120),
  serial_number: z.string().trim().min(1, { error: "Serial number is required" }).max(120),
  family: z.enum(SENSOR_FAMILIES, { error: `must be one of ${SENSOR_FAMILIES.join(", ")}` }),
  type: oneOfNumbers(CONTROLLER_TYPES, "controller types"),
});

export const updateSensorInput = sensorFields.extend({ id: recordId });

/** The device settings to save and send to one sensor through its controller. */
export const ncdConfigInput = deviceSettings.extend({ sensor_id: recordId });

/** A formula saved: with an id it updates that formula, without one it creates. */
export const saveFormulaInput = z.object({
  id: recordId.optional(),
  sensor_id: recordId,
  name: z.string().trim().min(1, { error: "Name is required" }).max(120),
  expression: z.string().trim().min(1, { error: "Formula is required" }).max(500),
  parameter_type: parameterTypeField,
  unit: optionalText(20),
});

/** Every column of a sensor (sensors row), as create, update and the device settings answer it. */
export const sensorRecord = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  plant_id: z.number().int(),
  equipment_item_id: z.number().int().nullable(),
  controller_id: z.number().int().nullable(),
  parent_sensor_id: z.number().int().nullable(),
  name: z.string(),
  serial_number: z.string(),
  family: z.string(),
  type: z.number().int(),
  data_set: z.number().int(),
  power_type: z.number().int(),
  port_number: z.number().int().nullable(),
  position: z.number().int(),
  rssi: z.number().int().nullable(),
  battery: z.number().int().nullable(),
  last_seen_at: z.date().nullable(),
  is_inactive: z.boolean(),
  is_archived: z.boolean(),
  rpm_source: z.number().int().nullable(),
  rpm_value: z.number().nullable(),
  gain: z.number(),
  firmware_version: z.string().nullable(),
  boot_time: z.date().nullable(),
  sample_duration_ms: z.number().int().nullable(),
  output_data_rate: z.number().int().nullable(),
  frequency_range: z.string().nullable(),
  low_pass_filter: z.number().nullable(),
  high_pass_filter: z.number().nullable(),
  low_cut_filter: z.number().nullable(),
  high_cut_filter: z.number().nullable(),
  fmax: z.number().int(),
  run_hour_tracking: z.boolean(),
  run_threshold: z.number(),
  run_hours: z.number(),
  run_hours_updated_at: z.date().nullable(),
  reset_rotation: z.boolean(),
  is_public_graph: z.boolean(),
  location: z.string().nullable(),
  created_at: z.date(),
  updated_at: z.date(),
});

/** What list and get add to a sensor's columns: its indicators and whether it is online. */
const sensorState = {
  rssi_level: indicatorLevelSchema,
  battery_level: indicatorLevelSchema,
  is_online: z.boolean(),
};

/** A sensor in the list: its columns the list shows, its place's names and its state. */
export const sensorRow = sensorRecord
  .pick({
    id: true,
    name: true,
    serial_number: true,
    family: true,
    type: true,
    data_set: true,
    power_type: true,
    port_number: true,
    position: true,
    location: true,
    rssi: true,
    battery: true,
    last_seen_at: true,
    is_inactive: true,
    is_archived: true,
    equipment_item_id: true,
    controller_id: true,
    plant_id: true,
    fmax: true,
    rpm_source: true,
  })
  .extend({
    equipment_name: z.string().nullable(),
    asset_id: z.number().int().nullable(),
    asset_name: z.string().nullable(),
    machine_id: z.number().int().nullable(),
    machine_name: z.string().nullable(),
    controller_name: z.string().nullable(),
    ...sensorState,
  });

export const listSensorsOutput = listOutput(sensorRow);

const namedRef = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** One sensor with its controller, where it is mounted, its level zones and latest readings. */
export const sensorDetails = sensorRecord.extend({
  ...sensorState,
  controller: z
    .object({ id: z.number().int(), name: z.string(), type: z.number().int(), transport: z.string() })
    .nullable(),
  item: namedRef,
  asset: namedRef,
  machine: namedRef,
  line: namedRef,
  bearing: namedRef,
  zones: z.array(levelZoneRow),
  /** The latest reading of each parameter and axis. */
  latest: z.array(
    z.object({
      parameter_type: z.number().int(),
      axis: z.number().int(),
      value: z.number(),
      ts: z.date(),
    }),
  ),
});

/** The device settings saved and the config command queued to the sensor's controller. */
export const ncdConfigOutput = z.object({ sensor: sensorRecord, command: controllerCommandRow });

const formulaColumns = z.object({
  id: z.number().int(),
  sensor_id: z.number().int(),
  name: z.string(),
  expression: z.string(),
  parameter_type: z.number().int(),
  unit: z.string().nullable(),
  created_at: z.date(),
  updated_at: z.date(),
});

/** A formula as the list shows it, with its sensor's name. */
export const formulaRow = formulaColumns.extend({ sensor_name: z.string() });
export const listFormulasOutput = z.array(formulaRow);
/** A formula as saved (sensor_formulas row). */
export const formulaRecord = formulaColumns.extend({ company_id: z.number().int() });

/** A multi-view graph (metric_multi_view_graphs row), as its thresholds save answers it. */
export const multiViewGraphRecord = z.object({
  id: z.number().int(),
  multi_view_id: z.number().int(),
  sensor_id: z.number().int(),
  parameter_type: z.number().int(),
  axis: z.number().int(),
  position: z.number().int(),
  warning_threshold: z.number().nullable(),
  alarm_threshold: z.number().nullable(),
});

export const multiViewDetails = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  equipment_item_id: z.number().int(),
  name: z.string(),
  created_at: z.date(),
  updated_at: z.date(),
  graphs: z.array(multiViewGraphRecord.extend({ sensor_name: z.string() })),
});
export const listMultiViewsOutput = z.array(multiViewDetails);

export const pdmMachineSensor = z.object({
  id: z.number().int(),
  name: z.string(),
  equipment_item_id: z.number().int().nullable(),
  equipment_name: z.string().nullable(),
  is_online: z.boolean(),
  is_inactive: z.boolean(),
  /** Latest velocity RMS (mm/s) of the sensor's worst axis in the last 7 days. */
  velocity_rms: z.number().nullable(),
  velocity_at: z.date().nullable(),
});
export type PdmMachineSensor = z.infer<typeof pdmMachineSensor>;

/** Sensor counts by state and by family, and per machine its sensors with their latest velocity. */
export const pdmDashboardOutput = z.object({
  total: z.number().int(),
  online: z.number().int(),
  offline: z.number().int(),
  inactive: z.number().int(),
  low_battery: z.number().int(),
  weak_signal: z.number().int(),
  by_family: z.array(z.object({ family: z.string(), count: z.number().int() })),
  machines: z.array(
    z.object({
      machine_id: z.number().int(),
      machine_name: z.string(),
      sensors: z.array(pdmMachineSensor),
    }),
  ),
});
