import { useMutation } from "@tanstack/react-query";
import { GaugeIcon, SendIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ButtonDialog } from "@/components/ui/button-dialog";
import { InputField } from "@/components/ui/input-field";
import { PlainForm, SubmitRow } from "@/components/ui/plain-form";
import { ToolButton } from "@/components/ui/tool-button";
import { fieldMessageMap } from "@/lib/api-error";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import type { SensorDetails } from "./sensor-types";

/** Sends the equipment's RPM to the sensor (signals.equipmentRpm, a command queued for its gateway). */
export function EquipmentRpmDialog({ sensor, canEdit }: { sensor: SensorDetails; canEdit: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [rpm, setRpm] = useState(sensor.rpm_value == null ? "" : String(sensor.rpm_value));
  const [error, setError] = useState<string | null>(null);
  const send = useMutation(trpc.signals.equipmentRpm.mutationOptions({ meta: { handlesErrors: true } }));
  const submit = async () => {
    setError(null);
    try {
      await send.mutateAsync({ sensor_id: sensor.id, rpm: rpm.trim() === "" ? Number.NaN : Number(rpm) });
      notifySuccess(t("sensors.tools.rpmSent"));
      setOpen(false);
    } catch (e) {
      const message = fieldMessageMap(e).get("rpm");
      if (message !== undefined) setError(message);
      else notifyError(e);
    }
  };
  return (
    <ButtonDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<ToolButton icon={GaugeIcon}>{t("sensors.tools.rpm")}</ToolButton>}
      title={t("sensors.tools.rpmTitle")}
      description={
        sensor.controller
          ? t("sensors.tools.rpmHelp", { name: sensor.controller.name })
          : t("sensors.noController")
      }
    >
      <PlainForm className="flex flex-col gap-3" onSubmit={submit}>
        <InputField
          id={inputId}
          label={t("sensors.rpmValue")}
          inputMode="decimal"
          inputClassName="text-right tabular-nums"
          value={rpm}
          error={error ?? undefined}
          onChange={(e) => setRpm(e.target.value)}
        />
        <SubmitRow
          pending={send.isPending}
          disabled={!canEdit || !sensor.controller || send.isPending}
          icon={<SendIcon aria-hidden="true" />}
        >
          {t("sensors.tools.sendRpm")}
        </SubmitRow>
      </PlainForm>
    </ButtonDialog>
  );
}
