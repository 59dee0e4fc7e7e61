/** The sensor form's two cards of fields: its identity, and the settings the device runs with. */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CheckboxField } from "@/components/form/checkbox-field";
import { NumberField } from "@/components/form/number-field";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { TitledCard } from "@/components/ui/titled-card";
import { type SensorFormOptions, withSaved } from "./sensor-form-options";
import type { SensorDetails } from "./sensor-types";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledCard title={title} contentClassName="grid gap-4 md:grid-cols-2">
      {children}
    </TitledCard>
  );
}

/** Two checkboxes stacked in a grid cell, level with the fields beside them. */
function Checkboxes({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-2 pt-6">{children}</div>;
}

export function SensorIdentityFields({
  options,
  sensor,
}: {
  options: SensorFormOptions;
  sensor: SensorDetails | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Section title={t("sensors.identity")}>
      <TextField name="name" label={t("sensors.name")} required />
      <TextField
        name="serial_number"
        label={t("sensors.serial")}
        description={t("sensors.serialHelp")}
        required
      />
      <SelectField name="family" label={t("sensors.family")} options={options.families} required />
      <SelectField name="type" label={t("sensors.type")} options={options.types} required />
      <SelectField name="data_set" label={t("sensors.dataSet")} options={options.dataSets} required />
      <SelectField name="power_type" label={t("sensors.powerType")} options={options.power} required />
      <SelectField
        name="equipment_item_id"
        label={t("sensors.equipmentItem")}
        options={withSaved(options.items, sensor?.equipment_item_id, sensor?.item?.name)}
      />
      <TextField name="location" label={t("sensors.location")} description={t("sensors.locationHelp")} />
      <SelectField
        name="controller_id"
        label={t("sensors.controller")}
        options={withSaved(options.controllers, sensor?.controller_id, sensor?.controller?.name)}
      />
      <NumberField name="port_number" label={t("sensors.portNumber")} step={1} min={0} />
      <SelectField name="parent_sensor_id" label={t("sensors.parent")} options={options.parents} />
      <Checkboxes>
        <CheckboxField name="is_inactive" label={t("sensors.isInactive")} />
        <CheckboxField name="is_archived" label={t("sensors.isArchived")} />
      </Checkboxes>
    </Section>
  );
}

/** Filters in Hz, in the order the settings card lists them. */
const FILTERS = [
  ["low_pass_filter", "sensors.lowPass"],
  ["high_pass_filter", "sensors.highPass"],
  ["low_cut_filter", "sensors.lowCut"],
  ["high_cut_filter", "sensors.highCut"],
] as const;

export function SensorSettingsFields({ options }: { options: SensorFormOptions }) {
  const { t } = useTranslation();
  return (
    <Section title={t("sensors.settingsTitle")}>
      <NumberField name="gain" label={t("sensors.gain")} step="any" required />
      <SelectField name="fmax" label={t("sensors.fmax")} options={options.fmax} required />
      <NumberField name="sample_duration_ms" label={t("sensors.sampleDuration")} unit="ms" step={1} min={0} />
      <NumberField name="output_data_rate" label={t("sensors.outputDataRate")} unit="Hz" step={1} min={0} />
      <TextField name="frequency_range" label={t("sensors.frequencyRange")} />
      <div />
      {FILTERS.map(([name, label]) => (
        <NumberField key={name} name={name} label={t(label)} unit="Hz" step="any" />
      ))}
      <SelectField name="rpm_source" label={t("sensors.rpmSource")} options={options.rpmSources} />
      <NumberField name="rpm_value" label={t("sensors.rpmValue")} unit="RPM" step="any" min={0} />
      <NumberField
        name="run_threshold"
        label={t("sensors.runThreshold")}
        description={t("sensors.runThresholdHelp")}
        unit="mm/s"
        step="any"
        min={0}
        required
      />
      <Checkboxes>
        <CheckboxField name="run_hour_tracking" label={t("sensors.runHourTracking")} />
        <CheckboxField name="reset_rotation" label={t("sensors.resetRotation")} />
      </Checkboxes>
    </Section>
  );
}
