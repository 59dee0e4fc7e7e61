/** Sensors: the inputs its procedures and forms validate with, and what its REST-served procedures answer. */
import { z } from "zod";
import { FFT_HZ_LIMITS } from "../constants";
import { ControllerType, RPM_SOURCES, SENSOR_DATA_SETS, SENSOR_FAMILIES } from "../enums";
import { AXIS_IDS, PARAMETER_TYPE_IDS, PowerType } from "../sensors";
import {
  column,
  EARLIEST_INSTANT,
  eachKey,
  LATEST_INSTANT,
  namedRef,
  nullableRefColumns,
  optionalText,
  refColumns,
  timestamps,
} from "./fields";
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

/** When a shared chart's link stops working by itself: never, or after this many days. */
export const PUBLIC_GRAPH_EXPIRY_DAYS = [1, 7, 30, 90, 365] as const;

/**
 * A shared chart (the public page /graph/{token}): one parameter on one axis of one sensor, either
 * "live" (the last 24 hours whenever it is opened) or a fixed range (`from`..`to`, epoch ms or ISO).
 */
export const createPublicGraphLinkInput = z.object({
  sensor_id: recordId,
  parameter_type: parameterTypeField,
  axis: z.coerce.number().int().min(0).max(3).default(0),
  from: z.coerce.number().int().positive().optional(),
  to: z.coerce.number().int().positive().optional(),
  /** Days until the link expires; absent or null: it works until revoked. */
  expires_in_days: z.coerce.number().int().min(1).max(365).nullable().optional(),
});
export type CreatePublicGraphLinkInput = z.input<typeof createPublicGraphLinkInput>;

export const publicGraphLinkRow = z.object({
  id: z.number(),
  sensor_id: z.number(),
  parameter_type: z.number(),
  axis: z.number(),
  /** Epoch ms of a fixed range; both null for a live chart. */
  from: z.number().nullable(),
  to: z.number().nullable(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /** Neither revoked nor expired. */
  active: z.boolean(),
});
export type PublicGraphLinkRow = z.infer<typeof publicGraphLinkRow>;

export const publicGraphLinksInput = z.object({ sensor_id: recordId });
export const revokePublicGraphLinkInput = z.object({ id: recordId });

/**
 * The public chart of a share link. Any text is accepted (up to a bound), so a malformed token is
 * answered like an unknown one: NOT_FOUND.
 */
export const publicGraphInput = z.object({ token: z.string().max(200) });

/** A reference a form may clear: "" or null is "none". */
const nullableId = z.preprocess((v) => (v === "" ? null : v), recordId.nullable().optional());
const clearableNumber = (rule: z.ZodNumber) =>
  z.preprocess((v) => (v === "" ? null : v), z.coerce.number().pipe(rule).nullable().optional());

const CONTROLLER_TYPES = Object.values(ControllerType) as number[];
const FMAX_VALUES: readonly number[] = FFT_HZ_LIMITS;

/** Device settings shown on the sensor page; also what PUT /sensors/{id}/ncd/config sends down. */
export const deviceSettings = z.object({
  sample_duration_ms: clearableNumber(z.number().int().min(1).max(600_000)),
  output_data_rate: clearableNumber(z.number().int().min(1).max(1_000_000)),
  frequency_range: optionalText(60),
  low_pass_filter: clearableNumber(z.number().min(0).max(1e6)),
  high_pass_filter: clearableNumber(z.number().min(0).max(1e6)),
  low_cut_filter: clearableNumber(z.number().min(0).max(1e6)),
  high_cut_filter: clearableNumber(z.number().min(0).max(1e6)),
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
  port_number: clearableNumber(z.number().int().min(0).max(65_535)),
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
  rpm_value: clearableNumber(z.number().positive({ error: "must be greater than 0" }).max(1e6)),
  gain: z.coerce.number().positive({ error: "must be greater than 0" }).max(1000).optional(),
  firmware_version: optionalText(60),
  boot_time: z.preprocess(
    (v) => (v === "" ? null : v),
    z.coerce
      .date({ error: "must be a date and time" })
      .min(EARLIEST_INSTANT)
      .max(LATEST_INSTANT)
      .nullable()
      .optional(),
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

const { int, nullableDate, nullableInt, nullableNumber, nullableText, number, text, flag } = column;

/** Every column of a sensor (sensors row), as create, update and the device settings answer it. */
export const sensorRecord = z.object({
  id: int,
  company_id: int,
  plant_id: int,
  equipment_item_id: nullableInt,
  controller_id: nullableInt,
  parent_sensor_id: nullableInt,
  name: text,
  serial_number: text,
  family: text,
  type: int,
  data_set: int,
  power_type: int,
  port_number: nullableInt,
  position: int,
  rssi: nullableInt,
  battery: nullableInt,
  last_seen_at: nullableDate,
  is_inactive: flag,
  is_archived: flag,
  rpm_source: nullableInt,
  rpm_value: nullableNumber,
  gain: number,
  firmware_version: nullableText,
  boot_time: nullableDate,
  sample_duration_ms: nullableInt,
  output_data_rate: nullableInt,
  frequency_range: nullableText,
  ...eachKey(["low_pass_filter", "high_pass_filter", "low_cut_filter", "high_cut_filter"], nullableNumber),
  fmax: int,
  run_hour_tracking: flag,
  run_threshold: number,
  run_hours: number,
  run_hours_updated_at: nullableDate,
  reset_rotation: flag,
  is_public_graph: flag,
  location: nullableText,
  ...timestamps,
});

/** What list and get add to a sensor's columns: its indicators and whether it is online. */
const sensorState = {
  rssi_level: indicatorLevelSchema,
  battery_level: indicatorLevelSchema,
  is_online: flag,
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
    run_hour_tracking: true,
    run_hours: true,
  })
  .extend({
    equipment_name: nullableText,
    ...nullableRefColumns("asset"),
    ...nullableRefColumns("machine"),
    controller_name: nullableText,
    ...sensorState,
  });

export const listSensorsOutput = listOutput(sensorRow);

/** Where a sensor is mounted, or what it reads through: `{ id, name }`, or null. */
const mountRef = namedRef.nullable();

/** One sensor with its controller, where it is mounted, its level zones and latest readings. */
export const sensorDetails = sensorRecord.extend({
  ...sensorState,
  controller: namedRef.extend({ type: int, transport: text }).nullable(),
  item: mountRef,
  asset: mountRef,
  machine: mountRef,
  line: mountRef,
  bearing: mountRef,
  zones: z.array(levelZoneRow),
  /** The latest reading of each parameter and axis. */
  latest: z.array(z.object({ parameter_type: int, axis: int, value: number, ts: column.date })),
});

/** The device settings saved and the config command queued to the sensor's controller. */
export const ncdConfigOutput = z.object({ sensor: sensorRecord, command: controllerCommandRow });

const formulaColumns = z.object({
  id: int,
  sensor_id: int,
  name: text,
  expression: text,
  parameter_type: int,
  unit: nullableText,
  ...timestamps,
});

/** A formula as the list shows it, with its sensor's name. */
export const formulaRow = formulaColumns.extend({ sensor_name: text });
export const listFormulasOutput = z.array(formulaRow);
/** A formula as saved (sensor_formulas row). */
export const formulaRecord = formulaColumns.extend({ company_id: int });

/** A multi-view graph (metric_multi_view_graphs row), as its thresholds save answers it. */
export const multiViewGraphRecord = z.object({
  id: int,
  multi_view_id: int,
  sensor_id: int,
  parameter_type: int,
  axis: int,
  position: int,
  warning_threshold: nullableNumber,
  alarm_threshold: nullableNumber,
});

export const multiViewDetails = z.object({
  id: int,
  company_id: int,
  equipment_item_id: int,
  name: text,
  ...timestamps,
  graphs: z.array(multiViewGraphRecord.extend({ sensor_name: text })),
});
export const listMultiViewsOutput = z.array(multiViewDetails);

export const pdmMachineSensor = sensorRecord
  .pick({ id: true, name: true, equipment_item_id: true, is_inactive: true })
  .extend({
    equipment_name: nullableText,
    is_online: flag,
    /** Latest velocity RMS (mm/s) of the sensor's worst axis in the last 7 days. */
    velocity_rms: nullableNumber,
    velocity_at: nullableDate,
  });
export type PdmMachineSensor = z.infer<typeof pdmMachineSensor>;

/** Sensor counts by state and by family, and per machine its sensors with their latest velocity. */
export const pdmDashboardOutput = z.object({
  ...eachKey(["total", "online", "offline", "inactive", "low_battery", "weak_signal"], int),
  by_family: z.array(z.object({ family: text, count: int })),
  machines: z.array(z.object({ ...refColumns("machine"), sensors: z.array(pdmMachineSensor) })),
});
