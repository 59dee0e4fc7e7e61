import { createSensorInput, updateSensorInput } from "@plantwise/shared";
import { describe, expect, it } from "vitest";
import { NONE, sensorDefaults, sensorPayload, sensorSchema } from "./sensor-form-schema";
import type { SensorDetails } from "./sensor-types";

const schema = sensorSchema("Required");
const filled = { ...sensorDefaults(undefined, "ncd"), name: "DE horizontal", serial_number: "00:13:A2" };

describe("sensor form schema", () => {
  it("sends a new sensor as sensors.create takes it", () => {
    const payload = sensorPayload(schema.parse(filled));
    expect(createSensorInput.parse(payload)).toEqual(payload);
    expect(payload).toMatchObject({
      family: "NCD",
      type: 5,
      equipment_item_id: null,
      location: null,
      port_number: null,
      fmax: 5300,
      gain: 1,
    });
  });

  it("sends a saved sensor back unchanged, cleared fields as null", () => {
    const sensor = {
      name: "DE horizontal",
      serial_number: "SN-11",
      family: "Banner",
      type: 1,
      data_set: 3,
      power_type: 2,
      equipment_item_id: 101,
      controller_id: 4,
      parent_sensor_id: null,
      port_number: 2,
      location: " North wall ",
      is_inactive: false,
      is_archived: false,
      rpm_source: 1,
      rpm_value: 1480,
      gain: 2,
      sample_duration_ms: 500,
      output_data_rate: 400,
      frequency_range: "",
      low_pass_filter: null,
      high_pass_filter: 10,
      low_cut_filter: null,
      high_cut_filter: null,
      fmax: 2600,
      run_hour_tracking: true,
      run_threshold: 0.5,
      reset_rotation: false,
    } as unknown as SensorDetails;
    const payload = sensorPayload(schema.parse(sensorDefaults(sensor, "banner")));
    expect(updateSensorInput.parse({ ...payload, id: 11 })).toEqual({ ...payload, id: 11 });
    expect(payload).toMatchObject({
      equipment_item_id: 101,
      parent_sensor_id: null,
      location: "North wall",
      frequency_range: null,
      low_pass_filter: null,
      rpm_source: 1,
      fmax: 2600,
    });
  });

  it("follows the API's limits: a location up to 200 characters", () => {
    expect(schema.safeParse({ ...filled, location: "x".repeat(200) }).success).toBe(true);
    const long = schema.safeParse({ ...filled, location: "x".repeat(201) });
    expect(long.error?.issues[0]).toMatchObject({ path: ["location"], code: "too_big" });
    const gain = schema.safeParse({ ...filled, gain: 0 });
    expect(gain.error?.issues[0]).toMatchObject({ path: ["gain"], code: "too_small" });
  });

  it("requires the fields the form always sends", () => {
    const blank = schema.safeParse({ ...filled, name: " ", gain: undefined, fmax: "", rpm_source: NONE });
    expect(blank.error?.issues.map((i) => i.path[0])).toEqual(["name", "fmax", "gain"]);
  });
});
