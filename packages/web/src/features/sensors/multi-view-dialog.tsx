/**
 * "New multi-view" on an item's PdM tab: a name and graphs picked as sensor × parameter × axis among
 * the item's sensors (sensors.createMultiView); the new view opens once created. A graph's
 * thresholds are set in graph-thresholds.tsx.
 */
import { createMultiViewInput } from "@plantwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PlusIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { ButtonDialog } from "@/components/ui/button-dialog";
import { InputField } from "@/components/ui/input-field";
import { PlainForm, SubmitRow } from "@/components/ui/plain-form";
import { LabelledSelect } from "@/components/ui/select-box";
import { ToolButton } from "@/components/ui/tool-button";
import {
  type ParameterAxis,
  ParameterAxisSelects,
  useParameterNames,
} from "@/features/signals/parameter-pickers";
import { fieldMessageMap } from "@/lib/api-error";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import type { SensorRow } from "./sensor-types";

interface GraphPick extends ParameterAxis {
  sensor_id: number;
}

export function NewMultiViewDialog({ itemId, sensors }: { itemId: number; sensors: SensorRow[] }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { parameterLabel } = useParameterNames();
  const nameId = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [graphs, setGraphs] = useState<GraphPick[]>([]);
  const [pickSensor, setPickSensor] = useState(String(sensors[0]?.id ?? ""));
  const [pick, setPick] = useState<ParameterAxis>({ parameter_type: 1, axis: 1 });
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const create = useMutation(trpc.sensors.createMultiView.mutationOptions({ meta: { handlesErrors: true } }));
  const sensorName = (id: number) => sensors.find((s) => s.id === id)?.name ?? t("sensors.sensorId", { id });
  const label = (g: GraphPick) => `${sensorName(g.sensor_id)} · ${parameterLabel(g.parameter_type, g.axis)}`;
  const add = () => {
    const g = { sensor_id: Number(pickSensor), ...pick };
    if (!graphs.some((x) => label(x) === label(g))) setGraphs([...graphs, g]);
  };
  const submit = async () => {
    setErrors(new Map());
    try {
      const view = await create.mutateAsync({ equipment_id: itemId, name, graphs });
      notifySuccess(t("sensors.multiView.created", { name: view.name }));
      await queryClient.invalidateQueries({ queryKey: trpc.sensors.multiViews.queryKey() });
      setOpen(false);
      setName("");
      setGraphs([]);
      navigate(`/equipments/${itemId}/details/multi-view/${view.id}`);
    } catch (error) {
      const messages = fieldMessageMap(error);
      if (messages.size > 0) setErrors(messages);
      else notifyError(error);
    }
  };
  const graphsError = errors.get("graphs") ?? [...errors].find(([k]) => k.startsWith("graphs."))?.[1];

  return (
    <ButtonDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<ToolButton icon={PlusIcon}>{t("sensors.multiView.new")}</ToolButton>}
      title={t("sensors.multiView.new")}
      description={t("sensors.multiView.help")}
      className="sm:max-w-xl"
    >
      <PlainForm className="flex flex-col gap-4" onSubmit={submit}>
        <InputField
          id={nameId}
          label={t("sensors.name")}
          value={name}
          maxLength={createMultiViewInput.shape.name.maxLength ?? undefined}
          error={errors.get("name")}
          onChange={(e) => setName(e.target.value)}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t("sensors.multiView.graphs")}</legend>
          <div className="flex flex-wrap items-end gap-2">
            <LabelledSelect
              label={t("sensors.item")}
              value={pickSensor}
              options={sensors.map((s) => ({ value: String(s.id), label: s.name }))}
              onChange={setPickSensor}
            />
            <ParameterAxisSelects value={pick} onChange={setPick} />
            <ToolButton icon={PlusIcon} type="button" onClick={add} disabled={!pickSensor}>
              {t("sensors.multiView.addGraph")}
            </ToolButton>
          </div>
          {graphs.length === 0 ? (
            <p className="text-xs text-muted-foreground">{t("sensors.multiView.noGraphs")}</p>
          ) : (
            <ul className="flex flex-col divide-y rounded-md border text-sm" data-testid="picked-graphs">
              {graphs.map((g) => (
                <li key={label(g)} className="flex items-center justify-between gap-2 px-2 py-1">
                  {label(g)}
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={t("sensors.multiView.removeGraph", { name: label(g) })}
                    onClick={() => setGraphs(graphs.filter((x) => label(x) !== label(g)))}
                  >
                    <XIcon aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {graphsError ? <p className="text-xs text-destructive">{graphsError}</p> : null}
        </fieldset>
        <SubmitRow pending={create.isPending}>{t("sensors.multiView.create")}</SubmitRow>
      </PlainForm>
    </ButtonDialog>
  );
}
