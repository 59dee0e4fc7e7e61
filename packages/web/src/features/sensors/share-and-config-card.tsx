import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SendIcon, Share2Icon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { ToolButton } from "@/components/ui/tool-button";
import { notifyOnError, notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import type { SensorDetails } from "./sensor-types";

/**
 * Under a saved sensor's form: sharing its public chart (sensors.setPublicGraph), and for an NCD
 * sensor sending its saved settings to the device through its gateway (sensors.ncdConfig).
 */
export function ShareAndConfigCard({ sensor, canEdit }: { sensor: SensorDetails; canEdit: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const share = useMutation(trpc.sensors.setPublicGraph.mutationOptions({ meta: { handlesErrors: true } }));
  const config = useMutation(trpc.sensors.ncdConfig.mutationOptions({ meta: { handlesErrors: true } }));
  const publicUrl = `${window.location.origin}/graph/${sensor.id}`;
  const toggleShare = (next: boolean) =>
    notifyOnError(async () => {
      await share.mutateAsync({ id: sensor.id, is_public_graph: next });
      notifySuccess(t(next ? "sensors.shareOn" : "sensors.shareOff"));
      await queryClient.invalidateQueries({ queryKey: trpc.sensors.get.queryKey({ id: sensor.id }) });
    });
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
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
