/**
 * The sensor form's fields (spec part 1 §3 "Sensor"): the schema the form validates with, the
 * values it starts from (a saved sensor's, or a new NCD or Banner sensor's), and the body that
 * sensors.create and sensors.update take.
 */
import { ControllerType, createSensorInput, PowerType, type SENSOR_FAMILIES } from "@plantwise/shared";
import { z } from "zod";
import { chosen } from "@/lib/form-rules";
import type { SensorDetails } from "./sensor-types";

/** "No choice" in the optional selects (item, controller, parent, RPM source). */
export const NONE = "none";

/**
 * The API's sensor rules and limits. Selects differ in form, holding their option's value as a
 * string ("none" for no choice); gain and the running threshold, optional to the API (absent is
 * "unchanged"), are always filled in the form.
 */
export function sensorSchema(required: string) {
  return createSensorInput
    .pick({
      name: true,
      serial_number: true,
      family: true,
      port_number: true,
      location: true,
      is_inactive: true,
      is_archived: true,
      rpm_value: true,
      sample_duration_ms: true,
      output_data_rate: true,
      frequency_range: true,
      low_pass_filter: true,
      high_pass_filter: true,
      low_cut_filter: true,
      high_cut_filter: true,
      run_hour_tracking: true,
      reset_rotation: true,
    })
    .extend({
      type: chosen(required),
      data_set: chosen(required),
      power_type: chosen(required),
      equipment_item_id: z.string(),
      controller_id: z.string(),
      parent_sensor_id: z.string(),
      rpm_source: z.string(),
      fmax: chosen(required),
      gain: createSensorInput.shape.gain.unwrap(),
      run_threshold: createSensorInput.shape.run_threshold.unwrap(),
    });
}
type SensorFormValues = z.input<ReturnType<typeof sensorSchema>>;
type SensorFormOutput = z.output<ReturnType<typeof sensorSchema>>;

const idOrNull = (v: string) => (v === NONE || v === "" ? null : Number(v));
/** An empty number box (undefined) or a blank text (null once parsed) is sent as null: cleared. */
const orNull = <T>(v: T | null | undefined) => v ?? null;
const idText = (v: number | null | undefined) => (v ? String(v) : NONE);

/** Where the form starts: the saved sensor, or a new sensor of the family the route names. */
export function sensorDefaults(sensor: SensorDetails | undefined, kind: "ncd" | "banner"): SensorFormValues {
  const banner = kind === "banner";
  return {
    name: sensor?.name ?? "",
    serial_number: sensor?.serial_number ?? "",
    family: (sensor?.family ?? (banner ? "Banner" : "NCD")) as (typeof SENSOR_FAMILIES)[number],
    type: String(sensor?.type ?? (banner ? ControllerType.BANNER : ControllerType.NCD)),
    data_set: String(sensor?.data_set ?? 1),
    power_type: String(sensor?.power_type ?? PowerType.BATTERY),
    equipment_item_id: idText(sensor?.equipment_item_id),
    controller_id: idText(sensor?.controller_id),
    parent_sensor_id: idText(sensor?.parent_sensor_id),
    port_number: sensor?.port_number ?? undefined,
    location: sensor?.location ?? "",
    is_inactive: sensor?.is_inactive ?? false,
    is_archived: sensor?.is_archived ?? false,
    rpm_source: idText(sensor?.rpm_source),
    rpm_value: sensor?.rpm_value ?? undefined,
    gain: sensor?.gain ?? 1,
    sample_duration_ms: sensor?.sample_duration_ms ?? undefined,
    output_data_rate: sensor?.output_data_rate ?? undefined,
    frequency_range: sensor?.frequency_range ?? "",
    low_pass_filter: sensor?.low_pass_filter ?? undefined,
    high_pass_filter: sensor?.high_pass_filter ?? undefined,
    low_cut_filter: sensor?.low_cut_filter ?? undefined,
    high_cut_filter: sensor?.high_cut_filter ?? undefined,
    fmax: String(sensor?.fmax ?? 5300),
    run_hour_tracking: sensor?.run_hour_tracking ?? false,
    run_threshold: sensor?.run_threshold ?? 0.5,
    reset_rotation: sensor?.reset_rotation ?? false,
  };
}

/** The saved body of the form (create/update share it). */
export function sensorPayload(values: SensorFormOutput) {
  return {
    name: values.name,
    serial_number: values.serial_number,
    family: values.family,
    type: Number(values.type),
    data_set: Number(values.data_set),
    power_type: Number(values.power_type),
    equipment_item_id: idOrNull(values.equipment_item_id),
    controller_id: idOrNull(values.controller_id),
    parent_sensor_id: idOrNull(values.parent_sensor_id),
    port_number: orNull(values.port_number),
    location: orNull(values.location),
    is_inactive: values.is_inactive,
    is_archived: values.is_archived,
    rpm_source: idOrNull(values.rpm_source),
    rpm_value: orNull(values.rpm_value),
    gain: values.gain,
    sample_duration_ms: orNull(values.sample_duration_ms),
    output_data_rate: orNull(values.output_data_rate),
    frequency_range: orNull(values.frequency_range),
    low_pass_filter: orNull(values.low_pass_filter),
    high_pass_filter: orNull(values.high_pass_filter),
    low_cut_filter: orNull(values.low_cut_filter),
    high_cut_filter: orNull(values.high_cut_filter),
    fmax: Number(values.fmax),
    run_hour_tracking: values.run_hour_tracking,
    run_threshold: values.run_threshold,
    reset_rotation: values.reset_rotation,
  };
}
