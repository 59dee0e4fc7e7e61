/**
 * A multi-view graph's warning and alarm thresholds (sensors.graphThresholds): a dialog that takes
 * them in the user's measuring system and stores them in the parameter's base unit, the server's
 * rule shown on the field; and ThresholdTrend, the graph's trend with those thresholds drawn as its
 * warning and alarm bands.
 */
import type { TrendSeries } from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LoaderCircleIcon, SlidersHorizontalIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
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
import { TrendChart } from "@/features/signals/charts/trend-chart";
import { ChartError, type Range, TREND_WIDTH } from "@/features/signals/signal-controls";
import { levelUnit } from "@/features/signals/zone-fields";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { fieldMessages } from "./multi-view-dialog";

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
      const messages = fieldMessages(error);
      if (messages.size > 0) setErrors(messages);
      else notifyError(error);
    }
  };
  const fields = [
    { id: warningId, key: "warning_threshold", label: t("sensors.warning"), value: warning, set: setWarning },
    { id: alarmId, key: "alarm_threshold", label: t("sensors.alarm"), value: alarm, set: setAlarm },
  ];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setWarning(shown(graph.warning_threshold));
          setAlarm(shown(graph.alarm_threshold));
          setErrors(new Map());
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={t("sensors.multiView.thresholdsOf", { name: title })}>
          <SlidersHorizontalIcon aria-hidden="true" />
          {t("sensors.multiView.thresholds")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("sensors.multiView.thresholdsOf", { name: title })}</DialogTitle>
          <DialogDescription>{t("sensors.multiView.thresholdsHelp")}</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {fields.map((f) => (
            <div key={f.key} className="flex flex-col gap-1.5">
              <Label htmlFor={f.id}>{f.label}</Label>
              <div className="flex items-center gap-2">
                <Input
                  id={f.id}
                  inputMode="decimal"
                  className="text-right tabular-nums"
                  value={f.value}
                  aria-invalid={errors.has(f.key) ? true : undefined}
                  aria-describedby={errors.has(f.key) ? `${f.id}-error` : undefined}
                  onChange={(e) => f.set(e.target.value)}
                />
                <span className="w-12 shrink-0 text-sm text-muted-foreground">{level.unit}</span>
              </div>
              {errors.has(f.key) ? (
                <p id={`${f.id}-error`} className="text-xs text-destructive">
                  {errors.get(f.key)}
                </p>
              ) : null}
            </div>
          ))}
          <div className="flex justify-end">
            <Button type="submit" size="sm" disabled={save.isPending}>
              {save.isPending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
              {t("sensors.multiView.saveThresholds")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A multi-view graph's trend, its thresholds drawn as the warning and alarm bands when set. */
export function ThresholdTrend({
  graph,
  range,
  timeZone,
  measuringSystem,
  onZoom,
  height,
}: {
  graph: ThresholdGraph;
  range: Range;
  timeZone: string;
  measuringSystem: number;
  onZoom: (range: Range) => void;
  height: number;
}) {
  const trpc = useTRPC();
  const query = useQuery(
    trpc.signals.trend.queryOptions({
      sensor_id: graph.sensor_id,
      parameter_type: graph.parameter_type,
      axis: graph.axis,
      from: range.from,
      to: range.to,
      width: TREND_WIDTH,
    }),
  );
  if (query.isError) return <ChartError height={height} onRetry={() => void query.refetch()} />;
  const data = query.data as TrendSeries | undefined;
  const series =
    data && (graph.warning_threshold !== null || graph.alarm_threshold !== null)
      ? { ...data, warning_zone: graph.warning_threshold, alarm_zone: graph.alarm_threshold }
      : data;
  return (
    <TrendChart
      series={series}
      loading={query.isPending}
      timeZone={timeZone}
      measuringSystem={measuringSystem}
      onZoom={onZoom}
      height={height}
    />
  );
}
