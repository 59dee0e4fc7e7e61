/**
 * /ncd-sensors/:id and /banner-sensors/:id — create ("new") or edit a sensor with every field of
 * spec part 1 §3 "Sensor": identity (sensorId = serial, item, controller, port, type, data set,
 * power type, inactive/archived, RPM source) and the displayed settings (gain, firmware, boot time,
 * sample duration, output data rate, frequency range, pass and cut filters, Fmax, run-hour tracking,
 * reset rotation, parent). Editing also offers sharing the public chart and, for NCD sensors,
 * sending the saved settings to the sensor through its gateway (share-and-config-card.tsx).
 */
import { hasPermission } from "@plantwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BarChart3Icon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { EntityForm } from "@/components/form/entity-form";
import { useEditedRecord, useRecordSave } from "@/components/form/record-form-page";
import { recordSubtitle } from "@/components/form/record-subtitle";
import { RecordPage } from "@/components/page/record-page";
import { RecordState } from "@/components/record/record-state";
import { ToolButton } from "@/components/ui/tool-button";
import { DeleteAction } from "@/features/common/delete-action";
import { SelectPlantFirst } from "@/features/common/select-plant-first";
import { useTRPC } from "@/lib/trpc";
import { useSelectedPlant } from "@/state/plant-store";
import { SensorDeviceStatus } from "./sensor-device-status";
import { SensorIdentityFields, SensorSettingsFields } from "./sensor-form-fields";
import { useSensorFormOptions } from "./sensor-form-options";
import { sensorDefaults, sensorPayload, sensorSchema } from "./sensor-form-schema";
import type { SensorDetails } from "./sensor-types";
import { ShareAndConfigCard } from "./share-and-config-card";

const LIST_HREF = "/ncd-sensors";

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
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { id, record } = useEditedRecord((recordId) => trpc.sensors.get.queryOptions({ id: recordId }));
  const sensor = record.data as SensorDetails | undefined;
  const options = useSensorFormOptions(sensor?.plant_id ?? plant?.id, id);
  const schema = useMemo(() => sensorSchema(t("form.required")), [t]);
  const save = useRecordSave(trpc.sensors, sensorPayload);
  const remove = useMutation(trpc.sensors.delete.mutationOptions());
  const canEdit = hasPermission(user, ["edit_dashboard", "create_dashboard"], "any");
  const canDelete = hasPermission(user, "delete_dashboard");
  const titleKey = kind === "banner" ? "pages.bannerSensor" : "pages.ncdSensor";

  const actions = sensor ? (
    <>
      <ToolButton icon={BarChart3Icon} href={`/sensors/${sensor.id}/statistics`}>
        {t("sensors.statistics")}
      </ToolButton>
      {canDelete ? (
        <DeleteAction
          title={t("sensors.deleteTitle", { name: sensor.name })}
          description={t("sensors.deleteDescription")}
          pendingLabel={t("sensors.deleting")}
          successMessage={t("messages.itemDeleted", { item: t("sensors.item") })}
          onConfirm={async () => {
            await remove.mutateAsync({ id: sensor.id });
            queryClient.removeQueries({ queryKey: trpc.sensors.get.queryKey({ id: sensor.id }) });
            await queryClient.invalidateQueries({ queryKey: trpc.sensors.pathKey(), refetchType: "none" });
            navigate(LIST_HREF);
          }}
        />
      ) : null}
    </>
  ) : undefined;

  if (id === null && !plant) {
    return <SelectPlantFirst title={t(titleKey)} backHref={LIST_HREF} backLabel={t("pages.ncdSensors")} />;
  }

  return (
    <RecordPage
      title={
        id === null
          ? t(kind === "banner" ? "sensors.createBanner" : "sensors.create")
          : (sensor?.name ?? t(titleKey))
      }
      subtitle={recordSubtitle(t, t(titleKey), id, sensor?.name)}
      backHref={LIST_HREF}
      backLabel={t("pages.ncdSensors")}
      actions={actions}
    >
      {id !== null && !sensor ? (
        <RecordState error={record.error ?? undefined} onRetry={() => void record.refetch()} />
      ) : (
        <>
          {sensor ? <SensorDeviceStatus sensor={sensor} /> : null}
          <EntityForm
            key={sensor ? `sensor-${sensor.id}` : `new-${kind}`}
            schema={schema}
            id={id}
            itemLabel={t("sensors.item")}
            defaultValues={sensorDefaults(sensor, kind)}
            onSubmit={(values) => save(values, id)}
            onSaved={(result) => {
              if (id === null) navigate(`/${kind}-sensors/${(result as { id: number }).id}`);
            }}
          >
            <fieldset disabled={!canEdit} className="flex flex-col gap-4">
              <SensorIdentityFields options={options} sensor={sensor} />
              <SensorSettingsFields options={options} />
            </fieldset>
          </EntityForm>
          {sensor ? <ShareAndConfigCard sensor={sensor} canEdit={canEdit} /> : null}
        </>
      )}
    </RecordPage>
  );
}
