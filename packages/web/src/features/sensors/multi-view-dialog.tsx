/**
 * "New multi-view" on an item's PdM tab: a name and graphs picked as sensor × parameter × axis among
 * the item's sensors (sensors.createMultiView); the new view opens once created. A graph's
 * thresholds are set in graph-thresholds.tsx.
 */
import { AXIS_LABELS, parameterTypeInfo } from "@plantwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LoaderCircleIcon, PlusIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LabelledSelect, useAxisOptions, useParameterOptions } from "@/features/signals/signal-controls";
import { apiErrorInfo, splitFieldMessage } from "@/lib/api-error";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import type { SensorRow } from "./sensor-types";

interface GraphPick {
  sensor_id: number;
  parameter_type: number;
  axis: number;
}

/** The server's field messages by field name (`graphs.0.sensor_id: …` keeps its full path). */
export function fieldMessages(error: unknown): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of apiErrorInfo(error).messages?.flat() ?? []) {
    const { field, text } = splitFieldMessage(m);
    if (field && !out.has(field)) out.set(field, text);
  }
  return out;
}

export function NewMultiViewDialog({ itemId, sensors }: { itemId: number; sensors: SensorRow[] }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const nameId = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [graphs, setGraphs] = useState<GraphPick[]>([]);
  const [pickSensor, setPickSensor] = useState(String(sensors[0]?.id ?? ""));
  const [pickParam, setPickParam] = useState("1");
  const [pickAxis, setPickAxis] = useState("1");
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const parameterOptions = useParameterOptions();
  const axisOptions = useAxisOptions();
  const create = useMutation(trpc.sensors.createMultiView.mutationOptions({ meta: { handlesErrors: true } }));
  const sensorName = (id: number) => sensors.find((s) => s.id === id)?.name ?? t("sensors.sensorId", { id });
  const label = (g: GraphPick) => {
    const info = parameterTypeInfo(g.parameter_type);
    return `${sensorName(g.sensor_id)} · ${info ? t(`signals.parameters.${info.key}`) : g.parameter_type}${g.axis ? ` · ${AXIS_LABELS[g.axis]}` : ""}`;
  };
  const add = () => {
    const g = { sensor_id: Number(pickSensor), parameter_type: Number(pickParam), axis: Number(pickAxis) };
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
      const messages = fieldMessages(error);
      if (messages.size > 0) setErrors(messages);
      else notifyError(error);
    }
  };
  const graphsError = errors.get("graphs") ?? [...errors].find(([k]) => k.startsWith("graphs."))?.[1];

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <PlusIcon aria-hidden="true" />
          {t("sensors.multiView.new")}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("sensors.multiView.new")}</DialogTitle>
          <DialogDescription>{t("sensors.multiView.help")}</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={nameId}>{t("sensors.name")}</Label>
            <Input
              id={nameId}
              value={name}
              maxLength={120}
              aria-invalid={errors.has("name") ? true : undefined}
              aria-describedby={errors.has("name") ? `${nameId}-error` : undefined}
              onChange={(e) => setName(e.target.value)}
            />
            {errors.has("name") ? (
              <p id={`${nameId}-error`} className="text-xs text-destructive">
                {errors.get("name")}
              </p>
            ) : null}
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{t("sensors.multiView.graphs")}</legend>
            <div className="flex flex-wrap items-end gap-2">
              <LabelledSelect
                label={t("sensors.item")}
                value={pickSensor}
                options={sensors.map((s) => ({ value: String(s.id), label: s.name }))}
                onChange={setPickSensor}
              />
              <LabelledSelect
                label={t("signals.parameter")}
                value={pickParam}
                options={parameterOptions}
                onChange={setPickParam}
              />
              <LabelledSelect
                className="flex min-w-24 flex-col gap-1"
                label={t("signals.axis")}
                value={pickAxis}
                options={axisOptions}
                onChange={setPickAxis}
              />
              <Button type="button" size="sm" variant="outline" onClick={add} disabled={!pickSensor}>
                <PlusIcon aria-hidden="true" />
                {t("sensors.multiView.addGraph")}
              </Button>
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
          <div className="flex justify-end">
            <Button type="submit" size="sm" disabled={create.isPending}>
              {create.isPending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
              {t("sensors.multiView.create")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
