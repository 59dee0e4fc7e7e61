/**
 * The controller form's fields: the schema the form validates with, the values it starts from (a
 * saved gateway's, or a new NCD gateway on a cell modem), and the body controllers.create and
 * controllers.update take.
 */
import { ConnectionType, ControllerType } from "@plantwise/shared";
import { z } from "zod";
import type { ControllerDetails } from "@/features/sensors/sensor-types";
import { chosen, filledText } from "@/lib/form-rules";
import type { NETWORK_MODES, TRANSPORT_TYPES } from "./controller-options";

const optionalText = z.string().trim().max(255);

export function controllerSchema(required: string) {
  return z.object({
    name: filledText(required, 120),
    serial_number: filledText(required, 120),
    type: chosen(required),
    connection_type: chosen(required),
    transport: chosen(required),
    network_mode: chosen(required),
    binding_code: optionalText,
    cloud_connection_type: optionalText,
    router_sim_card_number: optionalText,
    router_serial_number: optionalText,
    communicate_method: optionalText,
    temperature_warning_zone: z.number().optional(),
    temperature_alarm_zone: z.number().optional(),
  });
}
type ControllerFormValues = z.input<ReturnType<typeof controllerSchema>>;
type ControllerFormOutput = z.output<ReturnType<typeof controllerSchema>>;

const orNull = (v: string) => (v.trim() === "" ? null : v.trim());

export function controllerDefaults(controller: ControllerDetails | undefined): ControllerFormValues {
  return {
    name: controller?.name ?? "",
    serial_number: controller?.serial_number ?? "",
    type: String(controller?.type ?? ControllerType.NCD),
    connection_type: String(controller?.connection_type ?? ConnectionType.CELL_MODEM),
    transport: controller?.transport ?? "HTTP",
    network_mode: controller?.network_mode ?? "performance",
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
    transport: values.transport as (typeof TRANSPORT_TYPES)[number],
    network_mode: values.network_mode as (typeof NETWORK_MODES)[number],
    binding_code: orNull(values.binding_code),
    cloud_connection_type: orNull(values.cloud_connection_type),
    router_sim_card_number: orNull(values.router_sim_card_number),
    router_serial_number: orNull(values.router_serial_number),
    communicate_method: orNull(values.communicate_method),
    temperature_warning_zone: values.temperature_warning_zone ?? null,
    temperature_alarm_zone: values.temperature_alarm_zone ?? null,
  };
}
