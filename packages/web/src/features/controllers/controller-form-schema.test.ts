import { createControllerInput, updateControllerInput } from "@plantwise/shared";
import { describe, expect, it } from "vitest";
import type { ControllerDetails } from "@/features/sensors/sensor-types";
import { controllerDefaults, controllerPayload, controllerSchema } from "./controller-form-schema";

const schema = controllerSchema("Required");

describe("controller form schema", () => {
  it("sends a new controller as controllers.create takes it", () => {
    const values = { ...controllerDefaults(undefined), name: "Gateway B", serial_number: "00:11:22" };
    const payload = { ...controllerPayload(schema.parse(values)), plant_id: 3 };
    expect(createControllerInput.parse(payload)).toEqual(payload);
    expect(payload).toMatchObject({
      type: 5,
      connection_type: 1,
      transport: "HTTP",
      network_mode: "performance",
      binding_code: null,
      temperature_warning_zone: null,
    });
  });

  it("sends a saved controller back with blanks cleared", () => {
    const controller = {
      name: "Gateway A",
      serial_number: "AA:BB",
      type: 5,
      connection_type: 2,
      transport: "MQTT",
      network_mode: "multihop",
      binding_code: " B-1 ",
      cloud_connection_type: null,
      router_sim_card_number: "",
      router_serial_number: null,
      communicate_method: null,
      temperature_warning_zone: 60,
      temperature_alarm_zone: 80,
    } as unknown as ControllerDetails;
    const payload = controllerPayload(schema.parse(controllerDefaults(controller)));
    expect(updateControllerInput.parse({ ...payload, id: 4 })).toEqual({ ...payload, id: 4 });
    expect(payload).toMatchObject({
      binding_code: "B-1",
      router_sim_card_number: null,
      transport: "MQTT",
      temperature_alarm_zone: 80,
    });
  });

  it("follows the API's limits", () => {
    const base = { ...controllerDefaults(undefined), name: "G", serial_number: "S" };
    const sim = schema.safeParse({ ...base, router_sim_card_number: "1".repeat(61) });
    expect(sim.error?.issues[0]).toMatchObject({ path: ["router_sim_card_number"], code: "too_big" });
    const zone = schema.safeParse({ ...base, temperature_alarm_zone: 2000 });
    expect(zone.error?.issues[0]).toMatchObject({ path: ["temperature_alarm_zone"], code: "too_big" });
  });
});
