/**
 * A multi-view graph's warning and alarm thresholds (sensors.graphThresholds): a dialog that takes
 * them in the user's measuring system and stores them in the parameter's base unit, the server's
 * rule shown on the field. The graph's trend draws them as its bands (multi-view-panel.tsx).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SlidersHorizontalIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ButtonDialog } from "@/components/ui/button-dialog";
import { InputField } from "@/components/ui/input-field";
import { PlainForm, SubmitRow } from "@/components/ui/plain-form";
import { ToolButton } from "@/components/ui/tool-button";
import { levelUnit } from "@/features/signals/zone-fields";
import { fieldMessageMap } from "@/lib/api-error";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";

export interface ThresholdGraph {
  id: number;
  sensor_id: number;
  parameter_type: number;
  axis: number;
  warning_threshold: number | null;
  alarm_threshold: number | null;
}

export function GraphThresholdsDialog({
  multiViewId,
  graph,
  measuringSystem,
  title,
}: {
  multiViewId: number;
  graph: ThresholdGraph;
  measuringSystem: number;
  title: string;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const warningId = useId();
  const alarmId = useId();
  const level = levelUnit(graph.parameter_type, measuringSystem);
  const shown = (v: number | null) => (v === null ? "" : String(Number(level.fromBase(v).toPrecision(6))));
  const [open, setOpen] = useState(false);
  const [warning, setWarning] = useState(shown(graph.warning_threshold));
  const [alarm, setAlarm] = useState(shown(graph.alarm_threshold));
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const save = useMutation(trpc.sensors.graphThresholds.mutationOptions({ meta: { handlesErrors: true } }));
  const toBase = (text: string) => (text.trim() === "" ? null : level.toBase(Number(text)));
  const submit = async () => {
    setErrors(new Map());
    try {
      await save.mutateAsync({
        multi_view_id: multiViewId,
        graph_id: graph.id,
        warning_threshold: toBase(warning),
        alarm_threshold: toBase(alarm),
      });
      notifySuccess(t("sensors.multiView.thresholdsSaved"));
      await queryClient.invalidateQueries({ queryKey: trpc.sensors.multiViews.queryKey() });
      setOpen(false);
    } catch (error) {
      const messages = fieldMessageMap(error);
      if (messages.size > 0) setErrors(messages);
      else notifyError(error);
    }
  };
  const fields = [
    { id: warningId, key: "warning_threshold", label: t("sensors.warning"), value: warning, set: setWarning },
    { id: alarmId, key: "alarm_threshold", label: t("sensors.alarm"), value: alarm, set: setAlarm },
  ];
  return (
    <ButtonDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setWarning(shown(graph.warning_threshold));
          setAlarm(shown(graph.alarm_threshold));
          setErrors(new Map());
        }
      }}
      trigger={
        <ToolButton
          icon={SlidersHorizontalIcon}
          variant="ghost"
          aria-label={t("sensors.multiView.thresholdsOf", { name: title })}
        >
          {t("sensors.multiView.thresholds")}
        </ToolButton>
      }
      title={t("sensors.multiView.thresholdsOf", { name: title })}
      description={t("sensors.multiView.thresholdsHelp")}
    >
      <PlainForm className="flex flex-col gap-3" onSubmit={submit}>
        {fields.map((f) => (
          <InputField
            key={f.key}
            id={f.id}
            label={f.label}
            inputMode="decimal"
            inputClassName="text-right tabular-nums"
            value={f.value}
            unit={level.unit}
            error={errors.get(f.key)}
            onChange={(e) => f.set(e.target.value)}
          />
        ))}
        <SubmitRow pending={save.isPending}>{t("sensors.multiView.saveThresholds")}</SubmitRow>
      </PlainForm>
    </ButtonDialog>
  );
}
