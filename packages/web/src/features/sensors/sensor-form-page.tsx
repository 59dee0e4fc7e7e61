/**
 * /ncd-sensors/:id and /banner-sensors/:id — create ("new") or edit a sensor with every field of
 * spec part 1 §3 "Sensor": identity (sensorId = serial, item, controller, port, type, data set,
 * power type, inactive/archived, RPM source) and the displayed settings (gain, firmware, boot time,
 * sample duration, output data rate, frequency range, pass and cut filters, Fmax, run-hour tracking,
 * reset rotation, parent). Editing also offers sharing the public chart and, for NCD sensors,
 * sending the saved settings to the sensor through its gateway (sensors.ncdConfig).
 */
import {
  ControllerType,
  FFT_HZ_LIMITS,
  formatDate,
  hasPermission,
  PowerType,
  RPM_SOURCES,
  SENSOR_DATA_SETS,
  SENSOR_FAMILIES,
} from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BarChart3Icon, SendIcon, Share2Icon, Trash2Icon } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { CheckboxField } from "@/components/form/checkbox-field";
import { EntityForm } from "@/components/form/entity-form";
import { NumberField } from "@/components/form/number-field";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { ConfirmAction, RecordPage, RecordState, useRecordId } from "@/components/record/record-kit";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { CONTROLLER_TYPE_KEYS } from "@/features/controllers/controller-options";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { useSelectedPlant } from "@/state/plant-store";
import { Indicator, LastSeen, OnlineBadge } from "./sensor-bits";
import type { ControllerRow, SensorDetails, SensorRow } from "./sensor-types";

const NONE = "none";
const num = z.number().optional();

function sensorSchema(required: string) {
  return z.object({
    name: z.string().trim().min(1, { error: required }).max(120),
    serial_number: z.string().trim().min(1, { error: required }).max(120),
    family: z.string().min(1, { error: required }),
    type: z.string().min(1, { error: required }),
    data_set: z.string().min(1, { error: required }),
    power_type: z.string().min(1, { error: required }),
    equipment_item_id: z.string(),
    controller_id: z.string(),
    parent_sensor_id: z.string(),
    port_number: num,
    location: z.string().trim().max(120),
    is_inactive: z.boolean(),
    is_archived: z.boolean(),
    rpm_source: z.string(),
    rpm_value: num,
    gain: z.number({ error: required }),
    sample_duration_ms: num,
    output_data_rate: num,
    frequency_range: z.string().trim().max(60),
    low_pass_filter: num,
    high_pass_filter: num,
    low_cut_filter: num,
    high_cut_filter: num,
    fmax: z.string().min(1, { error: required }),
    run_hour_tracking: z.boolean(),
    run_threshold: z.number({ error: required }).min(0),
    reset_rotation: z.boolean(),
  });
}
type SensorFormValues = z.input<ReturnType<typeof sensorSchema>>;
type SensorFormOutput = z.output<ReturnType<typeof sensorSchema>>;

const idOrNull = (v: string) => (v === NONE || v === "" ? null : Number(v));
const orNull = (v: number | undefined) => (v === undefined ? null : v);

/** The saved body of the form (create/update share it). */
function payloadOf(values: SensorFormOutput) {
  return {
    name: values.name,
    serial_number: values.serial_number,
    family: values.family as (typeof SENSOR_FAMILIES)[number],
    type: Number(values.type),
    data_set: Number(values.data_set),
    power_type: Number(values.power_type),
    equipment_item_id: idOrNull(values.equipment_item_id),
    controller_id: idOrNull(values.controller_id),
    parent_sensor_id: idOrNull(values.parent_sensor_id),
    port_number: orNull(values.port_number),
    location: values.location.trim() === "" ? null : values.location.trim(),
    is_inactive: values.is_inactive,
    is_archived: values.is_archived,
    rpm_source: idOrNull(values.rpm_source),
    rpm_value: orNull(values.rpm_value),
    gain: values.gain,
    sample_duration_ms: orNull(values.sample_duration_ms),
    output_data_rate: orNull(values.output_data_rate),
    frequency_range: values.frequency_range.trim() === "" ? null : values.frequency_range.trim(),
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

export function NcdSensorFormPage() {
  return <SensorFormPage kind="ncd" />;
}

export function BannerSensorFormPage() {
  return <SensorFormPage kind="banner" />;
}

function SensorFormPage({ kind }: { kind: "ncd" | "banner" }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const plant = useSelectedPlant(user);
  const id = useRecordId();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const record = useQuery({ ...trpc.sensors.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const sensor = record.data as SensorDetails | undefined;
  const plantId = sensor?.plant_id ?? plant?.id;
  const items = useQuery({
    ...trpc.equipments.list.queryOptions({ plant_id: plantId, page: 1, max: 100, orderByColumn: "name" }),
    enabled: plantId !== undefined,
  });
  const controllers = useQuery({
    ...trpc.controllers.list.queryOptions({ plant_id: plantId, page: 1, max: 100, orderByColumn: "name" }),
    enabled: plantId !== undefined,
  });
  const siblings = useQuery({
    ...trpc.sensors.list.queryOptions({ plant_id: plantId, page: 1, max: 100, orderByColumn: "name" }),
    enabled: plantId !== undefined,
  });
  const schema = useMemo(() => sensorSchema(t("form.required")), [t]);
  const meta = { handlesErrors: true };
  const create = useMutation(trpc.sensors.create.mutationOptions({ meta }));
  const update = useMutation(trpc.sensors.update.mutationOptions({ meta }));
  const remove = useMutation(trpc.sensors.delete.mutationOptions());
  const canEdit = hasPermission(user, ["edit_dashboard", "create_dashboard"], "any");
  const canDelete = hasPermission(user, "delete_dashboard");
  const listHref = "/ncd-sensors";
  const titleKey = kind === "banner" ? "pages.bannerSensor" : "pages.ncdSensor";

  const options = {
    families: SENSOR_FAMILIES.map((f) => ({ value: f, label: f })),
    types: Object.values(ControllerType).map((v) => ({
      value: String(v),
      label: t(`controllers.types.${CONTROLLER_TYPE_KEYS[v]}`),
    })),
    dataSets: SENSOR_DATA_SETS.map((d) => ({ value: String(d), label: String(d) })),
    power: Object.entries(PowerType).map(([key, v]) => ({
      value: String(v),
      label: t(`sensors.powerTypes.${key.toLowerCase()}`),
    })),
    rpmSources: [
      { value: NONE, label: t("sensors.none") },
      ...RPM_SOURCES.map((s, i) => ({ value: String(i + 1), label: t(`sensors.rpmSources.${s}`) })),
    ],
    fmax: FFT_HZ_LIMITS.map((hz) => ({ value: String(hz), label: `${hz} Hz` })),
    items: [
      { value: NONE, label: t("sensors.notAttached") },
      ...(((items.data as { data?: { id: number; name: string }[] } | undefined)?.data ?? []).map((i) => ({
        value: String(i.id),
        label: i.name,
      })) ?? []),
    ],
    controllers: [
      { value: NONE, label: t("sensors.none") },
      ...(((controllers.data as { data?: ControllerRow[] } | undefined)?.data ?? []).map((c) => ({
        value: String(c.id),
        label: `${c.name} (${c.serial_number})`,
      })) ?? []),
    ],
    parents: [
      { value: NONE, label: t("sensors.none") },
      ...(((siblings.data as { data?: SensorRow[] } | undefined)?.data ?? [])
        .filter((s) => s.id !== id)
        .map((s) => ({ value: String(s.id), label: `${s.name} (${s.serial_number})` })) ?? []),
    ],
  };
  // A saved value not in a loaded list (another plant's, a list past 100) still shows.
  const ensure = (
    list: { value: string; label: string }[],
    value: number | null | undefined,
    label?: string | null,
  ) =>
    value && !list.some((o) => o.value === String(value))
      ? [...list, { value: String(value), label: label ?? `#${value}` }]
      : list;

  const actions = sensor ? (
    <>
      <Button asChild variant="outline" size="sm">
        <Link href={`/sensors/${sensor.id}/statistics`}>
          <BarChart3Icon aria-hidden="true" />
          {t("sensors.statistics")}
        </Link>
      </Button>
      {canDelete ? (
        <ConfirmAction
          title={t("sensors.deleteTitle", { name: sensor.name })}
          description={t("sensors.deleteDescription")}
          confirmLabel={t("common.delete")}
          pendingLabel={t("sensors.deleting")}
          successMessage={t("messages.itemDeleted", { item: t("sensors.item") })}
          onConfirm={async () => {
            await remove.mutateAsync({ id: sensor.id });
            queryClient.removeQueries({ queryKey: trpc.sensors.get.queryKey({ id: sensor.id }) });
            await queryClient.invalidateQueries({ queryKey: trpc.sensors.pathKey(), refetchType: "none" });
            navigate(listHref);
          }}
          trigger={
            <Button variant="outline" size="sm">
              <Trash2Icon aria-hidden="true" />
              {t("common.delete")}
            </Button>
          }
        />
      ) : null}
    </>
  ) : undefined;

  if (id === null && !plant) {
    return (
      <RecordPage title={t(titleKey)} backHref={listHref} backLabel={t("pages.ncdSensors")}>
        <p className="text-sm text-muted-foreground">{t("messages.selectPlantFirst")}</p>
      </RecordPage>
    );
  }

  return (
    <RecordPage
      title={
        id === null
          ? t(kind === "banner" ? "sensors.createBanner" : "sensors.create")
          : (sensor?.name ?? t(titleKey))
      }
      subtitle={id === null ? t("common.newRecord") : t("common.recordId", { id })}
      backHref={listHref}
      backLabel={t("pages.ncdSensors")}
      actions={actions}
    >
      {id !== null && !sensor ? (
        <RecordState error={record.error ?? undefined} onRetry={() => void record.refetch()} />
      ) : (
        <>
          {sensor ? <DeviceStatus sensor={sensor} /> : null}
          <EntityForm
            key={sensor ? `sensor-${sensor.id}` : `new-${kind}`}
            schema={schema}
            id={id}
            itemLabel={t("sensors.item")}
            defaultValues={
              {
                name: sensor?.name ?? "",
                serial_number: sensor?.serial_number ?? "",
                family: sensor?.family ?? (kind === "banner" ? "Banner" : "NCD"),
                type: String(
                  sensor?.type ?? (kind === "banner" ? ControllerType.BANNER : ControllerType.NCD),
                ),
                data_set: String(sensor?.data_set ?? 1),
                power_type: String(sensor?.power_type ?? PowerType.BATTERY),
                equipment_item_id: sensor?.equipment_item_id ? String(sensor.equipment_item_id) : NONE,
                controller_id: sensor?.controller_id ? String(sensor.controller_id) : NONE,
                parent_sensor_id: sensor?.parent_sensor_id ? String(sensor.parent_sensor_id) : NONE,
                port_number: sensor?.port_number ?? undefined,
                location: sensor?.location ?? "",
                is_inactive: sensor?.is_inactive ?? false,
                is_archived: sensor?.is_archived ?? false,
                rpm_source: sensor?.rpm_source ? String(sensor.rpm_source) : NONE,
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
              } satisfies SensorFormValues
            }
            onSubmit={async (values) => {
              const payload = payloadOf(values);
              const result =
                id === null
                  ? await create.mutateAsync(payload)
                  : await update.mutateAsync({ ...payload, id });
              await queryClient.invalidateQueries({ queryKey: trpc.sensors.pathKey() });
              return result;
            }}
            onSaved={(result) => {
              if (id === null) navigate(`/${kind}-sensors/${(result as { id: number }).id}`);
            }}
          >
            <fieldset disabled={!canEdit} className="flex flex-col gap-4">
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
                <SelectField
                  name="data_set"
                  label={t("sensors.dataSet")}
                  options={options.dataSets}
                  required
                />
                <SelectField
                  name="power_type"
                  label={t("sensors.powerType")}
                  options={options.power}
                  required
                />
                <SelectField
                  name="equipment_item_id"
                  label={t("sensors.equipmentItem")}
                  options={ensure(options.items, sensor?.equipment_item_id, sensor?.item?.name)}
                />
                <TextField
                  name="location"
                  label={t("sensors.location")}
                  description={t("sensors.locationHelp")}
                />
                <SelectField
                  name="controller_id"
                  label={t("sensors.controller")}
                  options={ensure(options.controllers, sensor?.controller_id, sensor?.controller?.name)}
                />
                <NumberField name="port_number" label={t("sensors.portNumber")} step={1} min={0} />
                <SelectField name="parent_sensor_id" label={t("sensors.parent")} options={options.parents} />
                <div className="flex flex-col gap-2 pt-6">
                  <CheckboxField name="is_inactive" label={t("sensors.isInactive")} />
                  <CheckboxField name="is_archived" label={t("sensors.isArchived")} />
                </div>
              </Section>
              <Section title={t("sensors.settingsTitle")}>
                <NumberField name="gain" label={t("sensors.gain")} step="any" required />
                <SelectField name="fmax" label={t("sensors.fmax")} options={options.fmax} required />
                <NumberField
                  name="sample_duration_ms"
                  label={t("sensors.sampleDuration")}
                  unit="ms"
                  step={1}
                  min={0}
                />
                <NumberField
                  name="output_data_rate"
                  label={t("sensors.outputDataRate")}
                  unit="Hz"
                  step={1}
                  min={0}
                />
                <TextField name="frequency_range" label={t("sensors.frequencyRange")} />
                <div />
                <NumberField name="low_pass_filter" label={t("sensors.lowPass")} unit="Hz" step="any" />
                <NumberField name="high_pass_filter" label={t("sensors.highPass")} unit="Hz" step="any" />
                <NumberField name="low_cut_filter" label={t("sensors.lowCut")} unit="Hz" step="any" />
                <NumberField name="high_cut_filter" label={t("sensors.highCut")} unit="Hz" step="any" />
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
                <div className="flex flex-col gap-2 pt-6">
                  <CheckboxField name="run_hour_tracking" label={t("sensors.runHourTracking")} />
                  <CheckboxField name="reset_rotation" label={t("sensors.resetRotation")} />
                </div>
              </Section>
            </fieldset>
          </EntityForm>
          {sensor ? <SensorExtras sensor={sensor} canEdit={canEdit} /> : null}
        </>
      )}
    </RecordPage>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

/** What the device reports (read-only): state, RSSI, battery, firmware, boot time, run hours. */
function DeviceStatus({ sensor }: { sensor: SensorDetails }) {
  const { t } = useTranslation();
  const rows: [string, ReactNode][] = [
    [t("sensors.firmware"), sensor.firmware_version ?? "—"],
    [t("sensors.bootTime"), sensor.boot_time ? formatDate(sensor.boot_time, { withTime: true }) : "—"],
    [
      t("sensors.runHours"),
      sensor.run_hour_tracking ? `${sensor.run_hours.toFixed(1)} h` : t("sensors.runHoursOff"),
    ],
  ];
  return (
    <Card>
      <CardContent className="flex flex-wrap items-center gap-x-6 gap-y-2 p-4 text-sm">
        <OnlineBadge online={sensor.is_online} inactive={sensor.is_inactive} />
        <Indicator kind="rssi" value={sensor.rssi} />
        <Indicator kind="battery" value={sensor.battery} />
        <LastSeen at={sensor.last_seen_at} />
        {rows.map(([label, value]) => (
          <span key={label} className="text-xs">
            <span className="text-muted-foreground">{label}: </span>
            {value}
          </span>
        ))}
      </CardContent>
    </Card>
  );
}

/** Public chart sharing, and sending the saved settings to an NCD sensor. */
function SensorExtras({ sensor, canEdit }: { sensor: SensorDetails; canEdit: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const share = useMutation(trpc.sensors.setPublicGraph.mutationOptions({ meta: { handlesErrors: true } }));
  const config = useMutation(trpc.sensors.ncdConfig.mutationOptions({ meta: { handlesErrors: true } }));
  const publicUrl = `${window.location.origin}/graph/${sensor.id}`;
  const toggleShare = async (next: boolean) => {
    try {
      await share.mutateAsync({ id: sensor.id, is_public_graph: next });
      notifySuccess(t(next ? "sensors.shareOn" : "sensors.shareOff"));
      await queryClient.invalidateQueries({ queryKey: trpc.sensors.get.queryKey({ id: sensor.id }) });
    } catch (error) {
      notifyError(error);
    }
  };
  const sendConfig = async () => {
    try {
      await config.mutateAsync({
        sensor_id: sensor.id,
        gain: sensor.gain,
        sample_duration_ms: sensor.sample_duration_ms,
        output_data_rate: sensor.output_data_rate,
        frequency_range: sensor.frequency_range,
        low_pass_filter: sensor.low_pass_filter,
        high_pass_filter: sensor.high_pass_filter,
        low_cut_filter: sensor.low_cut_filter,
        high_cut_filter: sensor.high_cut_filter,
        fmax: sensor.fmax,
      });
      notifySuccess(t("sensors.configSent"));
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-4 text-sm">
        <div className="flex flex-wrap items-center gap-3">
          <Checkbox
            id="public-graph"
            checked={sensor.is_public_graph}
            disabled={!canEdit || share.isPending}
            onCheckedChange={(v) => void toggleShare(v === true)}
          />
          <Label htmlFor="public-graph" className="flex items-center gap-1.5">
            <Share2Icon className="size-4" aria-hidden="true" />
            {t("sensors.publicGraph")}
          </Label>
          {sensor.is_public_graph ? (
            <a href={publicUrl} className="break-all text-primary underline-offset-4 hover:underline">
              {publicUrl}
            </a>
          ) : (
            <span className="text-xs text-muted-foreground">{t("sensors.publicGraphHelp")}</span>
          )}
        </div>
        {sensor.family === "NCD" && canEdit ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="outline"
              size="sm"
              onClick={() => void sendConfig()}
              disabled={config.isPending || !sensor.controller}
            >
              <SendIcon aria-hidden="true" />
              {t("sensors.sendConfig")}
            </Button>
            <span className="text-xs text-muted-foreground">
              {sensor.controller
                ? t("sensors.sendConfigHelp", { name: sensor.controller.name })
                : t("sensors.noController")}
            </span>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
