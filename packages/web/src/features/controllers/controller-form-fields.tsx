import { ConnectionType, ControllerType } from "@plantwise/shared";
import { useTranslation } from "react-i18next";
import { NumberField } from "@/components/form/number-field";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import {
  CONNECTION_TYPE_KEYS,
  CONTROLLER_TYPE_KEYS,
  NETWORK_MODES,
  TRANSPORT_TYPES,
} from "./controller-options";

/** Free-text fields of a gateway's network set-up, each with its label key. */
const TEXT_FIELDS = [
  ["binding_code", "controllers.bindingCode"],
  ["cloud_connection_type", "controllers.cloudConnectionType"],
  ["router_sim_card_number", "controllers.routerSim"],
  ["router_serial_number", "controllers.routerSerial"],
  ["communicate_method", "controllers.communicateMethod"],
] as const;

/** Every field of the controller form, in two columns; read-only without the permission. */
export function ControllerFormFields({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const typeOptions = Object.values(ControllerType).map((v) => ({
    value: String(v),
    label: t(`controllers.types.${CONTROLLER_TYPE_KEYS[v]}`),
  }));
  const connectionOptions = Object.values(ConnectionType).map((v) => ({
    value: String(v),
    label: t(`controllers.connectionTypes.${CONNECTION_TYPE_KEYS[v]}`),
  }));
  const transportOptions = TRANSPORT_TYPES.map((v) => ({ value: v, label: v }));
  const modeOptions = NETWORK_MODES.map((v) => ({ value: v, label: t(`controllers.networkModes.${v}`) }));
  return (
    <fieldset disabled={!canEdit} className="grid gap-4 md:grid-cols-2">
      <TextField name="name" label={t("controllers.name")} required />
      <TextField
        name="serial_number"
        label={t("controllers.serial")}
        description={t("controllers.serialHelp")}
        required
      />
      <SelectField name="type" label={t("controllers.type")} options={typeOptions} required />
      <SelectField
        name="connection_type"
        label={t("controllers.connectionType")}
        options={connectionOptions}
        required
      />
      <SelectField name="transport" label={t("controllers.transport")} options={transportOptions} required />
      <SelectField name="network_mode" label={t("controllers.networkMode")} options={modeOptions} required />
      {TEXT_FIELDS.map(([name, label]) => (
        <TextField key={name} name={name} label={t(label)} />
      ))}
      <div />
      <NumberField
        name="temperature_warning_zone"
        label={t("controllers.temperatureWarning")}
        unit="°C"
        step="any"
      />
      <NumberField
        name="temperature_alarm_zone"
        label={t("controllers.temperatureAlarm")}
        unit="°C"
        step="any"
      />
    </fieldset>
  );
}
