/**
 * The controller form's fields: the schema the form validates with, the values it starts from (a
 * saved gateway's, or a new NCD gateway on a cell modem), and the body controllers.create and
 * controllers.update take.
 */
import { ConnectionType, ControllerType, createControllerInput } from "@plantwise/shared";
import type { z } from "zod";
import type { ControllerDetails } from "@/features/sensors/sensor-types";
import { chosen } from "@/lib/form-rules";
import type { NETWORK_MODES, TRANSPORT_TYPES } from "./controller-options";

/**
 * The API's controller rules and limits; only the type selects differ in form, holding their
 * option's value as a string. The plant is the page's (create) and not a field.
 */
export function controllerSchema(required: string) {
  return createControllerInput
    .pick({
      name: true,
      serial_number: true,
      transport: true,
      network_mode: true,
      binding_code: true,
      cloud_connection_type: true,
      router_sim_card_number: true,
      router_serial_number: true,
      communicate_method: true,
      temperature_warning_zone: true,
      temperature_alarm_zone: true,
    })
    .extend({
      type: chosen(required),
      connection_type: chosen(required),
    });
}
type ControllerFormValues = z.input<ReturnType<typeof controllerSchema>>;
type ControllerFormOutput = z.output<ReturnType<typeof controllerSchema>>;

/** An empty number box (undefined) or a blank text (null once parsed) is sent as null: cleared. */
const orNull = <T>(v: T | null | undefined) => v ?? null;

export function controllerDefaults(controller: ControllerDetails | undefined): ControllerFormValues {
  return {
    name: controller?.name ?? "",
    serial_number: controller?.serial_number ?? "",
    type: String(controller?.type ?? ControllerType.NCD),
    connection_type: String(controller?.connection_type ?? ConnectionType.CELL_MODEM),
    transport: (controller?.transport ?? "HTTP") as (typeof TRANSPORT_TYPES)[number],
    network_mode: (controller?.network_mode ?? "performance") as (typeof NETWORK_MODES)[number],
    binding_code: controller?.binding_code ?? "",
    cloud_connection_type: controller?.cloud_connection_type ?? "",
    router_sim_card_number: controller?.router_sim_card_number ?? "",
    router_serial_number: controller?.router_serial_number ?? "",
    communicate_method: controller?.communicate_method ?? "",
    temperature_warning_zone: controller?.temperature_warning_zone ?? undefined,
    temperature_alarm_zone: controller?.temperature_alarm_zone ?? undefined,
  };
}

/** The saved body of the form (create adds the plant, update the id). */
export function controllerPayload(values: ControllerFormOutput) {
  return {
    name: values.name,
    serial_number: values.serial_number,
    type: Number(values.type),
    connection_type: Number(values.connection_type),
    transport: values.transport,
    network_mode: values.network_mode,
    binding_code: orNull(values.binding_code),
    cloud_connection_type: orNull(values.cloud_connection_type),
    router_sim_card_number: orNull(values.router_sim_card_number),
    router_serial_number: orNull(values.router_serial_number),
    communicate_method: orNull(values.communicate_method),
    temperature_warning_zone: orNull(values.temperature_warning_zone),
    temperature_alarm_zone: orNull(values.temperature_alarm_zone),
  };
}
