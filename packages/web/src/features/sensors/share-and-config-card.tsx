import { useMutation } from "@tanstack/react-query";
import { SendIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "@/components/ui/card";
import { ToolButton } from "@/components/ui/tool-button";
import { notifyOnError, notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { PublicGraphLinksCard } from "./public-graph-links-card";
import type { SensorDetails } from "./sensor-types";

/**
 * Under a saved sensor's form: share links of its charts (public-graph-links-card.tsx), and for an NCD
 * sensor sending its saved settings to the device through its gateway (sensors.ncdConfig).
 */
export function ShareAndConfigCard({ sensor, canEdit }: { sensor: SensorDetails; canEdit: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const config = useMutation(trpc.sensors.ncdConfig.mutationOptions({ meta: { handlesErrors: true } }));
  const sendConfig = () =>
    notifyOnError(async () => {
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
    });
  return (
    <>
      <PublicGraphLinksCard sensorId={sensor.id} canEdit={canEdit} />
      {sensor.family === "NCD" && canEdit ? (
        <Card>
          <CardContent className="flex flex-wrap items-center gap-3 p-4 text-sm">
            <ToolButton
              icon={SendIcon}
              onClick={() => void sendConfig()}
              disabled={config.isPending || !sensor.controller}
            >
              {t("sensors.sendConfig")}
            </ToolButton>
            <span className="text-xs text-muted-foreground">
              {sensor.controller
                ? t("sensors.sendConfigHelp", { name: sensor.controller.name })
                : t("sensors.noController")}
            </span>
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}
